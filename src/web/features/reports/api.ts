// The Reports screen's server state: each report over the chosen months. Their keys sit under
// 'reports', which every budget write invalidates (useInvalidateBudget), so a report never shows
// figures older than the budget's.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthKey } from '#shared/period';
import { api, unwrap } from '#web/lib/api-client.ts';

export const reportKeys = { all: ['reports'] as const };

type Range = { from: MonthKey; to: MonthKey };

export function useSpendingReport(range: Range) {
  return useQuery({
    queryKey: [...reportKeys.all, 'spending', range.from, range.to],
    queryFn: () => unwrap(api.reports.spending.$get({ query: range })),
    placeholderData: keepPreviousData,
  });
}

export function useCashflowReport(range: Range) {
  return useQuery({
    queryKey: [...reportKeys.all, 'cashflow', range.from, range.to],
    queryFn: () => unwrap(api.reports.cashflow.$get({ query: range })),
    placeholderData: keepPreviousData,
  });
}

export function useBudgetReport(range: Range) {
  return useQuery({
    queryKey: [...reportKeys.all, 'budget', range.from, range.to],
    queryFn: () => unwrap(api.reports.budget.$get({ query: range })),
    placeholderData: keepPreviousData,
  });
}

export function useMerchantReport(range: Range) {
  return useQuery({
    queryKey: [...reportKeys.all, 'merchants', range.from, range.to],
    queryFn: () => unwrap(api.reports.merchants.$get({ query: range })),
    placeholderData: keepPreviousData,
  });
}

/** This month so far against usual, as of the person's today. */
export function useUsualReport(today: string) {
  return useQuery({
    queryKey: [...reportKeys.all, 'usual', today],
    queryFn: () => unwrap(api.reports.usual.$get({ query: { today } })),
  });
}
