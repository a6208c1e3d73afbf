// The badge naming a category type as the UI speaks of it (Money In, Money Out, Savings, Debt).
import type { CategoryType } from '#shared/categories';
import { TYPE_LABELS } from '#shared/contract/budget';
import { cn } from '#web/lib/cn.ts';

const BADGE_CLASSES: Record<CategoryType, string> = {
  income: 'bg-positive-soft text-positive',
  expense: 'bg-negative-soft text-negative',
  savings: 'bg-accent-soft text-accent-text',
  debt: 'bg-warning-soft text-warning',
};

export function TypeBadge({ type, className }: { type: CategoryType; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        BADGE_CLASSES[type],
        className,
      )}
    >
      {TYPE_LABELS[type]}
    </span>
  );
}
