// How the Recurring screen words a series: its cadence, its next charge, how sure it is.
import type { RecurringSeriesView } from '#shared/contract/recurring';
import { CADENCE_LABELS } from '#shared/budget/schedule';
import { formatShortDate } from '#shared/period';

export function cadenceText(series: Pick<RecurringSeriesView, 'cadence'>): string {
  return CADENCE_LABELS[series.cadence];
}

/** 'High', 'Medium' or 'Low': the detector's 0-1 confidence in words a person reads. */
export function confidenceText(confidence: number): 'High' | 'Medium' | 'Low' {
  return confidence >= 0.8 ? 'High' : confidence >= 0.65 ? 'Medium' : 'Low';
}

/** What the list says of the next charge: expected, or that it seems to have stopped. */
export function nextChargeText(series: RecurringSeriesView): string {
  return series.stopped
    ? `Stopped? Expected ${formatShortDate(series.nextExpected)}, not seen since ${formatShortDate(series.lastDate)}`
    : `Next expected ${formatShortDate(series.nextExpected)}`;
}
