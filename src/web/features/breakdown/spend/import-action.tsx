// A category card's import into the budget (spec sections 4 and 8): 'Add to Budget', then 'Added N
// transactions to <period>' with 'Undo import'; 'Needs Categorization' for what has no category yet;
// rows moved in later offered as 'Add K more'; rows already in the budget offered to 'Add anyway';
// failures with up to three reasons. Focus follows the outcome, so keyboard users hear it.
import { Check, CircleSlash, PlusCircle, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IMPORT_MESSAGES } from '#shared/contract/imports';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import type { CategoryGroup } from '../report.ts';
import { isNeedsCategory, notYetImported, type CategoryImport } from './category-import.ts';

function transactions(count: number): string {
  return count === 1 ? '1 transaction' : `${count} transactions`;
}

export function ImportAction({
  group,
  state,
  isUndoing,
  onImport,
  onAddAnyway,
  onUndo,
  onAddCategory,
  isMissing,
  categoryType = 'expense',
}: {
  group: CategoryGroup;
  state: CategoryImport;
  isUndoing: boolean;
  /** Imports the card's transactions not yet in the budget. */
  onImport: () => void;
  onAddAnyway: () => void;
  onUndo: () => void;
  /** Creates the category in the account (offered when it is missing). */
  onAddCategory: () => void;
  /** The category is not one of the user's categories of `categoryType`. */
  isMissing: boolean;
  /** Which of the user's categories the card imports into: spending (default) or money in. */
  categoryType?: 'expense' | 'income';
}) {
  const outcomeRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const lastStatus = useRef(state.status);
  // The button pressed is replaced by what happened: focus goes there rather than to the page.
  useEffect(() => {
    const was = lastStatus.current;
    lastStatus.current = state.status;
    if (was === 'importing' && state.status !== 'importing') outcomeRef.current?.focus();
    if (was === 'complete' && state.status === 'idle') addRef.current?.focus();
  }, [state.status]);

  if (isNeedsCategory(group.category)) {
    return (
      <Tooltip content={IMPORT_MESSAGES.needsCategoryTooltip} side="top">
        {/* aria-disabled rather than disabled: it keeps focus and hover, so the tooltip can say why. */}
        <Button
          variant="secondary"
          size="sm"
          aria-disabled="true"
          className="w-full cursor-not-allowed opacity-60 hover:bg-surface-2"
          onClick={(event) => event.preventDefault()}
        >
          <CircleSlash aria-hidden className="h-4 w-4" />
          {IMPORT_MESSAGES.needsCategorization}
        </Button>
      </Tooltip>
    );
  }
  const complete = state.status === 'complete' ? state : null;
  const isAdded = complete !== null && complete.added > 0;
  const pending = notYetImported(group, state);
  const error = state.status === 'idle' || state.status === 'complete' ? state.error : undefined;
  const addLabel = isAdded ? `Add ${pending.length} more to Budget` : 'Add to Budget';
  return (
    <div className="space-y-2">
      {isAdded ? (
        <div className="space-y-1">
          <Button
            variant="secondary"
            size="sm"
            disabled
            className="h-auto min-h-8 w-full whitespace-normal py-1.5 text-center disabled:opacity-90"
          >
            <Check aria-hidden className="h-4 w-4 shrink-0 text-positive" />
            {IMPORT_MESSAGES.added(complete.added, complete.period)}
          </Button>
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={onUndo}
              isPending={isUndoing}
              pendingLabel="Undoing…"
              aria-label={`Undo import of ${group.category}`}
            >
              <Undo2 aria-hidden className="h-4 w-4" />
              Undo import
            </Button>
          </div>
        </div>
      ) : null}
      {!isAdded || pending.length > 0 ? (
        <Button
          ref={addRef}
          size="sm"
          variant={isAdded ? 'secondary' : 'primary'}
          className="w-full"
          onClick={onImport}
          isPending={state.status === 'importing'}
          pendingLabel="Adding to budget…"
          disabled={pending.length === 0}
          // The visible words first, then what they act on (label in name, WCAG 2.5.3).
          aria-label={`${addLabel}: ${transactions(pending.length)} of ${group.category}`}
        >
          <PlusCircle aria-hidden className="h-4 w-4" />
          {addLabel}
        </Button>
      ) : null}
      <div ref={outcomeRef} tabIndex={-1} className="space-y-2 rounded-lg focus:outline-none">
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
            {isMissing ? (
              <Button
                variant="link"
                size="sm"
                className="mt-1 justify-start text-left"
                onClick={onAddCategory}
              >
                Add '{group.category}' to your {categoryType} categories
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {complete ? (
          <Alert tone={complete.outcome.tone}>
            <p>{complete.outcome.message}</p>
            {complete.outcome.reasons.length > 0 ? (
              <ul className="mt-1 list-disc pl-4">
                {complete.outcome.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
            {complete.duplicateIds.length > 0 ? (
              <Button variant="link" size="sm" className="mt-1" onClick={onAddAnyway}>
                Add{' '}
                {complete.duplicateIds.length === 1
                  ? 'it'
                  : `these ${complete.duplicateIds.length}`}{' '}
                anyway
              </Button>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
