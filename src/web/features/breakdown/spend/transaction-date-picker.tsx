// The Spend Breakdown's 'Transaction Date' (spec section 2): a button with the chosen day that opens a
// calendar (month navigation, Sun to Sat, today highlighted). Imported rows whose own date does not
// parse take this day. Closes on a pick, Escape, a press elsewhere or the focus leaving (ADR 0027).
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatLongDate } from '#shared/period';
import { CalendarGrid } from '#web/components/calendar-grid/calendar-grid.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#web/components/ui/popover.tsx';
import { cn } from '#web/lib/cn.ts';

export function TransactionDatePicker({
  value,
  today,
  onChange,
}: {
  value: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [month, setMonth] = useState(value.slice(0, 7));

  return (
    <Popover
      open={isOpen}
      onOpenChange={(open) => {
        // It opens on the chosen day's month.
        if (open) setMonth(value.slice(0, 7));
        setIsOpen(open);
      }}
    >
      <div>
        <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-text">
          Transaction Date
        </p>
        <PopoverTrigger asChild>
          <Button
            variant="secondary"
            aria-labelledby={`${id}-label ${id}-value`}
            className="h-11 w-full justify-between rounded-xl bg-surface"
          >
            <span className="flex items-center gap-2">
              <CalendarDays aria-hidden className="h-4 w-4 text-muted" />
              <span id={`${id}-value`} data-testid="transaction-date">
                {formatLongDate(value)}
              </span>
            </span>
            <ChevronDown
              aria-hidden
              className={cn('h-4 w-4 text-muted transition-transform', isOpen && 'rotate-180')}
            />
          </Button>
        </PopoverTrigger>
        <p className="mt-1.5 text-xs text-muted">Used for transactions without a readable date.</p>
        <PopoverContent
          label="Choose the transaction date"
          className="w-[var(--radix-popover-trigger-width)] min-w-72 sm:w-80"
        >
          <CalendarGrid
            month={month}
            onMonthChange={setMonth}
            today={today}
            tabStopCandidates={[value, today]}
            size="compact"
            titleAs="p"
            dayOf={(date) => {
              const isSelected = date === value;
              const isToday = date === today;
              return {
                label: `${formatLongDate(date)}${isToday ? ', today' : ''}`,
                isPressed: isSelected,
                onClick: () => {
                  onChange(date);
                  setIsOpen(false);
                },
                className: cn(
                  isSelected
                    ? 'bg-accent font-semibold text-on-accent hover:bg-accent-hover'
                    : 'text-text hover:bg-surface-2',
                  isToday && !isSelected && 'font-semibold text-accent-text ring-1 ring-accent',
                ),
                ...(isToday && { data: { 'data-today': 'true' } }),
              };
            }}
          />
        </PopoverContent>
      </div>
    </Popover>
  );
}
