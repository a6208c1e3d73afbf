// The Recurring screen's server state: the series found, and the answers that dismiss one, bring it
// back or make it a repeating bill (each refreshes the whole budget, which a bill writes into).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { budgetKeys, useInvalidateBudget } from '#web/lib/budget-queries.ts';

export function useRecurring() {
  return useQuery({
    queryKey: [...budgetKeys.recurring],
    queryFn: () => unwrap(api.recurring.$get()),
  });
}

export function useDismissSeries() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: ({ key, dismiss }: { key: string; dismiss: boolean }) =>
      unwrap(
        dismiss
          ? api.recurring.dismissed.$post({ json: { key } })
          : api.recurring.dismissed.$delete({ query: { key } }),
      ),
    onSuccess: invalidate,
  });
}

export function useMakeBill() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: (key: string) => unwrap(api.recurring.bills.$post({ json: { key } })),
    onSuccess: invalidate,
  });
}
