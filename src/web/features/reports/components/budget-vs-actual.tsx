// Budget against actual: each expense category's plan and spending per month as Your Budget showed
// them, the months it went over highlighted and counted; each spent figure opens its transactions.
import { Link } from 'react-router';
import type { BudgetReport } from '#shared/contract/reports';
import { EmptyState, TableRegion, td, th } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';
import { budgetCsv, reportFileName } from '../report-csv.ts';
import { historyLink, shortMonth } from '../report-range.ts';
import { ReportCard, stickyFirst } from './report-card.tsx';

export function BudgetVsActual({
  report,
  money,
}: {
  report: BudgetReport | undefined;
  money: (cents: number) => string;
}) {
  return (
    <ReportCard
      id="budget-vs-actual"
      title="Budget against actual"
      description="Spent against planned for each expense category, month by month. Red: more spent than planned."
      csv={
        report
          ? {
              text: budgetCsv(report),
              fileName: reportFileName('budget', report.months[0]!, report.months.at(-1)!),
            }
          : null
      }
    >
      {!report ? null : report.categories.length === 0 ? (
        <EmptyState message="No expense categories in these months yet." />
      ) : (
        <TableRegion label="Budget against actual per category and month">
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
                  Months over
                </th>
              </tr>
            </thead>
            <tbody>
              {report.categories.map((category) => (
                <tr key={category.name} className="border-b border-border last:border-0">
                  <th scope="row" className={cn(td, stickyFirst, 'text-left font-medium')}>
                    {category.name}
                  </th>
                  {category.cells.map((cell, i) => {
                    const month = report.months[i]!;
                    if (!cell)
                      return (
                        <td key={month} className={cn(td, 'text-right text-muted')}>
                          <span aria-label="Not in this month's budget">—</span>
                        </td>
                      );
                    const isOver = cell.actual > cell.goal;
                    return (
                      <td key={month} className={cn(td, 'text-right tabular-nums')}>
                        <Link
                          to={historyLink({
                            from: month,
                            category: category.name,
                            type: 'expense',
                          })}
                          className={cn(
                            'font-medium underline-offset-4 hover:underline',
                            isOver ? 'text-negative' : 'text-text',
                          )}
                        >
                          {money(cell.actual)}
                          {isOver ? <span className="sr-only"> (over budget)</span> : null}
                        </Link>
                        <span className="block text-xs text-muted">of {money(cell.goal)}</span>
                      </td>
                    );
                  })}
                  <td
                    className={cn(
                      td,
                      'text-right tabular-nums',
                      category.monthsOver > 0 ? 'font-semibold text-negative' : 'text-muted',
                    )}
                  >
                    {category.monthsOver}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </ReportCard>
  );
}
