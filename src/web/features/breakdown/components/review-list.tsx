// What the engine could not place, by merchant with the most money first: one choice of category
// places every transaction of that merchant at once.
import { HelpCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ReviewMerchant } from '../report.ts';
import { formatReportMoney } from './format.ts';

export function ReviewList({
  merchants,
  categories,
  currency,
  onPlace,
}: {
  merchants: ReviewMerchant[];
  /** Where they can go: the report's categories and the usual ones. */
  categories: string[];
  currency: string;
  onPlace: (merchant: string, category: string) => void;
}) {
  const id = useId();
  // After a merchant is placed, focus goes on to the merchant now in its place (or the last one).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const at = focusNext.current;
    if (at === null) return;
    focusNext.current = null;
    const next = Math.min(at, merchants.length - 1);
    if (next >= 0) document.getElementById(`${id}-${next}`)?.focus();
  }, [merchants, id]);
  if (merchants.length === 0) return null;
  const count = merchants.reduce((sum, m) => sum + m.count, 0);
  const title =
    count === 1
      ? '1 transaction needs a category'
      : `${count} transactions${merchants.length > 1 ? ` from ${merchants.length} merchants` : ''} need a category`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-warning/30 bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-2.5">
        <HelpCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-warning" />
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-text">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Pennyflow did not guess where it was unsure. Choose a category for a merchant and all of
            its transactions move there.
          </p>
        </div>
      </div>
      <ul className="mt-4 max-h-96 divide-y divide-border overflow-y-auto rounded-xl border border-border">
        {merchants.map((m, index) => (
          <li
            key={m.merchant}
            className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-text">{m.merchant}</p>
              <p className="text-xs text-muted">
                {m.count === 1 ? '1 transaction' : `${m.count} transactions`},{' '}
                {formatReportMoney(m.totalCents, currency)}
              </p>
            </div>
            <PlaceMerchant
              merchant={m.merchant}
              categories={categories}
              selectId={`${id}-${index}`}
              onPlace={(category) => {
                focusNext.current = index;
                onPlace(m.merchant, category);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A merchant's category: chosen in the list, applied by the button, so looking through the list
 * from the keyboard (arrow keys change a closed select's value) moves nothing.
 */
function PlaceMerchant({
  merchant,
  categories,
  selectId,
  onPlace,
}: {
  merchant: string;
  categories: string[];
  selectId: string;
  onPlace: (category: string) => void;
}) {
  const [choice, setChoice] = useState('');
  return (
    <div className="flex gap-2 sm:w-72">
      <label htmlFor={selectId} className="sr-only">
        Category for {merchant}
      </label>
      <div className="min-w-0 flex-1">
        <Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose a category…</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="secondary"
        disabled={!choice}
        aria-label={`Move ${merchant} to ${choice || 'the chosen category'}`}
        onClick={() => onPlace(choice)}
      >
        Move
      </Button>
    </div>
  );
}
