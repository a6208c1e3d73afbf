// Provides the one Add / Edit Transaction dialog of the shell and the API every screen opens it with.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TransactionView } from '#shared/contract/budget';
import { Dialog } from '#web/components/ui/dialog.tsx';
import {
  TransactionDialogContext,
  type OpenAddOptions,
  type TransactionDialogApi,
} from './context.ts';
import { TransactionDialogContent } from './transaction-dialog.tsx';

type Session =
  | { id: number; mode: 'add'; options: OpenAddOptions }
  | { id: number; mode: 'edit'; transaction: TransactionView };

export function TransactionDialogProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const openAdd = useCallback((options: OpenAddOptions = {}) => {
    setSession((current) => ({ id: (current?.id ?? 0) + 1, mode: 'add', options }));
    setIsOpen(true);
  }, []);
  const openEdit = useCallback((transaction: TransactionView) => {
    setSession((current) => ({ id: (current?.id ?? 0) + 1, mode: 'edit', transaction }));
    setIsOpen(true);
  }, []);
  const api = useMemo<TransactionDialogApi>(() => ({ openAdd, openEdit }), [openAdd, openEdit]);

  return (
    <TransactionDialogContext.Provider value={api}>
      {children}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {session && isOpen ? (
          // Mounted only while open (no stray refetches when closed); a new key per opening starts afresh.
          <TransactionDialogContent
            key={session.id}
            {...(session.mode === 'add'
              ? { mode: 'add', options: session.options }
              : { mode: 'edit', transaction: session.transaction })}
            onDone={() => setIsOpen(false)}
          />
        ) : null}
      </Dialog>
    </TransactionDialogContext.Provider>
  );
}
