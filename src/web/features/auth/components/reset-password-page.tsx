// /reset-password?token=...: where the mailed link lands. A new password (the sign-up rules), then on
// to sign in. An expired or used link (?error=INVALID_TOKEN, or refused on submit) offers a new one.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MIN, passwordProblem } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useResetPassword } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { PasswordField } from './credential-fields.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const isLinkBad = !token || params.get('error') !== null;
  return (
    <AuthLayout
      title="Choose a New Password"
      subtitle="At least 8 characters, and not one of the commonest passwords."
    >
      {isLinkBad ? <BadLink /> : <NewPasswordForm token={token} />}
    </AuthLayout>
  );
}

function BadLink() {
  return (
    <div className="space-y-4">
      <Alert tone="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">Send a New Link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = password ? passwordProblem({ password }) : AUTH_MESSAGES.fillAllFields;
    setFormError(problem);
    if (problem) return;
    reset.mutate(
      { token, newPassword: password },
      { onSuccess: () => navigate('/login?reset=1', { replace: true }) },
    );
  }

  const shown = formError ?? reset.error?.message ?? null;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PasswordField
        value={password}
        onChange={setPassword}
        hint={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
      />
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {shown === AUTH_MESSAGES.resetLinkInvalid ? (
        <Link
          to="/forgot-password"
          className="block text-sm font-medium text-accent-text hover:underline"
        >
          Send a new link
        </Link>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={reset.isPending}
        pendingLabel="Saving..."
      >
        Save New Password
      </Button>
      <BackLink to="/login">Back to sign in</BackLink>
    </form>
  );
}
