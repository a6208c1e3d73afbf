import { ArrowDownLeft, ArrowUpRight, PiggyBank, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryType } from '#shared/categories';
import { formatCents, type CurrencyCode } from '#shared/money';
import { formatPeriod, monthKeyOf } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { useCategories } from '../api.ts';

type CategoryRow = { id: string; name: string; type: CategoryType; goal: number; actual: number };

function NoBudgetSet() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <PiggyBank aria-hidden className="h-7 w-7" />
      </span>
      <CardTitle className="mt-4 text-xl">No Budget Set</CardTitle>
      <CardDescription className="mt-1 max-w-sm">
        Create a budget to see where your money comes from and where it goes.
      </CardDescription>
      <Button asChild size="lg" className="mt-6">
        <Link to="/budget">
          <Plus aria-hidden className="h-4 w-4" />
          Create Budget
        </Link>
      </Button>
    </Card>
  );
}

function CategoryGroup({
  title,
  Icon,
  rows,
  currency,
  empty,
  tone,
}: {
  title: string;
  Icon: typeof ArrowDownLeft;
  rows: CategoryRow[];
  currency: CurrencyCode;
  empty: string;
  tone: 'positive' | 'negative';
}) {
  return (
    <Card>
      <div className="flex items-center gap-2">
        <span
          className={
            tone === 'positive'
              ? 'flex h-8 w-8 items-center justify-center rounded-lg bg-positive-soft text-positive'
              : 'flex h-8 w-8 items-center justify-center rounded-lg bg-negative-soft text-negative'
          }
        >
          <Icon aria-hidden className="h-4 w-4" />
        </span>
        <CardTitle className="text-base">{title}</CardTitle>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="truncate">{row.name}</span>
              <span className="shrink-0 tabular-nums text-muted">
                {formatCents(row.actual, currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const me = useMe();
  const month = monthKeyOf(new Date());
  const categories = useCategories(month);
  const allCategories = useCategories();
  const currency = me.data?.profile.currency ?? 'USD';

  const isLoading = categories.isPending || allCategories.isPending;
  const error = categories.error ?? allCategories.error;
  const rows = categories.data?.categories ?? [];
  const hasAnyCategory = (allCategories.data?.categories.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Welcome to Pennyflow"
        description={`Your budget for ${formatPeriod(month)}`}
      />
      {isLoading ? (
        <LoadingScreen label="Loading your budget" />
      ) : error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !hasAnyCategory ? (
        <NoBudgetSet />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <CategoryGroup
            title="Money In"
            Icon={ArrowDownLeft}
            tone="positive"
            rows={rows.filter((r) => r.type === 'income')}
            currency={currency}
            empty="No income sources added yet."
          />
          <CategoryGroup
            title="Money Out"
            Icon={ArrowUpRight}
            tone="negative"
            rows={rows.filter((r) => r.type === 'expense')}
            currency={currency}
            empty="No expense categories added yet."
          />
        </div>
      )}
    </div>
  );
}
