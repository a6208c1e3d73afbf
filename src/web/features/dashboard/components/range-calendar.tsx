// The custom range's calendar: the first click picks the start, the second the end (swapped when it
// is earlier). The chosen range is shaded; while a start waits for its end, the days up to the one
// under the pointer or keyboard focus are shaded as a preview. The grid, its header and its keys are
// the shared CalendarGrid's.
import { useState } from 'react';
import { formatLongDate, type MonthKey } from '#shared/period';
import { CalendarGrid } from '#web/components/calendar-grid/calendar-grid.tsx';
import { cn } from '#web/lib/cn.ts';
import { isInRange, orderRange, type DateRange } from '../date-range.ts';

/** What a screen reader hears after the date: which end of which range the day is, if any. */
function describeRangeEnd(options: { date: string; range: DateRange; start: string | null }) {
  const { date, range, start } = options;
  if (date === start) return ', start of the new range';
  if (start) return '';
  if (date === range.from) return ', start of the range';
  if (date === range.to) return ', end of the range';
  return '';
}

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
  const [month, setMonth] = useState(initialMonth);
  const [hoverDate, setHoverDate] = useState<string | null>(null);
  const preview = start ? orderRange(start, hoverDate ?? start) : range;

  return (
    <CalendarGrid
      month={month}
      onMonthChange={setMonth}
      today={today}
      tabStopCandidates={[start, range.to, today]}
      size="compact"
      titleAs="p"
      onDayFocus={setHoverDate}
      onMouseLeave={() => setHoverDate(null)}
      dayOf={(date) => {
        const isEdge = start ? date === start : date === range.from || date === range.to;
        const isShaded = isInRange(date, preview);
        return {
          label: `${formatLongDate(date)}${describeRangeEnd({ date, range, start })}`,
          isPressed: isEdge,
          onClick: () => onPick(date),
          onMouseEnter: () => setHoverDate(date),
          cellClassName: cn(
            isShaded && 'bg-accent-soft',
            isShaded && date === preview.from && 'rounded-l-lg',
            isShaded && date === preview.to && 'rounded-r-lg',
          ),
          className: cn(
            isEdge
              ? 'bg-accent font-semibold text-on-accent hover:bg-accent-hover'
              : isShaded
                ? 'text-text hover:bg-accent/25'
                : 'text-text hover:bg-surface-2',
            date === today && !isEdge && 'font-semibold text-accent-text',
          ),
        };
      }}
    />
  );
}
