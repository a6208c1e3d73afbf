// Extraction, the first two steps of the breakdown (DESIGN section 6): detect what kind of statement the
// input is and read every transaction out of it, keeping each line that looked like one but could not be
// read. Never throws; time linear in the input.
import { extractCamt } from './camt.ts';
import type { SignReading } from './compose.ts';
import { countTransactionLines as countLines } from './count.ts';
import type { DateOrder } from './dates.ts';
import { extractDelimited } from './delimited.ts';
import { detectPrepared } from './detect.ts';
import { prepareInput, reportLine } from './input.ts';
import { extractOfx } from './ofx.ts';
import { extractQif } from './qif.ts';
import { reconcile } from './reconcile.ts';
import { extractText } from './text.ts';
import type { Extraction, InputFormat } from '../types.ts';

export interface ExtractOptions {
  /**
   * Today's date (YYYY-MM-DD). Only used to give a year to dates written without one ("03/14") when the
   * input holds no full date to take it from; without it such dates stay null.
   */
  today?: string;
  /**
   * How numeric dates read when the statement's own dates cannot tell (every day 12 or below): the
   * person knows their bank's format. Dates that do tell (a 25/03) always win.
   */
  dateOrder?: DateOrder | undefined;
  /** How amounts without their own sign are read (see SignReading); 'auto' when absent. */
  signs?: SignReading | undefined;
}

export function detectFormat(input: string): InputFormat {
  try {
    return detectPrepared(prepareInput(input)).format;
  } catch {
    return 'text';
  }
}

export function extractTransactions(input: string, options: ExtractOptions = {}): Extraction {
  const prep = prepareInput(input);
  let format: InputFormat = 'text';
  try {
    const detection = detectPrepared(prep);
    format = detection.format;
    switch (detection.format) {
      case 'empty':
        return { format: 'empty', transactions: [], unparsedLines: [] };
      case 'ofx':
        return extractOfx(prep);
      case 'camt':
        return extractCamt(prep);
      case 'qif':
        return extractQif(prep, options);
      case 'delimited': {
        const table = extractDelimited(prep, detection.table, options);
        return decided(table ? withoutZeroRows(table) : extractText(prep, options), input);
      }
      case 'text':
        return decided(extractText(prep, options), input);
    }
  } catch {
    // A reader failed on input it did not foresee. Nothing is dropped silently: every line that holds
    // something like an amount is handed back as unread.
  }
  return {
    format,
    transactions: [],
    unparsedLines: prep.lines.filter((l) => /\d[.,]\d{2}(?!\d)/.test(l)).map(reportLine),
  };
}

/** The reading as the statement's own balances decide it; the reading itself should that fail. */
function decided(extraction: Extraction, input: string): Extraction {
  try {
    return reconcile(extraction, () => countTransactionLines(input));
  } catch {
    return extraction;
  }
}

/**
 * An export's row of 0.00 moves no money: a quarterly statement of charges ('ABSCHLUSS ... 0,00'),
 * an authorisation released. Left out, and listed for the report. (A statement's text keeps them:
 * some list a 0.00 line as a record.)
 */
function withoutZeroRows(extraction: Extraction): Extraction {
  const zero = extraction.transactions.filter((tx) => tx.amountCents === 0);
  if (zero.length === 0) return extraction;
  return {
    ...extraction,
    transactions: extraction.transactions.filter((tx) => tx.amountCents !== 0),
    zeroRows: zero.map((tx) => ({ line: tx.line, description: tx.description, amountCents: 0 })),
  };
}

/**
 * How many transaction records the input holds, counted independently of the readers above and far
 * more simply, so that verification can show nothing was dropped. For a well-formed statement it equals
 * transactions plus unparsed lines of `extractTransactions`.
 */
export function countTransactionLines(input: string): number {
  try {
    return countLines(input);
  } catch {
    return 0;
  }
}
