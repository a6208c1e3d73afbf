// Edit and delete buttons of a row (a budget category, a report transaction), named after it for
// screen readers.
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9 text-muted hover:text-text"
        aria-label={`Edit ${name}`}
        title={`Edit ${name}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9 text-muted hover:text-negative"
        aria-label={`Delete ${name}`}
        title={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}
