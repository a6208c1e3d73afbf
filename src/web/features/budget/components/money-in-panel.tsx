// The Money In tab: income sources with their amounts and a total.
import { Plus } from 'lucide-react';
import type { BudgetCategory } from '#shared/budget/rules';
import type { Cents, CurrencyCode } from '#shared/money';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { incomeAmountOf } from '../budget-view.ts';
import { Money } from './money.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import {
  addLink as addLinkClass,
  EmptyState,
  TableRegion,
  td,
  th,
} from '#web/components/ui/table.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';

export function MoneyInPanel({
  income,
  total,
  currency,
  onAdd,
  onEdit,
  onDelete,
}: {
  income: BudgetCategory[];
  total: Cents;
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
      <div className="mt-4">
        {income.length === 0 ? (
          <EmptyState
            message="No income sources added yet. Click below to add your first income category."
            action={addLink}
          />
        ) : (
          <>
            <TableRegion label="Income categories">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className={th}>
                      Category
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Amount
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
                        <Money cents={incomeAmountOf(category)} currency={currency} />
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
                      <Money cents={total} currency={currency} />
                    </td>
                    <td className={td} />
                  </tr>
                </tfoot>
              </table>
            </TableRegion>
            <div className="mt-4">{addLink}</div>
          </>
        )}
      </div>
    </Card>
  );
}
