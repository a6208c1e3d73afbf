// Transaction History's reads: the list in pages of HISTORY_PAGE_SIZE, each page asking for the rows
// after the last one's cursor. Its key sits under the budget's transactions key, so every write (which
// invalidates that key) refreshes it.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { budgetKeys } from '#web/lib/budget-queries.ts';
import type { HistoryQuery } from './history.ts';

export const HISTORY_PAGE_SIZE = 50;

export const historyKeys = {
  pages: (query: HistoryQuery) =>
    [...budgetKeys.transactionList(query), 'pages', HISTORY_PAGE_SIZE] as const,
};

export function useTransactionHistory(query: HistoryQuery) {
  return useInfiniteQuery({
    queryKey: historyKeys.pages(query),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.transactions.$get({
          query: {
            ...query,
            limit: String(HISTORY_PAGE_SIZE),
            ...(pageParam && { cursor: pageParam }),
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Typing a search or changing month keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
