// Insights of the spending as it stands: average transaction, highest and lowest category, count,
// charges that repeat (told apart from subscriptions, which are known by name), and where most money
// went.
import type { ReactNode } from 'react';
import type { RecurringCharge, SpendingInsights } from '#engine/insights';
import { CADENCE_LABELS } from '#shared/budget/schedule';
import {
  NO_REPEATED_CHARGES,
  REPEATED_CHARGES_MEANING,
  REPEATED_CHARGES_TITLE,
} from '../repeated-charges-words.ts';
import { formatReportMoney } from './format.ts';

export function InsightsPanel({
  insights,
  currency,
  subscriptionsNote,
  renderChargeAction,
}: {
  insights: SpendingInsights;
  currency: string;
  /** Why subscriptions in the report may be missing here (repeated-charges-words.ts), if they are. */
  subscriptionsNote?: string | null;
  /** Shown under each recurring charge (the Spend Breakdown's 'Make it a bill'). */
  renderChargeAction?: ((charge: RecurringCharge) => ReactNode) | undefined;
}) {
  const money = (cents: number) => formatReportMoney(cents, currency);
  const facts = [
    { label: 'Average transaction', value: money(insights.averageCents) },
    {
      label: 'Highest category',
      value: insights.highestCategory
        ? `${insights.highestCategory.category} · ${money(insights.highestCategory.totalCents)}`
        : '—',
    },
    {
      label: 'Lowest category',
      value: insights.lowestCategory
        ? `${insights.lowestCategory.category} · ${money(insights.lowestCategory.totalCents)}`
        : '—',
    },
    { label: 'Total transactions', value: String(insights.totalTransactions) },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-surface-2 px-3 py-2.5">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="mt-0.5 truncate text-sm font-semibold tabular-nums text-text">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-text">{REPEATED_CHARGES_TITLE}</h3>
          <p className="mt-0.5 text-xs text-muted">{REPEATED_CHARGES_MEANING}</p>
          {insights.recurringCharges.length === 0 ? (
            <p className="mt-1.5 text-sm text-muted">{NO_REPEATED_CHARGES}</p>
          ) : (
            <ul className="mt-1.5 space-y-1.5 text-sm">
              {insights.recurringCharges.map((charge) => (
                <li key={`${charge.merchant}|${charge.cadence}`} className="space-y-1">
                  <span className="flex justify-between gap-3">
                    <span className="min-w-0">
                      <span className="block truncate text-text">{charge.merchant}</span>
                      <span className="block text-xs text-muted">
                        {CADENCE_LABELS[charge.cadence]}, {charge.count} times
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums text-text">
                      {money(charge.typicalCents)}
                    </span>
                  </span>
                  {renderChargeAction ? renderChargeAction(charge) : null}
                </li>
              ))}
            </ul>
          )}
          {subscriptionsNote ? (
            <p className="mt-2 text-xs text-muted" data-testid="subscriptions-note">
              {subscriptionsNote}
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-text">Largest merchants</h3>
          {insights.topMerchants.length === 0 ? (
            <p className="mt-1.5 text-sm text-muted">No spending yet.</p>
          ) : (
            <ol className="mt-1.5 space-y-1.5 text-sm">
              {insights.topMerchants.map((m) => (
                <li key={m.merchant} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block truncate text-text">{m.merchant}</span>
                    <span className="block text-xs text-muted">
                      {m.count === 1 ? '1 transaction' : `${m.count} transactions`}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums text-text">{money(m.totalCents)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
