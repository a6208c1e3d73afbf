// Your data (spec-adjacent, issue 14): the export files and the account deletion's confirmation.
import { z } from 'zod';

export const EXPORT_FORMATS = [
  {
    file: 'pennyflow.json',
    download: 'pennyflow',
    label: 'Everything (JSON)',
    contentType: 'application/json; charset=utf-8',
  },
  {
    file: 'transactions.csv',
    download: 'pennyflow-transactions',
    label: 'Transactions (CSV)',
    contentType: 'text/csv; charset=utf-8',
  },
  {
    file: 'categories.csv',
    download: 'pennyflow-categories',
    label: 'Categories (CSV)',
    contentType: 'text/csv; charset=utf-8',
  },
] as const;

export const ACCOUNT_MESSAGES = {
  noSuchExport: 'No such export',
  confirmMismatch: 'Type your email exactly as it is on this account to delete it',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;

export const accountDeleteInput = z
  .object({ email: z.string({ message: ACCOUNT_MESSAGES.confirmMismatch }).trim().max(320) })
  .strict();
