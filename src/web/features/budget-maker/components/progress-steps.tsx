// The budget maker's progress indicator: three numbered steps, the current one marked for
// screen readers with aria-current, the finished ones ticked.
import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { STEP_LABELS, STEPS, type Step } from '../steps.ts';

export function ProgressSteps({ current }: { current: Step }) {
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label="Progress">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-2',
                index < STEPS.length - 1 && 'flex-1',
              )}
            >
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isDone && 'bg-positive-soft text-positive',
                  isCurrent && 'bg-accent text-on-accent',
                  !isDone && !isCurrent && 'border border-border text-muted',
                )}
              >
                {isDone ? <Check aria-hidden className="h-4 w-4" /> : index + 1}
              </span>
              {/* On a phone only the current step is named; the others are their numbers. */}
              <span
                className={cn(
                  'truncate text-sm',
                  isCurrent ? 'font-semibold text-text' : 'sr-only text-muted sm:not-sr-only',
                )}
              >
                {STEP_LABELS[step]}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
              {index < STEPS.length - 1 ? (
                <span aria-hidden className="h-px min-w-4 flex-1 bg-border" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
