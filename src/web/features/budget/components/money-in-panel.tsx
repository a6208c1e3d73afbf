// The Money In tab: income sources with what was planned (the amount typed in the dialog) beside what
// came in (the sum of the month's income transactions), and their totals. A plan is never money in.
import { Plus } from 'lucide-react';
import type { BudgetCategory } from '#shared/budget/rules';
import type { CurrencyCode } from '#shared/money';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import type { PlanTotals } from '../budget-view.ts';
import { CorrectionNote, Money } from './money.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import {
  addLink as addLinkClass,
  EmptyState,
  Figure,
  StackedList,
  TableRegion,
  td,
  th,
} from '#web/components/ui/table.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';

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
            <TableRegion label="Income categories" isWideOnly>
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className={th}>
                      Category
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Planned
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Received
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {income.map((category) => (
                    <tr key={category.id}>
                      <th
                        scope="row"
                        className={`${td} max-w-[9rem] sm:max-w-[14rem] lg:max-w-[20rem] text-left font-medium`}
                      >
                        <TruncatedName name={category.name} />
                      </th>
                      <td className={`${td} text-right`}>
                        <Money cents={category.goal} currency={currency} className="text-muted" />
                      </td>
                      <td className={`${td} text-right`}>
                        <Money cents={category.actual} currency={currency} />
                        <CorrectionNote category={category} currency={currency} />
                      </td>
                      <td className={`${td} py-1.5`}>
                        <RowActions
                          name={category.name}
                          onEdit={() => onEdit(category)}
                          onDelete={() => onDelete(category)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-border font-semibold">
                    <th scope="row" className={`${td} text-left`}>
                      Total
                    </th>
                    <td className={`${td} text-right`}>
                      <Money cents={totals.planned} currency={currency} />
                    </td>
                    <td className={`${td} text-right`}>
                      <Money cents={totals.actual} currency={currency} />
                    </td>
                    <td className={td} />
                  </tr>
                </tfoot>
              </table>
            </TableRegion>
            <StackedList label="Income categories">
              {income.map((category) => (
                <li key={category.id} className="py-3">
                  <div className="flex items-center justify-between gap-2">
                    <TruncatedName name={category.name} className="font-medium" />
                    <RowActions
                      name={category.name}
                      onEdit={() => onEdit(category)}
                      onDelete={() => onDelete(category)}
                    />
                  </div>
                  <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
                    <Figure label="Planned">
                      <Money cents={category.goal} currency={currency} />
                    </Figure>
                    <Figure label="Received">
                      <Money cents={category.actual} currency={currency} />
                      <CorrectionNote category={category} currency={currency} />
                    </Figure>
                  </dl>
                </li>
              ))}
              <li className="py-3 font-semibold">
                <span>Total</span>
                <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
                  <Figure label="Planned">
                    <Money cents={totals.planned} currency={currency} />
                  </Figure>
                  <Figure label="Received">
                    <Money cents={totals.actual} currency={currency} />
                  </Figure>
                </dl>
              </li>
            </StackedList>
            <div className="mt-4">{addLink}</div>
          </>
        )}
      </div>
    </Card>
  );
}
