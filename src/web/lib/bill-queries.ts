// Repeating bills (issue 33) as TanStack Query hooks, for Your Budget, the dashboard's upcoming
// bills, the calendars and the Recurring screen. Every write invalidates the whole budget, since a
// bill writes its months' category rows.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NewBillInput, UpdateBillInput } from '#shared/contract/bills';
import { daysInMonth } from '#shared/period';
import { api, unwrap } from './api-client.ts';
import { budgetKeys, useInvalidateBudget } from './budget-queries.ts';

export function useBills() {
  return useQuery({
    queryKey: [...budgetKeys.bills, 'list'],
    queryFn: async () => (await unwrap(api.bills.$get())).bills,
  });
}

/** Every bill due from `from` to `to` (days), skipped ones marked; none while `range` is null. */
export function useDueBills(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...budgetKeys.bills, 'due', range?.from, range?.to],
    queryFn: () => unwrap(api.bills.upcoming.$get({ query: range! })),
    enabled: range !== null,
  });
}

function useBillWrite<T>(write: (input: T) => Promise<unknown>) {
  const invalidate = useInvalidateBudget();
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

export function useCreateBill() {
  return useBillWrite((bill: NewBillInput) => unwrap(api.bills.$post({ json: bill })));
}

/** The whole bill, or 'this and later' from the occurrence scheduled on `from`. */
export function useUpdateBill() {
  return useBillWrite(
    ({ id, patch, from }: { id: string; patch: UpdateBillInput; from?: string }) =>
      unwrap(api.bills[':id'].$patch({ param: { id }, query: from ? { from } : {}, json: patch })),
  );
}

/** 'This one': an occurrence moved or given another amount (null puts it back). */
export function useChangeOccurrence() {
  return useBillWrite(
    ({
      id,
      date,
      change,
    }: {
      id: string;
      date: string;
      change: { dueDate?: string | null; amount?: number | null };
    }) =>
      unwrap(api.bills[':id'].occurrences[':date'].$patch({ param: { id, date }, json: change })),
  );
}

export function useSkipOccurrence() {
  return useBillWrite(({ id, date, skip }: { id: string; date: string; skip: boolean }) =>
    unwrap(
      skip
        ? api.bills[':id'].occurrences[':date'].skip.$post({ param: { id, date } })
        : api.bills[':id'].occurrences[':date'].skip.$delete({ param: { id, date } }),
    ),
  );
}

/** One occurrence of a bill due several times a month ticked paid, or unticked. */
export function useSetOccurrencePaid() {
  return useBillWrite(({ id, date, paid }: { id: string; date: string; paid: boolean }) =>
    unwrap(
      paid
        ? api.bills[':id'].occurrences[':date'].paid.$post({ param: { id, date } })
        : api.bills[':id'].occurrences[':date'].paid.$delete({ param: { id, date } }),
    ),
  );
}

/** The whole bill, or 'this and later' from `from`: says which months went and which stayed. */
export function useDeleteBill() {
  return useBillWrite(({ id, from }: { id: string; from?: string }) =>
    unwrap(api.bills[':id'].$delete({ param: { id }, query: from ? { from } : {} })),
  );
}

/** One repeating bill, for the dialog that edits it; none while `id` is null. */
export function useBill(id: string | null) {
  return useQuery({
    queryKey: [...budgetKeys.bills, 'one', id],
    queryFn: async () => (await unwrap(api.bills[':id'].$get({ param: { id: id! } }))).bill,
    enabled: id !== null,
  });
}

/** The names of the bills due (not paid or skipped) on each day of a month, for its calendar. */
export function useBillsDueByDay(month: string): ReadonlyMap<string, readonly string[]> {
  const due = useDueBills({
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  });
  const byDay = new Map<string, string[]>();
  for (const bill of due.data?.bills ?? []) {
    if (bill.isPaid || bill.skipped) continue;
    byDay.set(bill.dueDate, [...(byDay.get(bill.dueDate) ?? []), bill.name]);
  }
  return byDay;
}
