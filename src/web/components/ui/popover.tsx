// Pop-ups that open from a button and hold something to pick (the calendars), on Radix Popover,
// non-modal (ADR 0027): Escape, a press outside or the focus leaving close it; the focus goes back
// to the button unless the person went elsewhere; it flips and shifts to stay on screen.
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useRef, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  label,
  align = 'start',
  className,
  children,
}: {
  /** The pop-up's accessible name ('Choose the transaction date'). */
  label: string;
  align?: 'start' | 'center' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    // Not portalled: the pop-up follows its button in the page's order, so Tab out of it goes on
    // to what follows the button (and closes it).
    <PopoverPrimitive.Content
      ref={contentRef}
      aria-label={label}
      align={align}
      sideOffset={8}
      collisionPadding={8}
      onOpenAutoFocus={(event) => {
        // A calendar's focus starts on its one tab stop (the chosen day or today), not its first button.
        event.preventDefault();
        const stop = contentRef.current?.querySelector<HTMLElement>('[tabindex="0"]');
        (stop ?? contentRef.current)?.focus();
      }}
      className={cn(
        'z-30 rounded-2xl border border-border bg-surface p-4 shadow-xl focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </PopoverPrimitive.Content>
  );
}
