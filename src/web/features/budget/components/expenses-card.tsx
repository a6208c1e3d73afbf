// Money Out's expense categories (spent, budget, what is left) with a total row, and either the
// presets button (no expenses yet) or the link to paste transactions into Spend Breakdown.
import { ClipboardPaste, Info, ListPlus, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BudgetCategory } from '#shared/budget/rules';
import type { CurrencyCode } from '#shared/money';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { diffOf, type ExpenseTotals } from '../budget-view.ts';
import { CorrectionNote, Money } from './money.tsx';
import { addLink as addLinkClass, EmptyState } from '#web/components/ui/table.tsx';
import { BudgetTable } from './budget-table.tsx';

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

/**
 * The button that shows or hides what 'Diff.' means. A button rather than a hover tooltip, so a tap,
 * a click and the keyboard all open it, and screen readers hear whether it is open.
 */
function DiffExplainButton({
  isOpen,
  onToggle,
  controls,
  className,
  children,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={children ? undefined : 'What Diff. means'}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-1 rounded text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        // An icon alone still gets a finger-sized target.
        !children && '-m-1.5 p-1.5',
        className,
      )}
    >
      <Info aria-hidden className="h-3.5 w-3.5" />
      {children}
    </button>
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
  const [isDiffExplained, setDiffExplained] = useState(false);
  const diffNoteId = useId();
  const toggleDiff = () => setDiffExplained((isOpen) => !isOpen);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Expenses</CardTitle>
        {expenses.length > 0 ? (
          <DiffExplainButton
            isOpen={isDiffExplained}
            onToggle={toggleDiff}
            controls={diffNoteId}
            className="text-sm font-medium sm:hidden"
          >
            What is Diff.?
          </DiffExplainButton>
        ) : null}
      </div>
      <p
        id={diffNoteId}
        hidden={!isDiffExplained}
        className="mt-2 rounded-lg bg-surface-2/60 px-3 py-2 text-sm text-text"
      >
        <strong>Diff.</strong> is Budget minus Spent: what is left of the budget. A minus sign (in
        red) means more was spent than budgeted.
      </p>
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
            <BudgetTable
              label="Expense categories"
              nameLabel="Category"
              categories={expenses}
              onEdit={onEdit}
              onDelete={onDelete}
              columns={[
                {
                  label: 'Spent',
                  align: 'right',
                  cell: (category) => (
                    <>
                      <Money cents={category.actual} currency={currency} />
                      <CorrectionNote category={category} currency={currency} />
                    </>
                  ),
                  total: <Money cents={totals.spent} currency={currency} />,
                },
                {
                  label: 'Budget',
                  align: 'right',
                  cell: (category) => (
                    <Money cents={category.goal} currency={currency} className="text-muted" />
                  ),
                  stackedCell: (category) => <Money cents={category.goal} currency={currency} />,
                  total: <Money cents={totals.budget} currency={currency} />,
                },
                {
                  label: 'Diff.',
                  header: (
                    <span className="inline-flex items-center justify-end gap-1">
                      Diff.
                      <DiffExplainButton
                        isOpen={isDiffExplained}
                        onToggle={toggleDiff}
                        controls={diffNoteId}
                      />
                    </span>
                  ),
                  align: 'right',
                  cell: (category) => <Diff cents={diffOf(category)} currency={currency} />,
                  total: <Diff cents={totals.diff} currency={currency} />,
                },
              ]}
            />
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
