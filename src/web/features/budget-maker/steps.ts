// The budget maker's steps and its income rows (spec section 4): income, then expenses (which needs at
// least one income source), then the result once a budget is made.
import { parseAmountToCents } from '#shared/money';
import { BUDGET_MAKER_MESSAGES } from '#shared/contract/budget-maker-messages';
import type { BudgetMakerIncome } from '#shared/contract/budget-maker';

export const STEPS = ['income', 'expenses', 'result'] as const;
export type Step = (typeof STEPS)[number];
export const STEP_LABELS: Record<Step, string> = {
  income: 'Income',
  expenses: 'Expenses',
  result: 'Your Budget',
};

export interface IncomeRow {
  id: number;
  name: string;
  /** As typed. */
  amount: string;
}

export interface IncomeCheck {
  sources: BudgetMakerIncome[];
  /** Per row id: what is wrong with it. */
  rowErrors: Map<number, { name?: string; amount?: string }>;
  /** Said when there is no usable source at all. */
  formError: string | null;
}

/**
 * Reads the rows: a row left wholly blank is ignored; a half-filled one says what it lacks; with no
 * complete row at all, the form says at least one source is needed.
 */
export function checkIncome(rows: readonly IncomeRow[]): IncomeCheck {
  const sources: BudgetMakerIncome[] = [];
  const rowErrors = new Map<number, { name?: string; amount?: string }>();
  for (const row of rows) {
    const name = row.name.trim().replace(/\s+/g, ' ');
    const typed = row.amount.trim();
    if (!name && !typed) continue;
    const cents = typed ? parseAmountToCents(typed) : null;
    const errors: { name?: string; amount?: string } = {};
    if (!name) errors.name = BUDGET_MAKER_MESSAGES.incomeName;
    if (cents === null || cents <= 0) errors.amount = BUDGET_MAKER_MESSAGES.incomeAmount;
    if (errors.name || errors.amount) rowErrors.set(row.id, errors);
    else sources.push({ name, amount: cents! });
  }
  const formError =
    sources.length === 0 && rowErrors.size === 0 ? BUDGET_MAKER_MESSAGES.incomeRequired : null;
  return { sources, rowErrors, formError };
}
