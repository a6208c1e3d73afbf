import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '#shared/contract/auth-rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { useSignIn } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { CredentialsForm } from './credentials-form.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const wasReset = params.get('reset') === '1';
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
          signIn.mutate(values, { onSuccess: () => navigate('/', { replace: true }) })
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
    </AuthLayout>
  );
}
