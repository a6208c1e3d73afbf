// What the app last showed, kept on the device: the budget's queries (profile, categories,
// transactions, dashboard, bills, reports) are saved to IndexedDB as they arrive and put back when
// the app starts, so a second start (and one without a connection) shows the person's budget at
// once. They are never shown as fresh: every one put back is fetched again at once when online,
// and until that answer arrives (or while offline) the app says what time they are from.
import { dehydrate, hydrate, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createStore, del, get, set } from 'idb-keyval';

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
/** Set while answers are saved, so a first visit does not wait on opening IndexedDB to render. */
const HINT = 'pennyflow.saved-answers';

function setHint(isSaved: boolean): void {
  try {
    if (isSaved) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // storage blocked: every start then skips the saved answers
  }
}

/** Whether this device holds saved answers (cheap: no IndexedDB). */
export function hasSavedAnswers(): boolean {
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return false;
  }
}
let restoredAt: number | null = null;
/** Whose answers were put back (the saved profile's id), and into which client. */
let restoredOwner: string | null = null;
let restoredInto: QueryClient | null = null;

/**
 * Puts the saved answers back as the app starts, and again whenever the connection drops (a screen
 * still waiting for its first answer then shows the saved one). Newer answers in memory are kept:
 * hydrate never replaces data with older data.
 */
export async function restoreSavedAnswers(client: QueryClient): Promise<void> {
  await restore(client);
}

/** Whether an answer is one put back from the device (not yet fetched again). */
export function isSavedAnswer(dataUpdatedAt: number): boolean {
  return restoredAt !== null && dataUpdatedAt > 0 && dataUpdatedAt <= restoredAt;
}

/**
 * When the saved answers on screen are from, while any is still shown (a query on screen whose
 * answer is not newer than the save), else null.
 */
export function useSavedAnswersShown(): number | null {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => {
      if (restoredAt === null) return null;
      const savedAt = restoredAt;
      const isShown = client
        .getQueryCache()
        .getAll()
        .some(
          (query) =>
            query.getObserversCount() > 0 &&
            query.state.status === 'success' &&
            query.state.dataUpdatedAt <= savedAt,
        );
      return isShown ? savedAt : null;
    },
  );
}

async function restore(client: QueryClient): Promise<void> {
  try {
    const saved = await get<Saved>(KEY, database());
    if (!saved || Date.now() - saved.savedAt > MAX_AGE_MS) return;
    hydrate(client, saved.state);
    restoredAt = saved.savedAt;
    restoredOwner = ownerOf(saved.state);
    restoredInto = client;
    // Every answer put back is fetched again as soon as a screen shows it (and a connection allows),
    // whatever its query's usual freshness.
    const savedAt = saved.savedAt;
    await client.invalidateQueries({
      predicate: (query) => query.state.dataUpdatedAt <= savedAt,
      refetchType: 'none',
    });
  } catch {
    // IndexedDB unavailable (a private window): the app opens as it would without saved answers.
  }
}

/** Saves the kept queries a second after they change. Returns the unsubscribe. */
export function keepSavingAnswers(client: QueryClient): () => void {
  // A screen still waiting for its first answer when the connection drops shows the saved one.
  const onOffline = () => void restore(client);
  window.addEventListener('offline', onOffline);
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
        ? set(KEY, { savedAt: Date.now(), state } satisfies Saved, database()).then(() =>
            setHint(true),
          )
        : hasSavedAnswers()
          ? forgetSavedAnswers()
          : Promise.resolve()
    ).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    window.removeEventListener('offline', onOffline);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** The id of the person whose profile the saved answers hold, if they hold one. */
function ownerOf(state: Saved['state']): string | null {
  const me = state.queries.find((query) => query.queryKey[0] === 'me')?.state.data as
    { profile?: { id?: unknown } } | null | undefined;
  return typeof me?.profile?.id === 'string' ? me.profile.id : null;
}

/**
 * Once the server says who is signed in: answers put back for someone else (their session ended
 * without signing out, and another person signed in on this device) leave the screen and the device
 * at once, before any page shows them. True when they were another's.
 */
export function claimSavedAnswers(userId: string): boolean {
  if (restoredOwner === null || restoredOwner === userId) return false;
  const [client, savedAt] = [restoredInto, restoredAt];
  restoredOwner = null;
  restoredInto = null;
  // Reset, not removed: a removed query's screen keeps drawing its last answer until something
  // else redraws it, while a reset one tells its screen, which waits for (and fetches) the answer
  // of the person signed in now. (The profile's own query is being answered for them already.)
  void client
    ?.resetQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'me' && (savedAt === null || query.state.dataUpdatedAt <= savedAt),
    })
    .catch(() => undefined);
  void forgetSavedAnswers().catch(() => undefined);
  return true;
}

export async function forgetSavedAnswers(): Promise<void> {
  restoredAt = null;
  restoredOwner = null;
  setHint(false);
  await del(KEY, database());
}
