// The distribution of spending by category: a donut in the 12-colour palette (a picture only) beside
// the same shares as a list, which is its text alternative.
import { arc, pie } from 'd3-shape';
import { ShareList } from '#web/components/charts/share-list.tsx';
import type { CategoryGroup } from '../report.ts';
import { categoryColors } from './category-colors.ts';
import { formatReportMoney } from './format.ts';

const SIZE = 200;
const RADIUS = SIZE / 2;

export function SpendingChart({
  groups,
  totalCents,
  currency,
}: {
  groups: CategoryGroup[];
  totalCents: number;
  currency: string;
}) {
  const colors = categoryColors(groups);
  const slices = groups
    .filter((g) => g.totalCents > 0)
    .map((g) => ({ name: g.category, cents: g.totalCents, color: colors.get(g.category)! }));
  const arcs = pie<(typeof slices)[number]>()
    .value((s) => s.cents)
    .sort(null)
    .padAngle(slices.length > 1 ? 0.012 : 0)(slices);
  const draw = arc<(typeof arcs)[number]>()
    .innerRadius(RADIUS * 0.62)
    .outerRadius(RADIUS - 2)
    .cornerRadius(2);
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <div className="relative shrink-0">
        <svg
          aria-hidden
          width={SIZE}
          height={SIZE}
          viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`}
          className="block"
        >
          {arcs.length === 0 ? (
            <circle
              r={RADIUS * 0.81}
              fill="none"
              stroke="var(--color-surface-2)"
              strokeWidth={RADIUS * 0.38}
            />
          ) : (
            arcs.map((a) => <path key={a.data.name} d={draw(a) ?? ''} fill={a.data.color} />)
          )}
        </svg>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xs text-muted">Total spent</span>
          <span className="text-base font-semibold tabular-nums text-text">
            {formatReportMoney(totalCents, currency)}
          </span>
        </div>
      </div>
      <ShareList
        className="w-full min-w-0 flex-1"
        label="Spending by category"
        empty={<p className="text-sm text-muted">No spending to show.</p>}
        items={slices.map((s) => ({
          name: s.name,
          amountLabel: formatReportMoney(s.cents, currency),
          percent: totalCents > 0 ? ((100 * s.cents) / totalCents).toFixed(1) : '0.0',
          color: s.color,
        }))}
      />
    </div>
  );
}
