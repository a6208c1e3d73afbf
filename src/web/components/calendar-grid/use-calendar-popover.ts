// A calendar that opens under a button (the dashboard's range, the Spend Breakdown's date): a press
// outside closes it, as a popover would, and on opening the calendar's active day takes the focus.
import { useEffect, useRef } from 'react';

export function useCalendarPopover(options: {
  isOpen: boolean;
  /** Called for a press outside the picker (the trigger and the calendar). */
  onPressOutside: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { isOpen } = options;
  const onPressOutside = useRef(options.onPressOutside);
  useEffect(() => {
    onPressOutside.current = options.onPressOutside;
  });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onPressOutside.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    panelRef.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  return { rootRef, panelRef };
}
