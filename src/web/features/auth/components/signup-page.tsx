import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { BackLink } from './back-link.tsx';
import { SignupForm } from './signup-form.tsx';
import { TermsNotice } from './terms-notice.tsx';

export function SignupPage() {
  const navigate = useNavigate();
  // From the budget maker's 'Save this budget': the onboarding picks the budget up after this.
  const isSavingBudget = useSearchParams()[0].get('budget') === 'saved';
  return (
    <AuthLayout
      title="Create Your Account"
      subtitle={
        isSavingBudget
          ? 'Create a free account to keep the budget you just made. No card needed.'
          : 'Start budgeting in under a minute. No card needed.'
      }
    >
      <SignupForm
        submitLabel="Create Account"
        onCreated={() => navigate('/onboarding', { replace: true })}
        footer={
          <>
            <TermsNotice />
            <BackLink to="/start" />
            <span className="flex flex-wrap gap-x-4 gap-y-2">
              <Link to="/unlock-access" className="text-accent-text hover:underline">
                Already purchased?
              </Link>
              <Link to="/login" className="font-medium text-accent-text hover:underline">
                Have an account? Sign in
              </Link>
            </span>
          </>
        }
      />
    </AuthLayout>
  );
}
