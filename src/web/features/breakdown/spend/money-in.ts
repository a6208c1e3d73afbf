// The report's Money In as the Spend Breakdown imports it (ADR 0017): each row's choice (one of the
// person's income categories, 'Needs Category', or 'Not income'), grouped into cards that import like
// the expense cards. Pure, so each rule is tested.
import { createIncomeMatcher, type IncomeMatcher } from '#engine/categorize/income';
import { toCategoryKey } from '#shared/categories';
import { NEEDS_CATEGORY, type CategoryGroup, type ReportTransaction } from '../report.ts';

/** The choice that keeps a row out of the budget: card payments, transfers, refunds by default. */
export const NOT_INCOME = 'Not income';

/** An income category's name, 'Needs Category', or NOT_INCOME. */
export type MoneyInChoice = string;

export function isNotIncome(choice: MoneyInChoice): boolean {
  return choice === NOT_INCOME;
}

/** A matcher of the person's income categories, for rows the server did not match (ADR 0017). */
export function createMoneyInMatcher(incomeNames: readonly string[]): IncomeMatcher {
  return createIncomeMatcher({ incomeCategories: incomeNames });
}

/**
 * What a row starts as: the server's choice when it made one among categories the person still
 * has; else the same rules run here (a report from the public page, made before there were any).
 */
export function suggestMoneyIn(
  tx: ReportTransaction,
  options: { incomeNames: readonly string[]; matcher: IncomeMatcher },
): MoneyInChoice {
  const has = (name: string) =>
    options.incomeNames.find((n) => toCategoryKey(n) === toCategoryKey(name));
  if (tx.incomeCategory !== undefined) {
    const kept = tx.incomeCategory === NEEDS_CATEGORY ? NEEDS_CATEGORY : has(tx.incomeCategory);
    if (kept) return tx.isIncome === false ? NOT_INCOME : kept;
  }
  const decision = options.matcher({
    kind: tx.kind ?? 'income',
    text: `${tx.description ?? ''} ${tx.merchant}`,
  });
  if (!decision.isIncome) return NOT_INCOME;
  return decision.category ?? NEEDS_CATEGORY;
}

export interface MoneyInGroups {
  /** Income categories with their rows, largest first; 'Needs Category' last. */
  groups: CategoryGroup[];
  /** Rows kept out of the budget. */
  notIncome: ReportTransaction[];
}

/** The rows by their choice. */
export function groupMoneyIn(
  moneyIn: readonly ReportTransaction[],
  choiceOf: (tx: ReportTransaction) => MoneyInChoice,
): MoneyInGroups {
  const groups = new Map<string, CategoryGroup>();
  const notIncome: ReportTransaction[] = [];
  for (const tx of moneyIn) {
    const choice = choiceOf(tx);
    if (isNotIncome(choice)) {
      notIncome.push(tx);
      continue;
    }
    const group = groups.get(choice) ?? { category: choice, totalCents: 0, transactions: [] };
    group.totalCents += tx.amountCents;
    group.transactions.push(tx);
    groups.set(choice, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      Number(a.category === NEEDS_CATEGORY) - Number(b.category === NEEDS_CATEGORY) ||
      b.totalCents - a.totalCents ||
      a.category.localeCompare(b.category),
  );
  return { groups: sorted, notIncome };
}

/** Why a row is not income, in a word or two. */
export function describeMoneyInKind(tx: Pick<ReportTransaction, 'kind'>): string {
  if (tx.kind === 'refund') return 'Refund';
  if (tx.kind === 'transfer') return 'Transfer';
  return 'Left out by you';
}
