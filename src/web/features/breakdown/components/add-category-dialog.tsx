// Adding a category to the report: a name (not blank once trimmed), typed or picked from the usual
// names not in the report yet (whatever their case).
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { checkCategoryName, type Report } from '../report.ts';

export function AddCategoryDialog({
  report,
  suggestions,
  onAdd,
}: {
  report: Report;
  /** Unused names to offer. */
  suggestions: string[];
  onAdd: (name: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Plus aria-hidden className="h-4 w-4" />
          Add Category
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add a category"
        description="It appears as an empty card; edit a transaction to move it there."
      >
        <AddCategoryForm
          report={report}
          suggestions={suggestions}
          onAdd={(name) => {
            onAdd(name);
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddCategoryForm({
  report,
  suggestions,
  onAdd,
}: {
  report: Report;
  suggestions: string[];
  onAdd: (name: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = (value: string) => {
    const checked = checkCategoryName(report, value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    onAdd(checked.name);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(name);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={`${id}-name`} label="Category name" error={error}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      {suggestions.length > 0 ? (
        <div>
          <p className="text-xs font-medium text-muted">Or pick one</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Unused categories">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => add(suggestion)}
                  className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs text-text hover:border-accent cursor-pointer focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit">Add Category</Button>
      </div>
    </form>
  );
}
