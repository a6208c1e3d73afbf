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

/**
 * Under an actual that is partly a typed correction beside logged transactions: says how much, so a
 * correction never adds to the transactions unseen (ADR 0018). Nothing when there is none.
 */
export function CorrectionNote({
  category,
  currency,
}: {
  category: { correction?: Cents | undefined; entryCount?: number | undefined };
  currency: CurrencyCode;
}) {
  const correction = category.correction ?? 0;
  if (correction === 0 || (category.entryCount ?? 0) === 0) return null;
  return (
    <span className="block text-xs text-muted" data-testid="correction-note">
      incl. {formatCents(correction, currency)} correction
    </span>
  );
}
