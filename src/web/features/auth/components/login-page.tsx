import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { useSignIn } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const wasReset = params.get('reset') === '1';
  const goHome = () => navigate('/', { replace: true });
  if (signIn.data?.step === 'second-factor') {
    return (
      <AuthLayout
        title="Two-Step Verification"
        subtitle="Your account asks for a second step. Enter the code from your authenticator app."
      >
        <SecondFactorForm onVerified={goHome} onStartOver={() => signIn.reset()} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to see your budget.">
      {wasReset ? (
        <Alert tone="success" className="mb-4">
          {AUTH_MESSAGES.passwordReset}
        </Alert>
      ) : null}
      <CredentialsForm
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        isPending={signIn.isPending}
        error={signIn.error?.message ?? null}
        passwordAutoComplete="current-password"
        onSubmit={(values) =>
          signIn.mutate(values, {
            onSuccess: (result) => {
              if (result.step === 'signed-in') goHome();
            },
          })
        }
        footer={
          <>
            <BackLink to="/start" />
            <span className="flex flex-wrap gap-x-4 gap-y-2">
              <Link to="/forgot-password" className="text-accent-text hover:underline">
                Forgot password?
              </Link>
              <Link to="/signup" className="font-medium text-accent-text hover:underline">
                Need an account?
              </Link>
            </span>
          </>
        }
      />
      <PasskeySignIn onSignedIn={goHome} />
    </AuthLayout>
  );
}
