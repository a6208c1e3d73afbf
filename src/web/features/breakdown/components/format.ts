// Amounts of a report in the statement's own currency (any ISO 4217 code the browser knows), else
// US dollars: one formatter for every part of the report so the same figure reads the same.
import { isCalendarDate } from '#shared/contract/budget';
import { formatCents, type CurrencyCode } from '#shared/money';
import { formatMonthDay, formatShortDate } from '#shared/period';
import type { ReportTransaction } from '../report.ts';

export function formatReportMoney(cents: number, currency: string): string {
  try {
    return formatCents(cents, currency as CurrencyCode);
  } catch {
    // A code the browser's Intl does not know.
    return formatCents(cents, 'USD');
  }
}

/** '2024-03-02' -> 'Mar 2' (for a phone's narrow table); 'N/A' without a date. */
export function formatShortReportDate(date: string | null): string {
  if (!date) return 'N/A';
  return isCalendarDate(date) ? formatMonthDay(date) : date;
}

/** '2024-03-02' -> 'Mar 2, 2024'; 'N/A' when the statement gave no date (spec section 9). */
export function formatReportDate(date: string | null): string {
  if (!date) return 'N/A';
  return isCalendarDate(date) ? formatShortDate(date) : date;
}

/** The engine's reason ('brand: Tesco', 'keyword: keyword \'cafe\'') in words a person reads. */
function reasonWords(reason: string): string {
  const at = reason.indexOf(': ');
  const kind = at < 0 ? reason : reason.slice(0, at);
  const detail = at < 0 ? '' : reason.slice(at + 2);
  switch (kind) {
    case 'moved by you':
      return 'You put it here';
    case 'brand':
      return detail.startsWith('a bank')
        ? `A payment through ${detail.slice(8)}`
        : `Recognised as ${detail}`;
    case 'keyword':
      return `The name says ${detail.replace(/^keyword /, '')}`;
    case 'mcc':
      return `Its merchant category (${detail.replace(/^MCC (?:word |list name )?/, '')})`;
    case 'learned':
      return `You chose this before (${detail.replace(/^your rule for /, '')})`;
    case 'ai':
      return 'Suggested by the AI model';
    case 'fallback':
      return detail.startsWith('money in')
        ? 'Money in that no rule names'
        : 'Nothing in the name says what it is';
    default:
      return reason;
  }
}

/** Why a transaction is where it is, in words ('Recognised as Tesco · 92% sure'). */
export function describeReason(tx: Pick<ReportTransaction, 'reason' | 'confidence'>): string {
  if (!tx.reason) return 'No reason given';
  const sure = tx.confidence === null ? '' : ` · ${Math.round(tx.confidence * 100)}% sure`;
  return `${reasonWords(tx.reason)}${sure}`;
}
