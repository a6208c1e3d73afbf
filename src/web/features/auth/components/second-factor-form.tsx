// The sign-in step after the password for an account with two-factor on: a code from the
// authenticator app, or one of the recovery codes, and whether to trust this device for 30 days.
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useVerifySecondFactor } from '../api.ts';

type Kind = 'totp' | 'backup-code';

const TEXTS: Record<Kind, { label: string; hint: string; switchTo: string }> = {
  totp: {
    label: 'Authentication code',
    hint: 'The 6-digit code your authenticator app shows for Pennyflow.',
    switchTo: 'Use a recovery code instead',
  },
  'backup-code': {
    label: 'Recovery code',
    hint: 'One of the recovery codes you saved when you set up two-factor. Each works once.',
    switchTo: 'Use your authenticator app instead',
  },
};

export function SecondFactorForm({
  onVerified,
  onStartOver,
}: {
  onVerified: () => void;
  /** Back to the email and password (also when this sign-in has expired). */
  onStartOver: () => void;
}) {
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<Kind>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const trustId = useId();
  const texts = TEXTS[kind];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = kind === 'totp' ? code.replace(/\s+/g, '') : code.trim();
    if (!typed) {
      setFormError(AUTH_MESSAGES.enterCode);
      return;
    }
    setFormError(null);
    verify.mutate({ kind, code: typed, trustDevice }, { onSuccess: onVerified });
  }

  function switchKind() {
    setKind(kind === 'totp' ? 'backup-code' : 'totp');
    setCode('');
    setFormError(null);
    verify.reset();
  }

  const shown = formError ?? verify.error?.message ?? null;
  const hasExpired = shown === AUTH_MESSAGES.secondStepExpired;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field id="second-factor-code" label={texts.label} hint={texts.hint}>
        <Input
          id="second-factor-code"
          // A fresh box for each kind, so the browser offers one-time codes only for the app's.
          key={kind}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby="second-factor-code-hint"
          {...(kind === 'totp'
            ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }
            : { autoComplete: 'off', spellCheck: false, maxLength: 40 })}
        />
      </Field>
      <label htmlFor={trustId} className="flex items-center gap-2.5 text-sm">
        <input
          id={trustId}
          type="checkbox"
          className="h-4 w-4 shrink-0 cursor-pointer accent-accent"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        Trust this device for 30 days
      </label>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {hasExpired ? (
        <Button type="button" size="lg" className="w-full" onClick={onStartOver}>
          Sign in again
        </Button>
      ) : (
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isPending={verify.isPending}
          pendingLabel="Verifying..."
        >
          Verify
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1 text-sm">
        <button
          type="button"
          onClick={onStartOver}
          className="inline-flex items-center gap-1 text-muted hover:text-text"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to sign in
        </button>
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-accent-text hover:underline"
        >
          {texts.switchTo}
        </button>
      </div>
    </form>
  );
}
