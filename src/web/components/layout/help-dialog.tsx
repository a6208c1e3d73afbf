import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { SupportForm } from '#web/components/support-form.tsx';
import { DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { useMe } from '#web/lib/session.ts';

/** Help & Support: who to write to, how soon they answer, and a form to write to them from here. */
export function HelpDialogContent({ supportEmail }: { supportEmail: string }) {
  const email = useMe().data?.profile.email;
  return (
    <DialogContent
      title="Help & Support"
      description="Questions, problems or ideas? We're happy to help."
    >
      <a
        href={`mailto:${supportEmail}`}
        className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-4 hover:border-accent"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
          <Mail aria-hidden className="h-5 w-5" />
        </span>
        <span>
          <span className="block text-sm text-muted">Email us at</span>
          <span className="block font-medium text-text">{supportEmail}</span>
        </span>
      </a>
      <p className="mt-4 text-sm text-muted">We typically reply within 24 hours.</p>
      <p className="mt-1 text-sm text-muted">
        New here? The{' '}
        <DialogClose asChild>
          <Link to="/help" className="font-medium text-accent-text hover:underline">
            getting-started guide
          </Link>
        </DialogClose>{' '}
        shows the five things to do first.
      </p>
      {email ? (
        <section aria-labelledby="write-to-us-heading" className="mt-6 border-t border-border pt-5">
          <h3 id="write-to-us-heading" className="mb-3 font-semibold text-text">
            Write to us
          </h3>
          <SupportForm replyTo={email} />
        </section>
      ) : null}
    </DialogContent>
  );
}
