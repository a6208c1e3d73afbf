// 'Where Your Money Comes From' and 'Where Your Money Goes' (spec section 2): each source or category
// with its amount and share of the total, largest first, in the chart palette.
import { Plus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardShare } from '#shared/contract/dashboard';
import { ShareList } from '#web/components/charts/share-list.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { categoryColor } from '#web/lib/palette.ts';

export function BreakdownCard({
  title,
  Icon,
  shares,
  total,
  money,
  listLabel,
  noun,
  empty,
  addLink,
}: {
  title: string;
  Icon: LucideIcon;
  shares: DashboardShare[];
  total: number;
  money: (cents: number) => string;
  listLabel: string;
  /** What 'Show all' counts ('categories', 'sources'). */
  noun: string;
  empty: string;
  /** Where the empty state's link goes to add the first entry, and what it says. */
  addLink: { to: string; label: string };
}) {
  return (
    <Card className="min-w-0">
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
          <Icon aria-hidden className="h-4.5 w-4.5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">{title}</CardTitle>
          {shares.length > 0 ? (
            <p className="text-sm text-muted">
              <span className="tabular-nums">{money(total)}</span> in total
            </p>
          ) : null}
        </div>
      </div>
      <ShareList
        className="mt-5"
        label={listLabel}
        overflow="show-all"
        noun={noun}
        items={shares.map((share, index) => ({
          name: share.name,
          amountLabel: money(share.amount),
          percent: share.percent,
          color: categoryColor(index),
        }))}
        empty={
          <div className="flex flex-col items-center gap-2 rounded-xl bg-surface-2/60 px-4 py-6 text-center">
            <p className="text-sm text-muted">{empty}</p>
            <Link
              to={addLink.to}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
            >
              <Plus aria-hidden className="h-4 w-4" />
              {addLink.label}
            </Link>
          </div>
        }
      />
    </Card>
  );
}
