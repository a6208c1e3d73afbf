// How any screen opens the Add / Edit Transaction dialog: the shell provides it once (spec section 2),
// so the sidebar button, every 'Add Transactions' button and every edit button open the same dialog.
import { createContext, useContext } from 'react';
import type { TransactionView } from '#shared/contract/budget';

export interface OpenAddOptions {
  /** Money In ('income') or Money Out ('expense'); Money Out when absent. */
  type?: 'income' | 'expense';
  /** 'YYYY-MM-DD'; today when absent. */
  date?: string;
  /** Preselects this category name when it exists for the type and month. */
  categoryName?: string;
  /** Fills in the amount (cents) and note: an entry refused while offline, being corrected. */
  amount?: number;
  note?: string | null;
  /** The waiting entry this add replaces once it is made. */
  replaces?: string;
  /** A receipt's photo (shared to the app) to fill the dialog in from. */
  receipt?: File;
}

export interface TransactionDialogApi {
  openAdd(options?: OpenAddOptions): void;
  openEdit(transaction: TransactionView): void;
}

export const TransactionDialogContext = createContext<TransactionDialogApi | null>(null);

export function useTransactionDialog(): TransactionDialogApi {
  const dialog = useContext(TransactionDialogContext);
  if (!dialog)
    throw new Error('useTransactionDialog needs the TransactionDialogProvider (the shell)');
  return dialog;
}
