// Budget contract: categories per month and transactions, as the API takes and returns them.
// Money is integer cents; months are 'YYYY-MM'; transaction dates are 'YYYY-MM-DD'.
import { z } from 'zod';
import { categoryNameField, typedTextField } from './text-fields.ts';
import { CATEGORY_TYPES } from '../categories.ts';
import type { CategoryType } from '../categories.ts';
import { APP_YEARS_MESSAGE, isInAppYears, isMonthKey, type MonthKey } from '../period.ts';

export const BUDGET_MESSAGES = {
  selectCategory: 'Please select a category',
  noCategories: 'No categories available. Please add a category first.',
  categoryMissing: (name: string) =>
    `Category '${name}' does not exist. Please add this category first.`,
  categorySaveFailed: 'Failed to save category. Please try again.',
  deleteTitle: 'Delete Category',
  deleteText: (name: string) =>
    `Are you sure you want to delete '${name}'? This action cannot be undone.`,
  transactionNotFound: 'Transaction not found',
  categoryNotFound: 'Category not found',
  categoryChangedMeanwhile: 'This category was just changed elsewhere. Please try again.',
  amountRequired: 'Please enter an amount',
  amountPositive: 'The amount must be greater than 0',
  adjustmentZero: 'An adjustment cannot be 0; delete it instead',
  belowZero: 'That would take the category below 0',
  deleteNeedsChoice: (count: number) =>
    `This category has ${count} ${count === 1 ? 'transaction' : 'transactions'}: choose whether to delete ${count === 1 ? 'it' : 'them'} or move ${count === 1 ? 'it' : 'them'} to another category.`,
  moveToItself: 'Choose another category to move the transactions to',
  totalTooLarge: "That would make this category's total too large",
  tooManyCategories: (max: number) =>
    `A month can have at most ${max} categories. Delete some you no longer use first.`,
  nameRequired: 'Please enter a name',
  dueDateOutsideMonth: (period: string) =>
    `A bill belongs to the month it is due in: choose a due date in ${period}.`,
  billCorrection:
    "A bill's paid amount comes from its payments: tick it paid, or add the payment as a transaction.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 100 letters, digits, '-' or '_'",
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different transaction. Send a new key for a new transaction.',
  correctionWithTransactions: (count: number, period: string) =>
    `This category already has ${count} ${count === 1 ? 'transaction' : 'transactions'} in ${period}, which make its total. Change ${count === 1 ? 'it' : 'them'} in Transaction History instead.`,
} as const;

/** Most categories one month may hold: far past any real budget, a bound on one person's rows. */
export const MAX_CATEGORIES_PER_MONTH = 200;

/** Header an add may carry so that a retry never adds twice (the offline queue sends one per entry). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** How long a key's first answer is kept for its retries. */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Largest amount accepted: a trillion cents keeps every sum exact in a JavaScript number. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_00;

/** How many transactions one history page returns at most. */
export const TRANSACTION_PAGE_MAX = 500;

export const monthKey = z
  .string()
  .refine(isMonthKey, 'month must look like 2026-03')
  .refine((month) => isInAppYears(month), APP_YEARS_MESSAGE);

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2100 ('2026-02-30' is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDate = z
  .string({ message: 'date must be text like 2026-03-14' })
  .refine(isCalendarDate, 'date must be a real date like 2026-03-14');

const categoryName = categoryNameField({
  type: 'name must be text',
  empty: BUDGET_MESSAGES.nameRequired,
});

const categoryType = z.enum(CATEGORY_TYPES, {
  message: `type must be one of: ${CATEGORY_TYPES.join(', ')}`,
});

const nonNegativeCents = z
  .number({ message: 'Amounts must be numbers of cents' })
  .int('Amounts must be whole numbers of cents')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT_CENTS, 'That amount is too large');

const positiveCents = z
  .number({ message: BUDGET_MESSAGES.amountRequired })
  .int('Amounts must be whole numbers of cents')
  .min(1, BUDGET_MESSAGES.amountPositive)
  .max(MAX_AMOUNT_CENTS, 'That amount is too large');

// ---- categories ----

export const newCategoryInput = z
  .object({
    name: categoryName,
    type: categoryType,
    month: monthKey,
    goal: nonNegativeCents.optional(),
    actual: nonNegativeCents.optional(),
    dueDate: calendarDate.nullable().optional(),
    isPaid: z.boolean({ message: 'isPaid must be true or false' }).optional(),
  })
  .strict();

export const createCategoriesInput = z
  .object({
    categories: z
      .array(newCategoryInput, { message: 'categories must be a list' })
      .min(1, 'Send at least one category')
      .max(100, 'At most 100 categories at once'),
  })
  .strict();
export type NewCategoryInput = z.input<typeof newCategoryInput>;

export const updateCategoryInput = z
  .object({
    name: categoryName.optional(),
    goal: nonNegativeCents.optional(),
    actual: nonNegativeCents.optional(),
    dueDate: calendarDate.nullable().optional(),
    isPaid: z.boolean({ message: 'isPaid must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateCategoryInput = z.input<typeof updateCategoryInput>;

/** What happens to a deleted category's transactions: `delete`, or `move` to the `moveTo` category. */
const deletedTransactionsQuery = {
  transactions: z
    .enum(['delete', 'move'], { message: "transactions must be 'delete' or 'move'" })
    .optional(),
  moveTo: categoryName.optional(),
};
const moveNeedsTarget = (q: { transactions?: string | undefined; moveTo?: string | undefined }) =>
  q.transactions !== 'move' || q.moveTo !== undefined;
const MOVE_TARGET_MESSAGE = 'Choose the category to move the transactions to';

export const deleteCategoryQuery = z
  .object(deletedTransactionsQuery)
  .refine(moveNeedsTarget, MOVE_TARGET_MESSAGE);

export const deleteCategoryByNameQuery = z
  .object({ name: categoryName, type: categoryType, ...deletedTransactionsQuery })
  .refine(moveNeedsTarget, MOVE_TARGET_MESSAGE);

/** A category's transactions in every month of its name and type, or in one `month` only. */
export const categoryTransactionCountQuery = z.object({
  name: categoryName,
  type: categoryType,
  month: monthKey.optional(),
});

/** A rename reaches this month's row, or this and every later month's (`later`). */
export const renameScopeQuery = z.object({
  scope: z.enum(['month', 'later'], { message: "scope must be 'month' or 'later'" }).optional(),
});

/** How many category rows one page of GET /api/categories holds at most. */
export const CATEGORY_PAGE_MAX = 1_000;

export const listCategoriesQuery = z
  .object({
    month: monthKey.optional(),
    from: monthKey.optional(),
    to: monthKey.optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(CATEGORY_PAGE_MAX, `limit can be at most ${CATEGORY_PAGE_MAX}`)
      .optional(),
    /** The `nextCursor` of the page before. */
    cursor: z.string().max(400, 'That page cursor is not valid').optional(),
  })
  .refine((q) => !(q.month && (q.from || q.to)), 'Send either month or from/to, not both')
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to');

export interface CategoryView {
  id: string;
  name: string;
  type: CategoryType;
  goal: number;
  actual: number;
  month: MonthKey;
  dueDate: string | null;
  isPaid: boolean;
  /** The repeating bill that wrote this row (issue 33), or null. */
  scheduleId: string | null;
  /** In lists: how many transactions, corrections aside, make this month's total. */
  entryCount?: number;
  /** In lists: the part of the total that is a typed correction (0 when none), cents. */
  correction?: number;
}

// ---- transactions ----

/** A transaction's date: its month must be one the budget offers. */
const transactionDate = calendarDate.refine((date) => isInAppYears(date), APP_YEARS_MESSAGE);

/** A transaction's note: free text, or the merchant of an imported row. */
export const TRANSACTION_NOTE_MAX = 200;
const transactionNote = typedTextField(
  TRANSACTION_NOTE_MAX,
  `A note can be at most ${TRANSACTION_NOTE_MAX} characters`,
)
  .transform((text) => (text.trim() === '' ? null : text.trim()))
  .nullable();

/** An edited amount: an adjustment's may be negative (the server refuses that for any other row). */
const signedCents = z
  .number({ message: BUDGET_MESSAGES.amountRequired })
  .int('Amounts must be whole numbers of cents')
  .min(-MAX_AMOUNT_CENTS, 'That amount is too large')
  .max(MAX_AMOUNT_CENTS, 'That amount is too large');

export const newTransactionInput = z
  .object({
    /** The category's name (the spec stores the name on the transaction). */
    name: categoryName,
    type: categoryType,
    amount: positiveCents,
    date: transactionDate,
    note: transactionNote.optional(),
  })
  .strict();
export type NewTransactionInput = z.input<typeof newTransactionInput>;

export const updateTransactionInput = z
  .object({
    name: categoryName.optional(),
    type: categoryType.optional(),
    amount: signedCents.optional(),
    date: transactionDate.optional(),
    note: transactionNote.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateTransactionInput = z.input<typeof updateTransactionInput>;

/** An amount filter's bound: whole cents, 0 or more (an adjustment's negative amount counts by size). */
const amountBound = (name: string) =>
  z.coerce
    .number({ message: `${name} must be an amount in cents` })
    .int(`${name} must be a whole number of cents`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_AMOUNT_CENTS, `${name} is too large`);

/**
 * Transaction History's list: a month's or a date range's transactions, or a search over all of them
 * (text, category, type, amount range), newest first. Paged by an opaque cursor (the last row's date,
 * creation time and id), so a row added or deleted while paging neither repeats nor skips a row and a
 * far page costs what the first one does.
 */
export const listTransactionsQuery = z
  .object({
    month: monthKey.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    q: typedTextField(100, 'Search text can be at most 100 characters').optional(),
    /** A category's name, matched whatever its case. */
    category: typedTextField(100, 'category can be at most 100 characters').optional(),
    type: z
      .enum(CATEGORY_TYPES, { message: `type must be one of: ${CATEGORY_TYPES.join(', ')}` })
      .optional(),
    minAmount: amountBound('minAmount').optional(),
    maxAmount: amountBound('maxAmount').optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(TRANSACTION_PAGE_MAX, `limit can be at most ${TRANSACTION_PAGE_MAX}`)
      .optional(),
    cursor: z
      .string()
      .transform((text, ctx) => {
        const cursor = decodeHistoryCursor(text);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: 'cursor is not valid: send a nextCursor back' });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .refine((q) => !(q.month && (q.from || q.to)), 'Send either month or from/to, not both')
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to')
  .refine(
    (q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount,
    'minAmount must not be more than maxAmount',
  );
export type ListTransactionsQuery = z.input<typeof listTransactionsQuery>;

/**
 * What made a transaction: money in or out entered or imported ('entry'), an amount typed in the
 * category dialog ('adjustment', the difference it made, possibly negative), or a bill ticked paid.
 */
export const TRANSACTION_KINDS = ['entry', 'adjustment', 'bill_payment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface TransactionView {
  id: string;
  categoryId: string | null;
  name: string;
  type: CategoryType;
  amount: number;
  month: MonthKey;
  /** 'YYYY-MM-DD', the day the user gave. */
  date: string;
  /** Free text the user wrote, or the merchant of a row imported from a statement. */
  note: string | null;
  kind: TransactionKind;
}

export interface TransactionPage {
  transactions: TransactionView[];
  /** Send back as `cursor` for the next page; null when this is the last. */
  nextCursor: string | null;
}

/** Where a history page ends: its last row's sort key (created_at in UTC to the microsecond). */
export interface HistoryCursor {
  date: string;
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/** A real instant in the cursor's shape: the database refuses '2026-02-30T…' or '…T99:99:99' with an error, not a 400. */
function isCursorTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds] = match;
  return isCalendarDate(day!) && Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60;
}

/** 'date,createdAt,id': only characters a query string carries as they are. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return [cursor.date, cursor.createdAt, cursor.id].join(',');
}

/** The cursor a page handed out, or null for anything else. */
export function decodeHistoryCursor(text: string): HistoryCursor | null {
  const [date, createdAt, id, ...rest] = text.split(',');
  if (rest.length > 0 || !date || !createdAt || !id) return null;
  if (!isCalendarDate(date) || !isCursorTimestamp(createdAt) || !UUID.test(id)) return null;
  return { date, createdAt, id };
}

/** Per-day money in and money out of a month (for the calendars). */
export interface DayTotalsView {
  date: string;
  moneyIn: number;
  moneyOut: number;
}

/** Labels of the type badges, which search matches too. */
export const TYPE_LABELS: Record<CategoryType, string> = {
  income: 'Money In',
  expense: 'Money Out',
  savings: 'Savings',
  debt: 'Debt',
};

/** The types whose raw name or badge label contain the search text (case-insensitive). */
export function typesMatching(search: string): CategoryType[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  return CATEGORY_TYPES.filter(
    (type) => type.includes(needle) || TYPE_LABELS[type].toLowerCase().includes(needle),
  );
}

/**
 * The amounts a search text can mean, in cents: '82.45' is exactly $82.45, '82.4' $82.40 to $82.49,
 * '82' and '$1,200' any cents of that many dollars. Null when the text is not an amount.
 */
export function amountSearchRange(search: string): { min: number; max: number } | null {
  const match = /^\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+))(?:\.(\d{0,2}))?$/.exec(search.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replace(/,/g, ''));
  const decimals = match[2] ?? '';
  const base = dollars * 100 + Number(decimals.padEnd(2, '0'));
  const span = decimals.length === 2 ? 0 : decimals.length === 1 ? 9 : 99;
  if (base + span > MAX_AMOUNT_CENTS) return null;
  return { min: base, max: base + span };
}
