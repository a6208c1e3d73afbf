// The dashboard's figures for a date range. Budget writes invalidate everything under 'dashboard'
// (src/web/lib/budget-queries.ts), so the page follows every add, edit and delete.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import type { DateRange } from './date-range.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  range: (range: DateRange) => [...dashboardKeys.all, { from: range.from, to: range.to }] as const,
};

export function useDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.range(range),
    queryFn: () => unwrap(api.dashboard.$get({ query: { from: range.from, to: range.to } })),
    // Keep the last range's figures on screen while the next range loads.
    placeholderData: keepPreviousData,
  });
}
