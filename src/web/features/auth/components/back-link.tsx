import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The quiet 'Back' link at the foot of the signed-out forms. */
export function BackLink({ to, children = 'Back' }: { to: string; children?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted hover:text-text">
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}
