import { Loader2 } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn('h-5 w-5 animate-spin text-accent-text', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a page or panel that is still loading. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div data-loading-screen className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
