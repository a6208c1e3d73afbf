// 'Scan a receipt' in the Add Transaction dialog (issue 36, Pro): a photo taken or chosen, read in
// the browser, and the dialog filled in from it (merchant, total, date, category, the receipt's
// words as the note) for the person to check before adding. Free users see what Pro adds.
import { Camera, Loader2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RECEIPT_MESSAGES, type ReceiptReadingView } from '#shared/contract/receipts';
import type { CurrencyCode } from '#shared/money';
import { formatLongDate } from '#shared/period';
import { isPro } from '#shared/subscription';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/session.ts';
import { readReceiptPhoto, readReceiptText, ReceiptError } from './read-receipt.ts';

/** A receipt's total in its own currency, whichever it is (not only the budget's currencies). */
function formatReceiptTotal(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number | null }
  | { kind: 'read'; reading: ReceiptReadingView }
  | { kind: 'failed'; message: string };

export function ReceiptScan({
  currency,
  initialFile,
  onRead,
}: {
  currency: CurrencyCode;
  /** A receipt shared to the app: read as soon as the dialog opens. */
  initialFile?: File | undefined;
  onRead: (reading: ReceiptReadingView, text: string) => void;
}) {
  const me = useMe();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const userIsPro = me.data ? isPro(me.data.subscription) : false;

  async function scan(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'reading', percent: null });
    try {
      const text = await readReceiptPhoto(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState({ kind: 'reading', percent: Math.round(progress * 100) }),
      });
      const reading = await readReceiptText(text);
      if (controller.signal.aborted) return;
      onRead(reading, text);
      setState({ kind: 'read', reading });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof ReceiptError || error instanceof ApiError
          ? error.message
          : RECEIPT_MESSAGES.noText;
      setState({ kind: 'failed', message });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const startedWith = useRef<File | null>(null);
  useEffect(() => {
    if (!initialFile || !userIsPro || startedWith.current === initialFile) return;
    startedWith.current = initialFile;
    void scan(initialFile);
  });
  useEffect(() => () => abort.current?.abort(), []);

  if (!me.data) return null;
  if (!userIsPro) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted">
        <Camera aria-hidden className="h-4 w-4 shrink-0" />
        <span>
          Fill this in from a photo of the receipt with{' '}
          <Link
            to="/settings?tab=access"
            className="font-medium text-accent-text underline-offset-4 hover:underline"
          >
            Pro
          </Link>
          .
        </span>
      </p>
    );
  }

  const reading = state.kind === 'read' ? state.reading : null;
  return (
    <div className="space-y-2">
      <input
        ref={input}
        id={`${id}-photo`}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Receipt photo"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void scan(file);
        }}
      />
      {state.kind === 'reading' ? (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-text">
          <Loader2 aria-hidden className="h-4 w-4 shrink-0 animate-spin text-accent" />
          <span role="status" className="flex-1">
            Reading the receipt{state.percent === null ? '…' : ` (${state.percent}%)`}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              abort.current?.abort();
              setState({ kind: 'idle' });
            }}
          >
            <X aria-hidden className="h-4 w-4" />
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="w-full" onClick={() => input.current?.click()}>
          <Camera aria-hidden className="h-4 w-4" />
          {reading ? 'Scan another receipt' : 'Scan a receipt'}
        </Button>
      )}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {reading ? (
        <Alert tone={reading.confidence < 0.6 ? 'warning' : 'info'}>
          Filled in from the receipt
          {reading.merchant ? `: ${reading.merchant}` : ''}
          {reading.total !== null
            ? `, ${formatReceiptTotal(reading.total, reading.currency ?? currency)}`
            : ''}
          {reading.date ? ` on ${formatLongDate(reading.date)}` : ''}. Check it before adding
          {reading.confidence < 0.6 ? '; parts of it were hard to read' : ''}.
          {reading.currency && reading.currency !== currency
            ? ` The receipt is in ${reading.currency} and your budget in ${currency}: enter the amount in ${currency}.`
            : ''}
        </Alert>
      ) : null}
    </div>
  );
}
