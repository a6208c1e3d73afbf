// Transaction History (/transactions): a month calendar tinted by each day's money in and out, and the
// displayed month's or selected day's transactions, newest first, paged; search text or a filter looks
// through all history instead.
import { Plus, ReceiptText, SearchX, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { leftOverOf } from '#shared/budget/totals';
import type { TransactionView } from '#shared/contract/budget';
import { formatCents } from '#shared/money';
import { formatLongDate, formatPeriod, todayLocalDate } from '#shared/period';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { CalendarLegend, MonthCalendar } from '#web/components/month-calendar/month-calendar.tsx';
import { useTransactionDialog } from '#web/components/transaction-dialog/context.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCategoryRows, useDayTotals } from '#web/lib/budget-queries.ts';
import { useBillsDueByDay } from '#web/lib/bill-queries.ts';
import { cn } from '#web/lib/cn.ts';
import { pendingTotals, type PendingEntry } from '#web/lib/offline/outbox.ts';
import { discardPending, usePendingEntries } from '#web/lib/offline/use-outbox.ts';
import { useMe } from '#web/lib/session.ts';
import { useTransactionHistory } from '../api.ts';
import {
  categoryNames,
  emptyMessage,
  hasFilters,
  historyQuery,
  NO_FILTERS,
  readHistoryFilters,
  readHistoryView,
  sumDays,
  type HistoryFilters as Filters,
  type HistoryQuery,
} from '../history.ts';
import { HistoryFilters } from './history-filters.tsx';
import { DeleteTransactionDialog } from './delete-transaction-dialog.tsx';
import { PendingList } from './pending-list.tsx';
import { TransactionList } from './transaction-list.tsx';

const SEARCH_DELAY_MS = 300;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** What a search looked through: all history, or the dates its filters give. */
function searchScope(query: HistoryQuery): string {
  if (query.from && query.to) return `${formatLongDate(query.from)} to ${formatLongDate(query.to)}`;
  if (query.from) return `Everything since ${formatLongDate(query.from)}`;
  if (query.to) return `Everything up to ${formatLongDate(query.to)}`;
  return 'All history';
}

export function TransactionsPage() {
  const me = useMe();
  const currency = me.data?.profile.currency ?? 'USD';
  const dialog = useTransactionDialog();
  const searchId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const today = useMemo(() => todayLocalDate(), []);
  const [params, setParams] = useSearchParams();
  const view = readHistoryView(
    { month: params.get('month'), day: params.get('day') },
    today.slice(0, 7),
  );
  const [search, setSearch] = useState(() => params.get('q')?.slice(0, 100) ?? '');
  // A report's drill-down opens History narrowed to the transactions behind its figure.
  const [filters, setFilters] = useState<Filters>(() =>
    readHistoryFilters({
      from: params.get('from'),
      to: params.get('to'),
      category: params.get('category'),
      type: params.get('type'),
    }),
  );
  const isSearching = search.trim() !== '' || hasFilters(filters);
  // Typing waits for a pause; the request's text stands for it (a new object each render).
  const requestText = JSON.stringify({
    query: historyQuery(view, search, filters),
    isSearch: isSearching,
  });
  const shownText = useDebouncedValue(requestText, SEARCH_DELAY_MS);
  const shown = useMemo(
    () => JSON.parse(shownText) as { query: HistoryQuery; isSearch: boolean },
    [shownText],
  );
  const categoryRows = useCategoryRows();
  const categories = useMemo(() => categoryNames(categoryRows.data ?? []), [categoryRows.data]);
  const [toDelete, setToDelete] = useState<TransactionView | null>(null);

  const dayTotals = useDayTotals(view.month);
  const days = useMemo(
    () => new Map((dayTotals.data ?? []).map((day) => [day.date, day])),
    [dayTotals.data],
  );
  const history = useTransactionHistory(shown.query);
  const transactions = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  const isWaiting = shownText !== requestText || (history.isFetching && history.isPlaceholderData);

  // A receipt shared to the app (features/share) opens the dialog filled in from it.
  const location = useLocation();
  const navigate = useNavigate();
  const sharedReceipt = (location.state as { receipt?: File } | null)?.receipt;
  useEffect(() => {
    if (!sharedReceipt) return;
    dialog.openAdd({ receipt: sharedReceipt });
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [sharedReceipt, dialog, navigate, location.pathname, location.search]);

  // The installed app's 'Add Transaction' shortcut opens /transactions?add=expense.
  const addParam = params.get('add');
  useEffect(() => {
    if (addParam !== 'expense' && addParam !== 'income') return;
    dialog.openAdd({ type: addParam });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [addParam, dialog, setParams]);

  function clearSearch() {
    setSearch('');
    setFilters(NO_FILTERS);
  }

  function show(next: { month: string; day: string | null }) {
    const nextParams = new URLSearchParams({ month: next.month });
    if (next.day) nextParams.set('day', next.day);
    setParams(nextParams, { replace: true });
  }

  const money = (cents: number) => formatCents(cents, currency);
  const billsDue = useBillsDueByDay(view.month);
  // Entries added offline for the shown month or day: listed first, and the waiting ones counted
  // in its totals as pending.
  const pendingEntries = usePendingEntries().data ?? [];
  const pendingShown = shown.isSearch
    ? []
    : pendingEntries.filter((entry) =>
        view.day ? entry.input.date === view.day : entry.input.date.startsWith(view.month),
      );
  const pending = pendingTotals(pendingShown.filter((entry) => entry.problem === undefined));
  const serverTotals = sumDays(
    view.day ? (dayTotals.data ?? []).filter((d) => d.date === view.day) : (dayTotals.data ?? []),
  );
  const periodTotals = {
    moneyIn: serverTotals.moneyIn + pending.moneyIn,
    moneyOut: serverTotals.moneyOut + pending.moneyOut,
  };
  const hasPending = pending.moneyIn + pending.moneyOut > 0;

  function correct(entry: PendingEntry) {
    const { input } = entry;
    dialog.openAdd({
      type: input.type === 'income' ? 'income' : 'expense',
      date: input.date,
      categoryName: input.name,
      amount: input.amount,
      note: input.note ?? null,
      replaces: entry.key,
    });
  }
  const periodLabel = view.day ? formatLongDate(view.day) : formatPeriod(view.month);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Transaction History"
        description="Pick a day on the calendar or search to find a transaction."
        actions={
          <Button onClick={() => dialog.openAdd(view.day ? { date: view.day } : {})}>
            <Plus aria-hidden className="h-4 w-4" />
            Add Transaction
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)]">
        <Card className="p-3 sm:p-5 lg:sticky lg:top-10">
          <MonthCalendar
            month={view.month}
            onMonthChange={(month) => show({ month, day: null })}
            selectedDate={view.day}
            onSelectDate={(day) => {
              // A picked day is what the person wants to see: the search gives way to it.
              clearSearch();
              show({ month: view.month, day });
            }}
            days={days}
            today={today}
            formatMoney={money}
            billsDue={billsDue}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 px-1">
            <CalendarLegend />
            {view.day ? (
              <Button
                variant="link"
                size="sm"
                onClick={() => show({ month: view.month, day: null })}
              >
                Clear selection
              </Button>
            ) : null}
          </div>
          {dayTotals.isError ? (
            <Alert tone="error" className="mt-3">
              {dayTotals.error.message}
            </Alert>
          ) : null}
        </Card>

        <Card className="min-w-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 ref={listHeadingRef} tabIndex={-1} className="text-lg font-semibold text-text">
              {shown.isSearch ? 'Search results' : periodLabel}
            </h2>
            {shown.isSearch ? (
              <p className="text-sm text-muted" data-testid="search-scope">
                {searchScope(shown.query)}, newest first
              </p>
            ) : (
              <p className="text-sm text-muted" data-testid="period-totals">
                Money In{' '}
                <span className="font-medium text-positive">{money(periodTotals.moneyIn)}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                Money Out{' '}
                <span className="font-medium text-negative">{money(periodTotals.moneyOut)}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                Left Over{' '}
                <span
                  className={cn(
                    'font-medium',
                    leftOverOf(periodTotals) < 0 ? 'text-negative' : 'text-positive',
                  )}
                >
                  {money(leftOverOf(periodTotals))}
                </span>
                {hasPending ? (
                  <span className="block text-xs" data-testid="pending-totals">
                    Includes {pending.moneyOut > 0 ? `${money(pending.moneyOut)} out` : ''}
                    {pending.moneyOut > 0 && pending.moneyIn > 0 ? ' and ' : ''}
                    {pending.moneyIn > 0 ? `${money(pending.moneyIn)} in` : ''} pending, waiting to
                    sync
                  </span>
                ) : null}
              </p>
            )}
          </div>
          <div className="mt-4 flex gap-2">
            <SearchInput
              id={searchId}
              label="Search transactions"
              className="min-w-0 flex-1"
              placeholder="Search transactions..."
              aria-describedby={`${searchId}-hint`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={100}
              adornment={isWaiting ? <Spinner className="h-4 w-4" label="Searching" /> : null}
            />
            {isSearching ? (
              <Button variant="secondary" onClick={clearSearch}>
                <X aria-hidden className="h-4 w-4" />
                Clear
              </Button>
            ) : null}
          </div>
          <p id={`${searchId}-hint`} className="mt-1.5 text-xs text-muted">
            Searches all your history: category, merchant or note, type, or an amount like 82.45.
          </p>
          <HistoryFilters
            filters={filters}
            onChange={setFilters}
            categories={categories}
            currency={currency}
          />

          <div className="mt-2" aria-busy={history.isFetching || undefined}>
            <PendingList
              entries={pendingShown}
              currency={currency}
              onCorrect={correct}
              onDiscard={(entry) => void discardPending(entry.key)}
            />
            <QueryState
              query={history}
              loadingLabel="Loading transactions"
              isEmpty={() => transactions.length === 0 && pendingShown.length === 0}
              empty={
                <div className="flex flex-col items-center gap-3 py-12 text-center">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-surface-2 text-muted">
                    {shown.isSearch ? (
                      <SearchX aria-hidden className="h-5 w-5" />
                    ) : (
                      <ReceiptText aria-hidden className="h-5 w-5" />
                    )}
                  </span>
                  <p role="status" className="text-sm text-muted">
                    {emptyMessage({
                      isSearching: shown.isSearch,
                      hasSelectedDay: view.day !== null,
                    })}
                  </p>
                  {shown.isSearch ? (
                    <p className="max-w-sm text-xs text-muted">
                      {searchScope(shown.query)} was searched. Try fewer words or clear a filter.
                    </p>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => dialog.openAdd(view.day ? { date: view.day } : {})}
                    >
                      <Plus aria-hidden className="h-4 w-4" />
                      Add a transaction
                    </Button>
                  )}
                </div>
              }
            >
              {() => (
                <>
                  <TransactionList
                    transactions={transactions}
                    currency={currency}
                    onEdit={dialog.openEdit}
                    onDelete={setToDelete}
                  />
                  {history.hasNextPage ? (
                    <div className="mt-4 flex justify-center">
                      <Button
                        variant="secondary"
                        onClick={() => void history.fetchNextPage()}
                        isPending={history.isFetchingNextPage}
                        pendingLabel="Loading..."
                      >
                        Load more
                      </Button>
                    </div>
                  ) : null}
                </>
              )}
            </QueryState>
          </div>
        </Card>
      </div>

      <DeleteTransactionDialog
        transaction={toDelete}
        currency={currency}
        onClose={(wasDeleted) => {
          setToDelete(null);
          // The row's delete button is gone: carry on from the list's heading.
          if (wasDeleted) requestAnimationFrame(() => listHeadingRef.current?.focus());
        }}
      />
    </div>
  );
}
