// Amounts as the budget shows them: the user's currency, en-US, two decimals, tabular figures.
import type { Cents, CurrencyCode } from '#shared/money';
import { formatCents } from '#shared/money';
import { cn } from '#web/lib/cn.ts';

export function Money({
  cents,
  currency,
  tone,
  className,
}: {
  cents: Cents;
  currency: CurrencyCode;
  /** 'signed' colours the amount green at 0 or more and red below 0. */
  tone?: 'signed' | undefined;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'tabular-nums',
        tone === 'signed' && (cents < 0 ? 'text-negative' : 'text-positive'),
        className,
      )}
    >
      {formatCents(cents, currency)}
    </span>
  );
}
