// The user's budget categories, as the dashboard reads them.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (month?: string) => [...categoryKeys.all, { month: month ?? null }] as const,
};

export function useCategories(month?: string) {
  return useQuery({
    queryKey: categoryKeys.list(month),
    queryFn: () => unwrap(api.categories.$get({ query: month ? { month } : {} })),
  });
}
