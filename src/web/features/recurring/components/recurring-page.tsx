// Recurring (/recurring): the charges that repeat in a person's own transactions (issue 33), what
// they cost a month and a year, a price rise or a charge that stopped flagged, each made a repeating
// bill in one click or dismissed for good (dismissed ones can come back).
import { ArrowUpRight, CircleSlash, Repeat, RotateCcw, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { RecurringSeriesView } from '#shared/contract/recurring';
import { formatCents, type CurrencyCode } from '#shared/money';
import { formatShortDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/session.ts';
import { useDismissSeries, useMakeBill, useRecurring } from '../api.ts';
import { cadenceText, confidenceText, nextChargeText } from '../series-words.ts';

function Flag({ tone, children }: { tone: 'warning' | 'muted'; children: React.ReactNode }) {
  return (
    <span
      className={
        tone === 'warning'
          ? 'inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning'
          : 'inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted'
      }
    >
      {children}
    </span>
  );
}

function SeriesRow({
  series,
  currency,
  dismissed,
  onDismiss,
  onMakeBill,
  isBusy,
}: {
  series: RecurringSeriesView;
  currency: CurrencyCode;
  dismissed: boolean;
  onDismiss: (dismiss: boolean) => void;
  onMakeBill: () => void;
  isBusy: boolean;
}) {
  const money = (cents: number) => formatCents(cents, currency);
  const amount =
    series.minAmount === series.maxAmount
      ? money(series.typicalAmount)
      : `${money(series.minAmount)} to ${money(series.maxAmount)}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-medium text-text">{series.merchant}</h3>
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
            <Repeat aria-hidden className="h-3 w-3" />
            {cadenceText(series)}
          </span>
          {series.priceChange ? (
            <Flag tone="warning">
              <TrendingUp aria-hidden className="h-3 w-3" />
              {series.priceChange.to > series.priceChange.from ? 'Price rose' : 'Price fell'}{' '}
              {money(series.priceChange.from)} → {money(series.priceChange.to)} on{' '}
              {formatShortDate(series.priceChange.date)}
            </Flag>
          ) : null}
          {series.stopped ? (
            <Flag tone="muted">
              <CircleSlash aria-hidden className="h-3 w-3" />
              Stopped
            </Flag>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {amount} · {series.count} charges since {formatShortDate(series.firstDate)} ·{' '}
          {nextChargeText(series)} · {confidenceText(series.confidence)} confidence
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <div className="mr-2 text-right text-sm tabular-nums">
          <div className="font-medium text-text">{money(series.monthlyCost)} a month</div>
          <div className="text-muted">{money(series.yearlyCost)} a year</div>
        </div>
        {dismissed ? (
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onDismiss(false)}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            Bring back {series.merchant}
          </Button>
        ) : (
          <>
            {series.billId ? (
              <Link
                to="/budget?tab=money-out"
                className="inline-flex h-8 items-center gap-1 px-2 text-sm font-medium text-accent-text hover:underline"
              >
                A repeating bill
                <ArrowUpRight aria-hidden className="h-4 w-4" />
              </Link>
            ) : (
              <Button size="sm" disabled={isBusy} onClick={onMakeBill}>
                Make it a bill
                <span className="sr-only">: {series.merchant}</span>
              </Button>
            )}
            <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => onDismiss(true)}>
              Dismiss
              <span className="sr-only"> {series.merchant}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function RecurringPage() {
  const me = useMe();
  const currency = me.data?.profile.currency ?? 'USD';
  const recurring = useRecurring();
  const dismiss = useDismissSeries();
  const makeBill = useMakeBill();
  const isBusy = dismiss.isPending || makeBill.isPending;
  const error = dismiss.error ?? makeBill.error;
  const errorText = error
    ? error instanceof ApiError
      ? error.message
      : 'That did not work. Please try again.'
    : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Recurring"
        description="Charges that repeat in your transactions: subscriptions, bills and memberships."
      />
      {errorText ? <Alert tone="error">{errorText}</Alert> : null}
      {makeBill.isSuccess ? (
        <Alert tone="success">
          Added as a repeating bill: it now shows in every month it falls in on{' '}
          <Link to="/budget?tab=money-out" className="font-medium underline">
            Your Budget
          </Link>
          .
        </Alert>
      ) : null}
      <QueryState query={recurring} loadingLabel="Looking for charges that repeat" size="page">
        {(view) => (
          <>
            <Card>
              <div className="flex flex-wrap items-baseline justify-between gap-4">
                <div>
                  <CardTitle>Found in your transactions</CardTitle>
                  <CardDescription className="mt-1">
                    The same merchant charging about the same amount on a schedule, weekly to
                    yearly, from your last two years of money out.
                  </CardDescription>
                </div>
                <dl className="flex gap-6 text-right tabular-nums">
                  <div>
                    <dt className="text-xs text-muted">A month</dt>
                    <dd className="text-lg font-semibold">
                      {formatCents(view.monthlyTotal, currency)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">A year</dt>
                    <dd className="text-lg font-semibold">
                      {formatCents(view.yearlyTotal, currency)}
                    </dd>
                  </div>
                </dl>
              </div>
              {view.series.length === 0 ? (
                <p className="mt-6 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">
                  No charges repeat in your transactions yet. Add or import a few months of them (
                  <Link to="/ai-chat" className="font-medium text-accent-text hover:underline">
                    Spend Breakdown
                  </Link>{' '}
                  imports a statement) and what repeats shows here.
                </p>
              ) : (
                <ul aria-label="Recurring charges" className="mt-2 divide-y divide-border">
                  {view.series.map((series) => (
                    <SeriesRow
                      key={series.key}
                      series={series}
                      currency={currency}
                      dismissed={false}
                      isBusy={isBusy}
                      onDismiss={(yes) => dismiss.mutate({ key: series.key, dismiss: yes })}
                      onMakeBill={() => makeBill.mutate(series.key)}
                    />
                  ))}
                </ul>
              )}
            </Card>
            {view.dismissed.length > 0 ? (
              <Card>
                <CardTitle>Dismissed</CardTitle>
                <CardDescription className="mt-1">
                  Not counted above, and they stay here however often they charge again.
                </CardDescription>
                <ul aria-label="Dismissed charges" className="mt-2 divide-y divide-border">
                  {view.dismissed.map((series) => (
                    <SeriesRow
                      key={series.key}
                      series={series}
                      currency={currency}
                      dismissed
                      isBusy={isBusy}
                      onDismiss={(yes) => dismiss.mutate({ key: series.key, dismiss: yes })}
                      onMakeBill={() => makeBill.mutate(series.key)}
                    />
                  ))}
                </ul>
              </Card>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
