// Imports of the last 7 days that can still be undone, from the server: 'Undo import' works after a
// reload or from another device, not only from the result it came from.
import { History, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatCents, type CurrencyCode } from '#shared/money';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { useRecentImports, useUndoImport } from './queries.ts';

const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function RecentImports({ currency }: { currency: CurrencyCode }) {
  const imports = useRecentImports();
  const undo = useUndoImport();
  const [undoingId, setUndoingId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = imports.data ?? [];
  if (list.length === 0 && !message) return null;
  return (
    <Card>
      <div className="flex items-center gap-2">
        <History aria-hidden className="h-4 w-4 text-muted" />
        <CardTitle className="text-base">Recent imports</CardTitle>
      </div>
      <CardDescription>Each import can be undone for 7 days.</CardDescription>
      {message ? (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      ) : null}
      <ul className="mt-3 divide-y divide-border" aria-label="Recent imports">
        {list.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-text">{item.category}</p>
              <p className="text-xs text-muted">
                {item.type === 'income' ? 'Money in: ' : ''}
                {item.rowCount === 1 ? '1 transaction' : `${item.rowCount} transactions`},{' '}
                {formatCents(item.amount, currency)} · {WHEN.format(new Date(item.createdAt))}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              isPending={undoingId === item.id}
              pendingLabel="Undoing…"
              aria-label={`Undo import of ${item.rowCount} ${item.category} transactions`}
              onClick={() => {
                setUndoingId(item.id);
                setMessage(null);
                undo.mutate(item.id, {
                  onSuccess: ({ removed }) =>
                    setMessage({
                      tone: 'success',
                      text: `Removed ${removed === 1 ? '1 transaction' : `${removed} transactions`} from ${item.category}.`,
                    }),
                  onError: (error) => setMessage({ tone: 'error', text: error.message }),
                  onSettled: () => setUndoingId(null),
                });
              }}
            >
              <Undo2 aria-hidden className="h-4 w-4" />
              Undo import
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
