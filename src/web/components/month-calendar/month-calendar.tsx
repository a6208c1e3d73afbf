// A month calendar, Sunday to Saturday, whose days are tinted by their money in and out. One day is in
// the tab order at a time; the arrow, Home/End and Page keys move between days (and months).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatPeriod, shiftMonth, type MonthKey } from '#shared/period';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { buildMonthGrid, dayTone, describeDay, moveDate } from './calendar-grid.ts';
import type { DayMoney, DayTone } from './calendar-grid.ts';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const TONE_CLASSES: Record<DayTone, string> = {
  positive: 'bg-positive-soft text-positive hover:bg-positive/25',
  negative: 'bg-negative-soft text-negative hover:bg-negative/25',
  neutral: 'text-text hover:bg-surface-2',
};

export interface MonthCalendarProps {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** 'YYYY-MM-DD' of the selected day, or null. */
  selectedDate: string | null;
  onSelectDate: (date: string | null) => void;
  /** Money in and out of each day that has transactions, by date. */
  days: ReadonlyMap<string, DayMoney>;
  /** 'YYYY-MM-DD' of today in the user's time zone. */
  today: string;
  formatMoney: (cents: number) => string;
  className?: string;
}

export function MonthCalendar({
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  days,
  today,
  formatMoney,
  className,
}: MonthCalendarProps) {
  const headingId = useId();
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const shouldMoveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const inMonth = (date: string | null): date is string => Boolean(date?.startsWith(`${month}-`));
  // The one day in the tab order: the last one moved to, else the selected day, today, or the 1st.
  const activeDate = inMonth(focusDate)
    ? focusDate
    : inMonth(selectedDate)
      ? selectedDate
      : inMonth(today)
        ? today
        : `${month}-01`;

  // After a key moves to a day, focus it once it is on show (a month change may land a render later).
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
    if (!next.startsWith(`${month}-`)) onMonthChange(next.slice(0, 7));
  }

  return (
    <div className={cn('w-full', className)}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <h2 id={headingId} aria-live="polite" className="text-base font-semibold text-text">
          {formatPeriod(month)}
        </h2>
        <Button
          variant="ghost"
          size="icon"
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
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
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
                const money = days.get(date);
                const isSelected = date === selectedDate;
                const isToday = date === today;
                const tone = dayTone(money);
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      data-tone={tone}
                      tabIndex={date === activeDate ? 0 : -1}
                      aria-label={describeDay({ date, money, formatMoney })}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => {
                        setFocusDate(date);
                        onSelectDate(isSelected ? null : date);
                      }}
                      className={cn(
                        'relative flex h-10 w-full cursor-pointer flex-col items-center justify-center rounded-lg text-sm font-medium tabular-nums transition-colors sm:h-11',
                        isSelected
                          ? 'bg-accent text-on-accent shadow-sm hover:bg-accent-hover'
                          : TONE_CLASSES[tone],
                        isToday && 'ring-2 ring-accent ring-inset',
                        isToday && isSelected && 'ring-on-accent/70',
                      )}
                    >
                      {Number(date.slice(8))}
                      {money ? (
                        <span
                          aria-hidden
                          className="absolute bottom-1 h-1 w-1 rounded-full bg-current opacity-70"
                        />
                      ) : null}
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

/** The key to the tints: what green, red and the outline mean (the colours are not the only cue). */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted', className)}>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded bg-positive-soft ring-1 ring-positive/60" />
        More in than out
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded bg-negative-soft ring-1 ring-negative/60" />
        More out than in
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-3 rounded ring-2 ring-accent ring-inset" />
        Today
      </li>
    </ul>
  );
}
