// Transaction History's reads: the list in pages of HISTORY_PAGE_SIZE. Its key sits under the budget's
// transactions key, so every write (which invalidates that key) refreshes it.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { budgetKeys } from '#web/lib/budget-queries.ts';

export const HISTORY_PAGE_SIZE = 50;

export const historyKeys = {
  pages: (query: { month?: string; from?: string; to?: string; q?: string }) =>
    [...budgetKeys.transactionList(query), 'pages', HISTORY_PAGE_SIZE] as const,
};

export function useTransactionHistory(query: {
  month?: string;
  from?: string;
  to?: string;
  q?: string;
}) {
  return useInfiniteQuery({
    queryKey: historyKeys.pages(query),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.transactions.$get({
          query: { ...query, limit: String(HISTORY_PAGE_SIZE), offset: String(pageParam) },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    // Typing a search or changing month keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
