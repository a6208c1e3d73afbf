// The Spend Breakdown's 'Transaction Date' (spec section 2): a button with the chosen day that opens a
// calendar (month navigation, Sun to Sat, today highlighted). Imported rows whose own date does not
// parse take this day. Closes on a pick, Escape, or a press elsewhere.
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatLongDate } from '#shared/period';
import { CalendarGrid } from '#web/components/calendar-grid/calendar-grid.tsx';
import { useCalendarPopover } from '#web/components/calendar-grid/use-calendar-popover.ts';
import { Button } from '#web/components/ui/button.tsx';
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { rootRef, panelRef } = useCalendarPopover({
    isOpen,
    onPressOutside: () => setIsOpen(false),
  });

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-text">
        Transaction Date
      </p>
      <Button
        ref={triggerRef}
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => {
          if (isOpen) return close(false);
          setMonth(value.slice(0, 7));
          setIsOpen(true);
        }}
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
      <p className="mt-1.5 text-xs text-muted">Used for transactions without a readable date.</p>
      {isOpen ? (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="group"
          aria-label="Choose the transaction date"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
          className="absolute left-0 top-[4.75rem] z-30 w-full min-w-72 rounded-2xl border border-border bg-surface p-4 shadow-xl sm:w-80"
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
                  close(true);
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
        </div>
      ) : null}
    </div>
  );
}
