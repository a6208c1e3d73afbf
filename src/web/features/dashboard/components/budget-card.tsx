// 'Your Budget' (spec section 2): the Money Flow diagram with a table of its flows, Money In, Total
// Money Out with its breakdown, and Money Left Over (green at 0 or more, red below, and said in
// words too). With no categories at all it offers to create a budget instead.
import { ArrowDownLeft, ArrowUpRight, PiggyBank, Plus, TrendingDown, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardView } from '#shared/contract/dashboard';
import { FlowDiagram } from '#web/components/charts/flow-diagram.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { buildMoneyFlow, describeMoneyFlow, type MoneyFlow } from '../money-flow.ts';

export function NoBudgetSet() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <PiggyBank aria-hidden className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-text">No Budget Set</h2>
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

function Figure({
  label,
  icon,
  children,
  detail,
  testId,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        {icon}
        {label}
      </dt>
      <dd data-testid={testId} className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">
        {children}
      </dd>
      {detail ? <dd className="mt-2">{detail}</dd> : null}
    </div>
  );
}

function FlowTable({ flow, money }: { flow: MoneyFlow; money: (cents: number) => string }) {
  const labelOf = (id: string) => flow.nodes.find((n) => n.id === id)?.label ?? id;
  const groupsOf = (id: string) => flow.nodes.find((n) => n.id === id)?.groups;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Money flow</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            From
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            To
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {flow.links.map((link) => {
          const groups = groupsOf(link.target);
          return (
            <tr key={`${link.source}-${link.target}`}>
              <td className="py-2 pr-3 whitespace-nowrap">{labelOf(link.source)}</td>
              <td className="max-w-[10rem] py-2 pr-3 sm:max-w-[20rem]">
                {/* The whole name, wrapped: the diagram may have had to shorten it. */}
                <span className="block [overflow-wrap:anywhere]">{labelOf(link.target)}</span>
                {groups ? (
                  <span className="block text-xs text-muted [overflow-wrap:anywhere]">
                    {groups.join(', ')}
                  </span>
                ) : null}
              </td>
              <td className="py-2 text-right tabular-nums">{money(link.value)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function BudgetCard({
  view,
  money,
  rangeLabel,
}: {
  view: DashboardView;
  money: (cents: number) => string;
  rangeLabel: string;
}) {
  const { totals } = view;
  const flow = buildMoneyFlow(view);
  const isNegative = totals.leftOver < 0;

  return (
    <Card className="min-w-0" data-testid="budget-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <CardTitle>Your Budget</CardTitle>
        <p className="text-sm text-muted">{rangeLabel}</p>
      </div>

      {/* The figures in a row over the full-width diagram: beside it, their column stood taller
          than the diagram and left empty space under it. */}
      <div className="mt-5 grid gap-6">
        <dl className="grid content-start gap-3 sm:grid-cols-3">
          <Figure
            label="Money In"
            testId="money-in"
            icon={<ArrowDownLeft aria-hidden className="h-4 w-4 text-positive" />}
          >
            {money(totals.moneyIn)}
          </Figure>
          <Figure
            label="Total Money Out"
            testId="money-out"
            icon={<ArrowUpRight aria-hidden className="h-4 w-4 text-negative" />}
            detail={
              <dl className="space-y-1 text-sm" aria-label="Money out breakdown">
                {(
                  [
                    ['Expenses', totals.expenses],
                    ['Savings', totals.savings],
                    ['Debt Payments', totals.debt],
                  ] as const
                ).map(([name, cents]) => (
                  <div key={name} className="flex justify-between gap-3">
                    <dt className="text-muted">{name}</dt>
                    <dd className="tabular-nums">{money(cents)}</dd>
                  </div>
                ))}
              </dl>
            }
          >
            {money(totals.moneyOut)}
          </Figure>
          <Figure
            label="Money Left Over"
            testId="left-over-figure"
            icon={
              isNegative ? (
                <TrendingDown aria-hidden className="h-4 w-4 text-negative" />
              ) : (
                <Wallet aria-hidden className="h-4 w-4 text-positive" />
              )
            }
            detail={
              <>
                <p className={cn('text-sm', isNegative ? 'text-negative' : 'text-muted')}>
                  {isNegative
                    ? `${money(-totals.leftOver)} more went out than came in.`
                    : totals.moneyIn === 0 && totals.moneyOut === 0
                      ? 'Nothing came in or went out yet.'
                      : totals.leftOver === 0
                        ? 'Everything that came in went out.'
                        : 'Still yours after everything that went out.'}
                </p>
                {totals.stillToPay > 0 ? (
                  <p className="mt-2 flex justify-between gap-3 border-t border-border pt-2 text-sm">
                    <span className="text-muted">Bills still to pay</span>
                    <span className="tabular-nums">{money(totals.stillToPay)}</span>
                  </p>
                ) : null}
              </>
            }
          >
            <span
              data-testid="left-over"
              data-tone={isNegative ? 'negative' : 'positive'}
              className={isNegative ? 'text-negative' : 'text-positive'}
            >
              {money(totals.leftOver)}
            </span>
          </Figure>
        </dl>
        <section aria-labelledby="money-flow-heading" className="min-w-0">
          <h3 id="money-flow-heading" className="text-sm font-semibold text-text">
            Money Flow
          </h3>
          {flow ? (
            <>
              <FlowDiagram
                className="mt-4"
                summary={describeMoneyFlow(flow, money)}
                nodes={flow.nodes.map((node) => ({
                  id: node.id,
                  column: node.column,
                  label: node.label,
                  valueLabel: money(node.amount),
                  color: node.color,
                  title: node.groups
                    ? `${node.label}: ${money(node.amount)} (${node.groups.join(', ')})`
                    : undefined,
                }))}
                links={flow.links}
              />
              <details className="group mt-4 rounded-lg border border-border px-3 text-sm">
                <summary className="cursor-pointer list-none py-2.5 font-medium text-accent-text marker:hidden">
                  <span className="group-open:hidden">Show the flow as a table</span>
                  <span className="hidden group-open:inline">Hide the table</span>
                </summary>
                <div className="pb-2">
                  <FlowTable flow={flow} money={money} />
                </div>
              </details>
            </>
          ) : (
            <div className="mt-4 flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border p-6 text-center">
              <Wallet aria-hidden className="h-6 w-6 text-muted" />
              <p className="text-sm text-muted">
                No money came in or went out in this period. Add a transaction to see it flow.
              </p>
            </div>
          )}
        </section>
      </div>
    </Card>
  );
}
