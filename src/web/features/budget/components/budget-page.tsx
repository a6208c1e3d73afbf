// Your Budget (/budget): one month's income, expenses and bills, with the money summary beside them.
// The month and the tab live in the URL (?month=2026-03&tab=money-out) so a reload keeps them.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPro } from '#shared/subscription';
import type { BudgetCategory } from '#shared/budget/rules';
import { daysInMonth, formatPeriod, monthKeyOf, type MonthKey } from '#shared/period';
import type { BillCadence } from '#shared/budget/schedule';
import { useBills, useDueBills } from '#web/lib/bill-queries.ts';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useTransactionDialog } from '#web/components/transaction-dialog/context.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/session.ts';
import { useAddPresets, useBudgetMonth, useCurrency } from '../api.ts';
import { resolveMonth } from '../budget-view.ts';
import { kindOf } from '../category-form.ts';
import { BillsCard } from './bills-card.tsx';
import { CategoryDialog, type CategoryDialogTarget } from './category-dialog.tsx';
import { DeleteBillDialog } from './delete-bill-dialog.tsx';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';
import { ExpensesCard } from './expenses-card.tsx';
import { MoneyInPanel } from './money-in-panel.tsx';
import { MonthYearPicker } from './month-year-picker.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import { useFocusReturn } from './use-focus-return.ts';

const TABS = { in: 'money-in', out: 'money-out' } as const;
type Tab = (typeof TABS)[keyof typeof TABS];

export function BudgetPage() {
  const [params, setParams] = useSearchParams();
  const month = resolveMonth(params.get('month'), new Date());
  const tab: Tab = params.get('tab') === TABS.out ? TABS.out : TABS.in;
  const setParam = (name: 'month' | 'tab', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const me = useMe();
  const currency = useCurrency();
  const budget = useBudgetMonth(month);
  const presets = useAddPresets();
  const transactionDialog = useTransactionDialog();
  const [editing, setEditing] = useState<CategoryDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<BudgetCategory | null>(null);
  const focusReturn = useFocusReturn();
  const monthDue = useDueBills({
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  });
  const bills = useBills();
  const cadences = new Map<string, BillCadence>(
    (bills.data ?? []).map((bill) => [bill.id, bill.cadence]),
  );

  const openDialog = (target: CategoryDialogTarget) => {
    focusReturn.remember();
    setEditing(target);
  };
  const edit = (category: BudgetCategory) => openDialog({ kind: kindOf(category.type), category });
  const confirmDelete = (category: BudgetCategory) => {
    focusReturn.remember();
    setDeleting(category);
  };

  function openAddTransaction() {
    // The dialog starts in the selected month: today when that is this month, else its first day.
    const isThisMonth = month === monthKeyOf(new Date());
    transactionDialog.openAdd({
      type: tab === TABS.in ? 'income' : 'expense',
      ...(isThisMonth ? {} : { date: `${month}-01` }),
    });
  }

  const showsPromo = me.data ? !isPro(me.data.subscription) : false;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Your Budget"
        description={`Plan and track ${formatPeriod(month)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <MonthYearPicker month={month} onChange={(next: MonthKey) => setParam('month', next)} />
            <Button onClick={openAddTransaction}>
              <Plus aria-hidden className="h-4 w-4" />
              Add Transactions
            </Button>
          </div>
        }
      />

      {showsPromo ? <PromoBanner /> : null}

      <QueryState query={budget} loadingLabel="Loading your budget" size="page">
        {(view) => (
          // One shrinkable column on phones: an auto track would grow to a long name's width.
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Tabs value={tab} onValueChange={(value) => setParam('tab', value)} className="min-w-0">
              <TabsList aria-label="Money In or Money Out">
                <TabsTrigger value={TABS.in}>Money In</TabsTrigger>
                <TabsTrigger value={TABS.out}>Money Out</TabsTrigger>
              </TabsList>
              <TabsContent value={TABS.in} className="mt-4 focus-visible:outline-none">
                <MoneyInPanel
                  income={view.income}
                  totals={view.incomeTotals}
                  currency={currency}
                  onAdd={() => openDialog({ kind: 'income' })}
                  onEdit={edit}
                  onDelete={confirmDelete}
                />
              </TabsContent>
              <TabsContent value={TABS.out} className="mt-4 space-y-6 focus-visible:outline-none">
                <ExpensesCard
                  expenses={view.expenses}
                  totals={view.expenseTotals}
                  currency={currency}
                  onAdd={() => openDialog({ kind: 'expense' })}
                  onEdit={edit}
                  onDelete={confirmDelete}
                  onAddPresets={() => presets.mutate(month)}
                  isAddingPresets={presets.isPending}
                  presetsError={
                    presets.error
                      ? presets.error instanceof ApiError
                        ? presets.error.message
                        : 'Failed to add the presets. Please try again.'
                      : null
                  }
                />
                <BillsCard
                  bills={view.bills}
                  totals={view.billsTotals}
                  currency={currency}
                  occurrences={monthDue.data?.bills ?? []}
                  cadences={cadences}
                  onAdd={() => openDialog({ kind: 'bill' })}
                  onEdit={edit}
                  onDelete={confirmDelete}
                />
              </TabsContent>
            </Tabs>
            <aside aria-label="Budget summary" className="min-w-0">
              <SummaryPanel
                summary={view.summary}
                shares={view.shares}
                currency={currency}
                periodLabel={formatPeriod(month)}
              />
            </aside>
          </div>
        )}
      </QueryState>

      <CategoryDialog
        target={editing}
        month={month}
        currency={currency}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      />
      <DeleteBillDialog
        bill={deleting?.scheduleId ? deleting : null}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      />
      <DeleteCategoryDialog
        category={deleting?.scheduleId ? null : deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      />
    </div>
  );
}
