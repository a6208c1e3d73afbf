// Importing a Spend Breakdown category into the budget (spec sections 4 and 8; DESIGN section 11):
// one request per category, one database transaction, each row's outcome in the answer; an import
// can be undone for 7 days. Money out goes to an expense category, money in to an income one (ADR 0017).
import { z } from 'zod';
import { categoryNameField, statementTextField } from './text-fields.ts';
import { calendarDate } from './budget.ts';

/** How long 'Undo import' stays possible. */
export const IMPORT_UNDO_DAYS = 7;
/** Far more than a 30,000-character statement holds; a bound on one request's work. */
export const IMPORT_MAX_ROWS = 2_000;

/** What an import adds: spending to an expense category, or money in to an income category. */
export const IMPORT_TYPES = ['expense', 'income'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const IMPORT_MESSAGES = {
  categoryMissing: (category: string) =>
    `Cannot add transactions to '${category}' - this category doesn't exist in your account. Please add it first.`,
  incomeCategoryMissing: (category: string) =>
    `Cannot add income to '${category}' - you have no income category of that name. Please add it first.`,
  notIncomeCategory: (category: string) =>
    `'${category}' is an expense category. Money in can only be added to an income category.`,
  notExpenseCategory: (category: string) =>
    `'${category}' is an income category. Spending can only be added to an expense category.`,
  needsCategorization: 'Needs Categorization',
  needsCategoryTooltip: 'Categorize transactions before adding to budget',
  needsCategoryRefused:
    "Transactions in 'Needs Category' cannot be imported. Categorize them first.",
  noRows: 'There are no transactions to import.',
  tooManyRows: `At most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} transactions can be imported at once.`,
  amountNotPositive: 'The amount must be greater than 0',
  amountTooLarge: 'That amount is too large',
  alreadyInBudget: 'already in your budget',
  importNotFound: 'Import not found',
  alreadyUndone: 'This import was already undone.',
  undoExpired: `Imports can be undone for ${IMPORT_UNDO_DAYS} days. Delete its transactions from Transaction History instead.`,
  /** The spec's words; one transaction is not 'all 1 transactions'. */
  allImported: (count: number, category: string) =>
    count === 1
      ? `1 transaction imported successfully to ${category}!`
      : `All ${count} transactions imported successfully to ${category}!`,
  added: (count: number, period: string) =>
    `Added ${count} transaction${count === 1 ? '' : 's'} to ${period}`,
  someFailed: (count: number) => `${count} transaction(s) failed to import.`,
  partial: (imported: number, failed: number) =>
    `${imported} transactions imported successfully. ${failed} failed. Check the console for details.`,
} as const;

export const importRowInput = z
  .object({
    /** The date as the statement gave it; one that is not a real 'YYYY-MM-DD' falls back. */
    date: z.string().max(40).nullable().optional(),
    /** Kept as the transaction's note, and used to recognise a row imported before. */
    merchant: statementTextField(500, 'The merchant text is too long (at most 500 characters)'),
    /** The statement's own text, which the merchant rule learned from the import is keyed on. */
    description: statementTextField(500, 'The statement text is too long (at most 500 characters)')
      .nullable()
      .optional(),
    /** Cents; checked per row, so one bad amount fails that row and not the others. */
    amount: z.number({ message: 'Amounts must be numbers of cents' }),
    /** Add it even when the same row is already in the budget. */
    addAnyway: z.boolean().optional(),
  })
  .strict();

export const importInput = z
  .object({
    /** 'income' adds money in to an income category; 'expense' (the default) spending. */
    type: z.enum(IMPORT_TYPES, { message: "type must be 'expense' or 'income'" }).optional(),
    /** The user's category of that type to add the rows to. */
    category: categoryNameField({
      type: 'category must be text',
      empty: 'Please choose a category',
    }),
    /** The Spend Breakdown's 'Transaction Date': used for a row whose own date does not parse. */
    fallbackDate: calendarDate,
    rows: z
      .array(importRowInput, { message: 'rows must be a list' })
      .min(1, IMPORT_MESSAGES.noRows)
      .max(IMPORT_MAX_ROWS, IMPORT_MESSAGES.tooManyRows),
  })
  .strict();
export type ImportInput = z.input<typeof importInput>;
export type ImportRowInput = z.input<typeof importRowInput>;

export type ImportRowStatus = 'imported' | 'duplicate' | 'failed';

export interface ImportRowResult {
  status: ImportRowStatus;
  /** Why a row failed, or IMPORT_MESSAGES.alreadyInBudget for a duplicate. */
  reason?: string;
  /** The day it was stored on (or would have been). */
  date: string;
}

export interface ImportResult {
  /** The import to undo; null when nothing was added. */
  importId: string | null;
  type: ImportType;
  /** The category as it is named in the account. */
  category: string;
  /** The months the rows went to, as 'November 2026' or 'October and November 2026'. */
  period: string;
  /** One outcome per row sent, in order. */
  rows: ImportRowResult[];
  imported: number;
  duplicates: number;
  failed: number;
}

export interface ImportView {
  id: string;
  category: string;
  type: ImportType;
  rowCount: number;
  /** Cents. */
  amount: number;
  /** ISO timestamp. */
  createdAt: string;
  /** Until when it can be undone (ISO timestamp). */
  undoableUntil: string;
}
