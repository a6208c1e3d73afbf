// For a user without Pro: the month's AI characters as a bar with its percentage, and the upgrade.
import { Sparkles } from 'lucide-react';
import type { BreakdownUsage } from '#shared/contract/breakdown';
import { cn } from '#web/lib/cn.ts';
import { UpgradeLink } from './upgrade-link.tsx';
import { usageShare } from './spend-rules.ts';

export function UsageBanner({ usage }: { usage: BreakdownUsage & { limit: number } }) {
  const percent = usageShare(usage.charactersUsed, usage.limit);
  const isFull = usage.charactersUsed >= usage.limit;
  return (
    <section
      aria-label="Your monthly AI usage"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <Sparkles aria-hidden className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-text">
              Free plan: {usage.limit.toLocaleString('en-US')} characters a month
            </p>
            <p className="text-sm text-muted">
              Pro is unlimited, with statements up to 30,000 characters and file uploads.
            </p>
          </div>
        </div>
        <UpgradeLink id="upgrade-banner" className="contents" />
      </div>
      <div className="mt-4">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-text">Monthly usage</span>
          <span className="tabular-nums text-muted" data-testid="usage-figures">
            {usage.charactersUsed.toLocaleString('en-US')} / {usage.limit.toLocaleString('en-US')}{' '}
            characters ({percent}%)
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Characters used this month"
          aria-valuemin={0}
          aria-valuemax={usage.limit}
          aria-valuenow={Math.min(usage.charactersUsed, usage.limit)}
          aria-valuetext={`${percent}% of this month's ${usage.limit} characters used`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              isFull ? 'bg-negative' : 'bg-accent',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </section>
  );
}
