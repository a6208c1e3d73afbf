// A bill's standing as a badge: 'Overdue by 3 days' in red, 'Due in 5 days' in amber; nothing for a
// paid bill or one further off. Your Budget and the dashboard mark bills with the same words.
import { AlertCircle, Clock } from 'lucide-react';
import { billStatus, billStatusText, type BillFacts } from '#shared/budget/totals';
import { cn } from '#web/lib/cn.ts';

export function BillStatusBadge({ bill, today }: { bill: BillFacts; today: string }) {
  const status = billStatus(bill, today);
  const text = billStatusText(status);
  if (!text) return null;
  const isOverdue = status.kind === 'overdue';
  const Icon = isOverdue ? AlertCircle : Clock;
  return (
    <span
      data-testid="bill-status"
      data-status={status.kind}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        isOverdue ? 'bg-negative-soft text-negative' : 'bg-warning-soft text-warning',
      )}
    >
      <Icon aria-hidden className="h-3 w-3" />
      {text}
    </span>
  );
}
