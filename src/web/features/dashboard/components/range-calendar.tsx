// The custom range's calendar: the first click picks the start, the second the end (swapped when it
// is earlier). The chosen range is shaded; while a start waits for its end, the days up to the one
// under the pointer or keyboard focus are shaded as a preview. Arrow, Home/End and Page keys move.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatLongDate, formatPeriod, shiftMonth, type MonthKey } from '#shared/period';
import { buildMonthGrid, moveDate } from '#web/components/month-calendar/calendar-grid.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { isInRange, orderRange, type DateRange } from '../date-range.ts';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

export function RangeCalendar({
  range,
  start,
  today,
  initialMonth,
  onPick,
}: {
  /** The range in force (shaded when no new start is picked). */
  range: DateRange;
  /** The picked start awaiting its end, or null. */
  start: string | null;
  today: string;
  initialMonth: MonthKey;
  onPick: (date: string) => void;
}) {
  const headingId = useId();
  const [month, setMonth] = useState(initialMonth);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const [hoverDate, setHoverDate] = useState<string | null>(null);
  const shouldMoveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const inMonth = (date: string | null): date is string => Boolean(date?.startsWith(`${month}-`));
  const activeDate = inMonth(focusDate)
    ? focusDate
    : inMonth(start)
      ? start
      : inMonth(range.to)
        ? range.to
        : inMonth(today)
          ? today
          : `${month}-01`;

  useEffect(() => {
    if (!shouldMoveFocus.current || !focusDate?.startsWith(`${month}-`)) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.date ?? activeDate;
    const next = moveDate(from, event.key);
    if (!next) return;
    event.preventDefault();
    shouldMoveFocus.current = true;
    setFocusDate(next);
    setHoverDate(next);
    if (!next.startsWith(`${month}-`)) setMonth(next.slice(0, 7));
  }

  const preview = start ? orderRange(start, hoverDate ?? start) : range;

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <p id={headingId} aria-live="polite" className="text-sm font-semibold text-text">
          {formatPeriod(month)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHoverDate(null)}
        className="mt-2 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-1 text-xs font-medium text-muted"
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
                const isStart = date === start;
                const isEdge = start ? isStart : date === range.from || date === range.to;
                const isShaded = isInRange(date, preview);
                const description = isStart
                  ? ', start of the new range'
                  : !start && date === range.from
                    ? ', start of the range'
                    : !start && date === range.to
                      ? ', end of the range'
                      : '';
                return (
                  <td
                    key={date}
                    className={cn(
                      'p-0 py-0.5',
                      isShaded && 'bg-accent-soft',
                      isShaded && date === preview.from && 'rounded-l-lg',
                      isShaded && date === preview.to && 'rounded-r-lg',
                    )}
                  >
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === activeDate ? 0 : -1}
                      aria-label={`${formatLongDate(date)}${description}`}
                      aria-pressed={isEdge}
                      aria-current={date === today ? 'date' : undefined}
                      onFocus={() => {
                        setFocusDate(date);
                        setHoverDate(date);
                      }}
                      onMouseEnter={() => setHoverDate(date)}
                      onClick={() => onPick(date)}
                      className={cn(
                        'flex h-9 w-full cursor-pointer items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        isEdge
                          ? 'bg-accent font-semibold text-on-accent hover:bg-accent-hover'
                          : isShaded
                            ? 'text-text hover:bg-accent/25'
                            : 'text-text hover:bg-surface-2',
                        date === today && !isEdge && 'font-semibold text-accent-text',
                      )}
                    >
                      {Number(date.slice(8))}
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
