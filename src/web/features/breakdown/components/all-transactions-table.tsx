// Every money-out transaction in one table: sortable by date, merchant, amount and category, searched
// by merchant or category, and exported as CSV exactly as it stands after the person's edits.
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { cn } from '#web/lib/cn.ts';
import { reportCsv, reportFileName } from '../export-csv.ts';
import type { ReportTransaction } from '../report.ts';
import {
  DEFAULT_SORT,
  nextSort,
  visibleRows,
  type SortKey,
  type TableSort,
} from '../transactions-table.ts';
import { formatReportDate, formatReportMoney, formatShortReportDate } from './format.ts';
import { downloadText } from '#web/lib/download.ts';

/** More rows than this and only those in view are drawn. */
const VIRTUAL_AFTER = 100;
/** Every row's height: one line of text (long names are cut with an ellipsis). */
const ROW_HEIGHT = 37;

// On a phone the category column gives way to the amount (the search still finds categories).
const COLUMNS: Array<{ key: SortKey; label: string; align?: 'right'; className?: string }> = [
  { key: 'date', label: 'Date' },
  { key: 'merchant', label: 'Merchant' },
  { key: 'category', label: 'Category', className: 'hidden sm:table-cell' },
  { key: 'amount', label: 'Amount', align: 'right' },
];

function downloadCsv(rows: readonly ReportTransaction[]): void {
  downloadText(reportCsv(rows), reportFileName(new Date()), 'text/csv;charset=utf-8');
}

export function AllTransactionsTable({
  transactions,
  currency,
}: {
  transactions: readonly ReportTransaction[];
  currency: string;
}) {
  const id = useId();
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [query, setQuery] = useState('');
  // Typing stays instant on long statements: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(
    () => visibleRows(transactions, sort, deferredQuery),
    [transactions, sort, deferredQuery],
  );
  // A long statement's table draws only the rows in view (and a few around them), so a keystroke
  // in the search or a sort stays quick with hundreds of transactions.
  const scroller = useRef<HTMLDivElement>(null);
  const isVirtual = rows.length > VIRTUAL_AFTER;
  // (No React Compiler here: the virtualizer re-renders this table itself as it scrolls.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = isVirtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }));
  const padTop = isVirtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = isVirtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          id={`${id}-search`}
          label="Search transactions"
          className="sm:w-72"
          placeholder="Search merchant or category"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadCsv(visibleRows(transactions, DEFAULT_SORT, ''))}
          disabled={transactions.length === 0}
        >
          <Download aria-hidden className="h-4 w-4" />
          Export CSV
        </Button>
      </div>
      <div
        ref={scroller}
        className="max-h-[32rem] overflow-auto rounded-xl border border-border"
        tabIndex={0}
      >
        <table className="w-full text-sm sm:min-w-[36rem]">
          <caption className="sr-only">
            All transactions, sorted by {sort.key}{' '}
            {sort.direction === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className="sticky top-0 bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              {COLUMNS.map((column) => {
                const isActive = sort.key === column.key;
                const Icon = !isActive
                  ? ArrowUpDown
                  : sort.direction === 'asc'
                    ? ArrowUp
                    : ArrowDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                    className={cn(column.align === 'right' && 'text-right', column.className)}
                  >
                    <button
                      type="button"
                      onClick={() => setSort((current) => nextSort(current, column.key))}
                      className="inline-flex items-center gap-1 px-2 py-2 sm:px-3.5 font-semibold uppercase hover:text-text cursor-pointer focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {column.label}
                      <Icon aria-hidden className="h-3.5 w-3.5" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted">
                  {transactions.length === 0
                    ? 'No money went out in this statement.'
                    : `No transactions match “${deferredQuery.trim()}”.`}
                </td>
              </tr>
            ) : (
              <>
                {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
                {items.map(({ index }) => {
                  const tx = rows[index]!;
                  return (
                    <tr key={tx.id} data-testid="table-row" className="h-[37px]">
                      <td className="whitespace-nowrap px-2 py-2 sm:px-3 text-muted">
                        <span className="sm:hidden">{formatShortReportDate(tx.date)}</span>
                        <span className="hidden sm:inline">{formatReportDate(tx.date)}</span>
                      </td>
                      <td
                        className="max-w-[7.5rem] truncate whitespace-nowrap px-2 py-2 sm:px-3 text-text sm:max-w-[16rem]"
                        title={tx.merchant}
                      >
                        {tx.merchant}
                      </td>
                      <td className="hidden max-w-[12rem] truncate whitespace-nowrap px-2 py-2 sm:px-3 text-muted sm:table-cell">
                        {tx.category}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 sm:px-3 text-right font-medium tabular-nums text-text">
                        {formatReportMoney(tx.amountCents, currency)}
                      </td>
                    </tr>
                  );
                })}
                {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
              </>
            )}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {rows.length === transactions.length
          ? `${transactions.length} transactions`
          : `${rows.length} of ${transactions.length} transactions`}
      </p>
    </div>
  );
}
