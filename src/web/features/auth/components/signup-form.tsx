// Creating an account with email and password: the sign-up page's form and the one under a
// breakdown report, with the same rules and messages.
import type { ReactNode } from 'react';
import { PASSWORD_MIN, passwordProblem } from '#shared/contract/auth-rules';
import { useSignUp } from '../api.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function SignupForm({
  submitLabel,
  onCreated,
  footer,
}: {
  submitLabel: string;
  /** Called once the account exists and its session is loaded. */
  onCreated: () => void;
  footer: ReactNode;
}) {
  const signUp = useSignUp();
  return (
    <CredentialsForm
      submitLabel={submitLabel}
      pendingLabel="Creating account..."
      isPending={signUp.isPending}
      error={signUp.error?.message ?? null}
      passwordHint={`At least ${PASSWORD_MIN} characters`}
      passwordAutoComplete="new-password"
      validate={({ email, password }) => passwordProblem({ password, email })}
      onSubmit={(values) => signUp.mutate(values, { onSuccess: onCreated })}
      footer={footer}
    />
  );
}
