// A category card's import into the budget (spec sections 4 and 8): 'Add to Budget', then 'Added N
// transactions to <period>' with 'Undo import'; 'Needs Categorization' for what has no category yet;
// rows already in the budget offered to 'Add anyway'; failures with up to three reasons.
import { Check, CircleSlash, PlusCircle, Undo2 } from 'lucide-react';
import { IMPORT_MESSAGES } from '#shared/contract/imports';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import type { CategoryGroup } from '../report.ts';
import { isNeedsCategory, type CategoryImport } from './category-import.ts';

export function ImportAction({
  group,
  state,
  isUndoing,
  onImport,
  onAddAnyway,
  onUndo,
  onAddCategory,
  isMissing,
}: {
  group: CategoryGroup;
  state: CategoryImport;
  isUndoing: boolean;
  onImport: () => void;
  onAddAnyway: () => void;
  onUndo: () => void;
  /** Creates the category in the account (offered when it is missing). */
  onAddCategory: () => void;
  /** The category is not one of the user's expense categories. */
  isMissing: boolean;
}) {
  if (isNeedsCategory(group.category)) {
    return (
      <Tooltip content={IMPORT_MESSAGES.needsCategoryTooltip} side="top">
        {/* A disabled button takes no pointer or focus, so the tooltip hangs on a wrapper that does. */}
        <span
          tabIndex={0}
          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${IMPORT_MESSAGES.needsCategorization}: ${IMPORT_MESSAGES.needsCategoryTooltip}`}
        >
          <Button variant="secondary" size="sm" disabled className="w-full" tabIndex={-1}>
            <CircleSlash aria-hidden className="h-4 w-4" />
            {IMPORT_MESSAGES.needsCategorization}
          </Button>
        </span>
      </Tooltip>
    );
  }
  const count = group.transactions.length;
  const complete = state.status === 'complete' ? state : null;
  const isAdded = complete !== null && complete.added > 0;
  const idleError = state.status === 'idle' ? state.error : undefined;
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
      ) : (
        <Button
          size="sm"
          className="w-full"
          onClick={onImport}
          isPending={state.status === 'importing'}
          pendingLabel="Adding to budget…"
          disabled={count === 0}
          aria-label={`Add ${count} ${group.category} transaction${count === 1 ? '' : 's'} to budget`}
        >
          <PlusCircle aria-hidden className="h-4 w-4" />
          Add to Budget
        </Button>
      )}
      {idleError ? (
        <Alert tone="error">
          <p>{idleError}</p>
          {isMissing ? (
            <Button
              variant="link"
              size="sm"
              className="mt-1 justify-start text-left"
              onClick={onAddCategory}
            >
              Add '{group.category}' to your expense categories
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
              {complete.duplicateIds.length === 1 ? 'it' : `these ${complete.duplicateIds.length}`}{' '}
              anyway
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
