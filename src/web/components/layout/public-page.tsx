// The frame of a readable page for visitors (the guide, the terms, the privacy policy): the public
// bar, one column of text, the footer links.
import type { ReactNode } from 'react';
import { PublicFooter } from '#web/components/public-footer.tsx';
import { PublicHeader } from '#web/components/public-header.tsx';

export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader className="max-w-3xl" />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <PublicFooter className="border-t border-border px-4 py-6" />
    </div>
  );
}
