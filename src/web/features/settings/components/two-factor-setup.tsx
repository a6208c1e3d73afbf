// Setting up an authenticator app, in a dialog: the password, then the QR code (and its secret as
// text) confirmed by a first code, then the ten recovery codes, shown this once.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useConfirmTwoFactor, useStartTwoFactor } from '../two-factor-api.ts';
import { PasswordStep } from './password-step.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesStep } from './recovery-codes.tsx';

/** The secret in groups of four, as people type it into an app. */
function groupedSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();

  if (confirm.isSuccess && start.data) {
    return (
      <RecoveryCodesStep
        title="Save your recovery codes"
        description="Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. They are shown only now: download or copy them and keep them somewhere safe."
        codes={start.data.backupCodes}
        onDone={onDone}
      />
    );
  }

  if (start.data) {
    return (
      <DialogContent
        title="Scan the code with your app"
        description="Open your authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Authy...), add an account and scan this code."
      >
        <ScanStep
          totpURI={start.data.totpURI}
          isPending={confirm.isPending}
          error={confirm.error?.message ?? null}
          onSubmit={(code) => confirm.mutate(code)}
        />
      </DialogContent>
    );
  }

  return (
    <DialogContent
      title="Set up two-factor sign-in"
      description="After your password, Pennyflow will also ask for a code from an app on your phone. First, confirm it is you."
    >
      <PasswordStep
        submitLabel="Continue"
        pendingLabel="Checking..."
        isPending={start.isPending}
        error={start.error?.message ?? null}
        onSubmit={(password) => start.mutate(password)}
      />
    </DialogContent>
  );
}

function ScanStep({
  totpURI,
  isPending,
  error,
  onSubmit,
}: {
  totpURI: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!typed) {
      setFormError(AUTH_MESSAGES.enterCode);
      return;
    }
    setFormError(null);
    onSubmit(typed);
  }

  const shown = formError ?? error;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div className="flex justify-center">
        <QrCode text={totpURI} label="QR code for your authenticator app" />
      </div>
      <div className="space-y-1 text-sm">
        <p className="text-muted">Cannot scan? Type this key into the app instead:</p>
        <p
          data-testid="two-factor-secret"
          className="break-all rounded-lg border border-border bg-surface-2 px-3 py-2 text-center font-mono tracking-wide"
        >
          {groupedSecret(totpURI)}
        </p>
      </div>
      <Field
        id="setup-code"
        label="Code from the app"
        hint="Enter the 6-digit code the app now shows, to confirm it works."
      >
        <Input
          id="setup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          aria-describedby="setup-code-hint"
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <Button type="submit" className="w-full" isPending={isPending} pendingLabel="Checking...">
        Turn on two-factor
      </Button>
    </form>
  );
}
