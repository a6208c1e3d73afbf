// Labelled figures in a grid: two columns on a phone, more on wider screens.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface StatItem {
  label: string;
  value: ReactNode;
  /** A short line under the figure (what it compares with, what it counts). */
  detail?: ReactNode;
}

export function StatGrid({ items, className }: { items: StatItem[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className="min-w-0 rounded-xl border border-border bg-surface-2/50 p-3 sm:p-4"
        >
          <dt className="text-xs font-medium text-muted sm:text-sm">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-text sm:text-2xl">
            {item.value}
          </dd>
          {item.detail ? (
            // A long unbroken word (an environment variable name) wraps instead of overflowing.
            <dd className="mt-0.5 text-xs text-muted [overflow-wrap:anywhere]">{item.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
