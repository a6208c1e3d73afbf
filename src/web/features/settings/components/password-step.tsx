// 'Confirm your password' before a change to how the account signs in.
import { useState, type FormEvent } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { TWO_FACTOR_MESSAGES } from '../two-factor-api.ts';

export function PasswordStep({
  submitLabel,
  pendingLabel,
  isPending,
  error,
  variant = 'primary',
  onSubmit,
}: {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
  variant?: 'primary' | 'danger';
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFormError(TWO_FACTOR_MESSAGES.enterPassword);
      return;
    }
    setFormError(null);
    onSubmit(password);
  }

  const shown = formError ?? error;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field id="confirm-password" label="Your password">
        <Input
          id="confirm-password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <Button
        type="submit"
        variant={variant}
        className="w-full"
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
