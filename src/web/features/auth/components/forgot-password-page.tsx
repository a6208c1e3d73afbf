// /forgot-password: an email, then the same answer whether or not it has an account (nobody learns
// who has one). The link arrives by mail, or in the server log where no mail is set up.
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useRequestPasswordReset } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { EmailField } from './credential-fields.tsx';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setFormError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setFormError(null);
    request.mutate(email.trim());
  }

  return (
    <AuthLayout
      title="Reset Your Password"
      subtitle="Enter your account's email and we'll send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <div className="space-y-4">
          <div className="flex items-start gap-3 rounded-lg border border-positive/30 bg-positive-soft p-3 text-sm text-positive">
            <MailCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <p role="status">{AUTH_MESSAGES.resetSent}</p>
          </div>
          <BackLink to="/login">Back to sign in</BackLink>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <EmailField value={email} onChange={setEmail} />
          {formError || request.error ? (
            <Alert tone="error">{formError ?? request.error?.message}</Alert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            isPending={request.isPending}
            pendingLabel="Sending link..."
          >
            Send Reset Link
          </Button>
          <BackLink to="/login">Back to sign in</BackLink>
        </form>
      )}
    </AuthLayout>
  );
}
