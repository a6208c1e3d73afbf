// Income, spending and saving: each month's money in and out (expenses, savings, debt payments), what
// was left over, and the share of income neither spent nor paid to debts. Each figure opens the
// transactions behind it.
import { Link } from 'react-router';
import type { CategoryType } from '#shared/categories';
import type { CashflowReport } from '#shared/contract/reports';
import type { MonthKey } from '#shared/period';
import { TableRegion, td, th } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';
import { cashflowCsv, reportFileName } from '../report-csv.ts';
import { historyLink, shortMonth } from '../report-range.ts';
import { ReportCard, stickyFirst } from './report-card.tsx';

const COLUMNS: Array<{
  key: 'moneyIn' | 'expenses' | 'savings' | 'debt';
  label: string;
  type: CategoryType;
}> = [
  { key: 'moneyIn', label: 'Money in', type: 'income' },
  { key: 'expenses', label: 'Expenses', type: 'expense' },
  { key: 'savings', label: 'Savings', type: 'savings' },
  { key: 'debt', label: 'Debt payments', type: 'debt' },
];

function rateText(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

export function CashflowCard({
  report,
  money,
}: {
  report: CashflowReport | undefined;
  money: (cents: number) => string;
}) {
  const rows = report ? [...report.months, { ...report.total, month: null }] : [];
  const first = report?.months[0]?.month;
  const last = report?.months.at(-1)?.month;
  const link = (month: MonthKey | null, type: CategoryType) =>
    historyLink({ from: month ?? first!, to: month ?? last!, type });
  return (
    <ReportCard
      id="cashflow"
      title="Income, spending and saving"
      description="Money in and out each month. Saving rate: the share of money in not spent on expenses or debts."
      csv={
        report && first && last
          ? { text: cashflowCsv(report), fileName: reportFileName('cashflow', first, last) }
          : null
      }
    >
      {report ? (
        <TableRegion label="Income, spending and saving per month">
          <table className="w-full min-w-max text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className={cn(th, stickyFirst)}>
                  Month
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className={cn(th, 'text-right')}>
                    {c.label}
                  </th>
                ))}
                <th scope="col" className={cn(th, 'text-right')}>
                  Left over
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  Saving rate
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.month ?? 'total'}
                  className={cn(
                    'border-b border-border last:border-0',
                    row.month === null && 'border-t-2 font-semibold',
                  )}
                >
                  <th scope="row" className={cn(td, stickyFirst, 'text-left font-medium')}>
                    {row.month ? shortMonth(row.month) : 'Total'}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.key} className={cn(td, 'text-right tabular-nums')}>
                      <Link
                        to={link(row.month, c.type)}
                        className="underline-offset-4 hover:underline"
                      >
                        {money(row[c.key])}
                      </Link>
                    </td>
                  ))}
                  <td
                    className={cn(
                      td,
                      'text-right tabular-nums',
                      row.leftOver < 0 ? 'text-negative' : 'text-text',
                    )}
                  >
                    {money(row.leftOver)}
                  </td>
                  <td
                    className={cn(
                      td,
                      'text-right tabular-nums',
                      row.savingRate !== null && row.savingRate < 0 ? 'text-negative' : 'text-text',
                    )}
                  >
                    {rateText(row.savingRate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </ReportCard>
  );
}
