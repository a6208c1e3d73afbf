import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useSignIn } from '../api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to see your budget.">
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
            <Link to="/start" className="inline-flex items-center gap-1 text-muted hover:text-text">
              <ArrowLeft aria-hidden className="h-4 w-4" />
              Back
            </Link>
            <Link to="/signup" className="font-medium text-accent-text hover:underline">
              Need an account?
            </Link>
          </>
        }
      />
    </AuthLayout>
  );
}
