// The side panel: the month's money summary (the shared totals of its transactions, as the dashboard
// and the history count them, plus the plans beside them) and each expense category's share of spending.
import { useId, useState } from 'react';
import type { CurrencyCode } from '#shared/money';
import { ShowAllButton } from '#web/components/show-all-button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import type { MoneySummary, SpendingShare } from '../budget-view.ts';
import { Money } from './money.tsx';

/** The largest shares shown before 'Show all': the list grows the page, never scrolls inside it. */
const SHARES_SHOWN = 8;

function SummaryLine({
  label,
  children,
  isSub = false,
}: {
  label: string;
  children: React.ReactNode;
  isSub?: boolean;
}) {
  return (
    <div className={isSub ? 'flex justify-between pl-3 text-muted' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SummaryPanel({
  summary,
  shares,
  currency,
  periodLabel,
}: {
  summary: MoneySummary;
  shares: SpendingShare[];
  currency: CurrencyCode;
  periodLabel: string;
}) {
  const [isShowingAll, setShowingAll] = useState(false);
  const sharesId = useId();
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>Summary</CardTitle>
        <p className="text-sm text-muted">{periodLabel}</p>
        <dl className="mt-4 space-y-2 text-sm">
          <SummaryLine label="Money In">
            <Money cents={summary.moneyIn} currency={currency} />
          </SummaryLine>
          <SummaryLine label="Planned income" isSub>
            <Money cents={summary.plannedIncome} currency={currency} />
          </SummaryLine>
          <SummaryLine label="Money Out">
            <Money cents={summary.moneyOut} currency={currency} />
          </SummaryLine>
          <SummaryLine label="Expenses" isSub>
            <Money cents={summary.expenses} currency={currency} />
          </SummaryLine>
          <SummaryLine label="Savings" isSub>
            <Money cents={summary.savings} currency={currency} />
          </SummaryLine>
          <SummaryLine label="Debt Payments" isSub>
            <Money cents={summary.debt} currency={currency} />
          </SummaryLine>
          <div className="flex justify-between border-t border-border pt-3 text-base font-semibold">
            <dt>Left Over</dt>
            <dd data-testid="left-over">
              <Money cents={summary.leftOver} currency={currency} tone="signed" />
            </dd>
          </div>
          <SummaryLine label="Bills still to pay">
            <span data-testid="still-to-pay">
              <Money cents={summary.stillToPay} currency={currency} />
            </span>
          </SummaryLine>
        </dl>
      </Card>

      <Card>
        <CardTitle>Spending by Category</CardTitle>
        <p className="text-sm text-muted">Share of total spending</p>
        {shares.length === 0 ? (
          <p className="mt-4 text-sm text-muted">No expense categories added yet.</p>
        ) : (
          <>
            <ul id={sharesId} className="mt-4 space-y-3" aria-label="Spending shares">
              {(isShowingAll ? shares : shares.slice(0, SHARES_SHOWN)).map((share) => (
                <li key={share.id} className="text-sm">
                  <div className="flex justify-between gap-3">
                    <span className="min-w-0 truncate" title={share.name}>
                      {share.name}
                    </span>
                    <span className="shrink-0 tabular-nums text-muted">{share.share}%</span>
                  </div>
                  <div
                    aria-hidden
                    className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-2"
                  >
                    <div
                      className="h-full rounded-full bg-accent"
                      style={{ width: `${share.share}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
            {shares.length > SHARES_SHOWN ? (
              <ShowAllButton
                total={shares.length}
                noun="categories"
                isExpanded={isShowingAll}
                onToggle={() => setShowingAll((isOpen) => !isOpen)}
                controls={sharesId}
              />
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
