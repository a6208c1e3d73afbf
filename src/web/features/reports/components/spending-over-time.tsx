// Spending over time: each expense category's spending per month as stacked columns with the monthly
// average, or as a table; the categories to compare are picked below the chart. Every figure of the
// table opens the transactions behind it.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SpendingReport } from '#shared/contract/reports';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState, TableRegion, td, th } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';
import { categoryColor } from '#web/lib/palette.ts';
import { spendingCsv, reportFileName } from '../report-csv.ts';
import { historyLink, shortMonth } from '../report-range.ts';
import { ReportCard, stickyFirst } from './report-card.tsx';
import { SpendingColumns } from './spending-columns.tsx';

const figureLink = 'tabular-nums text-text underline-offset-4 hover:underline';

export function SpendingOverTime({
  report,
  money,
}: {
  report: SpendingReport | undefined;
  money: (cents: number) => string;
}) {
  const [asTable, setAsTable] = useState(false);
  // Categories left out of the comparison (all are in until the person takes one out).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const colors = useMemo(
    () => new Map((report?.categories ?? []).map((c, i) => [c.name, categoryColor(i)])),
    [report],
  );
  const shown = (report?.categories ?? []).filter((c) => !hidden.has(c.name));
  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  return (
    <ReportCard
      id="spending-over-time"
      title="Spending over time"
      description="What each expense category cost, month by month, with the monthly average."
      csv={
        report
          ? {
              text: spendingCsv(report),
              fileName: reportFileName('spending', report.months[0]!, report.months.at(-1)!),
            }
          : null
      }
      actions={
        <Button variant="secondary" size="sm" onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      }
    >
      {!report ? null : report.categories.length === 0 ? (
        <EmptyState message="No spending in these months yet." />
      ) : asTable ? (
        <SpendingTable report={report} shown={shown} money={money} />
      ) : (
        <>
          <SpendingColumns report={report} shown={shown} colors={colors} money={money} />
          <fieldset className="mt-4">
            <legend className="text-xs font-medium text-muted">Compare</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {report.categories.map((category) => {
                const isShown = !hidden.has(category.name);
                return (
                  <label
                    key={category.name}
                    className={cn(
                      'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                      isShown ? 'border-border bg-surface-2 text-text' : 'border-border text-muted',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={isShown}
                      onChange={() => toggle(category.name)}
                    />
                    <span
                      aria-hidden
                      className="h-2.5 w-2.5 rounded-full"
                      style={{
                        background: isShown ? colors.get(category.name) : 'transparent',
                        border: `2px solid ${colors.get(category.name)}`,
                      }}
                    />
                    {category.name}
                    <span className="tabular-nums text-muted">{money(category.total)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
    </ReportCard>
  );
}

function SpendingTable({
  report,
  shown,
  money,
}: {
  report: SpendingReport;
  shown: SpendingReport['categories'];
  money: (cents: number) => string;
}) {
  const first = report.months[0]!;
  const last = report.months.at(-1)!;
  return (
    <TableRegion label="Spending per category and month">
      <table className="w-full min-w-max text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className={cn(th, stickyFirst)}>
              Category
            </th>
            {report.months.map((month) => (
              <th key={month} scope="col" className={cn(th, 'text-right')}>
                {shortMonth(month)}
              </th>
            ))}
            <th scope="col" className={cn(th, 'text-right')}>
              Total
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Average
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((category) => (
            <tr key={category.name} className="border-b border-border last:border-0">
              <th scope="row" className={cn(td, stickyFirst, 'text-left font-medium')}>
                {category.name}
              </th>
              {category.amounts.map((amount, i) => (
                <td key={report.months[i]} className={cn(td, 'text-right')}>
                  <Link
                    className={figureLink}
                    to={historyLink({
                      from: report.months[i]!,
                      category: category.name,
                      type: 'expense',
                    })}
                  >
                    {money(amount)}
                  </Link>
                </td>
              ))}
              <td className={cn(td, 'text-right font-medium')}>
                <Link
                  className={figureLink}
                  to={historyLink({
                    from: first,
                    to: last,
                    category: category.name,
                    type: 'expense',
                  })}
                >
                  {money(category.total)}
                </Link>
              </td>
              <td className={cn(td, 'text-right text-muted')}>{money(category.average)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            <th scope="row" className={cn(td, 'text-left')}>
              All spending
            </th>
            {report.totals.map((total, i) => (
              <td key={report.months[i]} className={cn(td, 'text-right')}>
                <Link
                  className={figureLink}
                  to={historyLink({ from: report.months[i]!, type: 'expense' })}
                >
                  {money(total)}
                </Link>
              </td>
            ))}
            <td className={cn(td, 'text-right')}>{money(report.total)}</td>
            <td className={cn(td, 'text-right')}>{money(report.average)}</td>
          </tr>
        </tfoot>
      </table>
    </TableRegion>
  );
}
