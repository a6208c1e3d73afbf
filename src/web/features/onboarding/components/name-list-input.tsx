import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { CATEGORY_NAME_MAX, normalizeCategoryName, toCategoryKey } from '#shared/categories';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** A text box with a '+' button that adds names to a removable list; Enter adds too. */
export function NameListInput({
  id,
  label,
  placeholder,
  addLabel,
  names,
  draft,
  onDraftChange,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  addLabel: string;
  names: string[];
  draft: string;
  onDraftChange: (value: string) => void;
  onChange: (names: string[]) => void;
}) {
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const trimmed = normalizeCategoryName(draft);

  function add() {
    if (!trimmed) return;
    if (names.some((n) => toCategoryKey(n) === toCategoryKey(trimmed))) {
      setDuplicate(`'${trimmed}' is already on the list.`);
      return;
    }
    setDuplicate(null);
    onChange([...names, trimmed]);
    onDraftChange('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={CATEGORY_NAME_MAX}
          placeholder={placeholder}
          onChange={(e) => {
            setDuplicate(null);
            onDraftChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          size="icon"
          aria-label={addLabel}
          disabled={!trimmed}
          onClick={add}
          className="shrink-0"
        >
          <Plus aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {duplicate ? <p className="text-xs text-warning">{duplicate}</p> : null}
      {names.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: added`}>
          {names.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full border border-accent/40 bg-accent-soft py-1 pl-3 pr-1 text-sm text-text"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(names.filter((n) => n !== name))}
                className="rounded-full p-1 text-muted hover:bg-surface-2 hover:text-text cursor-pointer"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
