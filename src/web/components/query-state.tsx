// One way to show what a server query has before its data can be drawn: loading, failed or empty.
// Each screen says only its loading label, its empty state and how its data looks, so every list
// and page waits, fails and comes up empty alike (a spinner announced by label, the error in an
// alert, optionally with Try again).
import { CloudOff, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { queryStatus, type QueryLike } from './query-status.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { LoadingScreen, Spinner } from './ui/spinner.tsx';

export function QueryState<T>({
  query,
  loadingLabel,
  size = 'panel',
  isEmpty,
  empty,
  canRetry = false,
  className,
  children,
}: {
  query: QueryLike<T>;
  /** What a screen reader hears while it loads ('Loading your budget'). */
  loadingLabel: string;
  /** 'page' centres a large spinner in the page, 'panel' a small one in its card; 'line' keeps it to one form line. */
  size?: 'page' | 'panel' | 'line';
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says so. */
  empty?: ReactNode;
  /** Adds Try again under the error, for a part of a page that can fail alone. */
  canRetry?: boolean;
  /** Spacing of the loading, error and empty states where they sit. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const status = queryStatus(query, isEmpty);
  if (status === 'data') return <>{children(query.data as T)}</>;
  if (status === 'empty') return <div className={className}>{empty}</div>;
  if (status === 'loading') {
    if (size === 'page') return <LoadingScreen label={loadingLabel} />;
    const box =
      size === 'line' ? 'flex h-10 items-center' : 'flex min-h-24 items-center justify-center';
    return (
      <div className={cn(box, className)}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (status === 'offline') {
    return (
      <div className={cn('flex min-h-24 items-center justify-center', className)}>
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <CloudOff aria-hidden className="h-4 w-4 shrink-0" />
          You&rsquo;re offline, and this was not saved on this device. It loads when you&rsquo;re
          back online.
        </p>
      </div>
    );
  }
  const message = query.error?.message ?? 'Something went wrong. Please try again.';
  return (
    <div className={cn('space-y-3', className)}>
      <Alert tone="error">{message}</Alert>
      {canRetry && query.refetch ? (
        <Button variant="secondary" size="sm" onClick={() => void query.refetch?.()}>
          <RefreshCw aria-hidden className="h-4 w-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
