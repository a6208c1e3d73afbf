// One card of the admin dashboard: its title, then a spinner while its source loads, the server's
// message with a retry when it fails, or the figures.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '#web/components/query-state.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

export function AdminSection<T>({
  title,
  description,
  query,
  className,
  testId,
  children,
}: {
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  className?: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId} aria-busy={query.isPending}>
      <CardTitle>{title}</CardTitle>
      {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
      <div className="mt-4">
        <QueryState query={query} loadingLabel={`Loading ${title.toLowerCase()}`} canRetry>
          {children}
        </QueryState>
      </div>
    </Card>
  );
}
