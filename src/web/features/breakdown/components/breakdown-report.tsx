// The breakdown report, one feature for every page that shows one: figures, proof of completeness,
// what needs a category, the category cards, money in, the chart, insights and the full table. It
// holds the person's edits; every figure is derived from the transactions as they stand.
import { ArrowDownLeft } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CATEGORIES } from '#engine/categorize/taxonomy';
import type { RecurringCharge } from '#engine/insights';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import {
  applyEdit,
  groupByCategory,
  NEEDS_CATEGORY,
  reportInsights,
  reportTotals,
  reviewList,
  unusedCategoryNames,
  type CategoryGroup,
  type Report,
  type ReportEdit,
  type ReportTransaction,
} from '../report.ts';
import { AddCategoryDialog } from './add-category-dialog.tsx';
import { AllTransactionsTable } from './all-transactions-table.tsx';
import { CategoryCards, TransactionRow } from './category-cards.tsx';
import { subscriptionsNote } from '../repeated-charges-words.ts';
import { InsightsPanel } from './insights-panel.tsx';
import { ReasonHintProvider } from './reason-hint.tsx';
import { formatReportMoney } from './format.ts';
import { ReportStats, VerificationBanner } from './report-summary.tsx';
import { ReviewList } from './review-list.tsx';
import { SpendingChart } from './spending-chart.tsx';
import { TransactionEditDialog } from './transaction-edit-dialog.tsx';

/** The usual spending categories offered for moving and adding (not money in, transfers or cash). */
const SPENDING_NAMES = DEFAULT_CATEGORIES.filter(
  (name) => !['Transfers', 'Income & Refunds', 'Cash & ATM'].includes(name),
);

export interface BreakdownReportProps {
  report: Report;
  onChange: (report: Report) => void;
  /** Buttons beside the report's title ('Try Another Analysis'). */
  actions?: ReactNode;
  /** Where transactions can be moved and which categories can be added: the usual ones by default. */
  categoryNames?: readonly string[] | undefined;
  /** Shown at the foot of each category card (the Spend Breakdown's import button). */
  renderCategoryAction?: ((group: CategoryGroup) => ReactNode) | undefined;
  /** Shown under each recurring charge in the insights (the Spend Breakdown's 'Make it a bill'). */
  renderChargeAction?: ((charge: RecurringCharge) => ReactNode) | undefined;
  /** Told of every edit the person makes, with the report it was made to (to learn from it). */
  onEdit?: ((edit: ReportEdit, before: Report) => void) | undefined;
  /**
   * Draws the Money In section instead of the plain list (the Spend Breakdown's income import), with
   * the report's own edit and delete of a row.
   */
  renderMoneyIn?:
    | ((helpers: {
        totalCents: number;
        onEditRequest: (tx: ReportTransaction) => void;
        onDelete: (tx: ReportTransaction) => void;
      }) => ReactNode)
    | undefined;
}

export function BreakdownReport({
  report,
  onChange,
  actions,
  categoryNames = SPENDING_NAMES,
  renderCategoryAction,
  renderChargeAction,
  onEdit,
  renderMoneyIn,
}: BreakdownReportProps) {
  const [editing, setEditing] = useState<ReportTransaction | null>(null);
  const edit = (change: ReportEdit) => {
    onEdit?.(change, report);
    onChange(applyEdit(report, change));
  };
  const groups = useMemo(() => groupByCategory(report), [report]);
  const totals = useMemo(() => reportTotals(report), [report]);
  const insights = useMemo(() => reportInsights(report), [report]);
  const note = useMemo(
    () =>
      subscriptionsNote(
        report.spending,
        insights.recurringCharges.map((charge) => charge.merchant),
      ),
    [report, insights],
  );
  const review = useMemo(() => reviewList(report), [report]);
  const placedGroups = groups.filter((g) => g.category !== NEEDS_CATEGORY);
  // Where a transaction can go: the report's categories, then the usual ones it lacks.
  const unusedNames = unusedCategoryNames(report, categoryNames);
  const destinations = [...placedGroups.map((g) => g.category), ...unusedNames];
  const isMoneyIn = editing ? report.moneyIn.some((tx) => tx.id === editing.id) : false;
  return (
    <ReasonHintProvider>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-xl font-semibold tracking-tight text-text">Your spending report</h2>
          <div className="flex flex-wrap gap-2">
            <AddCategoryDialog
              report={report}
              suggestions={unusedNames}
              onAdd={(name) => edit({ type: 'add-category', name })}
            />
            {actions}
          </div>
        </div>
        <ReportStats totals={totals} currency={report.currency} />
        <VerificationBanner
          verification={report.verification}
          currency={report.currency}
          found={report.found}
        />
        <ReviewList
          merchants={review}
          categories={destinations}
          currency={report.currency}
          onPlace={(merchant, category) => edit({ type: 'place-merchant', merchant, category })}
        />
        <CategoryCards
          groups={groups}
          currency={report.currency}
          onEditRequest={setEditing}
          onDelete={(tx) => edit({ type: 'delete', id: tx.id })}
          onMove={(tx, category) => edit({ type: 'move', id: tx.id, category })}
          renderAction={renderCategoryAction}
        />
        {report.moneyIn.length > 0 && renderMoneyIn
          ? renderMoneyIn({
              totalCents: totals.moneyInCents,
              onEditRequest: setEditing,
              onDelete: (tx) => edit({ type: 'delete', id: tx.id }),
            })
          : null}
        {report.moneyIn.length > 0 && !renderMoneyIn ? (
          <Card className="p-0 sm:p-0">
            <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
              <div className="flex items-center gap-2">
                <ArrowDownLeft aria-hidden className="h-4 w-4 text-positive" />
                <CardTitle className="text-base">Money In</CardTitle>
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
                  {report.moneyIn.length}
                </span>
              </div>
              <p className="font-semibold tabular-nums text-positive" data-testid="money-in-total">
                {formatReportMoney(totals.moneyInCents, report.currency)}
              </p>
            </div>
            <p className="px-4 pb-1 pt-3 text-xs text-muted sm:px-5">
              Payments, refunds and income: not counted as spending.
            </p>
            <ul
              className="grid max-h-80 grid-cols-1 overflow-y-auto lg:grid-cols-2 lg:gap-x-6 lg:px-1 [&>li]:border-b [&>li]:border-border"
              aria-label="Money in"
            >
              {report.moneyIn.map((tx) => (
                <TransactionRow
                  key={tx.id}
                  tx={tx}
                  currency={report.currency}
                  onEditRequest={setEditing}
                  onDelete={(item) => edit({ type: 'delete', id: item.id })}
                  className="sm:px-5"
                />
              ))}
            </ul>
          </Card>
        ) : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardTitle>Spending by category</CardTitle>
            <CardDescription>Where the money went, as a share of the total.</CardDescription>
            <div className="mt-5">
              <SpendingChart
                groups={groups}
                totalCents={totals.spentCents}
                currency={report.currency}
              />
            </div>
          </Card>
          <Card>
            <CardTitle>Insights</CardTitle>
            <CardDescription>Worked out from the transactions as they stand now.</CardDescription>
            <div className="mt-5">
              <InsightsPanel
                insights={insights}
                currency={report.currency}
                subscriptionsNote={note}
                renderChargeAction={renderChargeAction}
              />
            </div>
          </Card>
        </div>
        <Card>
          <CardTitle>All transactions</CardTitle>
          <CardDescription>Money out, with your edits. Click a column to sort.</CardDescription>
          <div className="mt-4">
            <AllTransactionsTable transactions={report.spending} currency={report.currency} />
          </div>
        </Card>
        <TransactionEditDialog
          transaction={editing}
          categories={isMoneyIn ? undefined : destinations}
          onEdit={edit}
          onClose={() => setEditing(null)}
        />
      </div>
    </ReasonHintProvider>
  );
}
