// The Money In tab: income sources with what was planned (the amount typed in the dialog) beside what
// came in (the sum of the month's income transactions), and their totals. A plan is never money in.
import { Plus } from 'lucide-react';
import type { BudgetCategory } from '#shared/budget/rules';
import type { CurrencyCode } from '#shared/money';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import type { PlanTotals } from '../budget-view.ts';
import { CorrectionNote, Money } from './money.tsx';
import { addLink as addLinkClass, EmptyState } from '#web/components/ui/table.tsx';
import { BudgetTable } from './budget-table.tsx';

export function MoneyInPanel({
  income,
  totals,
  currency,
  onAdd,
  onEdit,
  onDelete,
}: {
  income: BudgetCategory[];
  totals: PlanTotals;
  currency: CurrencyCode;
  onAdd: () => void;
  onEdit: (category: BudgetCategory) => void;
  onDelete: (category: BudgetCategory) => void;
}) {
  const addLink = (
    <Button variant="link" className={addLinkClass} onClick={onAdd}>
      <Plus aria-hidden className="h-4 w-4" />
      Add Income Category
    </Button>
  );
  return (
    <Card>
      <CardTitle>Income</CardTitle>
      <CardDescription className="mt-1">
        Planned is what you expect this month; received is what your income transactions add up to.
      </CardDescription>
      <div className="mt-4">
        {income.length === 0 ? (
          <EmptyState
            message="No income sources added yet. Click below to add your first income category."
            action={addLink}
          />
        ) : (
          <>
            <BudgetTable
              label="Income categories"
              nameLabel="Category"
              categories={income}
              onEdit={onEdit}
              onDelete={onDelete}
              columns={[
                {
                  label: 'Planned',
                  align: 'right',
                  cell: (category) => (
                    <Money cents={category.goal} currency={currency} className="text-muted" />
                  ),
                  stackedCell: (category) => <Money cents={category.goal} currency={currency} />,
                  total: <Money cents={totals.planned} currency={currency} />,
                },
                {
                  label: 'Received',
                  align: 'right',
                  cell: (category) => (
                    <>
                      <Money cents={category.actual} currency={currency} />
                      <CorrectionNote category={category} currency={currency} />
                    </>
                  ),
                  total: <Money cents={totals.actual} currency={currency} />,
                },
              ]}
            />
            <div className="mt-4">{addLink}</div>
          </>
        )}
      </div>
    </Card>
  );
}
