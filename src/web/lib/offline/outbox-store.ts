// Where waiting entries are kept: IndexedDB (idb-keyval), so they survive a reload, a closed tab and
// a restart of the phone. Every change is announced to this tab's listeners and, over a
// BroadcastChannel, to the app's other tabs.
import { clear, createStore, del, set, values } from 'idb-keyval';
import type { OutboxStore, PendingEntry } from './outbox.ts';

const database = () => createStore('pennyflow-outbox', 'entries');
const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pennyflow-outbox');
channel?.addEventListener('message', () => notify(false));

function notify(isOwnChange = true): void {
  for (const listener of listeners) listener();
  if (isOwnChange) channel?.postMessage('changed');
}

export const outboxStore: OutboxStore = {
  list: () => values<PendingEntry>(database()),
  put: async (entry) => {
    await set(entry.key, entry, database());
    notify();
  },
  remove: async (key) => {
    await del(key, database());
    notify();
  },
};

/** Called on every change to the outbox (here or in another tab). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every waiting entry (signing out). */
export async function clearOutbox(): Promise<void> {
  await clear(database());
  notify();
}
