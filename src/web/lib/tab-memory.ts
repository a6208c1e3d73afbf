// What a page keeps for the life of its browser tab (sessionStorage): a reload brings it back, another
// tab never sees it, and signing out forgets it all. Storage may be full or blocked (private mode):
// every call fails quietly, and the page simply starts afresh.
const PREFIX = 'pennyflow.tab.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStore(): Store | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Reading sessionStorage itself throws when the browser blocks storage.
    return null;
  }
}

/** What was kept under this name, parsed; null when nothing (readable) was kept. */
export function readTabMemory(name: string, store = browserStore()): unknown {
  try {
    const text = store?.getItem(PREFIX + name);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps a value under this name; returns whether it was stored (a full storage says no). */
export function writeTabMemory(name: string, value: unknown, store = browserStore()): boolean {
  if (!store) return false;
  try {
    store.setItem(PREFIX + name, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function forgetTabMemory(name: string, store = browserStore()): void {
  try {
    store?.removeItem(PREFIX + name);
  } catch {
    // nothing to forget
  }
}

/** Forgets everything every page kept in this tab (on sign-out: the next person starts clean). */
export function forgetAllTabMemory(store = browserStore()): void {
  try {
    if (!store) return;
    const names: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) names.push(key);
    }
    for (const key of names) store.removeItem(key);
  } catch {
    // nothing to forget
  }
}

const OWNER = 'owner';

/**
 * Marks this tab's memory as the signed-in user's, first forgetting all of it when it was kept for
 * someone else: a session that expired, or ended by signing out in another tab, never ran this tab's
 * sign-out, so the next person to sign in here must not find the last one's drafts. Memory kept while
 * nobody was signed in stays (a report made before making an account from it).
 */
export function claimTabMemory(userId: string, store = browserStore()): void {
  const owner = readTabMemory(OWNER, store);
  if (owner !== null && owner !== userId) forgetAllTabMemory(store);
  if (owner !== userId) writeTabMemory(OWNER, userId, store);
}
