// This month against usual: each expense category's spending so far this month beside its average
// over the same days of the months before, the largest changes first; each opens its transactions.
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { UsualReport } from '#shared/contract/reports';
import { formatPeriod } from '#shared/period';
import { EmptyState } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';
import { reportFileName, usualCsv } from '../report-csv.ts';
import { historyLink } from '../report-range.ts';
import { ReportCard } from './report-card.tsx';

export function UsualCard({
  report,
  money,
}: {
  report: UsualReport | undefined;
  money: (cents: number) => string;
}) {
  const description = report
    ? report.monthsBack === 0
      ? `${formatPeriod(report.month)} so far. There are no earlier months to compare with yet.`
      : `${formatPeriod(report.month)} to day ${report.day}, against the average of the same days in the ${report.monthsBack === 1 ? 'month' : `${report.monthsBack} months`} before.`
    : 'This month so far against the same days of the months before.';
  return (
    <ReportCard
      id="usual"
      title="This month against usual"
      description={description}
      csv={
        report
          ? {
              text: usualCsv(report),
              fileName: reportFileName('usual', report.month, report.month),
            }
          : null
      }
    >
      {!report ? null : report.categories.length === 0 ? (
        <EmptyState message="No spending this month or in the months before." />
      ) : (
        <ul className="divide-y divide-border" aria-label="Categories, largest change first">
          {report.categories.map((category) => {
            const isUp = category.change > 0;
            const Arrow = isUp ? ArrowUpRight : ArrowDownRight;
            return (
              <li
                key={category.name}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <Link
                  to={historyLink({ from: report.month, category: category.name, type: 'expense' })}
                  className="min-w-0 font-medium text-text underline-offset-4 hover:underline"
                >
                  {category.name}
                </Link>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm tabular-nums">
                  <span>
                    <span className="text-muted">So far </span>
                    {money(category.soFar)}
                  </span>
                  <span>
                    <span className="text-muted">Usual </span>
                    {money(category.usual)}
                  </span>
                  <span
                    className={cn(
                      'inline-flex min-w-24 items-center justify-end gap-1 font-medium',
                      category.change === 0
                        ? 'text-muted'
                        : isUp
                          ? 'text-negative'
                          : 'text-positive',
                    )}
                  >
                    {category.change === 0 ? null : <Arrow aria-hidden className="h-4 w-4" />}
                    {category.change > 0 ? '+' : category.change < 0 ? '−' : ''}
                    {money(Math.abs(category.change))}
                    <span className="sr-only">
                      {isUp ? ' more than usual' : category.change < 0 ? ' less than usual' : ''}
                    </span>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ReportCard>
  );
}
