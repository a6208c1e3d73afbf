import { Mail } from 'lucide-react';
import { DialogContent } from '#web/components/ui/dialog.tsx';

/** Help & Support: who to write to and how soon they answer. */
export function HelpDialogContent({ supportEmail }: { supportEmail: string }) {
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
    </DialogContent>
  );
}
