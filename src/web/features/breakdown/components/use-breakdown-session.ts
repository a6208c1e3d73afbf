// One breakdown from input to report: the text, the request, the report being edited, and a reset.
// Both breakdown pages use it; what differs (who may submit, the source) is passed in.
import { useRef, useState } from 'react';
import { BREAKDOWN_MESSAGES, type BreakdownSource } from '#shared/contract/breakdown-messages';
import { useBreakdown } from '../api.ts';
import { describeThrown } from '../errors.ts';
import { createReport, type Report } from '../report.ts';
import { prefetchReport } from './load-report.ts';
import type { TextOrigin } from './statement-input.tsx';

export function useBreakdownSession(options: {
  source: BreakdownSource;
  /** Checked before a request is sent: a message to show instead, or null to go ahead. */
  precheck?: (request: { text: string; isFromFile: boolean }) => Promise<string | null>;
  /** The person's own category names, sent for the engine to sort into (the Spend Breakdown). */
  userCategories?: readonly string[];
  /** The person's income category names, which money in is matched to (the Spend Breakdown). */
  incomeCategories?: readonly string[];
  /** A report to start with (one kept from an earlier visit). */
  initialReport?: Report | null;
  /** Called with each report as it arrives (to refresh the usage bar, say). */
  onReport?: (report: Report | null) => void;
}) {
  const [text, setText] = useState('');
  // The text came from a file (and was not replaced by typing since): charged its length plus 100.
  const [isFromFile, setIsFromFile] = useState(false);
  const [report, setReport] = useState<Report | null>(options.initialReport ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isOverLimit, setIsOverLimit] = useState(false);
  const mutation = useBreakdown(options.source);
  const abort = useRef<AbortController | null>(null);

  const [isChecking, setIsChecking] = useState(false);
  const submit = async () => {
    // One request at a time, from the click on (the check below takes a moment too).
    if (isChecking || mutation.isPending) return;
    setError(null);
    if (text.trim() === '') {
      setError(BREAKDOWN_MESSAGES.enterTransactions);
      return;
    }
    setIsChecking(true);
    try {
      const blocked = options.precheck ? await options.precheck({ text, isFromFile }) : null;
      if (blocked) {
        setError(blocked);
        return;
      }
      abort.current = new AbortController();
      const response = await mutation.mutateAsync({
        message: text,
        signal: abort.current.signal,
        userCategories: options.userCategories ? [...options.userCategories] : undefined,
        incomeCategories: options.incomeCategories ? [...options.incomeCategories] : undefined,
        fromFile: isFromFile || undefined,
      });
      const created = createReport(response);
      setReport(created);
      options.onReport?.(created);
    } catch (caught) {
      setError(caught instanceof Error ? describeThrown(caught) : BREAKDOWN_MESSAGES.failed);
      // A refusal or failure may have been counted elsewhere (another tab): the usage is asked again.
      options.onReport?.(null);
    } finally {
      setIsChecking(false);
    }
  };

  const reset = () => {
    abort.current?.abort();
    setText('');
    setIsFromFile(false);
    setReport(null);
    setError(null);
    setIsOverLimit(false);
    mutation.reset();
  };

  return {
    text,
    setText: (value: string, origin: TextOrigin = 'typed') => {
      if (value) prefetchReport();
      setText(value);
      // Typing into a file's text keeps it a file's text; clearing the box, pasting over all of it
      // or a new file decides anew.
      if (origin === 'file') setIsFromFile(true);
      else if (origin === 'replaced' || value === '') setIsFromFile(false);
      setError(null);
      setIsOverLimit(false);
    },
    isFromFile,
    report,
    setReport,
    error,
    isOverLimit,
    markOverLimit: () => setIsOverLimit(true),
    isPending: mutation.isPending || isChecking,
    submit,
    reset,
  };
}
