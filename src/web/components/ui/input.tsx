import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    return (
      <input
        ref={ref}
        className={cn(
          'h-10 w-full rounded-lg border border-border bg-surface-2 px-3 text-sm text-text',
          'placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-ring',
          'disabled:opacity-60 read-only:opacity-80',
          'aria-[invalid=true]:border-negative',
          className,
        )}
        {...props}
      />
    );
  },
);
