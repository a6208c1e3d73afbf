import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicFooter } from '#web/components/public-footer.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { cn } from '#web/lib/cn.ts';

/** The frame of the pages outside the app shell: the brand on top, one centred card. */
export function CenteredCard({
  homeHref,
  className,
  children,
}: {
  /** Where the brand leads: /start for visitors, / for members. */
  homeHref: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-accent-soft to-transparent"
      />
      <header className="relative mb-8">
        <Link to={homeHref} aria-label="Pennyflow home">
          <Logo className="text-xl" />
        </Link>
      </header>
      <main
        className={cn(
          'relative w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-xl sm:p-8',
          className,
        )}
      >
        {children}
      </main>
      <PublicFooter className="relative mt-8" />
    </div>
  );
}
