import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { signOutAndClear } from '#web/lib/session.ts';

export function SignOutCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setIsPending(true);
    setError(null);
    try {
      await signOutAndClear(queryClient);
      navigate('/start', { replace: true });
    } catch {
      setError(AUTH_MESSAGES.signOutFailed);
      setIsPending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <CardTitle>Sign Out</CardTitle>
        <CardDescription>Sign out of Pennyflow on this device.</CardDescription>
        {error ? (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        ) : null}
      </div>
      <Button variant="secondary" onClick={signOut} disabled={isPending} className="shrink-0">
        <LogOut aria-hidden className="h-4 w-4" />
        {isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </Card>
  );
}
