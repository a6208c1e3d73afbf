// What the app last showed, kept on the device so it opens without a connection: the budget's
// queries (profile, categories, transactions, dashboard, bills, reports) are saved to IndexedDB as
// they arrive, and put back only when the app starts offline, so an answer from the server is never
// shown stale as if fresh. The shell says it is offline, with the time they were saved.
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { isOnline } from './network.ts';

/** The first part of the query keys worth keeping (statements and settings are not). */
const KEPT_ROOTS = new Set([
  'me',
  'config',
  'categories',
  'transactions',
  'dashboard',
  'bills',
  'recurring',
  'reports',
]);
const SAVE_DELAY_MS = 1_000;
/** Saved answers older than this are not shown offline. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;

interface Saved {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

const database = () => createStore('pennyflow-saved-queries', 'queries');
const KEY = 'latest';
let restoredAt: number | null = null;

/** When the answers on screen were saved, if the app started offline from them. */
export function savedAnswersTime(): number | null {
  return restoredAt;
}

/**
 * Puts the saved answers back when the app starts offline (and does nothing online), and again
 * whenever the connection drops: a screen still waiting for its first answer then shows the saved
 * one. Newer answers in memory are kept (hydrate never replaces data with older data).
 */
export async function restoreWhenOffline(client: QueryClient): Promise<void> {
  window.addEventListener('offline', () => void restore(client));
  if (!isOnline()) await restore(client);
}

async function restore(client: QueryClient): Promise<void> {
  try {
    const saved = await get<Saved>(KEY, database());
    if (!saved || Date.now() - saved.savedAt > MAX_AGE_MS) return;
    hydrate(client, saved.state);
    restoredAt = saved.savedAt;
  } catch {
    // IndexedDB unavailable (a private window): the app opens as it would without saved answers.
  }
}

/** Saves the kept queries a second after they change. Returns the unsubscribe. */
export function keepSavingAnswers(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0])),
    });
    // Signed out: nothing of the last person stays.
    const me = client.getQueryData(['me']);
    void (
      me
        ? set(KEY, { savedAt: Date.now(), state } satisfies Saved, database())
        : forgetSavedAnswers()
    ).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}

export async function forgetSavedAnswers(): Promise<void> {
  restoredAt = null;
  await del(KEY, database());
}
