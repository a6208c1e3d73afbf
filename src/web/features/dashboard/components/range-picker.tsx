// The dashboard's date-range picker (spec section 2): the presets as toggle buttons (the spec's three
// and this and last month), and a button
// showing the period ('Mon D, YYYY - Mon D, YYYY') that opens a calendar for a custom range picked by
// two clicks. The calendar closes on Escape, on a click elsewhere, on the focus leaving, or once the
// range is complete (ADR 0027).
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '#shared/period';
import { Button } from '#web/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#web/components/ui/popover.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  RANGE_PRESETS,
  formatRangeLabel,
  presetLabel,
  pickRangeDay,
  type DashboardRange,
  type RangePreset,
} from '../date-range.ts';
import { RangeCalendar } from './range-calendar.tsx';

export function RangePicker({
  range,
  today,
  onPreset,
  onCustom,
}: {
  range: DashboardRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: { from: string; to: string }) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [start, setStart] = useState<string | null>(null);

  // Closing forgets a half-picked range; the pop-up gives the focus back to the button unless the
  // person pressed or moved elsewhere.
  function setOpen(open: boolean) {
    setIsOpen(open);
    if (!open) setStart(null);
  }

  function onPick(date: string) {
    const next = pickRangeDay(start, date);
    if (next.range) {
      onCustom(next.range);
      setOpen(false);
    } else {
      setStart(next.start);
    }
  }

  const label = formatRangeLabel(range);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div
        role="group"
        aria-label="Date range presets"
        // Phones: the three day presets on one row, the two months on the next; one row from md.
        className="grid grid-cols-6 gap-1 rounded-xl border border-border bg-surface p-1 md:grid-cols-5"
      >
        {RANGE_PRESETS.map((preset) => {
          const isActive = range.preset === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={isActive}
              onClick={() => {
                setOpen(false);
                onPreset(preset);
              }}
              className={cn(
                'h-9 cursor-pointer whitespace-nowrap rounded-lg px-2 text-sm font-medium transition-colors sm:px-3 md:col-span-1',
                typeof preset === 'number' ? 'col-span-2' : 'col-span-3',
                isActive
                  ? 'bg-accent text-on-accent shadow-sm'
                  : 'text-muted hover:bg-surface-2 hover:text-text',
              )}
            >
              {presetLabel(preset)}
            </button>
          );
        })}
      </div>

      <Popover open={isOpen} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="secondary"
            className={cn(
              'h-11 w-full justify-between rounded-xl bg-surface sm:w-auto sm:justify-center',
              range.preset === null && 'border-accent ring-1 ring-accent',
            )}
          >
            <span className="flex items-center gap-2">
              <CalendarDays aria-hidden className="h-4 w-4 text-muted" />
              <span className="sr-only">Custom range, now </span>
              <span className="tabular-nums" data-testid="range-label">
                {label}
              </span>
            </span>
            <ChevronDown
              aria-hidden
              className={cn('h-4 w-4 text-muted transition-transform', isOpen && 'rotate-180')}
            />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          label="Choose a custom date range"
          align="end"
          className="w-[var(--radix-popover-trigger-width)] sm:w-80"
        >
          <p aria-live="polite" className="mb-3 text-sm text-muted">
            {start ? (
              <>
                From <span className="font-medium text-text">{formatLongDate(start)}</span>: now
                pick the last day.
              </>
            ) : (
              'Pick the first day, then the last day.'
            )}
          </p>
          <RangeCalendar
            range={range}
            start={start}
            today={today}
            initialMonth={range.to.slice(0, 7)}
            onPick={onPick}
          />
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
