// The budget's server state (categories and transactions) as TanStack Query hooks, shared by every
// screen that shows or changes it. Every write invalidates both, since a transaction moves actuals.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryView,
  NewCategoryInput,
  UpdateCategoryInput,
  UpdateTransactionInput,
} from '#shared/contract/budget';
import type { CategoryType } from '#shared/categories';
import { api, unwrap } from './api-client.ts';

export const budgetKeys = {
  categories: ['categories'] as const,
  categoryList: (range: { month?: string; from?: string; to?: string }) =>
    [...budgetKeys.categories, range] as const,
  transactions: ['transactions'] as const,
  transactionList: (query: Record<string, string | undefined>) =>
    [...budgetKeys.transactions, 'list', query] as const,
  dayTotals: (month: string) => [...budgetKeys.transactions, 'days', month] as const,
  /** Repeating bills and what is due (bill-queries.ts); a tick or a category edit changes them. */
  bills: ['bills'] as const,
  /** Recurring charges found in the transactions. */
  recurring: ['recurring'] as const,
};

/**
 * The user's category rows: for one month, a range of months, or (with no argument) every month,
 * which the budget rules need to carry earlier months' categories forward.
 */
export function useCategoryRows(range: { month?: string; from?: string; to?: string } = {}) {
  return useQuery(categoryRowsQuery(range));
}

/** The query `useCategoryRows` runs, for a screen that `select`s what it shows from the rows. */
export function categoryRowsQuery(range: { month?: string; from?: string; to?: string } = {}) {
  return queryOptions({
    queryKey: budgetKeys.categoryList(range),
    queryFn: async () => {
      // The server answers in pages; the budget rules need them all.
      const rows = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(api.categories.$get({ query: { ...range, cursor } }));
        rows.push(...page.categories);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    },
  });
}

/** One page (up to 500) of the user's transactions, newest first. */
export function useTransactions(query: {
  month?: string;
  from?: string;
  to?: string;
  q?: string;
  limit?: number;
}) {
  const { limit = 500, ...rest } = query;
  return useQuery({
    queryKey: [...budgetKeys.transactionList(rest), limit],
    queryFn: () => unwrap(api.transactions.$get({ query: { ...rest, limit: String(limit) } })),
  });
}

/** Money in and money out per day of a month, for the calendars. */
export function useDayTotals(month: string) {
  return useQuery({
    queryKey: budgetKeys.dayTotals(month),
    queryFn: async () => (await unwrap(api.transactions.days.$get({ query: { month } }))).days,
  });
}

/** Refreshes everything a budget write can change: categories, transactions and the dashboard. */
export function useInvalidateBudget() {
  const client = useQueryClient();
  // One function per client, so an effect may depend on it.
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: budgetKeys.categories }),
        client.invalidateQueries({ queryKey: budgetKeys.transactions }),
        client.invalidateQueries({ queryKey: budgetKeys.bills }),
        client.invalidateQueries({ queryKey: budgetKeys.recurring }),
        // The dashboard and the reports keep their own aggregate keys.
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['reports'] }),
      ]),
    [client],
  );
}

/** How many transactions a category has in all its months, or in one month (asked before deleting it). */
export function useCategoryTransactionCount(
  target: { name: string; type: CategoryType; month?: string } | null,
) {
  return useQuery({
    queryKey: [...budgetKeys.transactions, 'count', target?.type, target?.name, target?.month],
    queryFn: async () =>
      (await unwrap(api.categories['transaction-count'].$get({ query: target! }))).count,
    enabled: target !== null,
  });
}

export function useCreateCategories() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: async (categories: NewCategoryInput[]) =>
      (await unwrap(api.categories.$post({ json: { categories } }))).categories,
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: async ({
      id,
      patch,
      scope,
    }: {
      id: string;
      patch: UpdateCategoryInput;
      /** How far a rename reaches: this month only, or this and later months. */
      scope?: 'month' | 'later';
    }) =>
      (
        await unwrap(
          api.categories[':id'].$patch({
            param: { id },
            query: scope ? { scope } : {},
            json: patch,
          }),
        )
      ).category,
    onSuccess: invalidate,
  });
}

/**
 * Deletes a category by name and type: every month of it (spec section 4), with its transactions
 * deleted or moved to `moveTo`.
 */
export function useDeleteCategory() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: (target: {
      name: string;
      type: CategoryType;
      transactions?: 'delete' | 'move';
      moveTo?: string;
    }) => unwrap(api.categories.$delete({ query: target })),
    onSuccess: invalidate,
  });
}

export function useUpdateTransaction() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: UpdateTransactionInput }) =>
      (await unwrap(api.transactions[':id'].$patch({ param: { id }, json: patch }))).transaction,
    onSuccess: invalidate,
  });
}

export function useDeleteTransaction() {
  const invalidate = useInvalidateBudget();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.transactions[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export type { CategoryView };
