// The small print under the signed-out pages: where the guide, the terms and the privacy policy are.
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

const LINKS = [
  { to: '/help', label: 'Getting started' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

export function PublicFooter({ className }: { className?: string }) {
  return (
    <footer className={cn('text-sm text-muted', className)}>
      <nav aria-label="About Pennyflow">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="hover:text-text hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
