// Parsing accuracy on real statements with known results (../shared/data/statements): for every fixture
// with an expected result, transactions expected, found, matched exactly (date, amount, description) and
// lines left unparsed, per source and in total.
// Usage: npm run eval:parse [-- --data DIR]   (or STATEMENTS_DIR=DIR)
//
// The readers of each source's expected results below are pure (no I/O), so the fixture tests can use
// them on the copies in tests/fixtures/statements. File access happens only in main().
import {
  countTransactionLines,
  extractTransactions,
  type ExtractOptions,
} from '../src/engine/extract/index.ts';
import type { StatementTransaction } from '../src/engine/types.ts';
import { BREAKDOWN_MAX_CHARACTERS } from '../src/shared/contract/breakdown-messages.ts';
import type * as NodeFs from 'node:fs';
import type * as NodePath from 'node:path';
import {
  compareLayoutCase,
  formatLayoutReport,
  type LayoutCase,
  type LayoutExpectation,
} from './eval-layouts.ts';
import { decodeStatement } from '../src/web/features/breakdown/statement-file.ts';
import { comparePdfCase, formatPdfReport, type PdfCase, type PdfExpectation } from './eval-pdf.ts';

export interface ExpectedTransaction {
  date: string | null;
  amountCents: number;
  /** Texts the source gives for the transaction; how they are compared is the case's rule. */
  texts: string[];
}

/**
 * How a description is compared, per source:
 * - 'parts': the expectation joins several columns with "; " (reckon); ours matches when each of its
 *   "; "-separated parts is one of those columns (we keep the describing columns, reckon keeps all).
 * - 'contains-any': ours matches when it contains one of the expected texts (payee or memo).
 * - 'none': the expectation has no description.
 */
export type DescriptionRule = 'parts' | 'contains-any';

export interface EvalCase {
  source: string;
  name: string;
  input: string;
  expected: ExpectedTransaction[];
  rule: DescriptionRule;
  /** Records the source itself discards as unreadable (compared with our unparsed lines). */
  expectedUnparsed?: number;
  /** Only a count is known (no per-transaction expectation). */
  isCountOnly?: boolean;
  notes: string[];
  /**
   * What the source tool was told or always assumes, as our reading options: its date format option,
   * and its sign convention (reckon and csv2ofx keep the file's signs). Used for the second pass.
   */
  toolReading?: ReadingOptions;
}

export type ReadingOptions = Pick<ExtractOptions, 'dateOrder' | 'signs'>;

export interface CaseResult {
  source: string;
  name: string;
  expected: number;
  found: number;
  matched: number;
  unparsed: number;
  counted: number;
  expectedUnparsed?: number;
  /** Unmatched only because the whole sign convention differs (same date, description, amount * -1). */
  signDiffers: number;
  dateDiffers: number;
  descriptionDiffers: number;
  missing: number;
  isCountOnly: boolean;
  notes: string[];
  samples: string[];
}

// ---------------------------------------------------------------------------------------------------
// Comparing

export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[;,\s]+|[;,\s]+$/g, '')
    .toLowerCase();
}

export function describesSame(
  ours: string,
  expected: ExpectedTransaction,
  rule: DescriptionRule,
): boolean {
  const texts = expected.texts.map(normalizeText).filter((t) => t !== '');
  if (texts.length === 0) return true;
  const mine = normalizeText(ours);
  if (rule === 'contains-any') return texts.some((t) => mine.includes(t));
  // 'parts'
  const theirs = new Set(
    texts.flatMap((t) => t.split(';').map(normalizeText)).filter((t) => t !== ''),
  );
  const parts = mine
    .split(';')
    .map(normalizeText)
    .filter((t) => t !== '');
  if (parts.length === 0) return ![...theirs].some((t) => /\p{L}/u.test(t));
  return parts.every((p) => theirs.has(p));
}

export function evaluateCase(c: EvalCase, reading: ReadingOptions = {}): CaseResult {
  const extraction = extractTransactions(c.input, reading);
  const found = extraction.transactions;
  const result: CaseResult = {
    source: c.source,
    name: c.name,
    expected: c.expected.length,
    found: found.length,
    matched: 0,
    unparsed: extraction.unparsedLines.length,
    counted: countTransactionLines(c.input),
    signDiffers: 0,
    dateDiffers: 0,
    descriptionDiffers: 0,
    missing: 0,
    isCountOnly: c.isCountOnly ?? false,
    notes: c.notes,
    samples: [],
  };
  if (c.expectedUnparsed !== undefined) result.expectedUnparsed = c.expectedUnparsed;
  if (c.isCountOnly) {
    result.matched = Math.min(found.length, c.expected.length);
    return result;
  }
  const used = new Set<number>();
  const take = (test: (tx: StatementTransaction) => boolean): StatementTransaction | undefined => {
    const index = found.findIndex((tx, i) => !used.has(i) && test(tx));
    if (index === -1) return undefined;
    used.add(index);
    return found[index];
  };
  const unmatched: ExpectedTransaction[] = [];
  for (const e of c.expected) {
    const hit = take(
      (tx) =>
        tx.date === e.date &&
        tx.amountCents === e.amountCents &&
        describesSame(tx.description, e, c.rule),
    );
    if (hit) result.matched++;
    else unmatched.push(e);
  }
  for (const e of unmatched) {
    const show = (tx: StatementTransaction | undefined, why: string) => {
      if (result.samples.length >= 3) return;
      const got = tx
        ? `${tx.date} ${(tx.amountCents / 100).toFixed(2)} "${tx.description}"`
        : 'nothing';
      result.samples.push(
        `${why}: expected ${e.date} ${(e.amountCents / 100).toFixed(2)} "${e.texts.join(' | ')}", got ${got}`,
      );
    };
    let tx = take(
      (t) =>
        t.date === e.date &&
        t.amountCents === -e.amountCents &&
        describesSame(t.description, e, c.rule),
    );
    if (tx) {
      result.signDiffers++;
      show(tx, 'sign');
      continue;
    }
    tx = take((t) => t.amountCents === e.amountCents && describesSame(t.description, e, c.rule));
    if (tx) {
      result.dateDiffers++;
      show(tx, 'date');
      continue;
    }
    tx = take((t) => t.date === e.date && t.amountCents === e.amountCents);
    if (tx) {
      result.descriptionDiffers++;
      show(tx, 'description');
      continue;
    }
    result.missing++;
    show(undefined, 'missing');
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Readers of expected results (pure)

/** Cents from a decimal text written with '.' decimals ("-1,500.00", "$2,105.00", "115.8331"). */
export function decimalToCents(text: string): number | null {
  const m = /^\s*([-+])?\s*(?:[$€£]|[A-Z]{3}\s)?\s*([-+])?(\d[\d,]*)(?:\.(\d+))?/.exec(text);
  if (!m) return null;
  const isNegative = m[1] === '-' || m[2] === '-';
  const whole = Number((m[3] ?? '0').replace(/,/g, ''));
  const fraction = (m[4] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents === 0 ? 0 : isNegative ? -cents : cents;
}

/** Ledger output of reckon: the amount on the given account's posting, the text after the date. */
export function readLedger(
  text: string,
  account: string,
  dateFormat = '%Y-%m-%d',
): ExpectedTransaction[] {
  const out: ExpectedTransaction[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const head = lines[0];
    if (!head || /^\s/.test(head)) continue;
    const tab = head.indexOf('\t');
    const dateText = tab >= 0 ? head.slice(0, tab) : head.split(' ')[0]!;
    const description = tab >= 0 ? head.slice(tab + 1) : '';
    let amountCents: number | null = null;
    for (const posting of lines.slice(1)) {
      const cells = posting
        .split('\t')
        .map((c) => c.trim())
        .filter((c) => c !== '');
      if (cells[0] === account && cells[1])
        amountCents = decimalToCents(cells[1].replace(/\s*[A-Z]{3,}$/, ''));
    }
    if (amountCents === null) continue;
    out.push({ date: ledgerDate(dateText, dateFormat), amountCents, texts: [description] });
  }
  return out;
}

function ledgerDate(text: string, format: string): string | null {
  if (format === '%d/%m/%Y') {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  }
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** csv2ofx's QIF output: D (MM/DD/YYYY or YYYY-MM-DD), T, P, M per record; account lists skipped. */
export function readQifExpected(text: string): ExpectedTransaction[] {
  const out: ExpectedTransaction[] = [];
  let isAccountList = false;
  let fields = new Map<string, string>();
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('!Account')) isAccountList = true;
    else if (line.startsWith('!Type')) isAccountList = false;
    else if (line === '^') {
      if (!isAccountList && fields.has('T')) {
        const d = fields.get('D') ?? '';
        const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d);
        const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
        out.push({
          date: us ? `${us[3]}-${us[1]}-${us[2]}` : iso ? iso[0] : null,
          amountCents: decimalToCents(fields.get('T') ?? '') ?? 0,
          texts: [fields.get('P') ?? '', fields.get('M') ?? ''].filter((t) => t !== ''),
        });
      }
      fields = new Map();
    } else if (line !== '' && !line.startsWith('!')) {
      if (!fields.has(line[0]!)) fields.set(line[0]!, line.slice(1));
    }
  }
  return out;
}

/** STMTTRN (and INTRARS) blocks of an OFX file, read with plain patterns: DTPOSTED's date, TRNAMT, NAME, MEMO. */
export function readOfxExpected(text: string): {
  readable: ExpectedTransaction[];
  unreadable: number;
} {
  const readable: ExpectedTransaction[] = [];
  let unreadable = 0;
  // Statement transactions, and the transfer records (INTRARS) csv2ofx writes for split accounts.
  const blocks = text.split(/<STMTTRN>|<INTRARS>/i).slice(1);
  for (const rawBlock of blocks) {
    const block = rawBlock.split(/<\/STMTTRN>|<\/INTRARS>|<\/BANKTRANLIST>/i)[0] ?? '';
    const field = (name: string) => {
      const m = new RegExp(`<${name}>\\s*(?:<!\\[CDATA\\[)?([^<\\r\\n]*)`, 'i').exec(block);
      return m?.[1]?.replace(/\]\]>$/, '').trim();
    };
    const dt = /^(\d{4})(\d{2})(\d{2})/.exec(field('DTPOSTED') ?? '');
    const amountText = field('TRNAMT') ?? '';
    const validDate =
      dt &&
      Number(dt[2]) >= 1 &&
      Number(dt[2]) <= 12 &&
      Number(dt[3]) >= 1 &&
      Number(dt[3]) <= new Date(Date.UTC(Number(dt[1]), Number(dt[2]), 0)).getUTCDate();
    if (!validDate || !/^[-+]?\d*\.?\d+$/.test(amountText)) {
      unreadable++;
      continue;
    }
    readable.push({
      date: `${dt[1]}-${dt[2]}-${dt[3]}`,
      amountCents: decimalToCents(amountText) ?? 0,
      texts: [decodeXml(field('NAME') ?? ''), decodeXml(field('MEMO') ?? '')].filter(
        (t) => t !== '',
      ),
    });
  }
  return { readable, unreadable };
}

function decodeXml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

const MINOR_UNITS: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  ISK: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function get(value: Json | undefined, ...path: string[]): Json | undefined {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * genkgo/camt's expected parse (a serialised DTO): per entry the amount in minor units and currency,
 * the booking date (else the value date), the counterparty's name (creditor on a debit, debtor on a
 * credit; any party when that role is absent) and the remittance message.
 */
export function readGenkgoExpected(jsonText: string): ExpectedTransaction[] {
  const message = JSON.parse(jsonText) as Json;
  const entries = get(message, 'getEntries');
  if (!Array.isArray(entries)) return [];
  return entries.map((entry) => {
    const minor = Number(get(entry, 'getAmount', 'getAmount') ?? 0);
    const currency = String(get(entry, 'getAmount', 'getCurrency', 'getCode') ?? '');
    const exponent = MINOR_UNITS[currency] ?? 2;
    const cents = Math.round(minor * 10 ** (2 - exponent));
    const when = get(entry, 'getBookingDate', '0') ?? get(entry, 'getValueDate', '0');
    const detail = get(entry, 'getTransactionDetail');
    const isDebit = get(entry, 'getCreditDebitIndicator') === 'DBIT';
    const parties = get(detail, 'getRelatedParties');
    const named = (Array.isArray(parties) ? parties : []).map((p) => ({
      type: String(get(p, 'getRelatedPartyType', '__CLASS__') ?? ''),
      name:
        (get(p, 'getRelatedPartyType', 'getName') as string | null) ??
        (get(p, 'getAccount', 'getName') as string | null) ??
        '',
    }));
    const role = isDebit ? /Creditor$/ : /Debtor$/;
    const counterparty = named.filter((p) => role.test(p.type) && p.name);
    const names = (counterparty.length > 0 ? counterparty : named.filter((p) => p.name)).map(
      (p) => p.name,
    );
    const remittance = get(detail, 'getRemittanceInformation', 'getMessage');
    return {
      date: typeof when === 'string' ? when.slice(0, 10) : null,
      amountCents: cents === 0 ? 0 : cents,
      texts: [
        ...names,
        ...(typeof remittance === 'string' && remittance !== '' ? [remittance] : []),
      ],
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Which expectation belongs to which input, and what each source's options mean for us

/** csv2ofx's own test table (tests/test_cli.py): options, input, expected output. */
export const CSV2OFX_CASES: { options: string; input: string; output: string; note?: string }[] = [
  { options: '-oq', input: 'default.csv', output: 'default.qif' },
  { options: '-oq -m split_account', input: 'default.csv', output: 'default_w_splits.qif' },
  {
    options: '-oqc Description -m xero',
    input: 'xero.csv',
    output: 'xero.qif',
    note: 'the xero mapping merges journal lines into split transactions per journal; we read each line',
  },
  { options: '-oq -m mint', input: 'mint.csv', output: 'mint.qif' },
  {
    options: '-oq -m mint_extra',
    input: 'mint_extra.csv',
    output: 'mint_extra.qif',
    note: 'the mint_extra mapping drops rows by its own rules',
  },
  { options: '-oq -m mint_headerless', input: 'mint_headerless.csv', output: 'mint.qif' },
  {
    options: '-oqs20150613 -e20150614 -m mint',
    input: 'mint.csv',
    output: 'mint_alt.qif',
    note: 'csv2ofx was told a date range (-s/-e) that keeps 2 of the 4 rows',
  },
  { options: '-oe 20150908', input: 'default.csv', output: 'default.ofx' },
  { options: '-o -m split_account', input: 'default.csv', output: 'default_w_splits.ofx' },
  { options: '-o -m mint', input: 'mint.csv', output: 'mint.ofx' },
  { options: '-oq -m creditunion', input: 'creditunion.csv', output: 'creditunion.qif' },
  {
    options: '-o -m stripe -e 20210505',
    input: 'stripe-default.csv',
    output: 'stripe-default.ofx',
  },
  { options: '-o -m stripe -e 20210505', input: 'stripe-all.csv', output: 'stripe-all.ofx' },
  { options: '-oq -m stripe', input: 'stripe-default.csv', output: 'stripe-default.qif' },
  { options: '-oq -m stripe', input: 'stripe-all.csv', output: 'stripe-all.qif' },
  { options: '-E windows-1252 -m gls -e 20171111 -o', input: 'gls.csv', output: 'gls.ofx' },
  {
    options: '-o -m pcmastercard -e 20190120',
    input: 'pcmastercard.csv',
    output: 'pcmastercard.ofx',
  },
  { options: '-oq -m ubs-ch-fr', input: 'ubs-ch-fr_trimmed.csv', output: 'ubs-ch-fr.qif' },
  {
    options: '-o -m ingesp -e 20221231',
    input: 'ingesp.csv',
    output: 'ingesp.ofx',
    note: 'the ingesp mapping writes the category column as MEMO, so only NAME is a description; csv2ofx guesses each date on its own and reads 08/04/2022 month-first in a file whose other dates (24/03/2022, 31/12/2022) are day-first',
  },
  {
    options: '-o -m schwabchecking -e 20220905',
    input: 'schwab-checking.csv',
    output: 'schwab-checking.ofx',
  },
  {
    options: '-o -M -m schwabchecking -e 20220905',
    input: 'schwab-checking.csv',
    output: 'schwab-checking-msmoney.ofx',
  },
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({
    options: '-o -m schwabchecking -e 20220905',
    input: `schwab-checking-baltest-case${n}.csv`,
    output: `schwab-checking-baltest-case${n}.ofx`,
  })),
  {
    options: '-o -m amazon -e 20230604 (AMAZON_EXCLUDE_CARDS=9876)',
    input: 'amazon.csv',
    output: 'amazon.ofx',
    note: 'csv2ofx was told to leave out orders paid with card 9876 (1 order), and drops orders without a total',
  },
  { options: '-o -m payoneer -e 20220905', input: 'payoneer.csv', output: 'payoneer.ofx' },
  { options: '-m n26', input: 'n26-fr.csv', output: 'n26.ofx' },
];

/** reckon options that decide something we infer instead; printed beside each file. */
const RECKON_OPTIONS =
  /--(?:date-format|contains-header|ignore-columns|money-columns|comma-separates-cents|csv-separator|suffixed|currency|inverse)\b(?:\s+(?:'[^']*'|\S+))?|-c\s+\S+/g;

export function reckonAccount(testArgs: string): string {
  const m = /(?:--account|-a)\s+(?:'([^']+)'|"([^"]+)"|(\S+))/.exec(testArgs);
  return m?.[1] ?? m?.[2] ?? m?.[3] ?? 'Assets:Bank:Checking';
}

export function reckonInput(testArgs: string): string {
  const m = /-f\s+(\S+)/.exec(testArgs);
  return m?.[1] ?? 'input.csv';
}

export function reckonLedgerDateFormat(testArgs: string): string {
  const m = /--ledger-date-format\s+'([^']+)'/.exec(testArgs);
  return m?.[1] ?? '%Y-%m-%d';
}

/** reckon keeps the file's signs; its --date-format is the day or month order it was told. */
export function reckonReading(testArgs: string): ReadingOptions {
  const format = /--date-format\s+'?([^'\s]+)/.exec(testArgs)?.[1] ?? '';
  const day = format.indexOf('%d');
  const month = format.indexOf('%m');
  const reading: ReadingOptions = { signs: 'as-written' };
  if (day >= 0 && month >= 0) reading.dateOrder = day < month ? 'DMY' : 'MDY';
  return reading;
}

export function reckonOptionsNote(testArgs: string): string | undefined {
  const options = testArgs.replace(/\\\n/g, ' ').match(RECKON_OPTIONS);
  return options ? `reckon needed: ${options.join(' ')}` : undefined;
}

/** bank2ynab's only per-file expectation: rows its reader returns (tests/test_B2YBank.py). */
export const BANK2YNAB_COUNTS: Record<string, { rows: number; note: string }> = {
  'test_raiffeisen_01.csv': {
    rows: 74,
    note: "bank2ynab's reader returns 74 rows; one is 'A null transaction, just to confuse things' with no date or amount, so 73 transactions",
  },
  'test_headers.csv': {
    rows: 74,
    note: "bank2ynab's reader returns 74 rows after the header; one is 'A null transaction, just to confuse things' with no date or amount, so 73 transactions",
  },
};

// ---------------------------------------------------------------------------------------------------
// Report

const SOURCE_RULES: Record<string, string> = {
  reckon:
    "description = reckon's ledger payee (every column it did not use as date or amount, joined with '; '); ours matches when each of its '; ' parts is one of those columns. Amount = the posting on the --account given.",
  csv2ofx:
    'description = the OFX NAME/MEMO or QIF P/M csv2ofx wrote; ours matches when it contains one of them.',
  ofxparse:
    "expected = every <STMTTRN> (DTPOSTED's date, TRNAMT, NAME/MEMO); records ofxparse discards (bad or missing date or amount) must come out as unparsed.",
  'genkgo-camt':
    "expected = genkgo/camt's serialised parse: entry amount and currency, booking (else value) date, counterparty name and remittance message (ours must contain one of them).",
  bank2ynab:
    'only two files carry an expectation (row counts in its tests); the rest are listed for found/unparsed/count agreement.',
};

function pad(text: string | number, width: number, right = false): string {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

export function formatReport(results: CaseResult[], informational: CaseResult[]): string {
  const lines: string[] = [];
  const sources = [...new Set(results.map((r) => r.source))];
  const totals = {
    expected: 0,
    found: 0,
    matched: 0,
    unparsed: 0,
    sign: 0,
    date: 0,
    description: 0,
    missing: 0,
  };
  const bySource: string[] = [];
  for (const source of sources) {
    const rows = results.filter((r) => r.source === source);
    lines.push('', `== ${source}`, `   ${SOURCE_RULES[source] ?? ''}`);
    lines.push(
      `   ${pad('file', 58)}${pad('expected', 9, true)}${pad('found', 7, true)}${pad('matched', 9, true)}${pad('unparsed', 10, true)}${pad('counted', 9, true)}`,
    );
    const sum = { expected: 0, found: 0, matched: 0, unparsed: 0 };
    for (const r of rows) {
      const countFlag = r.counted === r.found + r.unparsed ? '' : ' (count differs)';
      const unparsedText =
        r.expectedUnparsed !== undefined
          ? `${r.unparsed}/${r.expectedUnparsed}`
          : String(r.unparsed);
      lines.push(
        `   ${pad(r.name.slice(0, 57), 58)}${pad(r.expected, 9, true)}${pad(r.found, 7, true)}${pad(r.isCountOnly ? `(${r.matched})` : r.matched, 9, true)}${pad(unparsedText, 10, true)}${pad(r.counted, 9, true)}${countFlag}`,
      );
      const reasons = [
        r.signDiffers ? `${r.signDiffers} sign convention` : '',
        r.dateDiffers ? `${r.dateDiffers} date` : '',
        r.descriptionDiffers ? `${r.descriptionDiffers} description` : '',
        r.missing ? `${r.missing} not found` : '',
      ].filter(Boolean);
      if (reasons.length) lines.push(`      unmatched: ${reasons.join(', ')}`);
      for (const note of r.notes) lines.push(`      note: ${note}`);
      for (const sample of r.samples) lines.push(`      e.g. ${sample}`);
      sum.expected += r.expected;
      sum.found += r.found;
      sum.matched += r.matched;
      sum.unparsed += r.unparsed;
      totals.sign += r.signDiffers;
      totals.date += r.dateDiffers;
      totals.description += r.descriptionDiffers;
      totals.missing += r.missing;
    }
    const pct = sum.expected ? ((sum.matched / sum.expected) * 100).toFixed(1) : '-';
    lines.push(
      `   ${pad(`${source} total`, 58)}${pad(sum.expected, 9, true)}${pad(sum.found, 7, true)}${pad(sum.matched, 9, true)}${pad(sum.unparsed, 10, true)}   ${pct}% matched`,
    );
    bySource.push(
      `${pad(source, 14)}${pad(sum.expected, 9, true)}${pad(sum.found, 7, true)}${pad(sum.matched, 9, true)}${pad(sum.unparsed, 10, true)}   ${pct}%`,
    );
    totals.expected += sum.expected;
    totals.found += sum.found;
    totals.matched += sum.matched;
    totals.unparsed += sum.unparsed;
  }
  if (informational.length > 0) {
    lines.push('', '== files without an expected result (found / unparsed / counted)');
    for (const r of informational) {
      const countFlag = r.counted === r.found + r.unparsed ? '' : ' (count differs)';
      lines.push(
        `   ${pad(`${r.source}/${r.name}`.slice(0, 70), 71)}${pad(r.found, 6, true)}${pad(r.unparsed, 6, true)}${pad(r.counted, 6, true)}${countFlag}`,
      );
    }
  }
  const pct = totals.expected ? ((totals.matched / totals.expected) * 100).toFixed(1) : '-';
  lines.push(
    '',
    '== summary',
    `${pad('source', 14)}${pad('expected', 9, true)}${pad('found', 7, true)}${pad('matched', 9, true)}${pad('unparsed', 10, true)}   matched`,
    ...bySource,
    `${pad('total', 14)}${pad(totals.expected, 9, true)}${pad(totals.found, 7, true)}${pad(totals.matched, 9, true)}${pad(totals.unparsed, 10, true)}   ${pct}%`,
    '',
    `unmatched expected transactions: ${totals.sign} sign convention, ${totals.date} date, ${totals.description} description, ${totals.missing} not found`,
  );
  const all = [...results, ...informational];
  const agree = all.filter((r) => r.counted === r.found + r.unparsed).length;
  lines.push(`independent count = found + unparsed on ${agree} of ${all.length} files`);
  return lines.join('\n');
}

/**
 * The second pass: each file read with the options its source tool was given (date order) and the
 * sign convention the tool applies (the file's own signs), so what remains unmatched is reading, not
 * convention. Lists every file whose result changes.
 */
export function formatToolReadingReport(withTool: CaseResult[], auto: CaseResult[]): string {
  const lines = [
    '',
    "== with each tool's own reading (reckon: its --date-format, file signs; csv2ofx: file signs)",
  ];
  withTool.forEach((r, index) => {
    const before = auto[index];
    if (!before || before.matched === r.matched) return;
    const left = r.expected - r.matched;
    lines.push(
      `   ${pad(`${r.source}/${r.name}`.slice(0, 62), 63)} matched ${before.matched} -> ${r.matched} of ${r.expected}${left ? ` (${left} left: ${r.signDiffers} sign, ${r.dateDiffers} date, ${r.descriptionDiffers} description, ${r.missing} not found)` : ''}`,
    );
  });
  const totals = withTool.reduce(
    (t, r) => ({ expected: t.expected + r.expected, matched: t.matched + r.matched }),
    { expected: 0, matched: 0 },
  );
  const stillOpen = withTool.filter((r) => r.matched < r.expected);
  lines.push(
    `   total matched: ${totals.matched} of ${totals.expected} (${((totals.matched / totals.expected) * 100).toFixed(1)}%)`,
  );
  for (const r of stillOpen) {
    lines.push(`   still unmatched in ${r.source}/${r.name}: ${r.expected - r.matched}`);
    for (const note of r.notes) lines.push(`      note: ${note}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Files (Node only)

/** Bytes as a browser would show them: UTF-8 when valid, else Windows-1252. */
export function decodeBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Every fixture under a statements folder that has an expected result, as evaluation cases. */
export async function collectCases(
  dataDir: string,
): Promise<{ cases: EvalCase[]; informational: EvalCase[] }> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const read = (file: string) => decodeBytes(fs.readFileSync(file));
  const exists = (file: string) => fs.existsSync(file);
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
          const full = path.join(dir, d.name);
          return d.isDirectory() ? walk(full) : [full];
        })
      : [];

  const cases: EvalCase[] = [];
  const informational: EvalCase[] = [];
  // reckon: every integration test with an expected ledger.
  const reckonDir = path.join(dataDir, 'reckon', 'spec', 'integration');
  for (const argsFile of walk(reckonDir)
    .filter((f) => path.basename(f) === 'test_args')
    .sort()) {
    const dir = path.dirname(argsFile);
    const ledger = path.join(dir, 'output.ledger');
    if (!exists(ledger)) continue;
    const args = read(argsFile);
    const input = path.resolve(dir, reckonInput(args));
    if (!exists(input)) continue;
    const note = reckonOptionsNote(args);
    cases.push({
      source: 'reckon',
      name: path.relative(reckonDir, dir),
      input: read(input),
      expected: readLedger(read(ledger), reckonAccount(args), reckonLedgerDateFormat(args)),
      rule: 'parts',
      notes: [...(note ? [note] : []), ...(RECKON_NOTES[path.relative(reckonDir, dir)] ?? [])],
      toolReading: reckonReading(args),
    });
  }

  // csv2ofx: its own table of conversions.
  const csv2ofxDir = path.join(dataDir, 'csv2ofx', 'data');
  for (const c of CSV2OFX_CASES) {
    const input = path.join(csv2ofxDir, 'test', c.input);
    const output = path.join(csv2ofxDir, 'converted', c.output);
    if (!exists(input) || !exists(output)) continue;
    const text = read(output);
    let expected = c.output.endsWith('.qif')
      ? readQifExpected(text)
      : readOfxExpected(text).readable;
    if (c.input === 'ingesp.csv')
      expected = expected.map((e) => ({ ...e, texts: e.texts.slice(0, 1) }));
    cases.push({
      source: 'csv2ofx',
      name: `${c.input} -> ${c.output}`,
      input: read(input),
      expected,
      rule: 'contains-any',
      // csv2ofx writes each amount with the sign its mapping gives it and reads no convention into
      // it: most mappings keep the file's sign; pcmastercard's and amazon's make charges negative
      // themselves, which is our own reading.
      toolReading: /-m (pcmastercard|amazon)\b/.test(c.options) ? {} : { signs: 'as-written' },
      notes: [
        `csv2ofx ${c.options}`,
        ...(c.note ? [c.note] : []),
        ...(CSV2OFX_NOTES[c.output] ?? []),
      ],
    });
  }

  // ofxparse: what the OFX files themselves state.
  const ofxDir = path.join(dataDir, 'ofxparse', 'tests', 'fixtures');
  for (const file of walk(ofxDir)
    .filter((f) => /\.(ofx|qfx)$/i.test(f))
    .sort()) {
    const text = read(file);
    const { readable, unreadable } = readOfxExpected(text);
    const trades = (
      text.match(/<(?:BUY|SELL)(?:STOCK|MF|DEBT|OPT|OTHER)>|<INCOME>|<REINVEST>|<TRANSFER>/gi) ?? []
    ).length;
    cases.push({
      source: 'ofxparse',
      name: path.relative(ofxDir, file),
      input: text,
      expected: readable,
      rule: 'contains-any',
      expectedUnparsed: unreadable,
      notes: trades
        ? [
            `${trades} investment trades (holdings bought, sold, reinvested or moved) are not cash transactions and are not read`,
          ]
        : [],
    });
  }

  // genkgo/camt: each XML with its serialised parse.
  const camtDir = path.join(dataDir, 'genkgo-camt', 'test', 'data');
  for (const file of walk(camtDir)
    .filter((f) => f.endsWith('.xml'))
    .sort()) {
    const json = file.replace(/\.xml$/, '.json');
    const hasExpectation = exists(json);
    const input = read(file);
    const expected = hasExpectation ? readGenkgoExpected(read(json)) : [];
    const entries = (input.match(/<(?:[\w.-]+:)?Ntry>/g) ?? []).length;
    const notes = hasExpectation
      ? []
      : ['genkgo/camt rejects this file (no statement in it); expected: no transactions'];
    if (hasExpectation && entries !== expected.length) {
      notes.push(
        `the file holds ${entries} <Ntry>; the serialised parse lists ${expected.length} (its serialiser collapses repeated objects), so only those are compared`,
      );
    }
    cases.push({
      source: 'genkgo-camt',
      name: path.relative(camtDir, file),
      input,
      expected,
      rule: 'contains-any',
      notes,
    });
  }

  // bank2ynab: counts where its tests state them; everything else for agreement only.
  const b2yDir = path.join(dataDir, 'bank2ynab', 'test', 'test-data');
  for (const file of walk(b2yDir).sort()) {
    const name = path.relative(b2yDir, file);
    const known = BANK2YNAB_COUNTS[name];
    const base = { source: 'bank2ynab', name, input: read(file), rule: 'contains-any' as const };
    if (known) {
      cases.push({
        ...base,
        expected: Array.from({ length: known.rows - 1 }, () => ({
          date: null,
          amountCents: 0,
          texts: [],
        })),
        isCountOnly: true,
        notes: [known.note],
      });
    } else {
      informational.push({ ...base, expected: [], notes: [] });
    }
  }

  return { cases, informational };
}

async function main(): Promise<void> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { parseArgs } = await import('node:util');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: true });
  const dataDir = path.resolve(
    values.data ??
      process.env.STATEMENTS_DIR ??
      path.join(root, '..', 'shared', 'data', 'statements'),
  );
  if (!fs.existsSync(dataDir)) {
    console.log(`eval:parse: no statements found at ${dataDir}.`);
    console.log(
      'Note: the evaluation needs the shared data folder (../shared/data/statements); pass --data DIR or set STATEMENTS_DIR. Nothing was evaluated.',
    );
    return;
  }
  const { cases, informational } = await collectCases(dataDir);
  const started = performance.now();
  const results = cases.map((c) => evaluateCase(c));
  const extra = informational.map((c) => evaluateCase(c));
  const withToolReading = cases.map((c) => evaluateCase(c, c.toolReading));
  const ms = performance.now() - started;
  console.log(`eval:parse on ${dataDir}`);
  console.log(formatReport(results, extra));
  console.log(formatToolReadingReport(withToolReading, results));
  console.log(`\n${cases.length + informational.length} files read in ${ms.toFixed(0)} ms`);
  const pdfCases = collectPdfCases({ fs, path, dir: path.join(dataDir, 'pdf') });
  if (pdfCases.length > 0) console.log(formatPdfReport(pdfCases.map(comparePdfCase)));
  // The same statements as the browser's upload reads their PDFs (pdf.js, text-layout.ts).
  const { pdfText } = await import('./pdf-text.ts');
  const browserCases: PdfCase[] = [];
  let pdfMs = 0;
  for (const c of pdfCases) {
    if (!c.pdfFile) continue;
    const t0 = performance.now();
    const text = await pdfText(new Uint8Array(fs.readFileSync(c.pdfFile)));
    pdfMs += performance.now() - t0;
    browserCases.push({ ...c, text });
  }
  if (browserCases.length > 0) {
    const title =
      'PDF statements as the upload reads them (pdf.js text laid out by text-layout.ts)';
    console.log(formatPdfReport(browserCases.map(comparePdfCase), title));
    console.log(`${browserCases.length} PDFs read with pdf.js in ${pdfMs.toFixed(0)} ms (Node)`);
  }
  const moreCases = collectMoreCases({ fs, path, dir: path.join(dataDir, 'more') });
  if (moreCases.length > 0) {
    const title = 'More statements from other banks (more/: PDF text, CSV, OFX, statement texts)';
    console.log(formatPdfReport(moreCases.map(comparePdfCase), title));
    const uploaded: PdfCase[] = [];
    for (const c of moreCases) {
      if (!c.pdfFile) continue;
      uploaded.push({ ...c, text: await pdfText(new Uint8Array(fs.readFileSync(c.pdfFile))) });
    }
    const uploadTitle = 'The PDFs of more/ as the upload reads them (pdf.js, text-layout.ts)';
    if (uploaded.length > 0)
      console.log(formatPdfReport(uploaded.map(comparePdfCase), uploadTitle));
    console.log(formatUploadFit([...browserCases, ...uploaded]));
  }
  const layoutCases = collectLayoutCases({
    fs,
    path,
    dir: path.join(root, 'tests/fixtures/statement-layouts'),
  });
  if (layoutCases.length > 0) console.log(formatLayoutReport(layoutCases.map(compareLayoutCase)));
  const gapCases = collectLayoutCases({
    fs,
    path,
    dir: path.join(root, 'tests/fixtures/statement-layouts/gaps'),
  });
  if (gapCases.length > 0) {
    const title = 'Statement layouts the reader does not read exactly yet (statement-layouts/gaps)';
    console.log(formatLayoutReport(gapCases.map(compareLayoutCase), title));
  }
}

/** How many PDFs' upload text fits the breakdown's limit, and by how much the others miss it. */
function formatUploadFit(cases: readonly PdfCase[]): string {
  const over = cases.filter((c) => c.text.length > BREAKDOWN_MAX_CHARACTERS);
  const fits = cases.length - over.length;
  const misses = over.map((c) => `${c.name} ${c.text.length.toLocaleString('en-US')}`).join(', ');
  return `\nPDFs whose upload text fits ${BREAKDOWN_MAX_CHARACTERS.toLocaleString('en-US')} characters: ${fits} of ${cases.length}${misses ? ` (over: ${misses})` : ''}`;
}

/** Each statement layout we wrote, with its expectation. */
function collectLayoutCases(options: {
  fs: typeof NodeFs;
  path: typeof NodePath;
  dir: string;
}): LayoutCase[] {
  const { fs, path, dir } = options;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.expected.json'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.expected.json'.length);
      return {
        name,
        text: fs.readFileSync(path.join(dir, `${name}.txt`), 'utf8'),
        expected: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as LayoutExpectation,
      };
    });
}

/** Each `.expected.json` under pdf/ with the `.txt` of the same statement beside it. */
function collectPdfCases(options: {
  fs: typeof NodeFs;
  path: typeof NodePath;
  dir: string;
}): PdfCase[] {
  const { fs, path, dir } = options;
  if (!fs.existsSync(dir)) return [];
  const cases: PdfCase[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.expected.json')) continue;
    const base = path.join(dir, file.slice(0, -'.expected.json'.length));
    const textFile = [`${base}.txt`, `${base} (copy).txt`].find((f) => fs.existsSync(f));
    if (!textFile) continue;
    const pdfFile = [`${base}.pdf`, `${base} (copy).pdf`].find((f) => fs.existsSync(f));
    cases.push({
      name: path.basename(base),
      text: fs.readFileSync(textFile, 'utf8'),
      ...(pdfFile ? { pdfFile } : {}),
      expected: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as PdfExpectation,
    });
  }
  return cases;
}

/**
 * Each statement folder under more/: its `.expected.json` with the statement beside it (the PDF's
 * `pdftotext -layout` text, or the export itself), decoded as the upload decodes a file.
 */
function collectMoreCases(options: {
  fs: typeof NodeFs;
  path: typeof NodePath;
  dir: string;
}): PdfCase[] {
  const { fs, path, dir } = options;
  if (!fs.existsSync(dir)) return [];
  const cases: PdfCase[] = [];
  for (const folder of fs.readdirSync(dir).sort()) {
    const folderPath = path.join(dir, folder);
    if (!fs.statSync(folderPath).isDirectory()) continue;
    const files = fs.readdirSync(folderPath);
    const expectation = files.find((f) => f.endsWith('.expected.json'));
    const statement =
      files.find((f) => f.endsWith('.txt')) ??
      files.find((f) => !f.endsWith('.expected.json') && !f.endsWith('.pdf'));
    if (!expectation || !statement) continue;
    const pdfFile = files.find((f) => f.endsWith('.pdf'));
    cases.push({
      name: folder,
      text: decodeStatement(new Uint8Array(fs.readFileSync(path.join(folderPath, statement)))),
      ...(pdfFile ? { pdfFile: path.join(folderPath, pdfFile) } : {}),
      expected: JSON.parse(
        fs.readFileSync(path.join(folderPath, expectation), 'utf8'),
      ) as PdfExpectation,
    });
  }
  return cases;
}

/** Why a reckon expectation differs from what we can infer, where it does. */
const RECKON_NOTES: Record<string, string[]> = {
  extratofake: [
    "reckon imports the 'Saldo Anterior' (previous balance) row as a transaction; balance lines are not transactions for us",
  ],
  inversed_credit_card: [
    'a card export (charges positive, payments negative with PAYMENT RECEIVED): we turn it around so charges are money out; reckon keeps the file signs',
  ],
  'regression/issue_51_account_tokens': [
    'an unsigned amount column with no credit column, flag or income words: we read the amounts as spending; reckon keeps them positive',
  ],
  'regression/issue_73_account_token_matching': [
    'one unsigned card charge: we read it as spending; reckon books it positive on a liability account',
  ],
  spanish_date_example: [
    'every date is 02/12/2009: nothing in the file says day-first, so we read it month-first ($ amounts)',
  ],
  ledger_date_format: [
    'every date is 02/12/2009: nothing in the file says day-first, so we read it month-first ($ amounts)',
  ],
};

const CSV2OFX_NOTES: Record<string, string[]> = {
  'default.qif': [
    'unsigned amounts with no flag or income words: we read them as spending; csv2ofx keeps them positive',
  ],
  'default_w_splits.qif': [
    'unsigned amounts with no flag or income words: we read them as spending; csv2ofx keeps them positive',
  ],
  'default.ofx': [
    'unsigned amounts with no flag or income words: we read them as spending; csv2ofx keeps them positive',
  ],
  'default_w_splits.ofx': [
    'unsigned amounts with no flag or income words: we read them as spending; csv2ofx keeps them positive',
  ],
  'creditunion.qif': [
    'unsigned amounts with no flag or income words: we read them as spending; csv2ofx keeps them positive',
  ],
  'stripe-default.ofx': [
    'a Stripe payments export (money received) with unsigned amounts: we read them as spending; the stripe mapping knows they are income',
  ],
  'stripe-default.qif': [
    'a Stripe payments export (money received) with unsigned amounts: we read them as spending; the stripe mapping knows they are income',
  ],
  'stripe-all.ofx': [
    'a Stripe payments export (money received) with unsigned amounts: we read them as spending; the stripe mapping knows they are income',
  ],
  'stripe-all.qif': [
    'a Stripe payments export (money received) with unsigned amounts: we read them as spending; the stripe mapping knows they are income',
  ],
};

const invokedPath = process.argv[1] ?? '';
if (/eval-parse\.ts$/.test(invokedPath)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
