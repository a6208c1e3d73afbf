// Your Budget's server state: the month's view and the writes the page makes, built on the shared
// budget query hooks (which invalidate categories, transactions and the dashboard after each write).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '#web/lib/api-client.ts';
import { CATEGORY_PRESETS } from '#shared/categories';
import { isPlaceholderId, type BudgetCategory } from '#shared/budget/rules';
import type { CategoryView } from '#shared/contract/budget';
import type { MonthKey } from '#shared/period';
import {
  categoryRowsQuery,
  useCreateCategories,
  useDeleteCategory,
  useInvalidateBudget,
  useUpdateCategory,
} from '#web/lib/budget-queries.ts';
import { useMe } from '#web/lib/session.ts';
import { deriveBudgetView } from './budget-view.ts';
import { buildSaveRequest, type CategoryFormValues, type CategoryKind } from './category-form.ts';

/**
 * The month's view. Every month's rows are fetched once (earlier months carry forward, and a user has
 * at most a few thousand), so switching months is instant and needs no request.
 */
export function useBudgetMonth(month: MonthKey) {
  const select = useCallback((rows: CategoryView[]) => deriveBudgetView(rows, month), [month]);
  return useQuery({ ...categoryRowsQuery(), select });
}

/** The user's currency (USD until the profile has loaded). */
export function useCurrency() {
  return useMe().data?.profile.currency ?? 'USD';
}

/** Saves the category dialog: creates a new or placeholder category, updates any other. */
export function useSaveCategory() {
  const create = useCreateCategories();
  const update = useUpdateCategory();
  return useMutation({
    mutationFn: async (options: {
      kind: CategoryKind;
      values: CategoryFormValues;
      month: MonthKey;
      category?: BudgetCategory | undefined;
      /** How far a new name reaches: this month's row, or this and later months' rows too. */
      renameScope?: 'month' | 'later';
    }) => {
      const request = buildSaveRequest(options);
      if (request.kind === 'create') await create.mutateAsync([request.input]);
      else {
        const scope = options.renameScope;
        await update.mutateAsync({ id: request.id, patch: request.patch, ...(scope && { scope }) });
      }
    },
  });
}

/** The ten presets as expense categories of the month, goal 0 (spec section 9). */
export function useAddPresets() {
  const create = useCreateCategories();
  return useMutation({
    mutationFn: (month: MonthKey) =>
      create.mutateAsync(
        CATEGORY_PRESETS.map((name) => ({ name, type: 'expense' as const, month, goal: 0 })),
      ),
  });
}

/** Ticks a bill paid or unpaid; a carried-forward bill gets its month's row first. */
export function useSetBillPaid() {
  const create = useCreateCategories();
  const update = useUpdateCategory();
  return useMutation({
    mutationFn: async ({ bill, isPaid }: { bill: BudgetCategory; isPaid: boolean }) => {
      if (isPlaceholderId(bill.id)) {
        const { name, type, month, goal, dueDate } = bill;
        await create.mutateAsync([{ name, type, month, goal, dueDate, isPaid }]);
      } else {
        await update.mutateAsync({ id: bill.id, patch: { isPaid } });
      }
    },
  });
}

export { useDeleteCategory };

/** Deletes one month's row of a category (by its id); other months keep theirs (ADR 0020). */
export function useDeleteCategoryMonth() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: ({
      id,
      ...query
    }: {
      id: string;
      transactions?: 'delete' | 'move';
      moveTo?: string;
    }) => unwrap(api.categories[':id'].$delete({ param: { id }, query })),
    onSuccess: invalidate,
  });
}
