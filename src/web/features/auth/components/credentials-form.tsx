import { useState, type FormEvent, type ReactNode } from 'react';
import { AUTH_MESSAGES, isEmailAddress } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmailField, PasswordField } from './credential-fields.tsx';

export interface Credentials {
  email: string;
  password: string;
}

/** Email + password form shared by sign-in and sign-up; the caller checks and submits. */
export function CredentialsForm({
  submitLabel,
  pendingLabel,
  isPending,
  error,
  passwordHint,
  passwordAutoComplete,
  validate,
  onSubmit,
  footer,
}: {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
  passwordHint?: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  validate?: (values: Credentials) => string | null;
  onSubmit: (values: Credentials) => void;
  footer: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = { email: email.trim(), password };
    if (!values.email || !values.password) {
      setFormError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    if (!isEmailAddress(values.email)) {
      setFormError(AUTH_MESSAGES.invalidEmail);
      return;
    }
    const problem = validate?.(values) ?? null;
    setFormError(problem);
    if (!problem) onSubmit(values);
  }

  const shown = formError ?? error;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        value={password}
        onChange={setPassword}
        hint={passwordHint}
        autoComplete={passwordAutoComplete}
      />
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1 text-sm">
        {footer}
      </div>
    </form>
  );
}
