// Money Out's expense categories (spent, budget, what is left) with a total row, and either the
// presets button (no expenses yet) or the link to paste transactions into Spend Breakdown.
import { ClipboardPaste, ListPlus, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { BudgetCategory } from '#shared/budget/rules';
import type { CurrencyCode } from '#shared/money';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { diffOf, type ExpenseTotals } from '../budget-view.ts';
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

/** Budget minus spent, red with a minus sign when overspent (the colour is not the only cue). */
function Diff({ cents, currency }: { cents: number; currency: CurrencyCode }) {
  return (
    <Money
      cents={cents}
      currency={currency}
      className={cn(cents < 0 && 'font-medium text-negative')}
    />
  );
}

export function ExpensesCard({
  expenses,
  totals,
  currency,
  onAdd,
  onEdit,
  onDelete,
  onAddPresets,
  isAddingPresets,
  presetsError,
}: {
  expenses: BudgetCategory[];
  totals: ExpenseTotals;
  currency: CurrencyCode;
  onAdd: () => void;
  onEdit: (category: BudgetCategory) => void;
  onDelete: (category: BudgetCategory) => void;
  onAddPresets: () => void;
  isAddingPresets: boolean;
  presetsError: string | null;
}) {
  const addLink = (
    <Button variant="link" className={addLinkClass} onClick={onAdd}>
      <Plus aria-hidden className="h-4 w-4" />
      Add Expense Category
    </Button>
  );
  return (
    <Card>
      <CardTitle>Expenses</CardTitle>
      <div className="mt-4">
        {expenses.length === 0 ? (
          <EmptyState
            message="No expenses added yet. Click below to add your first expense category."
            action={
              <div className="flex flex-col items-center gap-3">
                {addLink}
                <Button
                  variant="secondary"
                  onClick={onAddPresets}
                  isPending={isAddingPresets}
                  pendingLabel="Adding presets..."
                >
                  <ListPlus aria-hidden className="h-4 w-4" />
                  Add Category Presets
                </Button>
                {presetsError ? <Alert tone="error">{presetsError}</Alert> : null}
              </div>
            }
          />
        ) : (
          <>
            <TableRegion label="Expense categories" isWideOnly>
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className={th}>
                      Category
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Spent
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Budget
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      <abbr title="Difference: budget minus spent" className="no-underline">
                        Diff.
                      </abbr>
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {expenses.map((category) => (
                    <tr key={category.id}>
                      <th
                        scope="row"
                        className={`${td} max-w-[9rem] sm:max-w-[14rem] lg:max-w-[20rem] text-left font-medium`}
                      >
                        <TruncatedName name={category.name} />
                      </th>
                      <td className={`${td} text-right`}>
                        <Money cents={category.actual} currency={currency} />
                        <CorrectionNote category={category} currency={currency} />
                      </td>
                      <td className={`${td} text-right`}>
                        <Money cents={category.goal} currency={currency} className="text-muted" />
                      </td>
                      <td className={`${td} text-right`}>
                        <Diff cents={diffOf(category)} currency={currency} />
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
                      <Money cents={totals.spent} currency={currency} />
                    </td>
                    <td className={`${td} text-right`}>
                      <Money cents={totals.budget} currency={currency} />
                    </td>
                    <td className={`${td} text-right`}>
                      <Diff cents={totals.diff} currency={currency} />
                    </td>
                    <td className={td} />
                  </tr>
                </tfoot>
              </table>
            </TableRegion>
            <StackedList label="Expense categories">
              {expenses.map((category) => (
                <li key={category.id} className="py-3">
                  <div className="flex items-center justify-between gap-2">
                    <TruncatedName name={category.name} className="font-medium" />
                    <RowActions
                      name={category.name}
                      onEdit={() => onEdit(category)}
                      onDelete={() => onDelete(category)}
                    />
                  </div>
                  <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                    <Figure label="Spent">
                      <Money cents={category.actual} currency={currency} />
                      <CorrectionNote category={category} currency={currency} />
                    </Figure>
                    <Figure label="Budget">
                      <Money cents={category.goal} currency={currency} />
                    </Figure>
                    <Figure label="Diff.">
                      <Diff cents={diffOf(category)} currency={currency} />
                    </Figure>
                  </dl>
                </li>
              ))}
              <li className="py-3 font-semibold">
                <span>Total</span>
                <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                  <Figure label="Spent">
                    <Money cents={totals.spent} currency={currency} />
                  </Figure>
                  <Figure label="Budget">
                    <Money cents={totals.budget} currency={currency} />
                  </Figure>
                  <Figure label="Diff.">
                    <Diff cents={totals.diff} currency={currency} />
                  </Figure>
                </dl>
              </li>
            </StackedList>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              {addLink}
              <Button variant="link" className={addLinkClass} asChild>
                <Link to="/ai-chat">
                  <ClipboardPaste aria-hidden className="h-4 w-4" />
                  Paste in Your Transactions
                </Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
