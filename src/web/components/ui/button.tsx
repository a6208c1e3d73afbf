import { Slot } from '@radix-ui/react-slot';
import { Loader2 } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover shadow-sm',
  secondary: 'bg-surface-2 text-text hover:bg-border/60 border border-border',
  ghost: 'text-text hover:bg-surface-2',
  danger: 'bg-negative text-white hover:opacity-90 dark:text-bg',
  link: 'text-accent-text underline-offset-4 hover:underline px-0 h-auto',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
  /** While true the button is disabled and shows a spinner with `pendingLabel` instead of its children. */
  isPending?: boolean;
  pendingLabel?: string;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    className,
    variant = 'primary',
    size = 'md',
    asChild = false,
    type,
    isPending = false,
    pendingLabel,
    disabled,
    children,
    ...props
  },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  const content =
    isPending && pendingLabel ? (
      <>
        <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        {pendingLabel}
      </>
    ) : (
      children
    );
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
        'disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
        variants[variant],
        sizes[size],
        // Busy is not unavailable: the label stays readable while the spinner turns.
        isPending && 'disabled:opacity-90',
        className,
      )}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      {...props}
    >
      {content}
    </Component>
  );
});
