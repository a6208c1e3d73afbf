// The report's headline figures and its proof of completeness: the count check, the statement's own
// balances when it prints them, and every line that looked like a transaction but was not read.
import { AlertTriangle, CheckCircle2, Scale } from 'lucide-react';
import { BALANCE_MATCHES, describeBalanceCheck } from '#shared/balance-check';
import type { BreakdownVerification } from '#shared/contract/breakdown';
import { cn } from '#web/lib/cn.ts';
import type { ReportTotals } from '../report.ts';
import { formatReportMoney } from './format.ts';

export function ReportStats({ totals, currency }: { totals: ReportTotals; currency: string }) {
  const stats = [
    { label: 'Categories', value: String(totals.categoryCount) },
    { label: 'Transactions', value: String(totals.transactionCount) },
    { label: 'Total spent', value: formatReportMoney(totals.spentCents, currency) },
    { label: 'Money in', value: formatReportMoney(totals.moneyInCents, currency) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{stat.label}</dt>
          <dd
            className="mt-1 break-words text-xl font-semibold tabular-nums text-text sm:text-2xl"
            data-testid={`stat-${stat.label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {/* (A currency's code and its figure may wrap apart on a phone, never mid-figure.) */}
            {stat.value.replace(/\u00a0/g, ' ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function VerificationBanner({
  verification,
  currency,
  found,
}: {
  verification: BreakdownVerification;
  currency: string;
  /** What the engine found going out and coming in, before the person's edits. */
  found: { moneyOut: number; moneyIn: number };
}) {
  const { balanceCheck, unparsedLines } = verification;
  const isCountOk = verification.transactionCountMatch;
  const isBalanceOff = balanceCheck ? Math.round(balanceCheck.difference * 100) !== 0 : false;
  const isOk = isCountOk && !isBalanceOff && unparsedLines.length === 0;
  const balanceText = balanceCheck ? describeBalanceCheck(balanceCheck, currency) : null;
  // Why the count check passed (the engine's verify.ts): every counted line was read, or the lines
  // it read beyond those were set aside by the balances, or the balances prove a count that fell short.
  const setAside = balanceCheck?.setAside?.length ?? 0;
  // Lines counted minus transactions read (below 0 where the count fell short).
  const countGap = verification.inputTransactionCount - verification.outputTransactionCount;
  const split =
    found.moneyIn > 0 ? ` (${found.moneyOut} money out, ${found.moneyIn} money in)` : '';
  return (
    <section
      aria-label="Verification"
      className={cn(
        'rounded-2xl border p-4 text-sm',
        isOk
          ? 'border-positive/30 bg-positive-soft text-positive'
          : 'border-warning/30 bg-warning-soft text-warning',
      )}
    >
      <div className="flex items-start gap-2.5">
        {isOk ? (
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        )}
        <div className="min-w-0 space-y-1.5">
          {isCountOk && countGap === 0 ? (
            <p className="font-semibold">
              All {verification.inputTransactionCount} transactions found were processed{split}
            </p>
          ) : isCountOk && setAside > 0 && countGap === setAside ? (
            <p className="font-semibold">
              All {verification.inputTransactionCount} transaction lines found were accounted for:{' '}
              {verification.outputTransactionCount} processed{split}, {setAside} set aside
            </p>
          ) : isCountOk ? (
            <p className="font-semibold">
              All {verification.outputTransactionCount} transactions were read{split}: the
              statement&apos;s balances match to the cent
            </p>
          ) : (
            <>
              <p className="font-semibold">Transaction Count Mismatch</p>
              <p className="text-text">
                Found {verification.inputTransactionCount} transaction lines in your input but
                processed {verification.outputTransactionCount}. Please check them before relying on
                the totals.
              </p>
            </>
          )}
          {balanceText ? (
            <p className={cn('flex items-start gap-1.5', isBalanceOff && 'text-text')}>
              <Scale aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {balanceText === BALANCE_MATCHES
                  ? `${BALANCE_MATCHES}: opening ${formatReportMoney(Math.round(balanceCheck!.opening * 100), currency)}, closing ${formatReportMoney(Math.round(balanceCheck!.closing * 100), currency)}.`
                  : balanceText}
              </span>
            </p>
          ) : null}
          {balanceCheck?.setAside ? (
            <ReconciledLines
              title={`${balanceCheck.setAside.length} ${plural(balanceCheck.setAside.length, 'line', 'lines')} set aside: the statement's balances add up without ${plural(balanceCheck.setAside.length, 'it', 'them')}, so ${plural(balanceCheck.setAside.length, 'it is', 'they are')} not ${plural(balanceCheck.setAside.length, 'a transaction', 'transactions')}`}
              lines={balanceCheck.setAside}
              currency={currency}
            />
          ) : null}
          {balanceCheck?.turned ? (
            <ReconciledLines
              title={`${balanceCheck.turned.length} ${plural(balanceCheck.turned.length, 'transaction', 'transactions')} turned round: the statement's balances add up only with the money going the other way`}
              lines={balanceCheck.turned}
              currency={currency}
            />
          ) : null}
          {balanceCheck?.inDoubt ? (
            <ReconciledLines
              title={`${balanceCheck.inDoubt.length} ${plural(balanceCheck.inDoubt.length, 'line', 'lines')} in doubt: check ${plural(balanceCheck.inDoubt.length, 'it', 'them')} against the statement`}
              lines={balanceCheck.inDoubt}
              currency={currency}
            />
          ) : null}
          {verification.zeroRows ? (
            <ReconciledLines
              title={`${verification.zeroRows.length} ${plural(verification.zeroRows.length, 'row', 'rows')} of ${formatReportMoney(0, currency)} left out: ${plural(verification.zeroRows.length, 'it moves', 'they move')} no money`}
              lines={verification.zeroRows}
              currency={currency}
            />
          ) : null}
          {unparsedLines.length > 0 ? (
            <details className="text-text">
              <summary className="cursor-pointer font-medium">
                {unparsedLines.length === 1
                  ? '1 line could not be read'
                  : `${unparsedLines.length} lines could not be read`}
              </summary>
              <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg bg-surface p-2 font-mono text-xs">
                {unparsedLines.map((line, index) => (
                  <li key={index} className="break-all">
                    {line}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </div>
    </section>
  );
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

type ReconciledLine = NonNullable<
  NonNullable<BreakdownVerification['balanceCheck']>['setAside']
>[number];

/** Lines the statement's own balances decided on, each with where it stands and its amount as read. */
function ReconciledLines({
  title,
  lines,
  currency,
}: {
  title: string;
  lines: ReconciledLine[];
  currency: string;
}) {
  return (
    <details className="text-text">
      <summary className="cursor-pointer font-medium">{title}</summary>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg bg-surface p-2 text-xs">
        {lines.map((line) => (
          <li key={line.line} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              <span className="text-muted">Line {line.line}: </span>
              {line.description || '(no description)'}
            </span>
            <span className="shrink-0 tabular-nums">
              {line.amount < 0 ? '−' : line.amount > 0 ? '+' : ''}
              {formatReportMoney(Math.round(Math.abs(line.amount) * 100), currency)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
