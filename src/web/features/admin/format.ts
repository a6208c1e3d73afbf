// How the admin dashboard writes its figures: counts with separators, money in US dollars (Pro is
// sold in dollars), percentages with one decimal, and '—' where a rate has nothing to divide by.
import { formatCents } from '#shared/money';
import { formatShortDate, MONTH_NAMES } from '#shared/period';

export const NO_RATE = '—';

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function formatUsd(cents: number): string {
  return formatCents(cents, 'USD');
}

export function formatRate(value: number | null): string {
  return value === null ? NO_RATE : `${value.toFixed(1)}%`;
}

/** '+200.0%', '-50.0%', '0.0%', or '—' when the earlier period had none. */
export function formatGrowth(value: number | null): string {
  if (value === null) return NO_RATE;
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** 'Jun 17, 2026' for an ISO instant or a 'YYYY-MM-DD' day (UTC, as the figures count days). */
export function formatDay(value: string): string {
  return formatShortDate(value.slice(0, 10));
}

/** 'Jun 17, 2026, 14:05 UTC' for an ISO instant. */
export function formatInstant(iso: string): string {
  return `${formatDay(iso)}, ${iso.slice(11, 16)} UTC`;
}

/** 'Jun 2026' for '2026-06'. */
export function formatMonth(key: string): string {
  return `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]!.slice(0, 3)} ${key.slice(0, 4)}`;
}
