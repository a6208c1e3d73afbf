// The user's expense categories, which the breakdown sorts into and the import adds to; 'Add Category'
// creates one in the Transaction Date's month without leaving the page.
import { Plus, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORY_NAME_MAX, normalizeCategoryName } from '#shared/categories';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import type { MonthKey } from '#shared/period';
import { QueryState } from '#web/components/query-state.tsx';
import type { QueryLike } from '#web/components/query-status.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCreateCategories } from '#web/lib/budget-queries.ts';

export function ExpenseCategories({
  categories,
  month,
}: {
  /** The user's expense category names, as their query has them. */
  categories: QueryLike<readonly string[]>;
  month: MonthKey;
}) {
  const id = useId();
  const [isAdding, setIsAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCategories();
  // Closing the form (added or cancelled) gives the focus back to 'Add Category'.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !isAdding) addButton.current?.focus();
    wasAdding.current = isAdding;
  }, [isAdding]);

  const submit = async () => {
    const name = normalizeCategoryName(draft);
    if (!name) return setError(BUDGET_MESSAGES.nameRequired);
    if (name.length > CATEGORY_NAME_MAX) {
      return setError(`Names can be at most ${CATEGORY_NAME_MAX} characters`);
    }
    if ((categories.data ?? []).some((existing) => existing.toLowerCase() === name.toLowerCase())) {
      return setError(`'${name}' is already one of your expense categories.`);
    }
    setError(null);
    try {
      await create.mutateAsync([{ name, type: 'expense', month, goal: 0 }]);
      setDraft('');
      setIsAdding(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : BUDGET_MESSAGES.categorySaveFailed);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-medium text-text">
          Your expense categories
        </h2>
        {!isAdding ? (
          <Button
            ref={addButton}
            variant="ghost"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => setIsAdding(true)}
          >
            <Plus aria-hidden className="h-4 w-4" />
            Add Category
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">Pennyflow sorts your spending into these.</p>
      <QueryState
        query={categories}
        loadingLabel="Loading your categories"
        size="line"
        className="mt-2"
        isEmpty={(names) => names.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-border px-3 py-2.5 text-sm text-muted">
            You have no expense categories yet. Add one so there is somewhere to put your spending.
          </p>
        }
      >
        {(names) => (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Expense categories">
            {names.map((name) => (
              <li
                key={name}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2.5 py-1 text-sm text-text"
              >
                <Tag aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted" />
                <span className="truncate">{name}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {isAdding ? (
        // Not a form: this sits inside the statement's form, and forms cannot nest.
        <div role="group" aria-label="Add an expense category" className="mt-3 space-y-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            New expense category
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-name`}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              placeholder="e.g. Coffee"
              maxLength={CATEGORY_NAME_MAX + 20}
              autoFocus
              aria-invalid={error ? true : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void submit();
                }
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setIsAdding(false);
                  setError(null);
                }
              }}
            />
            <Button
              onClick={() => void submit()}
              isPending={create.isPending}
              pendingLabel="Adding…"
            >
              Add
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setIsAdding(false);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}
