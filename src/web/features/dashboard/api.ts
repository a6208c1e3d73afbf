// The dashboard's figures for a date range. Budget writes invalidate everything under 'dashboard'
// (src/web/lib/budget-queries.ts), so the page follows every add, edit and delete.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import type { DateRange } from './date-range.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  range: (range: DateRange, today: string) =>
    [...dashboardKeys.all, { from: range.from, to: range.to, today }] as const,
};

/** The range's figures, and the bills due in the two weeks from the person's `today`. */
export function useDashboard(range: DateRange, today: string) {
  return useQuery({
    queryKey: dashboardKeys.range(range, today),
    queryFn: () => unwrap(api.dashboard.$get({ query: { from: range.from, to: range.to, today } })),
    // Keep the last range's figures on screen while the next range loads.
    placeholderData: keepPreviousData,
  });
}
