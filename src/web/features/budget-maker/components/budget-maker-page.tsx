// The public budget maker (/budget-maker, spec section 2): no account needed. Income, then
// expenses, then the budget, with a progress indicator and a live count of budgets made. It loads
// none of the signed-in app's screens.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DONATION_POPUP_DELAY_MS } from '#shared/contract/budget-maker-messages';
import type { BudgetMakerResult } from '#shared/contract/budget-maker';
import { toCategoryKey } from '#shared/categories';
import { PublicHeader } from '#web/components/public-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { saveBudgetDraft } from '#web/lib/budget-draft.ts';
import { usePublicConfig } from '#web/lib/session.ts';
import { makeBudget, useBudgetCounter } from '../api.ts';
import { checkIncome, type IncomeRow, type Step } from '../steps.ts';
import { ExpensesStep } from './expenses-step.tsx';
import { IncomeStep } from './income-step.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { ResultStep } from './result-step.tsx';

const SIGNUP_WITH_BUDGET = '/signup?budget=saved';
// The pop-up's dialog code loads only once there is a budget to follow it.
const DonationDialog = lazy(async () => ({
  default: (await import('./donation-dialog.tsx')).DonationDialog,
}));
/** The engine's group for what it could not place (spec section 5). */
const UNPLACED_GROUP = 'Needs Category';

function BudgetCounterBadge() {
  const { count, isLive } = useBudgetCounter();
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs text-muted">
      <span
        aria-hidden
        className={isLive ? 'h-2 w-2 rounded-full bg-positive' : 'h-2 w-2 rounded-full bg-muted'}
      />
      <span>
        {count === null ? (
          // No figure until the server gives one (ADR 0021): a dash, read out as loading.
          <strong className="font-semibold text-text" data-testid="budget-counter-loading">
            <span aria-hidden>–</span>
            <span className="sr-only">Loading the number of</span>
          </strong>
        ) : (
          <strong className="font-semibold text-text tabular-nums" data-testid="budget-counter">
            {count.toLocaleString('en-US')}
          </strong>
        )}{' '}
        budgets made
      </span>
    </p>
  );
}

export function BudgetMakerPage() {
  const [searchParams] = useSearchParams();
  const config = usePublicConfig();
  const rowIds = useRef(1);
  const nextRowId = () => ++rowIds.current;
  const [step, setStep] = useState<Step>('income');
  const [rows, setRows] = useState<IncomeRow[]>([{ id: 1, name: '', amount: '' }]);
  const [expenses, setExpenses] = useState('');
  const [result, setResult] = useState<BudgetMakerResult | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDonationOpen, setIsDonationOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const isDonationAvailable = config.data?.isDonationAvailable === true;

  // Each later step starts at the top with the focus on the page heading, as a new page would; the
  // first is left alone (a page just opened starts there anyway, and focusing forces a layout).
  const hasChangedStep = useRef(false);
  useEffect(() => {
    if (hasChangedStep.current) heading.current?.focus();
    hasChangedStep.current = true;
  }, [step]);

  // The donation pop-up comes a second after a budget appears (spec section 9).
  useEffect(() => {
    if (!result || !isDonationAvailable) return;
    const timer = setTimeout(() => setIsDonationOpen(true), DONATION_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, isDonationAvailable]);

  async function generate() {
    setError(null);
    setIsGenerating(true);
    try {
      // The rows passed their check on the way here; their sources are read again, not kept twice.
      const made = await makeBudget({ income: checkIncome(rows).sources, expenses });
      setResult(made);
      saveBudgetDraft({
        income: made.income,
        // Transactions the engine could not place are no category a budget can hold.
        categories: made.categories
          .filter((c) => toCategoryKey(c.category) !== toCategoryKey(UNPLACED_GROUP))
          .map((c) => ({ name: c.category, goal: c.suggested })),
      });
      setStep('result');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsGenerating(false);
    }
  }

  function startOver() {
    rowIds.current += 1;
    setRows([{ id: rowIds.current, name: '', amount: '' }]);
    setExpenses('');
    setResult(null);
    setError(null);
    setIsDonationOpen(false);
    setStep('income');
  }

  return (
    <div className="min-h-screen">
      <PublicHeader className="max-w-4xl" />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="text-center">
          <BudgetCounterBadge />
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-3xl font-semibold tracking-tight text-balance focus:outline-none sm:text-4xl"
          >
            Make a budget in two minutes
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-muted text-pretty">
            Tell us what comes in, paste what went out, and get a monthly budget by category. Free,
            no account needed.
          </p>
        </div>
        {searchParams.get('donation_success') === 'true' ? (
          <Alert tone="success" className="mt-6">
            Thank you for your donation! It keeps the budget maker free.
          </Alert>
        ) : null}
        <Card className="mt-8">
          <ProgressSteps current={step} />
          <div className="mt-6">
            {step === 'income' ? (
              <IncomeStep
                rows={rows}
                onRowsChange={setRows}
                nextRowId={nextRowId}
                onContinue={() => setStep('expenses')}
              />
            ) : step === 'expenses' ? (
              <ExpensesStep
                text={expenses}
                onTextChange={(text) => {
                  setExpenses(text);
                  setError(null);
                }}
                onBack={() => {
                  setError(null);
                  setStep('income');
                }}
                onGenerate={() => void generate()}
                isGenerating={isGenerating}
                error={error}
              />
            ) : result ? (
              <ResultStep result={result} onStartOver={startOver} saveLink={SIGNUP_WITH_BUDGET} />
            ) : null}
          </div>
        </Card>
      </main>
      {result && isDonationAvailable ? (
        <Suspense fallback={null}>
          <DonationDialog open={isDonationOpen} onClose={() => setIsDonationOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
