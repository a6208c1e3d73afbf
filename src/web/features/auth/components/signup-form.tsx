// Creating an account with email and password: the sign-up page's form and the one under a
// breakdown report, with the same rules and messages. On a server that sends mail the account is
// confirmed from its inbox first, so the form gives way to 'check your email'.
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES, PASSWORD_MIN, passwordProblem } from '#shared/contract/auth-rules';
import { useSignUp } from '../api.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function SignupForm({
  submitLabel,
  onCreated,
  afterConfirmPath,
  footer,
}: {
  submitLabel: string;
  /** Called once the account exists and its session is loaded. */
  onCreated: () => void;
  /** Where the mailed confirmation link leads (mail on); /onboarding unless said. */
  afterConfirmPath?: string;
  footer: ReactNode;
}) {
  const signUp = useSignUp();
  if (signUp.data?.step === 'check-email') {
    return (
      <div role="status" className="space-y-3 rounded-xl border border-border bg-surface-2 p-4">
        <p className="flex items-center gap-2 font-semibold text-text">
          <MailCheck aria-hidden className="h-5 w-5 text-accent-text" />
          Check your email
        </p>
        <p className="text-sm text-muted">{AUTH_MESSAGES.checkEmail(signUp.data.email)}</p>
      </div>
    );
  }
  return (
    <CredentialsForm
      submitLabel={submitLabel}
      pendingLabel="Creating account..."
      isPending={signUp.isPending}
      error={signUp.error?.message ?? null}
      passwordHint={`At least ${PASSWORD_MIN} characters`}
      passwordAutoComplete="new-password"
      validate={({ email, password }) => passwordProblem({ password, email })}
      onSubmit={(values) =>
        signUp.mutate(
          { ...values, ...(afterConfirmPath ? { afterConfirmPath } : {}) },
          {
            onSuccess: (result) => {
              if (result.step === 'signed-in') onCreated();
            },
          },
        )
      }
      footer={footer}
    />
  );
}
