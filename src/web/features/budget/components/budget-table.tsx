// The one table the budget's cards (income, expenses, bills) draw their categories in: a row per
// category named in its first cell, its figures, edit and delete, and a total row; a table from the
// sm breakpoint up and a stacked list below it. Each card says only its columns.
import type { ReactNode } from 'react';
import type { BudgetCategory } from '#shared/budget/rules';
import { RowActions } from '#web/components/row-actions.tsx';
import { TruncatedName } from '#web/components/truncated-name.tsx';
import { Figure, StackedList, TableRegion, td, th } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';

export interface BudgetColumn {
  /** The column's label: its header and, on phones, the figure's label. */
  label: string;
  /** The header when it holds more than the label (Diff.'s explain button). */
  header?: ReactNode;
  align: 'left' | 'right' | 'center';
  /** Extra classes of the column's cells in the table. */
  cellClassName?: string;
  cell: (category: BudgetCategory) => ReactNode;
  /** The cell on phones, where it differs from the table's. */
  stackedCell?: (category: BudgetCategory) => ReactNode;
  /** Not a figure on phones (shown beside the name instead, see `nameExtras`). */
  isTableOnly?: boolean;
  /** The column's total; a column without one leaves its total cell empty. */
  total?: ReactNode;
}

const ALIGN = { left: '', right: 'text-right', center: 'text-center' } as const;
// Written out, so Tailwind sees each class.
const STACKED_GRID = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

export function BudgetTable({
  label,
  nameLabel,
  categories,
  columns,
  rowClassName,
  nameExtras,
  onEdit,
  onDelete,
  rowActions,
}: {
  /** What the table and the list are called for screen readers ('Expense categories'). */
  label: string;
  /** The first column's header ('Category', 'Bill'). */
  nameLabel: string;
  categories: BudgetCategory[];
  columns: BudgetColumn[];
  rowClassName?: (category: BudgetCategory) => string | undefined;
  /** Shown beside the name on phones (a bill's type and status). */
  nameExtras?: (category: BudgetCategory) => ReactNode;
  onEdit: (category: BudgetCategory) => void;
  onDelete: (category: BudgetCategory) => void;
  /** A row's own actions before Edit and Delete (a repeating bill's Skip). */
  rowActions?: (category: BudgetCategory) => ReactNode;
}) {
  const actions = (category: BudgetCategory) => (
    <RowActions
      name={category.name}
      onEdit={() => onEdit(category)}
      onDelete={() => onDelete(category)}
      before={rowActions?.(category)}
    />
  );
  // 'Total' spans the columns before the first total; one empty cell spans those after the last.
  const firstTotal = columns.findIndex((column) => column.total !== undefined);
  const lastTotal = columns.findLastIndex((column) => column.total !== undefined);
  const stacked = columns.filter((column) => !column.isTableOnly);
  const lastStackedTotal = stacked.findLastIndex((column) => column.total !== undefined);
  const grid = STACKED_GRID[stacked.length as keyof typeof STACKED_GRID];
  return (
    <>
      <TableRegion label={label} isWideOnly>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className={th}>
                {nameLabel}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn(th, ALIGN[column.align])}>
                  {column.header ?? column.label}
                </th>
              ))}
              <th scope="col" className={`${th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {categories.map((category) => (
              <tr key={category.id} className={rowClassName?.(category)}>
                <th
                  scope="row"
                  className={`${td} max-w-[9rem] sm:max-w-[14rem] lg:max-w-[20rem] text-left font-medium`}
                >
                  <TruncatedName name={category.name} />
                </th>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={cn(td, ALIGN[column.align], column.cellClassName)}
                  >
                    {column.cell(category)}
                  </td>
                ))}
                <td className={`${td} py-1.5`}>{actions(category)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-semibold">
              <th
                scope="row"
                colSpan={firstTotal > 0 ? firstTotal + 1 : undefined}
                className={`${td} text-left`}
              >
                Total
              </th>
              {columns.slice(firstTotal, lastTotal + 1).map((column) => (
                <td key={column.label} className={cn(td, ALIGN[column.align])}>
                  {column.total}
                </td>
              ))}
              <td
                className={td}
                colSpan={columns.length - lastTotal > 1 ? columns.length - lastTotal : undefined}
              />
            </tr>
          </tfoot>
        </table>
      </TableRegion>
      <StackedList label={label}>
        {categories.map((category) => (
          <li key={category.id} className="py-3">
            <div className="flex items-center justify-between gap-2">
              {nameExtras ? (
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <TruncatedName name={category.name} className="font-medium" />
                  {nameExtras(category)}
                </span>
              ) : (
                <TruncatedName name={category.name} className="font-medium" />
              )}
              {actions(category)}
            </div>
            <dl className={cn('mt-1 grid gap-2 text-sm', grid)}>
              {stacked.map((column) => (
                <Figure key={column.label} label={column.label}>
                  {(column.stackedCell ?? column.cell)(category)}
                </Figure>
              ))}
            </dl>
          </li>
        ))}
        <li className="py-3 font-semibold">
          <span>Total</span>
          <dl className={cn('mt-1 grid gap-2 text-sm', grid)}>
            {stacked.slice(0, lastStackedTotal + 1).map((column) =>
              column.total === undefined ? (
                <span key={column.label} aria-hidden />
              ) : (
                <Figure key={column.label} label={column.label}>
                  {column.total}
                </Figure>
              ),
            )}
          </dl>
        </li>
      </StackedList>
    </>
  );
}
