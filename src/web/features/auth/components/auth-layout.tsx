import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/ui/logo.tsx';

/** The frame of the signed-out pages: brand on top, one centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-accent-soft to-transparent"
      />
      <header className="relative mb-8">
        <Link to="/start" aria-label="Pennyflow home">
          <Logo className="text-xl" />
        </Link>
      </header>
      <main className="relative w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
