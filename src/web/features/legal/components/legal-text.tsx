// The look of the terms and the privacy policy: a title, the date they last changed, and sections of
// plain text that read well in both themes and on a phone.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function LegalText({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl text-text">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-muted">Last updated {updated}</p>
      <div className="mt-6 leading-relaxed">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-accent-text underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** The support address from the server's configuration, as a mail link. */
export function SupportAddress({ email }: { email: string | undefined }) {
  if (!email) return <>the support address shown in Help &amp; Support</>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-accent-text hover:underline">
      {email}
    </a>
  );
}
