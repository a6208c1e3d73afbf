// 'Make it a bill' beside a recurring charge in the Spend Breakdown's report: the series becomes a
// repeating debt bill from its next charge (src/engine/recurring.ts, billOfSeries, as on Recurring),
// without importing the statement first. A charge that already is a bill (by name and cadence) links
// to it instead.
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { billOfSameSeries, billOfSeries } from '#engine/recurring';
import type { RecurringCharge } from '#engine/insights';
import { todayLocalDate } from '#shared/period';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useBills, useCreateBill } from '#web/lib/bill-queries.ts';

const linkClass =
  'inline-flex items-center gap-1 text-xs font-medium text-accent-text hover:underline';

export function MakeBillAction({ charge }: { charge: RecurringCharge }) {
  const bills = useBills();
  const create = useCreateBill();
  const existing = billOfSameSeries(bills.data ?? [], charge);
  if (existing) {
    const month = (existing.nextDue ?? existing.startDate).slice(0, 7);
    const words = create.isSuccess ? 'Added as a repeating bill' : 'A repeating bill';
    return (
      <Link
        to={`/budget?month=${month}&tab=money-out`}
        className={linkClass}
        aria-label={`${words}: ${charge.merchant}`}
      >
        {words}
        <ArrowUpRight aria-hidden className="h-3.5 w-3.5" />
      </Link>
    );
  }
  const error = create.error
    ? create.error instanceof ApiError
      ? create.error.message
      : 'The bill was not added. Please try again.'
    : null;
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Make it a bill: ${charge.merchant}`}
        disabled={bills.isPending || create.isPending}
        onClick={() => create.mutate({ ...billOfSeries(charge, todayLocalDate()), type: 'debt' })}
      >
        Make it a bill
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-negative">
          {error}
        </span>
      ) : null}
    </span>
  );
}
