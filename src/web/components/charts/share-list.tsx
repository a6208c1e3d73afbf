// Shares of a total as a list that is its own text alternative: one stacked bar for the whole (a
// picture only), then each item's colour, name, amount, percentage and bar. Long lists either scroll at
// a fixed height (spec section 9, the breakdown's cards), focusable so keyboards scroll them too, or
// show their first rows and a 'Show all' button (the dashboard's: no scroll box inside the page).
import { useId, useState, type ReactNode } from 'react';
import { ShowAllButton } from '#web/components/show-all-button.tsx';
import { cn } from '#web/lib/cn.ts';

export interface ShareItem {
  name: string;
  /** The amount as text. */
  amountLabel: string;
  /** Percentage of the total with one decimal, as text ('12.5'). */
  percent: string;
  color: string;
}

/** More rows than this and the list scrolls, or is cut with 'Show all'. */
const LONG_AFTER = 7;

export function ShareList({
  items,
  label,
  empty,
  className,
  overflow = 'scroll',
  noun = 'items',
}: {
  items: ShareItem[];
  /** A long list scrolls inside its box, or shows its first rows and 'Show all'. */
  overflow?: 'scroll' | 'show-all';
  /** What 'Show all' counts ('categories'). */
  noun?: string;
  /** Names the list for screen readers ('Income sources'). */
  label: string;
  /** Shown instead of the chart when there are no items. */
  empty: ReactNode;
  className?: string;
}) {
  const [isShowingAll, setShowingAll] = useState(false);
  const listId = useId();
  if (items.length === 0) return <div className={className}>{empty}</div>;
  const isLong = items.length > LONG_AFTER;
  const isScrolling = isLong && overflow === 'scroll';
  const isCut = isLong && overflow === 'show-all' && !isShowingAll;
  const hasAmounts = items.some((item) => Number(item.percent) > 0);
  return (
    <div className={className}>
      <div
        aria-hidden
        className="flex h-3 w-full gap-0.5 overflow-hidden rounded-full bg-surface-2"
      >
        {hasAmounts
          ? items
              .filter((item) => Number(item.percent) > 0)
              .map((item) => (
                <span
                  key={item.name}
                  className="h-full min-w-1 first:rounded-l-full last:rounded-r-full"
                  style={{ width: `${item.percent}%`, backgroundColor: item.color }}
                />
              ))
          : null}
      </div>
      <ul
        id={listId}
        aria-label={label}
        tabIndex={isScrolling ? 0 : undefined}
        className={cn(
          'mt-4 space-y-3 rounded-md',
          isScrolling && '-mr-2 max-h-[26rem] overflow-y-auto pr-2',
        )}
      >
        {(isCut ? items.slice(0, LONG_AFTER) : items).map((item) => (
          <li key={item.name} className="text-sm">
            <div className="flex items-center gap-2.5">
              <span
                aria-hidden
                className="h-2.5 w-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: item.color }}
              />
              <span className="min-w-0 flex-1 truncate font-medium text-text" title={item.name}>
                {item.name}
              </span>
              <span className="shrink-0 tabular-nums text-text">{item.amountLabel}</span>
              <span className="w-14 shrink-0 text-right tabular-nums text-muted">
                {item.percent}%
              </span>
            </div>
            <div
              aria-hidden
              className="mt-1.5 ml-5 h-1.5 overflow-hidden rounded-full bg-surface-2"
            >
              <div
                className="h-full rounded-full"
                style={{ width: `${item.percent}%`, backgroundColor: item.color }}
              />
            </div>
          </li>
        ))}
      </ul>
      {isLong && overflow === 'show-all' ? (
        <ShowAllButton
          total={items.length}
          noun={noun}
          isExpanded={isShowingAll}
          onToggle={() => setShowingAll((isOpen) => !isOpen)}
          controls={listId}
        />
      ) : null}
    </div>
  );
}
