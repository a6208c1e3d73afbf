// Confirms deleting a category; it goes by name and type, so every month's row of it goes.
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import type { BudgetCategory } from '#shared/budget/rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteCategory } from '../api.ts';

export function DeleteCategoryDialog({
  category,
  onClose,
  onCloseAutoFocus,
}: {
  category: BudgetCategory | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const remove = useDeleteCategory();
  function onOpenChange(isOpen: boolean) {
    if (isOpen) return;
    remove.reset();
    onClose();
  }
  return (
    <Dialog open={category !== null} onOpenChange={onOpenChange}>
      {category ? (
        <DialogContent
          title={BUDGET_MESSAGES.deleteTitle}
          description={BUDGET_MESSAGES.deleteText(category.name)}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {remove.error ? (
            <Alert tone="error">
              {remove.error instanceof ApiError
                ? remove.error.message
                : 'Failed to delete category. Please try again.'}
            </Alert>
          ) : null}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              isPending={remove.isPending}
              pendingLabel="Deleting..."
              onClick={() =>
                remove.mutate(
                  { name: category.name, type: category.type },
                  { onSuccess: () => onOpenChange(false) },
                )
              }
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
