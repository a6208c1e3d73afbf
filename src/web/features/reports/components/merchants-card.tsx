// Top merchants: where imported spending went over the months, each with a small line of its months
// (its trend) and its latest month beside its monthly average; each opens its transactions.
import { Link } from 'react-router';
import type { MerchantReport } from '#shared/contract/reports';
import { EmptyState } from '#web/components/ui/table.tsx';
import { merchantsCsv, reportFileName } from '../report-csv.ts';
import { historyLink, shortMonth } from '../report-range.ts';
import { ReportCard } from './report-card.tsx';

/** A merchant's months as a small line, highest month at the top. */
function Trend({ amounts }: { amounts: number[] }) {
  const width = 96;
  const height = 24;
  const top = Math.max(...amounts, 1);
  const step = amounts.length > 1 ? width / (amounts.length - 1) : 0;
  const points = amounts
    .map(
      (amount, i) =>
        `${(i * step).toFixed(1)},${(height - 2 - (amount / top) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-6 w-24 shrink-0" aria-hidden>
      <polyline points={points} fill="none" className="stroke-accent" strokeWidth={2} />
    </svg>
  );
}

export function MerchantsCard({
  report,
  money,
}: {
  report: MerchantReport | undefined;
  money: (cents: number) => string;
}) {
  const first = report?.months[0];
  const last = report?.months.at(-1);
  return (
    <ReportCard
      id="merchants"
      title="Top merchants"
      description="Where the spending you imported from statements went, with each merchant's months."
      csv={
        report && first && last
          ? { text: merchantsCsv(report), fileName: reportFileName('merchants', first, last) }
          : null
      }
    >
      {!report || !first || !last ? null : report.merchants.length === 0 ? (
        <EmptyState message="No spending imported from a statement in these months yet." />
      ) : (
        <ol className="divide-y divide-border" aria-label="Merchants, most spent first">
          {report.merchants.map((m) => {
            const lastMonth = m.amounts.at(-1)!;
            const average = Math.round(m.total / m.amounts.length);
            return (
              <li
                key={m.merchant}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <span className="min-w-0">
                  <Link
                    to={historyLink({ from: first, to: last, q: m.merchant })}
                    className="block truncate font-medium text-text underline-offset-4 hover:underline"
                  >
                    {m.merchant}
                  </Link>
                  <span className="block text-xs text-muted">
                    {m.count === 1 ? '1 transaction' : `${m.count} transactions`};{' '}
                    {shortMonth(last)} {money(lastMonth)}, {money(average)} a month on average
                  </span>
                </span>
                <span className="flex items-center gap-4">
                  <Trend amounts={m.amounts} />
                  <span className="w-24 text-right font-medium tabular-nums text-text">
                    {money(m.total)}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </ReportCard>
  );
}
