// Spending over time as stacked columns, one per month, a colour per category and a dashed line at the
// monthly average; each column links to that month's spending in Transaction History. Drawn in SVG
// like the other charts (ADR 0028); the table beside it is the same figures for reading aloud.
import { Link } from 'react-router';
import type { SpendingReport } from '#shared/contract/reports';
import { TableRegion } from '#web/components/ui/table.tsx';
import { historyLink, shortMonth } from '../report-range.ts';

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 56;
const BOTTOM = 28;
const TOP = 12;

/** A round top for the axis, at least `value`: 1 to 10 (in easy steps) times a power of ten. */
function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((step) => step * power >= value) ?? 10) * power;
}

export function SpendingColumns({
  report,
  shown,
  colors,
  money,
}: {
  report: SpendingReport;
  /** The categories picked, in the report's order. */
  shown: SpendingReport['categories'];
  colors: ReadonlyMap<string, string>;
  money: (cents: number) => string;
}) {
  const months = report.months;
  const totals = months.map((_, i) =>
    shown.reduce((sum, c) => sum + Math.max(0, c.amounts[i]!), 0),
  );
  const average = Math.round(totals.reduce((a, b) => a + b, 0) / Math.max(1, months.length));
  const top = niceCeiling(Math.max(...totals, average));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (cents: number) => TOP + plotHeight - (cents / top) * plotHeight;
  const band = (WIDTH - LEFT) / months.length;
  const barWidth = Math.max(4, Math.min(40, band * 0.6));
  const labelEvery = months.length > 12 ? 3 : 1;
  return (
    // On a phone the chart keeps a readable size and scrolls sideways within its frame.
    <TableRegion label="Spending chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full min-w-[560px]"
        role="group"
        aria-label={`Spending per month from ${shortMonth(months[0]!)} to ${shortMonth(months.at(-1)!)}, averaging ${money(average)} a month`}
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(top * share) + 4}
              textAnchor="end"
              className="fill-muted text-[10px]"
            >
              {money(top * share).replace(/\.00$/, '')}
            </text>
          </g>
        ))}
        {months.map((month, i) => {
          const x = LEFT + band * i + (band - barWidth) / 2;
          let base = 0;
          return (
            <Link
              key={month}
              to={historyLink({ from: month, type: 'expense' })}
              aria-label={`${shortMonth(month)}: ${money(totals[i]!)} spent`}
            >
              <rect
                x={LEFT + band * i}
                y={TOP}
                width={band}
                height={plotHeight}
                className="fill-transparent hover:fill-surface-2"
              />
              {shown.map((category) => {
                const amount = Math.max(0, category.amounts[i]!);
                if (amount === 0) return null;
                const height = (amount / top) * plotHeight;
                base += amount;
                return (
                  <rect
                    key={category.name}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={height}
                    fill={colors.get(category.name)}
                  />
                );
              })}
              {i % labelEvery === 0 ? (
                <text
                  x={LEFT + band * i + band / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted text-[10px]"
                >
                  {shortMonth(month).replace(/ \d{2}(\d{2})$/, " '$1")}
                </text>
              ) : null}
            </Link>
          );
        })}
        <line
          x1={LEFT}
          x2={WIDTH}
          y1={y(average)}
          y2={y(average)}
          className="stroke-text"
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
        <text x={WIDTH - 4} y={y(average) - 5} textAnchor="end" className="fill-text text-[10px]">
          Average {money(average)}
        </text>
      </svg>
    </TableRegion>
  );
}
