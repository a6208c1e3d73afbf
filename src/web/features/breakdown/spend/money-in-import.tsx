// The report's Money In on the Spend Breakdown (issue 28, ADR 0017): every inflow in a card per income
// category of the person's, each with the same 'Add to Budget', undo and 'Add anyway' as the expense
// cards; 'Needs Category' until the person chooses; card payments, transfers and refunds under 'Not
// income', shown but left out unless the person gives them an income category.
import { ArrowDownLeft, CircleSlash } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RowActions } from '#web/components/row-actions.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatReportDate, formatReportMoney } from '../components/format.ts';
import { NEEDS_CATEGORY, type CategoryGroup, type ReportTransaction } from '../report.ts';
import {
  describeMoneyInKind,
  NOT_INCOME,
  type MoneyInChoice,
  type MoneyInGroups,
} from './money-in.ts';

export interface MoneyInImportProps {
  grouped: MoneyInGroups;
  /** Every money-in row's total, as the report's figures show it. */
  totalCents: number;
  count: number;
  currency: string;
  /** The person's income category names (any month). */
  incomeNames: readonly string[];
  choiceOf: (tx: ReportTransaction) => MoneyInChoice;
  onChoose: (tx: ReportTransaction, choice: MoneyInChoice) => void;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
  /** The import button of an income category's card. */
  renderAction: (group: CategoryGroup) => ReactNode;
}

export function MoneyInImport({
  grouped,
  totalCents,
  count,
  currency,
  incomeNames,
  choiceOf,
  onChoose,
  onEditRequest,
  onDelete,
  renderAction,
}: MoneyInImportProps) {
  const headingId = useId();
  const row = (tx: ReportTransaction) => (
    <MoneyInRow
      key={tx.id}
      tx={tx}
      currency={currency}
      choice={choiceOf(tx)}
      incomeNames={incomeNames}
      onChoose={onChoose}
      onEditRequest={onEditRequest}
      onDelete={onDelete}
    />
  );
  return (
    <Card className="p-0 sm:p-0" aria-labelledby={headingId} data-testid="report-money-in">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <div className="flex items-center gap-2">
          <ArrowDownLeft aria-hidden className="h-4 w-4 text-positive" />
          <CardTitle id={headingId} className="text-base">
            Money In
          </CardTitle>
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{count}</span>
        </div>
        <p className="font-semibold tabular-nums text-positive" data-testid="money-in-total">
          {formatReportMoney(totalCents, currency)}
        </p>
      </div>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-muted">
          Add what you earned to your budget as income. Card payments, transfers between your
          accounts and refunds are not income, so they are left out unless you choose an income
          category for them.
        </p>
        {incomeNames.length === 0 ? (
          <Alert tone="warning">
            <p>
              You have no income categories yet. Add one on{' '}
              <Link to="/budget" className="font-medium underline underline-offset-2">
                Your Budget
              </Link>{' '}
              (Money In), then choose it here.
            </p>
          </Alert>
        ) : null}
        <ul
          className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label="Money in by income category"
        >
          {grouped.groups.map((group) => (
            <li key={group.category}>
              <MoneyInCard
                title={group.category}
                count={group.transactions.length}
                totalCents={group.totalCents}
                currency={currency}
                isNeedsCategory={group.category === NEEDS_CATEGORY}
                footer={renderAction(group)}
              >
                {group.transactions.map(row)}
              </MoneyInCard>
            </li>
          ))}
          {grouped.notIncome.length > 0 ? (
            <li>
              <MoneyInCard
                title={NOT_INCOME}
                count={grouped.notIncome.length}
                totalCents={grouped.notIncome.reduce((sum, tx) => sum + tx.amountCents, 0)}
                currency={currency}
                isMuted
                footer={
                  <p className="flex items-start gap-2 text-xs text-muted">
                    <CircleSlash aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                    Not added to your budget. Choose an income category for one to add it.
                  </p>
                }
              >
                {grouped.notIncome.map(row)}
              </MoneyInCard>
            </li>
          ) : null}
        </ul>
      </div>
    </Card>
  );
}

function MoneyInCard({
  title,
  count,
  totalCents,
  currency,
  isMuted = false,
  isNeedsCategory = false,
  footer,
  children,
}: {
  title: string;
  count: number;
  totalCents: number;
  currency: string;
  isMuted?: boolean;
  isNeedsCategory?: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-income-category={title}
      className={cn(
        'flex flex-col rounded-2xl border bg-surface shadow-sm',
        isNeedsCategory ? 'border-warning/40' : 'border-border',
        isMuted && 'border-dashed bg-surface-2/40 shadow-none',
      )}
    >
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <h3
            id={headingId}
            className={cn('truncate font-semibold', isMuted ? 'text-muted' : 'text-text')}
          >
            {title}
          </h3>
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-text">
            {count}
          </span>
        </div>
        <p
          className={cn(
            'shrink-0 font-semibold tabular-nums',
            isMuted ? 'text-muted' : 'text-positive',
          )}
          data-testid="income-card-total"
        >
          {formatReportMoney(totalCents, currency)}
        </p>
      </header>
      <ul className="max-h-96 divide-y divide-border overflow-y-auto" aria-label={`${title} rows`}>
        {children}
      </ul>
      <footer className="mt-auto border-t border-border p-3">{footer}</footer>
    </section>
  );
}

function MoneyInRow({
  tx,
  currency,
  choice,
  incomeNames,
  onChoose,
  onEditRequest,
  onDelete,
}: {
  tx: ReportTransaction;
  currency: string;
  choice: MoneyInChoice;
  incomeNames: readonly string[];
  onChoose: (tx: ReportTransaction, choice: MoneyInChoice) => void;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
}) {
  const selectId = useId();
  const isOut = choice === NOT_INCOME;
  // A category the row was given that the person no longer has stays listed, so it reads true.
  const names =
    choice === NOT_INCOME || choice === NEEDS_CATEGORY || incomeNames.includes(choice)
      ? incomeNames
      : [choice, ...incomeNames];
  return (
    <li className="space-y-2 px-4 py-3" data-testid="money-in-transaction">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p
            className="truncate text-sm font-medium text-text"
            title={tx.description ?? tx.merchant}
          >
            {tx.merchant}
          </p>
          <p className="text-xs text-muted">
            {formatReportDate(tx.date)}
            {isOut || tx.kind === 'refund' || tx.kind === 'transfer' ? (
              <span className="whitespace-nowrap"> · {describeMoneyInKind(tx)}</span>
            ) : null}
          </p>
        </div>
        <p
          className={cn(
            'shrink-0 text-sm font-semibold tabular-nums',
            isOut ? 'text-muted' : 'text-text',
          )}
        >
          {formatReportMoney(tx.amountCents, currency)}
        </p>
        <div className="-mr-1 shrink-0">
          <RowActions
            name={tx.merchant}
            onEdit={() => onEditRequest(tx)}
            onDelete={() => onDelete(tx)}
          />
        </div>
      </div>
      <label htmlFor={selectId} className="sr-only">
        Income category for {tx.merchant}
      </label>
      <Select
        id={selectId}
        value={choice}
        className="h-9"
        onChange={(event) => onChoose(tx, event.target.value)}
      >
        {choice === NEEDS_CATEGORY ? (
          <option value={NEEDS_CATEGORY}>Choose an income category…</option>
        ) : null}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={NOT_INCOME}>Not income (leave out)</option>
      </Select>
    </li>
  );
}
