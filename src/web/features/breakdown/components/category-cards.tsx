// One card per category with its transactions (scrolling past a fixed height, spec section 9); each
// transaction can be edited, deleted, or moved to another card, and says why it is where it is.
import { Info, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import type { CategoryGroup, ReportTransaction } from '../report.ts';
import { categoryColors } from './category-colors.ts';
import { describeReason, formatReportDate, formatReportMoney } from './format.ts';

export function CategoryCards({
  groups,
  currency,
  onEditRequest,
  onDelete,
}: {
  groups: CategoryGroup[];
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
}) {
  const colors = categoryColors(groups);
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Categories">
      {groups.map((group) => (
        <li key={group.category}>
          <CategoryCard
            group={group}
            currency={currency}
            color={colors.get(group.category)!}
            onEditRequest={onEditRequest}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({
  group,
  currency,
  color,
  onEditRequest,
  onDelete,
}: {
  group: CategoryGroup;
  currency: string;
  color: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
}) {
  const headingId = `category-${group.category.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      data-category={group.category}
      className="flex h-full flex-col rounded-2xl border border-border bg-surface shadow-sm"
    >
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden
            className="h-3 w-3 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
          />
          <h3 id={headingId} className="truncate font-semibold text-text">
            {group.category}
          </h3>
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
            {group.transactions.length}
          </span>
        </div>
        <p className="shrink-0 font-semibold tabular-nums text-text" data-testid="category-total">
          {formatReportMoney(group.totalCents, currency)}
        </p>
      </header>
      {group.transactions.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">
          No transactions yet. Edit a transaction to move it here.
        </p>
      ) : (
        <ul
          className="max-h-80 divide-y divide-border overflow-y-auto"
          tabIndex={group.transactions.length > 6 ? 0 : undefined}
          aria-label={`${group.category} transactions`}
        >
          {group.transactions.map((tx) => (
            <TransactionRow
              key={tx.id}
              tx={tx}
              currency={currency}
              onEditRequest={onEditRequest}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function TransactionRow({
  tx,
  currency,
  onEditRequest,
  onDelete,
  className,
}: {
  tx: ReportTransaction;
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
  className?: string;
}) {
  const reason = describeReason(tx);
  return (
    <li
      className={cn('group flex items-center gap-2 px-4 py-2.5', className)}
      data-testid="report-transaction"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-text" title={tx.description ?? tx.merchant}>
          {tx.merchant}
        </p>
        <p className="flex items-center gap-1 text-xs text-muted">
          <span>{formatReportDate(tx.date)}</span>
          <Tooltip content={`Why here: ${reason}`} side="top">
            <button
              type="button"
              className="rounded p-0.5 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring cursor-help"
              aria-label={`Why ${tx.merchant} is here: ${reason}`}
            >
              <Info aria-hidden className="h-3.5 w-3.5" />
            </button>
          </Tooltip>
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums text-text">
        {formatReportMoney(tx.amountCents, currency)}
      </p>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8"
          aria-label={`Edit ${tx.merchant}`}
          onClick={() => onEditRequest(tx)}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8 text-muted hover:text-negative"
          aria-label={`Delete ${tx.merchant}`}
          onClick={() => onDelete(tx)}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}
