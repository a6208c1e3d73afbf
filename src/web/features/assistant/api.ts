// The assistant's one server call. An answer that added a transaction changes the budget, so the
// budget's queries (and the reports') are refreshed after each answer that used add_transaction.
import { useMutation } from '@tanstack/react-query';
import type { AskInput } from '#shared/contract/assistant';
import { api, unwrap } from '#web/lib/api-client.ts';
import { useInvalidateBudget } from '#web/lib/budget-queries.ts';

export function useAsk() {
  const invalidateBudget = useInvalidateBudget();
  return useMutation({
    mutationFn: (input: AskInput) => unwrap(api.assistant.ask.$post({ json: input })),
    onSuccess: async (reply) => {
      if (reply.toolCalls.some((call) => call.tool === 'add_transaction')) await invalidateBudget();
    },
  });
}
