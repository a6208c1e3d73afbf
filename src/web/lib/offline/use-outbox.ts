// The offline queue in the app: adding a transaction (straight to the server when it can be reached,
// into the outbox when not), the waiting entries as a query, and the sync that sends them when the
// connection returns, telling the person what happened.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { categoriesForMonth } from '#shared/budget/rules';
import type { NewTransactionInput, TransactionView } from '#shared/contract/budget';
import { IDEMPOTENCY_HEADER } from '#shared/contract/budget';
import { api, unwrap, ApiError } from '../api-client.ts';
import { categoryRowsQuery, useInvalidateBudget } from '../budget-queries.ts';
import { useMe } from '../session.ts';
import { isNetworkFailure, isOnline, useIsOnline } from './network.ts';
import {
  byAge,
  newIdempotencyKey,
  syncOutbox,
  type PendingEntry,
  type SendResult,
  type SyncNotice,
} from './outbox.ts';
import { onOutboxChange, outboxStore } from './outbox-store.ts';

export const outboxKeys = { entries: (userId: string) => ['outbox', userId] as const };

/** How often waiting entries are tried again while the browser says it is online. */
const RETRY_MS = 15_000;

async function post(entry: PendingEntry): Promise<TransactionView> {
  const request = api.transactions.$post(
    { json: entry.input },
    { headers: { [IDEMPOTENCY_HEADER]: entry.key } },
  );
  return (await unwrap(request)).transaction;
}

async function send(entry: PendingEntry): Promise<SendResult> {
  try {
    await post(entry);
    return { kind: 'added' };
  } catch (error) {
    // A refusal of the entry itself stays a refusal; a busy or failing server is tried again later.
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
      return { kind: 'refused', message: error.message };
    }
    if (error instanceof ApiError || isNetworkFailure(error)) return { kind: 'unreachable' };
    throw error;
  }
}

/** This user's entries waiting to be sent (oldest first), refused ones included. */
export function usePendingEntries() {
  const userId = useMe().data?.profile.id;
  const client = useQueryClient();
  useEffect(
    () => onOutboxChange(() => void client.invalidateQueries({ queryKey: ['outbox'] })),
    [client],
  );
  return useQuery({
    queryKey: outboxKeys.entries(userId ?? ''),
    queryFn: async () => byAge(await outboxStore.list()).filter((entry) => entry.userId === userId),
    enabled: Boolean(userId),
    // The outbox is on this device: no connection is needed to read it.
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/**
 * Adds a transaction: sent at once when there is a connection (with its idempotency key, so an
 * answer lost on the way is retried safely), kept in the outbox when there is none. Resolves with
 * the stored transaction, or `null` when the entry waits to sync.
 */
export function useAddTransaction() {
  const me = useMe();
  const client = useQueryClient();
  const invalidate = useInvalidateBudget();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (options: {
      input: NewTransactionInput;
      /** The outbox entry this add replaces (a refused one, corrected). */
      replaces?: string;
    }): Promise<TransactionView | null> => {
      const userId = me.data?.profile.id;
      if (!userId) throw new Error('Please sign in to continue');
      const rows = client.getQueryData(categoryRowsQuery().queryKey) ?? [];
      const categoryId =
        categoriesForMonth(rows, options.input.type, options.input.date.slice(0, 7)).find(
          (row) => row.name === options.input.name,
        )?.id ?? null;
      const entry: PendingEntry = {
        key: newIdempotencyKey(),
        userId,
        input: options.input,
        categoryId,
        createdAt: Date.now(),
      };
      let transaction: TransactionView | null = null;
      if (isOnline()) {
        try {
          transaction = await post(entry);
        } catch (error) {
          if (!isNetworkFailure(error)) throw error;
        }
      }
      if (!transaction) await outboxStore.put(entry);
      if (options.replaces) await outboxStore.remove(options.replaces);
      return transaction;
    },
    onSuccess: (transaction) => (transaction ? invalidate() : undefined),
  });
}

/** Forgets one waiting entry (the person discards it). */
export function discardPending(key: string): Promise<void> {
  return outboxStore.remove(key);
}

/**
 * One sync at a time per page; a sync asked for while one runs (the connection came back while a
 * send was still failing) runs once that one ends, with the latest screen's callbacks.
 */
let isSyncing = false;
let nextSync: (() => Promise<void>) | null = null;

function scheduleSync(sync: () => Promise<void>): void {
  if (isSyncing) {
    nextSync = sync;
    return;
  }
  isSyncing = true;
  void sync()
    .catch(() => undefined)
    .finally(() => {
      isSyncing = false;
      const next = nextSync;
      nextSync = null;
      if (next && isOnline()) scheduleSync(next);
    });
}

/**
 * Sends the signed-in user's waiting entries whenever the browser is online: at once, when the
 * connection returns, when an entry joins the outbox, and every 15 s while any wait. Returns what
 * the last syncs told, for the shell to show.
 */
export function useOutboxSync(): { notices: SyncNotice[]; sent: number; dismiss: () => void } {
  const online = useIsOnline();
  const userId = useMe().data?.profile.id;
  const client = useQueryClient();
  const invalidate = useInvalidateBudget();
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (!online || !userId) return;
    const sync = async () => {
      const report = await syncOutbox({
        store: outboxStore,
        userId,
        send,
        currentNames: async () => {
          const rows = await client.fetchQuery({ ...categoryRowsQuery(), staleTime: 0 });
          return new Map(rows.map((row) => [row.id, row.name]));
        },
      });
      if (report.sent > 0) await invalidate();
      // (Set even if this effect has since been replaced: the counts belong to the screen.)
      if (report.sent > 0) setSent((count) => count + report.sent);
      if (report.notices.length > 0) setNotices((list) => [...list, ...report.notices]);
    };
    const run = () => scheduleSync(sync);
    run();
    const stopListening = onOutboxChange(run);
    // Each time the connection returns (however briefly it was gone), and every 15 s meanwhile.
    window.addEventListener('online', run);
    const timer = setInterval(run, RETRY_MS);
    return () => {
      stopListening();
      window.removeEventListener('online', run);
      clearInterval(timer);
    };
  }, [online, userId, client, invalidate]);

  return {
    notices,
    sent,
    dismiss: () => {
      setNotices([]);
      setSent(0);
    },
  };
}
