// Amounts of a report in the statement's own currency (any ISO 4217 code the browser knows), else
// US dollars: one formatter for every part of the report so the same figure reads the same.
import { formatCents, type CurrencyCode } from '#shared/money';
import type { ReportTransaction } from '../report.ts';

export function formatReportMoney(cents: number, currency: string): string {
  try {
    return formatCents(cents, currency as CurrencyCode);
  } catch {
    // A code the browser's Intl does not know.
    return formatCents(cents, 'USD');
  }
}

// One formatter for every date of a report: toLocaleDateString builds one per call, which costs
// tens of milliseconds over a long statement.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** '2024-03-02' -> 'Mar 2, 2024'; 'N/A' when the statement gave no date (spec section 9). */
export function formatReportDate(date: string | null): string {
  if (!date) return 'N/A';
  const parsed = new Date(`${date}T00:00:00`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateFormat.format(parsed);
}

/** Why the engine put a transaction where it is, in words ('brand: Tesco, 92% sure'). */
export function describeReason(tx: Pick<ReportTransaction, 'reason' | 'confidence'>): string {
  if (!tx.reason) return 'No reason given';
  const sure = tx.confidence === null ? '' : `, ${Math.round(tx.confidence * 100)}% sure`;
  return `${tx.reason}${sure}`;
}
