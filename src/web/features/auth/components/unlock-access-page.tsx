// /unlock-access (spec sections 2, 5 and 8): email, password and license key. It signs in, or creates
// the account, redeems the key, shows 'Access Unlocked!' and goes on after 2 s: to /onboarding, or
// home for an account that has finished it. Someone already signed in only enters the key.
import { KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LICENSE_MESSAGES } from '#shared/contract/payments-messages';
import { LICENSE_PREFIX } from '#shared/license';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/session.ts';
import { useUnlockAccess } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { EmailField, PasswordField } from './credential-fields.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** Spec section 9: the pause on 'Access Unlocked!' before onboarding. */
export const UNLOCK_REDIRECT_MS = 2_000;
const KEY_PLACEHOLDER = `${LICENSE_PREFIX}-XXXXXX-XXXXXX-XXXXXX-XXXXXX`;

export function UnlockAccessPage() {
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) throw me.error;
  return <UnlockForm signedInAs={me.data?.profile.email ?? null} />;
}

function UnlockForm({ signedInAs }: { signedInAs: string | null }) {
  // Decided once: signing in midway must not swap the form under the person.
  const [signedInEmail] = useState(signedInAs);
  const navigate = useNavigate();
  const unlock = useUnlockAccess();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [licenseKey, setLicenseKey] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  // The unlocked account's profile decides where it goes next: setup first, or straight home.
  const unlocked = unlock.data?.step === 'unlocked' ? unlock.data.me : null;
  const isSetUp = unlocked?.profile.onboardingCompleted ?? false;
  useEffect(() => {
    if (!unlocked) return;
    const next = isSetUp ? '/' : '/onboarding';
    const timer = setTimeout(() => navigate(next, { replace: true }), UNLOCK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unlocked, isSetUp, navigate]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const needsCredentials = !signedInEmail;
    const isMissing = !licenseKey.trim() || (needsCredentials && (!email.trim() || !password));
    if (isMissing) {
      setFormError(LICENSE_MESSAGES.fillAllFields);
      return;
    }
    setFormError(null);
    unlock.mutate(
      needsCredentials ? { email: email.trim(), password, licenseKey } : { licenseKey },
    );
  }

  const subtitle = signedInEmail
    ? 'Enter your license key to unlock Pro on this account.'
    : "Enter your license key with your account's email and password. New here? We'll create your account.";

  if (unlock.data?.step === 'second-factor') {
    return (
      <AuthLayout
        title="Two-Step Verification"
        subtitle="Your account asks for a second step before the key is redeemed. Enter the code from your authenticator app."
      >
        <SecondFactorForm
          // Signed in now: the same key goes to this account.
          onVerified={() => unlock.mutate({ licenseKey })}
          onStartOver={() => unlock.reset()}
        />
      </AuthLayout>
    );
  }

  if (unlocked) {
    return (
      <AuthLayout title="Unlock Pro Access">
        <div className="space-y-3 text-center" role="status">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-positive-soft text-positive">
            <KeyRound aria-hidden className="h-7 w-7" />
          </span>
          <p className="text-xl font-semibold">{LICENSE_MESSAGES.unlocked}</p>
          <p className="text-sm text-muted">
            You have lifetime Pro access.{' '}
            {isSetUp ? 'Taking you to your dashboard...' : 'Taking you to set up your budget...'}
          </p>
        </div>
      </AuthLayout>
    );
  }

  const shown = formError ?? unlock.error?.message ?? null;
  return (
    <AuthLayout title="Unlock Pro Access" subtitle={subtitle}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {signedInEmail ? (
          <p className="rounded-lg border border-border bg-surface-2 px-3 py-2.5 text-sm">
            Signed in as <span className="font-medium">{signedInEmail}</span>
          </p>
        ) : (
          <>
            <EmailField value={email} onChange={setEmail} />
            <PasswordField
              value={password}
              onChange={setPassword}
              hint="Your password, or a new one of 8 characters or more"
              autoComplete="current-password"
            />
          </>
        )}
        <Field id="license-key" label="License key">
          <Input
            id="license-key"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={KEY_PLACEHOLDER}
            className="font-mono text-[13px] sm:text-sm sm:tracking-wide"
            value={licenseKey}
            maxLength={64}
            onChange={(e) => setLicenseKey(e.target.value.toUpperCase())}
          />
        </Field>
        {shown ? <Alert tone="error">{shown}</Alert> : null}
        {shown === LICENSE_MESSAGES.passwordMismatch ? (
          <Link
            to="/forgot-password"
            className="block text-sm font-medium text-accent-text hover:underline"
          >
            Reset your password
          </Link>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isPending={unlock.isPending}
          pendingLabel="Unlocking..."
        >
          Unlock Access
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1 text-sm">
          <BackLink to={signedInEmail ? '/settings?tab=access' : '/start'} />
          {signedInEmail ? null : (
            <Link to="/login" className="font-medium text-accent-text hover:underline">
              Have an account? Sign in
            </Link>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
