// The Spend Breakdown's server state: the month's usage, the user's expense categories, imports into
// the budget and their undo, and the merchant rules it teaches. Every budget write refreshes the
// budget's own queries, so Transaction History and the dashboard show the rows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportInput } from '#shared/contract/imports';
import { api, unwrap } from '#web/lib/api-client.ts';
import { useInvalidateBudget } from '#web/lib/budget-queries.ts';
import { merchantRuleKeys } from '#web/lib/merchant-rules.ts';

export const spendKeys = {
  usage: ['breakdown-usage'] as const,
  imports: ['imports'] as const,
};

export function useBreakdownUsage() {
  return useQuery({
    queryKey: spendKeys.usage,
    queryFn: () => unwrap(api.functions['financial-breakdown-ai'].usage.$get()),
  });
}

/** The imports that can still be undone, newest first. */
export function useRecentImports() {
  return useQuery({
    queryKey: spendKeys.imports,
    queryFn: async () => (await unwrap(api.imports.$get())).imports,
  });
}

function useInvalidateAfterImport() {
  const client = useQueryClient();
  const invalidateBudget = useInvalidateBudget();
  return () =>
    Promise.all([
      invalidateBudget(),
      client.invalidateQueries({ queryKey: spendKeys.imports }),
      client.invalidateQueries({ queryKey: merchantRuleKeys.all }),
    ]);
}

export function useImportCategory() {
  const invalidate = useInvalidateAfterImport();
  return useMutation({
    mutationFn: (input: ImportInput) => unwrap(api.imports.$post({ json: input })),
    onSettled: invalidate,
  });
}

export function useUndoImport() {
  const invalidate = useInvalidateAfterImport();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.imports[':id'].$delete({ param: { id } })),
    onSettled: invalidate,
  });
}

/** Remembers the person's choice of category for a merchant; the next breakdown applies it first. */
export async function teachMerchant(choice: {
  merchant: string;
  category: string;
  /** 'in' for a payer's income category (ADR 0017). */
  direction?: 'in' | 'out';
}): Promise<void> {
  await unwrap(api['merchant-rules'].$put({ json: choice }));
}
