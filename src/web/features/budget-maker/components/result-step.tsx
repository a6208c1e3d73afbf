// Step 3: the budget. Total income, total expenses and what remains (with a warning below zero),
// each category with what it cost, its one-decimal share and a suggested monthly budget; the text
// download, 'Create New Budget', and an invitation to keep the budget in an account.
import { AlertTriangle, Download, RotateCcw, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUDGET_FILE_NAME, budgetText } from '#shared/budget-maker/text-file';
import type { BudgetMakerResult } from '#shared/contract/budget-maker';
import { formatCents } from '#shared/money';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { categoryColor } from '#web/lib/palette.ts';

function downloadBudget(result: BudgetMakerResult) {
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  const text = budgetText(result, today);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = BUDGET_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Figure({
  label,
  children,
  testId,
  tone,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  tone?: 'positive' | 'negative';
}) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          'mt-1 text-2xl font-semibold tracking-tight tabular-nums',
          tone === 'positive' && 'text-positive',
          tone === 'negative' && 'text-negative',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export function ResultStep({
  result,
  onStartOver,
  saveLink,
}: {
  result: BudgetMakerResult;
  onStartOver: () => void;
  /** Where 'Save this budget' leads: sign-up, carrying the budget. */
  saveLink: string;
}) {
  const money = (cents: number) => formatCents(cents);
  const isOverspent = result.remaining < 0;
  const suggestedTotal = result.categories.reduce((sum, c) => sum + c.suggested, 0);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-text">Your monthly budget</h2>
        <p className="mt-1 text-sm text-muted">
          What comes in, where it goes, and a budget for each category that fits your income.
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Total Income" testId="total-income">
          {money(result.totalIncome)}
        </Figure>
        <Figure label="Total Expenses" testId="total-expenses">
          {money(result.totalExpenses)}
        </Figure>
        <Figure label="Remaining" testId="remaining" tone={isOverspent ? 'negative' : 'positive'}>
          {money(result.remaining)}
        </Figure>
      </dl>
      {isOverspent ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-negative/30 bg-negative-soft px-3 py-2.5 text-sm text-negative"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            You spend {money(-result.remaining)} more than you earn. The suggested budgets below
            bring every category down by the same share so the month fits your income.
          </p>
        </div>
      ) : null}

      <div className="overflow-hidden rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Expenses by category</caption>
          <thead className="bg-surface-2/60 text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Category
              </th>
              <th scope="col" className="hidden px-3 py-2.5 text-right font-medium sm:table-cell">
                Spent
              </th>
              <th scope="col" className="hidden px-3 py-2.5 text-right font-medium sm:table-cell">
                Share
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Suggested budget
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {result.categories.map((category, index) => (
              <tr key={category.category}>
                <th
                  scope="row"
                  className="w-full max-w-0 px-3 py-2.5 text-left font-medium text-text"
                >
                  <span className="flex min-w-0 items-baseline gap-2 sm:items-center">
                    <span
                      aria-hidden
                      className="h-2.5 w-2.5 shrink-0 rounded-full"
                      style={{ background: categoryColor(index) }}
                    />
                    <span
                      className="[overflow-wrap:break-word] sm:truncate"
                      title={category.category}
                    >
                      {category.category}
                    </span>
                  </span>
                  {/* On a phone the spent amount and share sit under the name, leaving it room. */}
                  <span className="mt-0.5 block text-xs font-normal text-muted tabular-nums sm:hidden">
                    {money(category.amount)} spent · {category.percentage}%
                  </span>
                </th>
                <td className="hidden px-3 py-2.5 text-right tabular-nums sm:table-cell">
                  {money(category.amount)}
                </td>
                <td className="hidden px-3 py-2.5 text-right text-muted tabular-nums sm:table-cell">
                  {category.percentage}%
                </td>
                <td className="px-3 py-2.5 text-right font-medium tabular-nums">
                  {money(category.suggested)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border bg-surface-2/40">
            <tr>
              <th scope="row" className="px-3 py-2.5 text-left font-semibold">
                Total
                <span className="mt-0.5 block text-xs font-normal text-muted tabular-nums sm:hidden">
                  {money(result.totalExpenses)} spent
                </span>
              </th>
              <td className="hidden px-3 py-2.5 text-right font-semibold tabular-nums sm:table-cell">
                {money(result.totalExpenses)}
              </td>
              <td className="hidden px-3 py-2.5 text-right text-muted sm:table-cell">100%</td>
              <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                {money(suggestedTotal)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={() => downloadBudget(result)}>
          <Download aria-hidden className="h-4 w-4" />
          Download Budget
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Create New Budget
        </Button>
      </div>

      <section
        aria-labelledby="save-budget-heading"
        className="rounded-xl border border-accent/30 bg-accent-soft p-4 sm:p-5"
      >
        <h3 id="save-budget-heading" className="font-semibold text-text">
          Save this budget
        </h3>
        <p className="mt-1 text-sm text-text">
          Create a free account and these income sources and categories, with their budgets, become
          your first month in Pennyflow, ready to track.
        </p>
        <Button asChild size="sm" className="mt-3">
          <Link to={saveLink}>
            <UserPlus aria-hidden className="h-4 w-4" />
            Save this budget
          </Link>
        </Button>
      </section>
    </div>
  );
}
