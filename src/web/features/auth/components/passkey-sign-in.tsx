// 'Sign in with a passkey' under the sign-in form: the device offers the account's passkey, so no
// email is typed. Hidden where the browser has no passkeys at all.
import { Fingerprint } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { canUsePasskeys } from '#web/lib/passkey-ceremony.ts';
import { useSignInWithPasskey } from '../api.ts';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignInWithPasskey();
  if (!canUsePasskeys()) return null;
  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span aria-hidden className="h-px flex-1 bg-border" />
        or
        <span aria-hidden className="h-px flex-1 bg-border" />
      </div>
      {signIn.error ? <Alert tone="error">{signIn.error.message}</Alert> : null}
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        isPending={signIn.isPending}
        pendingLabel="Waiting for your passkey..."
        onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}
      >
        <Fingerprint aria-hidden className="h-5 w-5" />
        Sign in with a passkey
      </Button>
    </div>
  );
}
