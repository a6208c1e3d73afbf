// The onboarding answers so far, kept for the tab's life (lib/tab-memory.ts): a reload on either step
// brings back the step and what was entered. It belongs to one account, so another person signing in
// on the same tab starts clean; finishing or skipping setup forgets it, and so does signing out.
import { forgetTabMemory, readTabMemory, writeTabMemory } from '#web/lib/tab-memory.ts';

const NAME = 'onboarding';

export interface OnboardingDraft {
  step: 1 | 2;
  incomeSources: string[];
  /** An income source typed but not yet added with '+'. */
  incomeDraft: string;
  expenses: string[];
  expenseDraft: string;
}

interface Kept extends OnboardingDraft {
  userId: string;
}

type Store = Parameters<typeof readTabMemory>[1];

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'string' && n.trim() !== '');

/** The draft this account left in this tab, or null when there is none (or it is not readable). */
export function readOnboardingDraft(userId: string, store?: Store): OnboardingDraft | null {
  const kept = readTabMemory(NAME, store) as Partial<Kept> | null;
  if (!kept || typeof kept !== 'object' || kept.userId !== userId) return null;
  if (!isNameList(kept.incomeSources) || !isNameList(kept.expenses)) return null;
  return {
    step: kept.step === 2 ? 2 : 1,
    incomeSources: kept.incomeSources,
    incomeDraft: typeof kept.incomeDraft === 'string' ? kept.incomeDraft : '',
    expenses: kept.expenses,
    expenseDraft: typeof kept.expenseDraft === 'string' ? kept.expenseDraft : '',
  };
}

export function saveOnboardingDraft(
  { userId, draft }: { userId: string; draft: OnboardingDraft },
  store?: Store,
): void {
  writeTabMemory(NAME, { userId, ...draft } satisfies Kept, store);
}

export function clearOnboardingDraft(store?: Store): void {
  forgetTabMemory(NAME, store);
}
