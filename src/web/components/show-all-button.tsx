// 'Show all N' / 'Show fewer' under a list cut to its first rows: the page grows instead of holding a
// scroll box inside it. The button says which list it opens and whether it is open.
import { ChevronDown, ChevronUp } from 'lucide-react';

export function ShowAllButton({
  total,
  noun,
  isExpanded,
  onToggle,
  controls,
}: {
  total: number;
  /** What the list holds, plural ('categories'). */
  noun: string;
  isExpanded: boolean;
  onToggle: () => void;
  /** The id of the list it shows in full. */
  controls: string;
}) {
  const Icon = isExpanded ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded text-sm font-medium text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Icon aria-hidden className="h-4 w-4" />
      {isExpanded ? 'Show fewer' : `Show all ${total} ${noun}`}
    </button>
  );
}
