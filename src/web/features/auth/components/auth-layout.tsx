import type { ReactNode } from 'react';
import { CenteredCard } from '#web/components/layout/centered-card.tsx';

/** The frame of the signed-out pages: brand on top, one centred card with a title. */
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
    <CenteredCard homeHref="/start">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-1.5 text-sm text-muted">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </CenteredCard>
  );
}
