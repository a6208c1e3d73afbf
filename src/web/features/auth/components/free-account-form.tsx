// The free-account form under a breakdown report (spec section 2, free breakdown page): email and
// password, the terms notice, and the spec's messages. Once the account exists the form is replaced
// by the way on to setting up a budget.
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SignupForm } from './signup-form.tsx';
import { TermsNotice } from './terms-notice.tsx';

export function FreeAccountForm({ onCreated }: { onCreated: () => void }) {
  const [isCreated, setIsCreated] = useState(false);
  if (isCreated) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2 text-sm text-text">
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-positive" />
          Your free account is ready. Set up your budget next; this report is kept in this browser
          so you can import it.
        </p>
        <Button asChild>
          <Link to="/onboarding">Set up my budget</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-text">
          Keep this report and start budgeting
        </h2>
        <p className="mt-2 text-sm text-muted">
          Create a free account to save this report, import it into a monthly budget and track your
          spending from now on.
        </p>
      </div>
      <SignupForm
        submitLabel="Create Free Account"
        onCreated={() => {
          setIsCreated(true);
          onCreated();
        }}
        footer={<TermsNotice />}
      />
    </div>
  );
}
