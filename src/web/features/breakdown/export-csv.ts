// The report as a CSV file (spec section 9): columns Merchant, Amount, Category, Date, named by
// today's date, holding the transactions as the person left them.
import Papa from 'papaparse';
import type { ReportTransaction } from './report.ts';

export const CSV_COLUMNS = ['Merchant', 'Amount', 'Category', 'Date'] as const;

export function reportCsv(rows: readonly ReportTransaction[]): string {
  // A merchant's name is the other party's text: one starting with = + - @ must not run as a
  // spreadsheet formula.
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: rows.map((tx) => [
        tx.merchant,
        (tx.amountCents / 100).toFixed(2),
        tx.category,
        tx.date ?? 'N/A',
      ]),
    },
    { escapeFormulae: true },
  );
}

/** 'spending-report-2026-11-25.csv' for today's local date. */
export function reportFileName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `spending-report-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}
