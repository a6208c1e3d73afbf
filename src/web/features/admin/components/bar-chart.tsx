// A small column chart drawn with plain elements (no chart library on this page): one column per
// point, its height relative to the largest, its value in a tooltip, and the same figures as a table
// for screen readers and for anyone who prefers numbers.
import { cn } from '#web/lib/cn.ts';
import { td, th } from '#web/components/ui/table.tsx';

export interface BarPoint {
  /** The axis label ('Jun 17'). */
  label: string;
  value: number;
}

export function BarChart({
  points,
  summary,
  valueLabel,
  formatValue,
  barClassName = 'bg-accent',
}: {
  /** Oldest first, as read left to right. */
  points: BarPoint[];
  /** One sentence saying what the chart shows, read by screen readers in place of the columns. */
  summary: string;
  /** The table's value column ('Active users'). */
  valueLabel: string;
  formatValue: (value: number) => string;
  barClassName?: string;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const first = points[0];
  const last = points.at(-1);
  return (
    <div>
      <div className="flex items-end justify-between text-xs text-muted" aria-hidden>
        <span>{formatValue(max)}</span>
      </div>
      <div
        role="img"
        aria-label={summary}
        className="mt-1 flex h-36 items-end gap-px border-b border-border sm:gap-1"
      >
        {points.map((point) => (
          <div
            key={point.label}
            title={`${point.label}: ${formatValue(point.value)}`}
            className="flex h-full min-w-0 flex-1 items-end"
          >
            <div
              className={cn('w-full rounded-t-sm', barClassName, point.value === 0 && 'opacity-30')}
              style={{ height: max === 0 ? '2px' : `max(2px, ${(point.value / max) * 100}%)` }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden>
        <span>{first?.label}</span>
        <span>{last?.label}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-accent-text">Show as a table</summary>
        <div
          className="mt-2 max-h-64 overflow-y-auto rounded-md"
          tabIndex={0}
          role="region"
          aria-label={`${valueLabel} by period`}
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className={th}>
                  Period
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...points].reverse().map((point) => (
                <tr key={point.label}>
                  <th scope="row" className={`${td} py-2 text-left font-normal`}>
                    {point.label}
                  </th>
                  <td className={`${td} py-2 text-right tabular-nums`}>
                    {formatValue(point.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
