// Two-factor sign-in in Settings, Security: whether it is on, setting it up, new recovery codes and
// turning it off (each behind the password).
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNewRecoveryCodes, useTurnOffTwoFactor } from '../two-factor-api.ts';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

type Open = 'setup' | 'codes' | 'off' | null;

export function TwoFactorCard({ isOn }: { isOn: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const Icon = isOn ? ShieldCheck : ShieldOff;
  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            isOn ? 'bg-positive-soft text-positive' : 'bg-surface-2 text-muted',
          )}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="flex flex-wrap items-center gap-2">
            Two-factor sign-in
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                isOn ? 'bg-positive-soft text-positive' : 'bg-surface-2 text-muted',
              )}
            >
              {isOn ? 'On' : 'Off'}
            </span>
          </CardTitle>
          <CardDescription>
            {isOn
              ? 'Signing in with your password also asks for a code from your authenticator app, or one of your recovery codes.'
              : 'Ask for a code from an authenticator app on your phone after your password, so a stolen password alone cannot open your budget.'}
          </CardDescription>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {isOn ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('codes')}>
              New recovery codes
            </Button>
            <Button variant="secondary" onClick={() => setOpen('off')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen('setup')}>Set up two-factor</Button>
        )}
      </div>
      <Dialog open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
        {open === 'setup' ? <TwoFactorSetup onDone={close} /> : null}
        {open === 'codes' ? <NewCodes onDone={close} /> : null}
        {open === 'off' ? <TurnOff onDone={close} /> : null}
      </Dialog>
    </Card>
  );
}

function NewCodes({ onDone }: { onDone: () => void }) {
  const renew = useNewRecoveryCodes();
  if (renew.data) {
    return (
      <RecoveryCodesStep
        title="Your new recovery codes"
        description="Your old recovery codes no longer work. These are shown only now: download or copy them and keep them somewhere safe."
        codes={renew.data.backupCodes}
        onDone={onDone}
      />
    );
  }
  return (
    <DialogContent
      title="New recovery codes"
      description="Ten new codes replace the ones you have; the old ones stop working. Confirm your password to go on."
    >
      <PasswordStep
        submitLabel="Make new codes"
        pendingLabel="Making codes..."
        isPending={renew.isPending}
        error={renew.error?.message ?? null}
        onSubmit={(password) => renew.mutate(password)}
      />
    </DialogContent>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const turnOff = useTurnOffTwoFactor();
  return (
    <DialogContent
      title="Turn off two-factor sign-in?"
      description="Your password alone will sign you in again, and your recovery codes stop working. Confirm your password to turn it off."
    >
      <PasswordStep
        submitLabel="Turn off two-factor"
        pendingLabel="Turning off..."
        variant="danger"
        isPending={turnOff.isPending}
        error={turnOff.error?.message ?? null}
        onSubmit={(password) => turnOff.mutate(password, { onSuccess: onDone })}
      />
    </DialogContent>
  );
}
