// Which months the Reports screen covers: the last 3, 6, 12 or 24 months to this one, or a custom
// range of whole months, read from and written to the address (so a report can be linked), and the
// links that drill a figure down to the transactions behind it.
import type { CategoryType } from '#shared/categories';
import { daysOfMonths, reportRangeQuery } from '#shared/contract/reports';
import { MONTH_NAMES, shiftMonth, type MonthKey } from '#shared/period';

export const RANGE_PRESETS = [3, 6, 12, 24] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 6;

export interface ReportMonths {
  from: MonthKey;
  to: MonthKey;
  /** The preset it came from; null for a custom range. */
  preset: RangePreset | null;
}

/** The last `months` months, this one included. */
export function presetMonths(preset: RangePreset, thisMonth: MonthKey): ReportMonths {
  return { from: shiftMonth(thisMonth, -(preset - 1)), to: thisMonth, preset };
}

/**
 * The range the address asks for: `?months=12`, or `?from=2026-01&to=2026-06`; the default preset
 * when it asks for nothing. A custom range the API would refuse comes back with the reason.
 */
export function readReportMonths(
  params: { months: string | null; from: string | null; to: string | null },
  thisMonth: MonthKey,
): { range: ReportMonths; problem: string | null } {
  if (params.from !== null || params.to !== null) {
    const parsed = reportRangeQuery.safeParse({ from: params.from ?? '', to: params.to ?? '' });
    if (parsed.success) return { range: { ...parsed.data, preset: null }, problem: null };
    return {
      range: presetMonths(DEFAULT_PRESET, thisMonth),
      problem: parsed.error.issues[0]?.message ?? 'Choose a range of months',
    };
  }
  const preset = RANGE_PRESETS.find((p) => String(p) === params.months) ?? DEFAULT_PRESET;
  return { range: presetMonths(preset, thisMonth), problem: null };
}

/** The address's query for a range. */
export function reportMonthsParams(range: ReportMonths): Record<string, string> {
  return range.preset !== null
    ? { months: String(range.preset) }
    : { from: range.from, to: range.to };
}

/** 'Mar 2026' for '2026-03'. */
export function shortMonth(month: MonthKey): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]!.slice(0, 3)} ${month.slice(0, 4)}`;
}

/** Transaction History narrowed to the transactions behind a figure: months, and a category or type. */
export function historyLink(options: {
  from: MonthKey;
  to?: MonthKey;
  category?: string;
  type?: CategoryType;
  /** Search text (a merchant's name). */
  q?: string;
}): string {
  const days = daysOfMonths(options.from, options.to ?? options.from);
  const params = new URLSearchParams({ from: days.from, to: days.to });
  if (options.category) params.set('category', options.category);
  if (options.type) params.set('type', options.type);
  if (options.q) params.set('q', options.q);
  return `/transactions?${params.toString()}`;
}
