// Edit and delete buttons of a row (a budget category, a report transaction, a history entry),
// named after it for screen readers, after any action of the row's own (a bill's Skip).
import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

export function RowActions({
  name,
  onEdit,
  onDelete,
  className,
  before,
}: {
  /** What the row is, as the buttons say it: 'Edit <name>', 'Delete <name>'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** The row's own actions, drawn before Edit. */
  before?: ReactNode;
}) {
  return (
    <div className={cn('flex justify-end gap-1', className)}>
      {before}
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
