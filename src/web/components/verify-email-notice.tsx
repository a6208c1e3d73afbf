// Shown until a new account confirms its email (only on servers that send mail), with a way to have
// the link sent again.
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { authClient } from '#web/lib/auth-client.ts';

export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: window.location.pathname,
      });
      if (error) throw new Error(error.message ?? 'The link could not be sent. Please try again.');
    },
  });
  return (
    <section
      aria-label="Confirm your email"
      className="mx-auto mb-6 flex max-w-6xl flex-col gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-text">
        <MailWarning aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
        <span>
          Please confirm your email: we sent a link to{' '}
          <strong className="break-all">{email}</strong>.
        </span>
      </p>
      <div className="flex items-center justify-between gap-3 sm:shrink-0 sm:justify-end">
        <span role="status" className="min-w-0 text-muted">
          {resend.isSuccess ? 'Sent. Check your inbox.' : (resend.error?.message ?? '')}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          isPending={resend.isPending}
          pendingLabel="Sending..."
          onClick={() => resend.mutate()}
        >
          Send the link again
        </Button>
      </div>
    </section>
  );
}
