// A budget made in the public budget maker, kept in this browser until the visitor signs up: the
// onboarding then fills in its income sources and categories, with their planned amounts, as the
// account's first month. Read defensively: it is whatever this browser stored, perhaps long ago.
const KEY = 'pennyflow.budget-draft';
/** A draft older than this is forgotten: nobody means to carry a budget from months ago. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface BudgetDraft {
  income: Array<{ name: string; amount: number }>;
  categories: Array<{ name: string; goal: number }>;
}

interface Stored extends BudgetDraft {
  savedAt: number;
}

const isCents = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isName = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStore = (): Store => globalThis.localStorage;

export function saveBudgetDraft(draft: BudgetDraft, store: Store = browserStore()): void {
  try {
    store.setItem(KEY, JSON.stringify({ ...draft, savedAt: Date.now() } satisfies Stored));
  } catch {
    // Storage full or blocked: the budget can still be downloaded.
  }
}

export function readBudgetDraft(
  store: Store = browserStore(),
  now = Date.now(),
): BudgetDraft | null {
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(store.getItem(KEY) ?? 'null') as Partial<Stored>;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > MAX_AGE_MS) return null;
  const income = Array.isArray(stored.income)
    ? stored.income.filter((i) => isName(i?.name) && isCents(i?.amount))
    : [];
  const categories = Array.isArray(stored.categories)
    ? stored.categories.filter((c) => isName(c?.name) && isCents(c?.goal))
    : [];
  if (income.length === 0 || categories.length === 0) return null;
  return { income, categories };
}

export function clearBudgetDraft(store: Store = browserStore()): void {
  try {
    store.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
