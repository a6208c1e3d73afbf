// The top-level error screen of the spec: 'Something went wrong', a refresh button and the message.
import { AlertTriangle, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLayoutEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { revealApp } from '#web/lib/app-snapshot.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'An unexpected error occurred';
}

export function ErrorScreen({ error }: { error: unknown }) {
  useLayoutEffect(revealApp, []);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-negative-soft">
          <AlertTriangle aria-hidden className="h-6 w-6 text-negative" />
        </div>
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 break-words text-sm text-muted">{describe(error)}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="h-4 w-4" />
          Refresh Page
        </Button>
      </div>
    </main>
  );
}

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
