// Step 2: the month's expenses, pasted (at most 15,000 characters; the counter turns the warning
// colour above 14,000) or read from a CSV or other text export of a statement. An empty file is
// ignored. Generate waits for some text; Back returns to the income with nothing lost.
import { ArrowLeft, FileUp, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  BUDGET_MAKER_MESSAGES,
  BUDGET_MAKER_TEXT_MAX,
  BUDGET_MAKER_TEXT_WARNING,
} from '#shared/contract/budget-maker-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

/** Statement exports that are plain text: CSV first, as the spec asks, and its close relatives. */
const ACCEPTED_FILES = '.csv,.tsv,.txt,.ofx,.qfx,.qif,text/csv,text/plain';

export function ExpensesStep({
  text,
  onTextChange,
  onBack,
  onGenerate,
  isGenerating,
  error,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onBack: () => void;
  onGenerate: () => void;
  isGenerating: boolean;
  error: string | null;
}) {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const isBlank = text.trim().length === 0;
  const isNearLimit = text.length > BUDGET_MAKER_TEXT_WARNING;

  async function readFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    try {
      const content = await file.text();
      if (content.trim().length === 0) return; // an empty file is ignored (spec section 5)
      if (content.length > BUDGET_MAKER_TEXT_MAX) {
        setFileError(
          `This file has more than ${BUDGET_MAKER_TEXT_MAX.toLocaleString('en-US')} characters. Paste one month of it instead.`,
        );
        return;
      }
      onTextChange(content);
    } catch {
      setFileError(BUDGET_MAKER_MESSAGES.fileFailed);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank && !isGenerating) onGenerate();
      }}
    >
      <div>
        <h2 className="text-xl font-semibold text-text">What goes out?</h2>
        <p className="mt-1 text-sm text-muted">
          Paste a month of transactions from your bank or card website, or upload its CSV export.
          Each one is sorted into a spending category.
        </p>
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={`${ids}-text`}>Your expenses</Label>
          <span
            id={`${ids}-count`}
            className={cn('text-xs tabular-nums', isNearLimit ? 'text-warning' : 'text-muted')}
            data-testid="expense-character-count"
          >
            {text.length.toLocaleString('en-US')} / {BUDGET_MAKER_TEXT_MAX.toLocaleString('en-US')}
          </span>
        </div>
        <textarea
          id={`${ids}-text`}
          value={text}
          maxLength={BUDGET_MAKER_TEXT_MAX}
          rows={10}
          spellCheck={false}
          placeholder={'03/01/2026  WHOLE FOODS MARKET  -82.10\n03/02/2026  SHELL OIL 5742  -45.00'}
          onChange={(e) => onTextChange(e.target.value)}
          aria-describedby={`${ids}-count`}
          className="block w-full resize-y rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-sm text-text placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="expense-file"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => fileInput.current?.click()}
        >
          <FileUp aria-hidden className="h-4 w-4" />
          Upload CSV
        </Button>
        <span className="text-xs text-muted">CSV, OFX, QIF or text exports</span>
      </div>
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" onClick={onBack} disabled={isGenerating}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back
        </Button>
        <Button
          type="submit"
          disabled={isBlank}
          isPending={isGenerating}
          pendingLabel="Generating Budget..."
        >
          <Sparkles aria-hidden className="h-4 w-4" />
          Generate Budget
        </Button>
      </div>
    </form>
  );
}
