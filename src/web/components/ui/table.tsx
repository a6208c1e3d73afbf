// Tables' frame and shared cell styles. Wide tables (expenses, bills, the admin lists) show as a table from
// the sm breakpoint up and as a stacked list below it, so a phone never scrolls sideways.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export const th = 'px-3 py-2.5 text-xs font-medium uppercase tracking-wide text-muted';
export const td = 'px-3 py-3 align-middle';
/** The link-look buttons under a table ('Add Expense Category' ...), flush with the text. */
export const addLink = 'h-auto px-0 py-1';

/** A named, focusable region around a table, so keyboard users can scroll it if it ever overflows. */
export function TableRegion({
  label,
  isWideOnly = false,
  children,
}: {
  label: string;
  /** Shown from the sm breakpoint up only (a StackedList stands in below it). */
  isWideOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // Positioned, so a visually hidden label inside a scrolled table stays inside it too.
        'relative -mx-2 overflow-x-auto rounded-md sm:-mx-3',
        isWideOnly && 'hidden sm:block',
      )}
    >
      {children}
    </div>
  );
}

/** The phone layout of a wide table: one block per row. */
export function StackedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-border sm:hidden">
      {children}
    </ul>
  );
}

/** A labelled amount inside a stacked row. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** A table's empty state: what is missing and, where there is one, the link that adds the first. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center">
      <p className="max-w-sm text-sm text-muted">{message}</p>
      {action}
    </div>
  );
}
