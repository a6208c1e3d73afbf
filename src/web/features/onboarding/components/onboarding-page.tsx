import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_EXPENSE_CHOICES } from '#shared/categories';
import { ONBOARDING_MESSAGES } from '#shared/contract/onboarding';
import { monthKeyOf } from '#shared/period';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { clearBudgetDraft, readBudgetDraft } from '#web/lib/budget-draft.ts';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/lib/session.ts';
import { useCompleteOnboarding, useSkipOnboarding } from '../api.ts';
import {
  clearOnboardingDraft,
  readOnboardingDraft,
  saveOnboardingDraft,
} from '../onboarding-draft.ts';
import { NameListInput } from './name-list-input.tsx';

type Step = 1 | 2;

function StepIndicator({ step }: { step: Step }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-muted">Step {step} of 2</p>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={2}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of 2`}
        className="flex gap-2"
      >
        {[1, 2].map((n) => (
          <span
            key={n}
            className={cn('h-1.5 flex-1 rounded-full', n <= step ? 'bg-accent' : 'bg-surface-2')}
          />
        ))}
      </div>
    </div>
  );
}

export function OnboardingPage() {
  // The guard lets only a signed-in person in, so the profile is there. The profile shown first may
  // be the one the device saved (lib/offline/saved-queries.ts), another account's when someone else
  // signed in on this tab: when the fresh one arrives, the steps start again as that person's.
  const userId = useMe().data?.profile.id ?? '';
  return <OnboardingSteps key={userId} userId={userId} />;
}

function OnboardingSteps({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const skip = useSkipOnboarding();
  // A budget made in the budget maker before signing up fills both steps in.
  const [budget] = useState(() => readBudgetDraft());
  // What was entered before a reload of this tab wins over the budget maker's starting point.
  const [kept] = useState(() => readOnboardingDraft(userId));
  const [step, setStep] = useState<Step>(kept?.step ?? 1);
  const [incomeSources, setIncomeSources] = useState<string[]>(
    () => kept?.incomeSources ?? budget?.income.map((i) => i.name) ?? [],
  );
  const [incomeDraft, setIncomeDraft] = useState(kept?.incomeDraft ?? '');
  const [expenses, setExpenses] = useState<string[]>(
    () => kept?.expenses ?? budget?.categories.map((c) => c.name) ?? [],
  );
  const [expenseDraft, setExpenseDraft] = useState(kept?.expenseDraft ?? '');
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    // Once setup is saved the draft is forgotten, and not written back while the page leaves.
    if (isDone) return;
    saveOnboardingDraft({
      userId,
      draft: { step, incomeSources, incomeDraft, expenses, expenseDraft },
    });
  }, [isDone, userId, step, incomeSources, incomeDraft, expenses, expenseDraft]);
  const [message, setMessage] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);

  const isBusy = complete.isPending || skip.isPending;
  const customExpenses = expenses.filter(
    (e) => !(ONBOARDING_EXPENSE_CHOICES as readonly string[]).includes(e),
  );

  function continueToExpenses() {
    if (incomeDraft.trim()) {
      setMessage({ tone: 'warning', text: ONBOARDING_MESSAGES.incomeUnconfirmed });
      return;
    }
    if (incomeSources.length === 0) {
      setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.incomeRequired });
      return;
    }
    setMessage(null);
    setStep(2);
  }

  function toggleExpense(name: string) {
    setMessage(null);
    setExpenses((current) =>
      current.includes(name) ? current.filter((e) => e !== name) : [...current, name],
    );
  }

  function finish() {
    if (expenses.length === 0) {
      setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.expenseRequired });
      return;
    }
    setMessage(null);
    const goals = budget
      ? [
          ...budget.income.map((i) => ({ type: 'income' as const, name: i.name, goal: i.amount })),
          ...budget.categories.map((c) => ({
            type: 'expense' as const,
            name: c.name,
            goal: c.goal,
          })),
        ]
      : undefined;
    complete.mutate(
      { incomeSources, expenseCategories: expenses, goals, month: monthKeyOf(new Date()) },
      {
        onSuccess: () => {
          clearBudgetDraft();
          finishWith();
        },
        onError: (error) =>
          setMessage({
            tone: 'error',
            text:
              error instanceof ApiError && error.code === 'VALIDATION'
                ? error.message
                : ONBOARDING_MESSAGES.expenseSaveFailed,
          }),
      },
    );
  }

  /** Setup is saved (completed or skipped): nothing is left to bring back. */
  function finishWith() {
    setIsDone(true);
    clearOnboardingDraft();
    navigate('/', { replace: true });
  }

  function skipSetup() {
    setMessage(null);
    skip.mutate(undefined, {
      onSuccess: finishWith,
      onError: () => setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.skipFailed }),
    });
  }

  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-8 sm:py-12">
      <header className="mb-8 flex w-full max-w-2xl items-center justify-between">
        <Logo />
        <Button variant="ghost" size="sm" onClick={skipSetup} disabled={isBusy}>
          {skip.isPending ? 'Skipping...' : 'Skip Setup'}
        </Button>
      </header>
      <main className="w-full max-w-2xl rounded-2xl border border-border bg-surface p-6 shadow-xl sm:p-8">
        <StepIndicator step={step} />
        {step === 1 ? (
          <section aria-labelledby="step-title" className="mt-6 space-y-6">
            <div>
              <h1 id="step-title" className="text-2xl font-semibold tracking-tight">
                Where does your money come from?
              </h1>
              <p className="mt-1.5 text-sm text-muted">
                Add each income source: your salary, a side job, benefits. You can change these
                later.
              </p>
            </div>
            {budget ? (
              <Alert tone="info">
                Your budget from the budget maker is filled in. Its amounts become this month&apos;s
                planned amounts; change anything you like.
              </Alert>
            ) : null}
            <NameListInput
              id="income-name"
              label="Income source"
              placeholder="e.g. Salary"
              addLabel="Add income source"
              names={incomeSources}
              draft={incomeDraft}
              onDraftChange={(value) => {
                setIncomeDraft(value);
                if (message?.tone === 'warning') setMessage(null);
              }}
              onChange={(names) => {
                setIncomeSources(names);
                setMessage(null);
              }}
            />
            {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
            <div className="flex justify-end">
              <Button size="lg" onClick={continueToExpenses}>
                Continue
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          </section>
        ) : (
          <section aria-labelledby="step-title" className="mt-6 space-y-6">
            <div>
              <h1 id="step-title" className="text-2xl font-semibold tracking-tight">
                What do you spend money on?
              </h1>
              <p className="mt-1.5 text-sm text-muted">
                Pick your expense categories, or add your own.
              </p>
            </div>
            <fieldset>
              <legend className="sr-only">Expense categories</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {ONBOARDING_EXPENSE_CHOICES.map((name) => {
                  const isSelected = expenses.includes(name);
                  return (
                    <button
                      key={name}
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => toggleExpense(name)}
                      className={cn(
                        'flex items-center justify-between gap-2 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors cursor-pointer',
                        isSelected
                          ? 'border-accent bg-accent-soft text-text'
                          : 'border-border bg-surface-2 text-text hover:border-accent/60',
                      )}
                    >
                      <span>{name}</span>
                      {isSelected ? (
                        <Check aria-hidden className="h-4 w-4 shrink-0 text-accent-text" />
                      ) : null}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <NameListInput
              id="expense-name"
              label="Custom category"
              placeholder="e.g. Childcare"
              addLabel="Add custom category"
              names={customExpenses}
              draft={expenseDraft}
              onDraftChange={setExpenseDraft}
              onChange={(names) => {
                setMessage(null);
                setExpenses([...expenses.filter((e) => !customExpenses.includes(e)), ...names]);
              }}
            />
            <p className="text-sm text-muted" aria-live="polite">
              {expenses.length} {expenses.length === 1 ? 'category' : 'categories'} selected
            </p>
            {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={isBusy}>
                <ArrowLeft aria-hidden className="h-4 w-4" />
                Back
              </Button>
              <Button
                size="lg"
                onClick={finish}
                disabled={isBusy}
                isPending={complete.isPending}
                pendingLabel="Saving..."
              >
                Complete Setup
                <Check aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          </section>
        )}
      </main>
    </div>
  );
}
