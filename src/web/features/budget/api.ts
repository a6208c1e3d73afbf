// Your Budget's server state: the month's view and the writes the page makes, built on the shared
// budget query hooks (which invalidate categories, transactions and the dashboard after each write).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '#web/lib/api-client.ts';
import { CATEGORY_PRESETS } from '#shared/categories';
import { isBillType, isPlaceholderId, type BudgetCategory } from '#shared/budget/rules';
import { occurrencesBetween } from '#shared/budget/schedule';
import type { BillView, DueBillView } from '#shared/contract/bills';
import type { CategoryView } from '#shared/contract/budget';
import { shiftDate, type MonthKey } from '#shared/period';
import {
  useChangeOccurrence,
  useCreateBill,
  useDeleteBill,
  useUpdateBill,
} from '#web/lib/bill-queries.ts';
import {
  categoryRowsQuery,
  useCreateCategories,
  useDeleteCategory,
  useInvalidateBudget,
  useUpdateCategory,
} from '#web/lib/budget-queries.ts';
import { useMe } from '#web/lib/session.ts';
import { deriveBudgetView } from './budget-view.ts';
import {
  buildSaveRequest,
  parseFormAmount,
  type CategoryFormValues,
  type CategoryKind,
} from './category-form.ts';
import { scheduleOfValues, type RepeatValues } from './repeat-form.ts';

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

/** What the bill dialog saves when it repeats, or when it edits a bill that does. */
export interface BillSave {
  values: CategoryFormValues;
  repeat: RepeatValues;
  month: MonthKey;
  category?: BudgetCategory | undefined;
  /** A repeating bill's row: its schedule, this month's occurrence and how far the change reaches. */
  scheduled?: { bill: BillView; occurrence: DueBillView; scope: 'one' | 'later' } | undefined;
}

/** The next occurrence after `occurrence`, whose scheduled date a 'stop repeating' cuts at. */
function nextScheduledDate(bill: BillView, occurrence: DueBillView): string | null {
  const after = occurrencesBetween({
    schedule: bill,
    amount: { kind: bill.amountKind, amount: bill.amount, amountMax: bill.amountMax },
    from: shiftDate(occurrence.dueDate, 1),
    to: shiftDate(occurrence.dueDate, 400),
  }).find((o) => o.scheduledDate > occurrence.scheduledDate!);
  return after?.scheduledDate ?? null;
}

/**
 * Saves a bill that repeats or did: a new repeating bill; a one-month bill made to repeat (its row
 * saved, then its schedule from its due date); or a repeating bill's change to this one occurrence
 * or to this and later ones (stopping it from the next when it no longer repeats).
 */
export function useSaveBill() {
  const saveCategory = useSaveCategory();
  const update = useUpdateCategory();
  const createBill = useCreateBill();
  const updateBill = useUpdateBill();
  const changeOccurrence = useChangeOccurrence();
  const deleteBill = useDeleteBill();
  return useMutation({
    mutationFn: async (save: BillSave) => {
      const { values, repeat, month, category, scheduled } = save;
      const name = values.name.trim();
      const amount = parseFormAmount(values.plan);
      if (!scheduled) {
        const isNew = !category || isPlaceholderId(category.id);
        if (!isNew || repeat.repeats === 'none')
          await saveCategory.mutateAsync({ kind: 'bill', values, month, category });
        if (repeat.repeats === 'none') return;
        await createBill.mutateAsync({
          name,
          type: category && isBillType(category.type) ? category.type : values.billType,
          startDate: values.dueDate,
          ...scheduleOfValues(repeat, amount),
        });
        return;
      }
      const { bill, occurrence, scope } = scheduled;
      if (scope === 'one') {
        if (category && name !== category.name)
          await update.mutateAsync({ id: category.id, patch: { name }, scope: 'month' });
        const change = {
          ...(amount !== occurrence.amount && { amount }),
          ...(values.dueDate &&
            values.dueDate !== occurrence.dueDate && { dueDate: values.dueDate }),
        };
        if (Object.keys(change).length > 0)
          await changeOccurrence.mutateAsync({
            id: bill.id,
            date: occurrence.scheduledDate!,
            change,
          });
        return;
      }
      if (repeat.repeats === 'none') {
        const next = nextScheduledDate(bill, occurrence);
        if (next) await deleteBill.mutateAsync({ id: bill.id, from: next });
        return;
      }
      await updateBill.mutateAsync({
        id: bill.id,
        from: occurrence.scheduledDate!,
        patch: {
          name,
          ...(values.dueDate &&
            values.dueDate !== occurrence.dueDate && { startDate: values.dueDate }),
          ...scheduleOfValues(repeat, amount),
        },
      });
    },
  });
}
