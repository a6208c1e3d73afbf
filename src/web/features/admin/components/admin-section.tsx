// One card of the admin dashboard: its title, then a spinner while its source loads, the server's
// message with a retry when it fails, or the figures.
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
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
        {query.isPending ? (
          <div className="flex min-h-24 items-center justify-center">
            <Spinner label={`Loading ${title.toLowerCase()}`} />
          </div>
        ) : query.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{query.error.message}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden className="h-4 w-4" />
              Try again
            </Button>
          </div>
        ) : (
          children(query.data)
        )}
      </div>
    </Card>
  );
}
