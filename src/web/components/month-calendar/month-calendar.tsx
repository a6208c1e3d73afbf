// A month calendar, Sunday to Saturday, whose days are tinted by their money in and out; clicking a
// day selects it, clicking it again clears the selection. The grid, its header and its keys are the
// shared CalendarGrid's.
import type { MonthKey } from '#shared/period';
import { CalendarGrid } from '#web/components/calendar-grid/calendar-grid.tsx';
import { cn } from '#web/lib/cn.ts';
import { dayTone, describeDay, type DayMoney, type DayTone } from './day-money.ts';

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
  /** The bills due on each day that has any (not paid or skipped), by date: marked on the day. */
  billsDue?: ReadonlyMap<string, readonly string[]>;
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
  billsDue,
  className,
}: MonthCalendarProps) {
  return (
    <CalendarGrid
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      tabStopCandidates={[selectedDate, today]}
      className={className}
      dayOf={(date) => {
        const money = days.get(date);
        const isSelected = date === selectedDate;
        const isToday = date === today;
        const tone = dayTone(money);
        const due = billsDue?.get(date);
        return {
          label: describeDay({ date, money, formatMoney, billsDue: due }),
          isPressed: isSelected,
          data: { 'data-tone': tone },
          onClick: () => onSelectDate(isSelected ? null : date),
          className: cn(
            'relative flex-col font-medium',
            isSelected
              ? 'bg-accent text-on-accent shadow-sm hover:bg-accent-hover'
              : TONE_CLASSES[tone],
            isToday && 'ring-2 ring-accent ring-inset',
            isToday && isSelected && 'ring-on-accent/70',
          ),
          content: (
            <>
              {money ? (
                <span
                  aria-hidden
                  className="absolute bottom-1 h-1 w-1 rounded-full bg-current opacity-70"
                />
              ) : null}
              {due ? (
                <span
                  aria-hidden
                  data-bill-due
                  className="absolute right-1 top-1 h-1.5 w-1.5 rounded-full bg-warning"
                />
              ) : null}
            </>
          ),
        };
      }}
    />
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
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-warning" />A bill is due
      </li>
    </ul>
  );
}
