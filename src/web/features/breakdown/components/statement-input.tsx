// The statement box: paste or type transactions, or upload or drop a statement file; a counter of
// characters against the limit. Text past the limit is not taken (the caller shows why).
import { FileUp, Loader2, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import type { SharedItem } from '#web/lib/offline/shared-item.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  FILE_MESSAGES,
  readStatementFile,
  STATEMENT_FILE_ACCEPT,
  StatementFileError,
  type ReadProgress,
} from '../statement-file.ts';

/**
 * Where the box's text came from: a file's text is charged more on the Spend Breakdown, until a
 * paste replaces all of it ('replaced').
 */
export type TextOrigin = 'typed' | 'file' | 'replaced';

const EXAMPLE_LINES = [
  '03/02  TESCO STORES 2933     52.10',
  '03/03  STARBUCKS #123         4.50',
  '03/04  SHELL OIL 57444       61.20',
  '03/05  NETFLIX.COM           15.49',
  '03/06  PAYROLL ACME INC  +2,450.00',
].join('\n');

export function StatementInput({
  value,
  onChange,
  limit,
  onOverLimit,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  error,
  disabled = false,
  footer,
  checkUpload,
  children,
  isSubmitDisabled = false,
}: {
  value: string;
  /** The new text, and whether it was typed or pasted or read from a file. */
  onChange: (value: string, origin: TextOrigin) => void;
  /** The most characters taken; typing, pasting or uploading past it is refused. */
  limit: number;
  /** Called when input past the limit was refused. */
  onOverLimit: () => void;
  onSubmit: () => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  error: string | null;
  disabled?: boolean;
  /** Shown under the box (the upsell, say). */
  footer?: ReactNode;
  /** Asked before a file is read: a reason to refuse it (no quota left), or null to go ahead. */
  checkUpload?: (() => string | null) | undefined;
  /** Shown between the box and the submit button (the Spend Breakdown's date and categories). */
  children?: ReactNode;
  /** The submit button cannot be pressed yet (its label says why); the box stays editable. */
  isSubmitDisabled?: boolean;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState<ReadProgress | null>(null);
  const readAbort = useRef<AbortController | null>(null);
  const isReading = reading !== null;
  const [isDragging, setIsDragging] = useState(false);

  const take = (next: string, origin: TextOrigin): boolean => {
    if (next.length > limit) {
      onOverLimit();
      return false;
    }
    // New text replaces what a failed upload said.
    setFileError(null);
    onChange(next, origin);
    return true;
  };

  /** Whether a file may be read now; says why not when it may not. */
  const mayUpload = (): boolean => {
    const refusal = checkUpload?.() ?? null;
    setFileError(refusal);
    return refusal === null;
  };

  // A paste over the whole text is new text, not an edit of what was there.
  const isReplacingAll = useRef(false);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    const box = event.currentTarget;
    isReplacingAll.current = box.selectionStart === 0 && box.selectionEnd === value.length;
    const next = value.slice(0, box.selectionStart) + pasted + value.slice(box.selectionEnd);
    // Refused whole rather than cut: half a statement would be a wrong report, not a smaller one.
    if (next.length > limit) {
      isReplacingAll.current = false;
      event.preventDefault();
      onOverLimit();
    }
  };

  /** Reads a file into the box; whether its text was taken. */
  const readFile = async (file: File | undefined): Promise<boolean> => {
    if (!file) return false;
    setFileError(null);
    setReading({ label: `Reading ${file.name}` });
    const abort = new AbortController();
    readAbort.current = abort;
    try {
      const text = await readStatementFile(file, { signal: abort.signal, onProgress: setReading });
      // The text goes into the box, where the person sees what will be analysed and can fix it.
      return !abort.signal.aborted && take(text, 'file');
    } catch (caught) {
      if (!abort.signal.aborted)
        setFileError(caught instanceof StatementFileError ? caught.message : FILE_MESSAGES.failed);
      return false;
    } finally {
      if (readAbort.current === abort) {
        readAbort.current = null;
        setReading(null);
      }
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const cancelReading = () => {
    readAbort.current?.abort();
    readAbort.current = null;
    setReading(null);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    setIsDragging(false);
    if (!file) return;
    event.preventDefault();
    if (mayUpload()) void readFile(file);
  };

  // A statement shared from another app arrives through /share (features/share): read it once,
  // as a drop would be, and ask for the report when the page lets it be asked for.
  const location = useLocation();
  const navigate = useNavigate();
  const isSharedWaiting = useRef(false);
  const shared = (location.state as { shared?: SharedItem } | null)?.shared;
  const hasTakenShare = useRef(false);
  useEffect(() => {
    if (!shared || hasTakenShare.current) return;
    hasTakenShare.current = true;
    // Taken out of the history entry, so a reload or Back does not read it again.
    void navigate(location.pathname + location.search, { replace: true, state: null });
    void (async () => {
      if (shared.file) {
        if (mayUpload() && (await readFile(shared.file))) isSharedWaiting.current = true;
      } else if (take(shared.text, 'replaced')) {
        isSharedWaiting.current = true;
      }
    })();
  });
  useEffect(() => {
    if (!isSharedWaiting.current || value.trim() === '' || disabled || isSubmitDisabled) return;
    isSharedWaiting.current = false;
    onSubmit();
  }, [value, disabled, isSubmitDisabled, onSubmit]);

  const shownError = error ?? fileError;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-3"
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-text">
        Your transactions
      </label>
      <textarea
        id={`${id}-text`}
        value={value}
        onChange={(event) => {
          const origin = isReplacingAll.current ? 'replaced' : 'typed';
          isReplacingAll.current = false;
          take(event.target.value, origin);
        }}
        onPaste={onPaste}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setIsDragging(true);
          }
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        placeholder={`Paste a statement or upload a file.\nFor example:\n\n${EXAMPLE_LINES}`}
        rows={12}
        // A statement's columns stay on their lines; long lines scroll sideways.
        wrap="off"
        spellCheck={false}
        disabled={disabled || isPending || isReading}
        aria-describedby={`${id}-count${shownError ? ` ${id}-error` : ''}`}
        aria-invalid={shownError ? true : undefined}
        className={cn(
          'block w-full resize-y rounded-xl border border-border bg-surface-2 p-3 font-mono text-[13px] leading-relaxed text-text',
          'placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-ring',
          'disabled:opacity-60',
          isDragging && 'border-accent outline-2 outline-dashed outline-accent',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <input
            ref={fileInput}
            type="file"
            accept={STATEMENT_FILE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => {
              if (mayUpload()) fileInput.current?.click();
            }}
            disabled={disabled || isPending || isReading}
          >
            {isReading ? (
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            ) : (
              <FileUp aria-hidden className="h-4 w-4" />
            )}
            Upload statement
          </Button>
          <span className="text-xs text-muted">CSV, OFX, QIF, CAMT, PDF or a photo</span>
        </div>
        <p
          id={`${id}-count`}
          className="text-xs tabular-nums text-muted"
          aria-label={`${value.length} of ${limit} characters used`}
        >
          {value.length}/{limit}
        </p>
      </div>
      {reading ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm"
        >
          <Loader2 aria-hidden className="h-4 w-4 shrink-0 animate-spin text-accent" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-text">
              {reading.label}
              {reading.percent === undefined ? '…' : `: ${reading.percent}%`}
            </p>
            {reading.percent === undefined ? null : (
              <div
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-border"
                role="progressbar"
                aria-label={reading.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={reading.percent}
              >
                <div
                  className="h-full bg-accent transition-[width]"
                  style={{ width: `${reading.percent}%` }}
                />
              </div>
            )}
          </div>
          <Button variant="ghost" size="sm" onClick={cancelReading}>
            <X aria-hidden className="h-4 w-4" />
            Cancel
          </Button>
        </div>
      ) : null}
      {shownError ? (
        <div id={`${id}-error`}>
          <Alert tone="error">{shownError}</Alert>
        </div>
      ) : null}
      {footer}
      {children}
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full py-2 text-center"
        isPending={isPending}
        pendingLabel={pendingLabel}
        disabled={disabled || isReading || isSubmitDisabled}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
