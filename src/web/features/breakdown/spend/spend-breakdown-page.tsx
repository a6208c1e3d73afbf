// Spend Breakdown (/ai-chat, spec sections 2, 4, 5 and 8): a statement sorted into the user's own
// expense categories, within the free or Pro limits, then imported into the budget one category at a
// time, with undo; its money in goes to their income categories the same way (ADR 0017). Every
// choice of category the person makes is taught to the categoriser.
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { isPro } from '#shared/subscription';
import {
  BREAKDOWN_MESSAGES,
  FREE_INPUT_LIMIT,
  PRO_INPUT_LIMIT,
} from '#shared/contract/breakdown-messages';
import { IMPORT_MESSAGES } from '#shared/contract/imports';
import { todayLocalDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { useCategoryRows, useCreateCategories } from '#web/lib/budget-queries.ts';
import { fetchMe, useMe } from '#web/lib/session.ts';
import { clearPendingReport, loadPendingReport } from '../pending-report.ts';
import type { CategoryGroup, Report, ReportEdit, ReportTransaction } from '../report.ts';
import { LazyBreakdownReport } from '../components/lazy-report.tsx';
import { StatementInput } from '../components/statement-input.tsx';
import { useBreakdownSession } from '../components/use-breakdown-session.ts';
import {
  completeImport,
  failImport,
  importRowsOf,
  notYetImported,
  isNeedsCategory,
  matchUserCategory,
  type CategoryImport,
} from './category-import.ts';
import { ExpenseCategories } from './expense-categories.tsx';
import { ImportAction } from './import-action.tsx';
import { MakeBillAction } from './make-bill-action.tsx';
import {
  createMoneyInMatcher,
  groupMoneyIn,
  NOT_INCOME,
  suggestMoneyIn,
  type MoneyInChoice,
} from './money-in.ts';
import { MoneyInImport } from './money-in-import.tsx';
import { teachMerchant, useBreakdownUsage, useImportCategory, useUndoImport } from './queries.ts';
import { RecentImports } from './recent-imports.tsx';
import {
  clearSpendSession,
  loadSpendSession,
  saveSpendSession,
  type SpendSession,
} from './spend-session.ts';
import {
  characterCost,
  expenseCategoryNames,
  incomeCategoryNames,
  PRODUCT,
  quotaProblem,
  submitState,
  uploadProblem,
} from './spend-rules.ts';
import { TransactionDatePicker } from './transaction-date-picker.tsx';
import { UpgradeLink } from './upgrade-link.tsx';
import { UsageBanner } from './usage-banner.tsx';

const IDLE: CategoryImport = { status: 'idle' };

/** Which of the person's categories an import adds to: spending, or money in (ADR 0017). */
type ImportKind = 'expense' | 'income';
/** The merchant rules API takes at most this much statement text. */
const TEACH_MAX = 500;

export function SpendBreakdownPage() {
  const me = useMe();
  if (!me.data) return <LoadingScreen label="Loading Spend Breakdown" />;
  // Keyed by the user: another account signed in elsewhere starts afresh, never with this one's report.
  return <SpendBreakdown key={me.data.profile.id} me={me.data} />;
}

function SpendBreakdown({ me }: { me: NonNullable<ReturnType<typeof useMe>['data']> }) {
  const userId = me.profile.id;
  const today = todayLocalDate();
  const usage = useBreakdownUsage();
  const userIsPro = usage.data?.isPro ?? isPro(me.subscription);
  const inputLimit = usage.data?.inputLimit ?? (userIsPro ? PRO_INPUT_LIMIT : FREE_INPUT_LIMIT);
  const quota =
    usage.data && usage.data.limit !== null ? { ...usage.data, limit: usage.data.limit } : null;

  // What the page starts with: a report made on the public page before the account existed (the
  // newest, since it is let go once taken up), else the result kept from an earlier visit.
  const [start] = useState(() => {
    const pending = loadPendingReport();
    if (pending) {
      const fresh: SpendSession = {
        report: pending,
        imports: {},
        transactionDate: today,
        createdAt: new Date().toISOString(),
      };
      return { ...fresh, isPending: true };
    }
    const kept = loadSpendSession(userId);
    return kept ? { ...kept, isPending: false } : null;
  });
  const [transactionDate, setTransactionDate] = useState(start?.transactionDate ?? today);
  // When the report on screen was made: it is kept for 7 days from then, however often it is seen.
  const [createdAt, setCreatedAt] = useState(() => start?.createdAt ?? new Date().toISOString());
  const month = transactionDate.slice(0, 7);
  const categoryRows = useCategoryRows();
  // Every expense category the user has, whatever its month: the import adds a row to any of them
  // (creating the month's category as the budget rules do), so none is hidden by the date picked.
  const categoryNames = useMemo(
    () => expenseCategoryNames(categoryRows.data ?? []),
    [categoryRows.data],
  );
  // Where money in goes: every income category the person has, whatever its month, as for spending.
  const incomeNames = useMemo(
    () => incomeCategoryNames(categoryRows.data ?? []),
    [categoryRows.data],
  );
  const incomeMatcher = useMemo(() => createMoneyInMatcher(incomeNames), [incomeNames]);

  const session = useBreakdownSession({
    source: 'authenticated_user',
    initialReport: start?.report ?? null,
    userCategories: categoryNames,
    incomeCategories: incomeNames,
    precheck: async ({ text, isFromFile }) => {
      if (!(await fetchMe())) return BREAKDOWN_MESSAGES.signIn;
      // The quota as it stands now (another tab may have used some), checked before the call.
      const latest = (await usage.refetch()).data;
      return latest ? quotaProblem(latest, characterCost(text, isFromFile)) : null;
    },
    onReport: (report) => {
      void usage.refetch();
      if (report) setCreatedAt(new Date().toISOString());
    },
  });
  const [imports, setImports] = useState<Record<string, CategoryImport>>(
    () => start?.imports ?? {},
  );
  const [incomeImports, setIncomeImports] = useState<Record<string, CategoryImport>>(
    () => start?.incomeImports ?? {},
  );
  const [moneyInChoices, setMoneyInChoices] = useState<Record<string, MoneyInChoice>>(
    () => start?.moneyInChoices ?? {},
  );
  const choiceOf = (tx: ReportTransaction): MoneyInChoice =>
    moneyInChoices[tx.id] ?? suggestMoneyIn(tx, { incomeNames, matcher: incomeMatcher });

  // The public page's report, once on screen here, is let go there.
  useEffect(() => {
    if (start?.isPending) clearPendingReport();
  }, [start]);

  useEffect(() => {
    if (session.report) {
      saveSpendSession(userId, {
        report: session.report,
        imports,
        incomeImports,
        moneyInChoices,
        transactionDate,
        createdAt,
      });
    }
  }, [userId, session.report, imports, incomeImports, moneyInChoices, transactionDate, createdAt]);

  const importCategory = useImportCategory();
  const undoImport = useUndoImport();
  const createCategories = useCreateCategories();
  const [undoing, setUndoing] = useState<string | null>(null);
  // Spending cards and income cards keep their imports apart: a name can be both kinds of category.
  const importsOf = (kind: ImportKind) => (kind === 'income' ? incomeImports : imports);
  const setImport = (category: string, state: CategoryImport, kind: ImportKind = 'expense') =>
    (kind === 'income' ? setIncomeImports : setImports)((all) => ({ ...all, [category]: state }));

  const runImport = async (
    group: CategoryGroup,
    options: { onlyIds?: string[]; kind?: ImportKind } = {},
  ) => {
    const kind = options.kind ?? 'expense';
    const name = group.category;
    const previous = importsOf(kind)[name] ?? IDLE;
    const setState = (state: CategoryImport) => setImport(name, state, kind);
    const category = matchUserCategory(name, kind === 'income' ? incomeNames : categoryNames);
    if (!category) {
      setState(
        failImport(
          previous,
          kind === 'income'
            ? IMPORT_MESSAGES.incomeCategoryMissing(name)
            : IMPORT_MESSAGES.categoryMissing(name),
        ),
      );
      return;
    }
    const onlyIds = options.onlyIds;
    const sent = onlyIds
      ? group.transactions.filter((tx) => onlyIds.includes(tx.id))
      : notYetImported(group, previous);
    setState({ status: 'importing' });
    try {
      const result = await importCategory.mutateAsync({
        ...(kind === 'income' && { type: 'income' as const }),
        category,
        fallbackDate: transactionDate,
        rows: importRowsOf(sent, { addAnyway: onlyIds !== undefined }),
      });
      if (result.failed > 0) {
        // 'Check the console for details': every failed row with its reason.
        console.warn(
          IMPORT_MESSAGES.someFailed(result.failed),
          result.rows
            .map((row, index) => ({ ...row, merchant: sent[index]?.merchant }))
            .filter((row) => row.status === 'failed'),
        );
      }
      setState(completeImport(previous, { ...group, transactions: sent }, result));
    } catch (caught) {
      const message =
        caught instanceof Error ? caught.message : 'Failed to import. Please try again.';
      setState(failImport(previous, message));
    }
  };

  const runUndo = async (name: string, kind: ImportKind = 'expense') => {
    const state = importsOf(kind)[name];
    if (state?.status !== 'complete') return;
    setUndoing(`${kind}:${name}`);
    const left = [...state.importIds];
    try {
      while (left.length > 0) {
        await undoImport.mutateAsync(left[0]!);
        left.shift();
      }
      setImport(name, IDLE, kind);
    } catch (caught) {
      // What was undone stays undone; what is left can be undone again.
      const message = caught instanceof Error ? caught.message : 'Failed to undo the import.';
      setImport(name, { ...state, importIds: left, error: message }, kind);
    } finally {
      setUndoing(null);
    }
  };

  const addMissingCategory = async (name: string, kind: ImportKind = 'expense') => {
    const previous = importsOf(kind)[name] ?? IDLE;
    try {
      await createCategories.mutateAsync([{ name, type: kind, month, goal: 0 }]);
      setImport(
        name,
        previous.status === 'complete' ? { ...previous, error: undefined } : IDLE,
        kind,
      );
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Failed to add the category.';
      setImport(name, failImport(previous, message), kind);
    }
  };

  // A person's choice of income category for a payer is remembered for their next statement.
  const chooseMoneyIn = (tx: ReportTransaction, choice: MoneyInChoice) => {
    setMoneyInChoices((all) => ({ ...all, [tx.id]: choice }));
    if (choice === NOT_INCOME || isNeedsCategory(choice)) return;
    const merchant = (tx.description || tx.merchant).slice(0, TEACH_MAX);
    teachMerchant({ merchant, category: choice, direction: 'in' }).catch((error: unknown) =>
      console.warn('Could not remember this payer’s income category', error),
    );
  };

  // Each category the person chooses for a merchant is remembered for their next statement.
  const learnFrom = (edit: ReportEdit, before: Report) => {
    const teach = (tx: { merchant: string; description: string | null }, category: string) => {
      if (isNeedsCategory(category)) return;
      const merchant = (tx.description || tx.merchant).slice(0, TEACH_MAX);
      teachMerchant({ merchant, category }).catch((error: unknown) =>
        console.warn('Could not remember this merchant’s category', error),
      );
    };
    if (edit.type === 'move' || edit.type === 'edit') {
      const tx = before.spending.find((t) => t.id === edit.id);
      if (tx && tx.category !== edit.category) teach(tx, edit.category);
    } else if (edit.type === 'place-merchant') {
      // Every statement text of the merchant's rows the review list moves, each its own rule key.
      const moved = before.spending.filter(
        (t) => isNeedsCategory(t.category) && t.merchant === edit.merchant,
      );
      const seen = new Set<string>();
      for (const tx of moved) {
        const text = tx.description || tx.merchant;
        if (!seen.has(text)) teach(tx, edit.category);
        seen.add(text);
      }
    }
  };

  const reset = () => {
    session.reset();
    setImports({});
    setIncomeImports({});
    setMoneyInChoices({});
    clearSpendSession(userId);
  };

  const isQuotaError = session.error === BREAKDOWN_MESSAGES.monthlyLimit;
  const isQuotaUsedUp = quota !== null && quota.charactersUsed >= quota.limit;
  const submit = submitState({
    text: session.text,
    categoryCount: categoryNames.length,
    isPending: session.isPending,
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Spend Breakdown"
        description="Paste or upload a statement, sort it into your own categories, and add it to your budget."
        actions={
          session.report ? (
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              Analyze New Transactions
            </Button>
          ) : undefined
        }
      />
      {quota ? <UsageBanner usage={quota} /> : null}
      {session.report ? (
        <LazyBreakdownReport
          report={session.report}
          onChange={session.setReport}
          categoryNames={categoryNames}
          onEdit={learnFrom}
          renderMoneyIn={({ totalCents, onEditRequest, onDelete }) => (
            <MoneyInImport
              grouped={groupMoneyIn(session.report?.moneyIn ?? [], choiceOf)}
              totalCents={totalCents}
              count={session.report?.moneyIn.length ?? 0}
              currency={session.report?.currency ?? 'USD'}
              incomeNames={incomeNames}
              choiceOf={choiceOf}
              onChoose={chooseMoneyIn}
              onEditRequest={onEditRequest}
              onDelete={onDelete}
              renderAction={(group) => (
                <ImportAction
                  group={group}
                  state={incomeImports[group.category] ?? IDLE}
                  isUndoing={undoing === `income:${group.category}`}
                  isMissing={!matchUserCategory(group.category, incomeNames)}
                  categoryType="income"
                  onImport={() => void runImport(group, { kind: 'income' })}
                  onAddAnyway={() => {
                    const state = incomeImports[group.category];
                    if (state?.status === 'complete') {
                      void runImport(group, { onlyIds: state.duplicateIds, kind: 'income' });
                    }
                  }}
                  onUndo={() => void runUndo(group.category, 'income')}
                  onAddCategory={() => void addMissingCategory(group.category, 'income')}
                />
              )}
            />
          )}
          renderChargeAction={(charge) => <MakeBillAction charge={charge} />}
          renderCategoryAction={(group) => (
            <ImportAction
              group={group}
              state={imports[group.category] ?? IDLE}
              isUndoing={undoing === `expense:${group.category}`}
              isMissing={!matchUserCategory(group.category, categoryNames)}
              onImport={() => void runImport(group)}
              onAddAnyway={() => {
                const state = imports[group.category];
                if (state?.status === 'complete') {
                  void runImport(group, { onlyIds: state.duplicateIds });
                }
              }}
              onUndo={() => void runUndo(group.category)}
              onAddCategory={() => void addMissingCategory(group.category)}
            />
          )}
        />
      ) : (
        <>
          {isQuotaError || isQuotaUsedUp ? (
            <div className="rounded-2xl border border-warning/30 bg-warning-soft p-4 sm:p-5">
              <p className="font-medium text-warning" role="status">
                {BREAKDOWN_MESSAGES.monthlyLimit}
              </p>
              <UpgradeLink id="upgrade-quota" className="mt-3" />
            </div>
          ) : null}
          <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
            <StatementInput
              value={session.text}
              onChange={session.setText}
              limit={inputLimit}
              onOverLimit={session.markOverLimit}
              onSubmit={() => void session.submit()}
              isPending={session.isPending}
              submitLabel={submit.label}
              pendingLabel={`Running ${PRODUCT}...`}
              isSubmitDisabled={submit.isDisabled}
              error={isQuotaError ? null : session.error}
              checkUpload={() => (quota ? uploadProblem(quota) : null)}
              footer={
                session.isOverLimit ? (
                  <Alert tone="warning">
                    <p>{BREAKDOWN_MESSAGES.pasteLimit(inputLimit)}</p>
                    {userIsPro ? null : <UpgradeLink id="upgrade-paste" className="mt-2" />}
                  </Alert>
                ) : null
              }
            >
              <div className="grid grid-cols-1 gap-5 rounded-xl border border-border bg-surface-2/40 p-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
                <TransactionDatePicker
                  value={transactionDate}
                  today={today}
                  onChange={setTransactionDate}
                />
                <ExpenseCategories
                  categories={{
                    isPending: categoryRows.isPending,
                    error: categoryRows.error,
                    data: categoryRows.data && categoryNames,
                  }}
                  month={month}
                />
              </div>
            </StatementInput>
          </div>
          <RecentImports currency={me.profile.currency} />
        </>
      )}
    </div>
  );
}
