// The merchant rules the user taught the categoriser (merchant -> category), as /settings lists,
// changes and deletes them. The Spend Breakdown teaches them; its import refreshes this list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';

export const merchantRuleKeys = { all: ['merchant-rules'] as const };

export function useMerchantRules() {
  return useQuery({
    queryKey: merchantRuleKeys.all,
    queryFn: async () => (await unwrap(api['merchant-rules'].$get())).rules,
  });
}

export function useChangeMerchantRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: number; category: string }) =>
      unwrap(
        api['merchant-rules'][':id'].$patch({ param: { id: String(id) }, json: { category } }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: merchantRuleKeys.all }),
  });
}

export function useDeleteMerchantRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api['merchant-rules'][':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => client.invalidateQueries({ queryKey: merchantRuleKeys.all }),
  });
}
