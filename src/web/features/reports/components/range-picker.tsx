// The months a report covers: the last 3, 6, 12 or 24 months, or from one month to another. The page
// keys it by its range, so a preset chosen shows its months in the boxes, ready to adjust.
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { RANGE_PRESETS, type RangePreset, type ReportMonths } from '../report-range.ts';

export function RangePicker({
  range,
  problem,
  onPreset,
  onCustom,
}: {
  range: ReportMonths;
  /** Why the custom range asked for could not be used. */
  problem: string | null;
  onPreset: (preset: RangePreset) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCustom(from, to);
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label="Months shown" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={range.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={range.preset === preset}
            onClick={() => onPreset(preset)}
          >
            {preset} months
          </Button>
        ))}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Custom months">
        <label className="flex flex-col gap-1 text-xs text-muted">
          From
          <input
            type="month"
            value={from}
            required
            onChange={(e) => setFrom(e.target.value)}
            className={cn(
              'h-8 rounded-lg border border-border bg-surface px-2 text-sm text-text',
              range.preset === null && 'border-accent',
            )}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          To
          <input
            type="month"
            value={to}
            required
            onChange={(e) => setTo(e.target.value)}
            className={cn(
              'h-8 rounded-lg border border-border bg-surface px-2 text-sm text-text',
              range.preset === null && 'border-accent',
            )}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          Show
        </Button>
        {problem ? (
          <p role="alert" className="basis-full text-sm text-negative">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
