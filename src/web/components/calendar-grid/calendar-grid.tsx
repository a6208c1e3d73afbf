// The one calendar grid of the app: the month title between previous and next buttons, the Sun-to-Sat
// weekday row, and the days as buttons in an ARIA grid. One day is in the tab order at a time; the
// arrow, Home/End and Page keys move between days and across months. What each day looks like, says
// and does comes from the caller, so the money calendar and the range picker share everything else.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatPeriod, shiftMonth, type MonthKey } from '#shared/period';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { buildMonthGrid, isInMonth, moveDate, pickTabStop, WEEKDAYS } from './month-grid.ts';

/** One day as its caller draws it. */
export interface CalendarDay {
  /** What a screen reader hears: the date and anything that sets the day apart. */
  label: string;
  /** The selected day, or an end of the chosen range (aria-pressed). */
  isPressed: boolean;
  /** The day button's look, on top of the grid's size and shape. */
  className: string;
  /** The day cell's look (a range's shading spans the cells, gaps included). */
  cellClassName?: string;
  /** Shown after the day's number, such as a dot for a day with transactions. */
  content?: ReactNode;
  /** Further data-* attributes, such as data-tone (tests and styles read them). */
  data?: Record<`data-${string}`, string>;
  onClick: () => void;
  onMouseEnter?: () => void;
}

// A page's calendar has room for larger days; the one in the range popover is tighter.
const SIZES = {
  regular: {
    nav: '',
    title: 'text-base',
    table: 'mt-3 border-separate border-spacing-1',
    cell: 'p-0',
    day: 'h-10 sm:h-11',
  },
  compact: {
    nav: 'h-9 w-9',
    title: 'text-sm',
    table: 'mt-2 border-collapse',
    cell: 'p-0 py-0.5',
    day: 'h-9',
  },
} as const;

export interface CalendarGridProps {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** 'YYYY-MM-DD' of today in the user's time zone (aria-current). */
  today: string;
  /** Days that may hold the tab stop before any day is focused, best first; else the 1st. */
  tabStopCandidates: ReadonlyArray<string | null>;
  /** What the caller shows for a day: its label, pressed state, classes and content. */
  dayOf: (date: string) => CalendarDay;
  /** A day took focus: by Tab, by a click or by a key move. */
  onDayFocus?: (date: string) => void;
  /** The pointer left the days. */
  onMouseLeave?: () => void;
  size?: keyof typeof SIZES;
  /** The month title: a heading on a page ('h2'), plain text inside a popover ('p'). */
  titleAs?: 'h2' | 'p';
  className?: string;
}

export function CalendarGrid({
  month,
  onMonthChange,
  today,
  tabStopCandidates,
  dayOf,
  onDayFocus,
  onMouseLeave,
  size = 'regular',
  titleAs: Title = 'h2',
  className,
}: CalendarGridProps) {
  const headingId = useId();
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const shouldMoveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const look = SIZES[size];
  const tabStop = pickTabStop({ month, focusDate, candidates: tabStopCandidates });

  // After a key moves to a day, focus it once it is on show (a month change may land a render later).
  useEffect(() => {
    if (!shouldMoveFocus.current || !isInMonth(focusDate, month)) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.date ?? tabStop;
    const next = moveDate(from, event.key);
    if (!next) return;
    event.preventDefault();
    shouldMoveFocus.current = true;
    setFocusDate(next);
    if (!isInMonth(next, month)) onMonthChange(next.slice(0, 7));
  }

  return (
    <div className={cn('w-full', className)}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className={look.nav}
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <Title
          id={headingId}
          aria-live="polite"
          className={cn('font-semibold text-text', look.title)}
        >
          {formatPeriod(month)}
        </Title>
        <Button
          variant="ghost"
          size="icon"
          className={look.nav}
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onMouseLeave={onMouseLeave}
        className={cn('w-full table-fixed', look.table)}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(({ short, long }) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-1 text-center text-xs font-medium text-muted"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buildMonthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index}`} aria-hidden />;
                const day = dayOf(date);
                return (
                  <td key={date} className={cn(look.cell, day.cellClassName)}>
                    <button
                      type="button"
                      data-date={date}
                      {...day.data}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={day.label}
                      aria-pressed={day.isPressed}
                      aria-current={date === today ? 'date' : undefined}
                      onFocus={() => {
                        setFocusDate(date);
                        onDayFocus?.(date);
                      }}
                      onMouseEnter={day.onMouseEnter}
                      onClick={() => {
                        setFocusDate(date);
                        day.onClick();
                      }}
                      className={cn(
                        'flex w-full cursor-pointer items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        look.day,
                        day.className,
                      )}
                    >
                      {Number(date.slice(8))}
                      {day.content}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
