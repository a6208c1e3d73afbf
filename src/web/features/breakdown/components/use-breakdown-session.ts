// One breakdown from input to report: the text, the request, the report being edited, and a reset.
// Both breakdown pages use it; what differs (who may submit, the source) is passed in.
import { useRef, useState } from 'react';
import { BREAKDOWN_MESSAGES, type BreakdownSource } from '#shared/contract/breakdown-messages';
import { useBreakdown } from '../api.ts';
import { describeThrown } from '../errors.ts';
import { createReport, type Report } from '../report.ts';
import { prefetchReport } from './load-report.ts';

export function useBreakdownSession(options: {
  source: BreakdownSource;
  /** Checked before a request is sent: a message to show instead, or null to go ahead. */
  precheck?: () => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [report, setReport] = useState<Report | null>(null);
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
      const blocked = options.precheck ? await options.precheck() : null;
      if (blocked) {
        setError(blocked);
        return;
      }
      abort.current = new AbortController();
      const response = await mutation.mutateAsync({ message: text, signal: abort.current.signal });
      setReport(createReport(response));
    } catch (caught) {
      setError(caught instanceof Error ? describeThrown(caught) : BREAKDOWN_MESSAGES.failed);
    } finally {
      setIsChecking(false);
    }
  };

  const reset = () => {
    abort.current?.abort();
    setText('');
    setReport(null);
    setError(null);
    setIsOverLimit(false);
    mutation.reset();
  };

  return {
    text,
    setText: (value: string) => {
      if (value) prefetchReport();
      setText(value);
      setError(null);
      setIsOverLimit(false);
    },
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
