// The Add / Edit Transaction form as pure functions: what it starts with, and turning what the user
// typed into the API's input or the messages to show (the contract's schema has the last word).
import type { CategoryType } from '#shared/categories';
import {
  BUDGET_MESSAGES,
  isCalendarDate,
  newTransactionInput,
  type NewTransactionInput,
  type TransactionView,
} from '#shared/contract/budget';
import { parseAmountToCents, type Cents } from '#shared/money';
import type { MonthKey } from '#shared/period';

export const DATE_REQUIRED = 'Please choose a date';

export interface TransactionFormValues {
  type: CategoryType;
  categoryName: string;
  /** What the user typed, e.g. '12.5'. */
  amount: string;
  /** 'YYYY-MM-DD', or '' when the date input was cleared. */
  date: string;
  /** Free text; '' for none. */
  note: string;
}

export interface TransactionFormErrors {
  category?: string;
  amount?: string;
  date?: string;
  note?: string;
}

export type TransactionFormResult =
  { ok: true; input: NewTransactionInput } | { ok: false; errors: TransactionFormErrors };

/** The month whose categories the form offers: the chosen date's, or `fallback` without a date. */
export function monthOfDate(date: string, fallback: MonthKey): MonthKey {
  return isCalendarDate(date) ? date.slice(0, 7) : fallback;
}

/**
 * The form after one change. Categories are kept per month, so a new type always clears the chosen
 * category, and a new date clears it only when the new month offers no category of that name and
 * type (`namesFor` gives the chips the dialog shows for a type and date). ADR 0020 records this reading of
 * spec section 2's "changing the type or the date clears the selected category".
 */
export function applyFormChange(
  current: TransactionFormValues,
  patch: Partial<TransactionFormValues>,
  namesFor: (type: CategoryType, date: string) => readonly string[],
): TransactionFormValues {
  const next = { ...current, ...patch };
  if (!next.categoryName) return next;
  if (patch.type !== undefined && patch.type !== current.type) return { ...next, categoryName: '' };
  if (patch.date !== undefined && patch.date !== current.date) {
    if (!namesFor(next.type, next.date).includes(next.categoryName)) {
      return { ...next, categoryName: '' };
    }
  }
  return next;
}

/** Cents as the amount input shows them: 1250 -> '12.50'. */
export function centsToAmountText(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/** The form opened for adding: Money Out and today unless the caller says otherwise. */
export function initialAddValues(options: {
  type?: 'income' | 'expense' | undefined;
  date?: string | undefined;
  categoryName?: string | undefined;
  /** Cents, when the form reopens an entry to correct it. */
  amount?: number | undefined;
  note?: string | null | undefined;
  today: string;
}): TransactionFormValues {
  return {
    type: options.type ?? 'expense',
    categoryName: options.categoryName ?? '',
    amount: options.amount === undefined ? '' : centsToAmountText(options.amount),
    date: options.date && isCalendarDate(options.date) ? options.date : options.today,
    note: options.note ?? '',
  };
}

/** The form opened for editing: everything prefilled from the transaction. */
export function initialEditValues(transaction: TransactionView): TransactionFormValues {
  return {
    type: transaction.type,
    categoryName: transaction.name,
    amount: centsToAmountText(transaction.amount),
    date: transaction.date,
    note: transaction.note ?? '',
  };
}

/**
 * Checks the form against the categories on offer and returns the API input, or one message per
 * field that is wrong. Messages are the spec's where it has them.
 */
export function parseTransactionForm(
  values: TransactionFormValues,
  options: {
    categoryNames: readonly string[];
    /** An adjustment's amount may be negative (it is the difference a typed total made). */
    isSigned?: boolean;
  },
): TransactionFormResult {
  const errors: TransactionFormErrors = {};
  if (!values.categoryName || !options.categoryNames.includes(values.categoryName)) {
    errors.category = BUDGET_MESSAGES.selectCategory;
  }
  const amountText = values.amount.trim();
  const cents = amountText ? parseAmountToCents(amountText) : null;
  if (cents === null) errors.amount = BUDGET_MESSAGES.amountRequired;
  else if (options.isSigned && cents === 0) errors.amount = BUDGET_MESSAGES.adjustmentZero;
  else if (!options.isSigned && cents <= 0) errors.amount = BUDGET_MESSAGES.amountPositive;
  if (!isCalendarDate(values.date)) errors.date = DATE_REQUIRED;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const input = {
    name: values.categoryName,
    type: values.type,
    amount: cents!,
    date: values.date,
    note: values.note,
  };
  // The schema checks the amount's size; its sign was checked above.
  const checked = newTransactionInput.safeParse({ ...input, amount: Math.abs(cents!) });
  if (checked.success) return { ok: true, input: { ...checked.data, amount: cents! } };
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === 'amount') errors.amount ??= issue.message;
    else if (field === 'date') errors.date ??= issue.message;
    else if (field === 'note') errors.note ??= issue.message;
    else errors.category ??= issue.message;
  }
  return { ok: false, errors };
}
