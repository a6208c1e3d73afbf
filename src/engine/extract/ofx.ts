// OFX and QFX, SGML v1 (leaf tags left open) and XML v2: one transaction per <STMTTRN> (or <INTRARS>
// transfer), with TRNAMT,
// DTPOSTED (YYYYMMDD[HHMMSS[.XXX]][TZ]), NAME and MEMO; CURDEF (or a CURRENCY aggregate) gives the
// currency. Investment trades (BUYSTOCK, SELLMF...) move holdings, not cash, and are not read.
import { parseAmount } from './amounts.ts';
import { collapse, joinDescription } from './compose.ts';
import { lineAt, lineStarts, reportLine, type PreparedInput } from './input.ts';
import { readTags } from './markup.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

interface OfxRecord {
  /** STMTTRN, or INTRARS (a transfer between one's own accounts, as csv2ofx writes them). */
  kind: string;
  start: number;
  end: number;
  fields: Map<string, string>;
  currency?: string;
  payeeName?: string;
}

/** Debit-like TRNTYPEs: on a statement that writes them positive, the whole file is card-style. */
const DEBIT_TYPES = new Set([
  'DEBIT',
  'PAYMENT',
  'CHECK',
  'FEE',
  'SRVCHG',
  'ATM',
  'POS',
  'DIRECTDEBIT',
  'REPEATPMT',
  'CASH',
]);

/** "20090401122017.000[-5:EST]" -> "2009-04-01"; null when it is not a calendar date. */
export function parseOfxDate(value: string | undefined): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const RECORDS = new Set(['STMTTRN', 'INTRARS']);

/** Tags that end a transaction whose own closing tag is missing. */
const RECORD_ENDS = new Set([
  'BANKTRANLIST',
  'INVBANKTRAN',
  'INVTRANLIST',
  'STMTRS',
  'CCSTMTRS',
  'INTRATRNRS',
  'OFX',
]);

export function extractOfx(prep: PreparedInput): Extraction {
  const text = prep.text;
  const tags = readTags(text);
  const records: OfxRecord[] = [];
  let curdef: string | undefined;
  let current: OfxRecord | undefined;
  const aggregates: string[] = [];

  // A record runs from its opening tag to its closing tag, or to the next record when v1 SGML omits it.
  const openRecord = (start: number, kind: string): OfxRecord => {
    aggregates.length = 0;
    return { start, end: text.length, fields: new Map<string, string>(), currency: curdef, kind };
  };

  for (const tag of tags) {
    const name = tag.name.toUpperCase();
    if (!current) {
      if (!tag.isClose && name === 'CURDEF') curdef = tag.text.toUpperCase() || undefined;
      if (!tag.isClose && (name === 'STMTRS' || name === 'CCSTMTRS' || name === 'INVSTMTRS'))
        curdef = undefined;
      if (!tag.isClose && RECORDS.has(name)) current = openRecord(tag.start, name);
      continue;
    }
    // Inside a transaction.
    if (RECORDS.has(name) || (tag.isClose && RECORD_ENDS.has(name))) {
      current.end = tag.isClose && name === current.kind ? tag.end : tag.start;
      records.push(current);
      current = undefined;
      if (!tag.isClose && RECORDS.has(name)) current = openRecord(tag.start, name);
      continue;
    }
    if (tag.isClose) {
      const at = aggregates.lastIndexOf(name);
      if (at >= 0) aggregates.length = at;
      continue;
    }
    if (tag.text === '') {
      aggregates.push(name);
      continue;
    }
    if (name === 'CURSYM' && aggregates.includes('CURRENCY'))
      current.currency = tag.text.toUpperCase();
    else if (name === 'NAME' && aggregates.includes('PAYEE')) current.payeeName ??= tag.text;
    else if (!current.fields.has(name)) current.fields.set(name, tag.text);
  }
  if (current) {
    current.end = text.length;
    records.push(current);
  }

  const starts = lineStarts(text);
  const read: { tx: StatementTransaction; type: string }[] = [];
  const unparsed: string[] = [];
  for (const record of records) {
    const amount = parseAmount(record.fields.get('TRNAMT') ?? '');
    const date =
      parseOfxDate(record.fields.get('DTPOSTED')) ?? parseOfxDate(record.fields.get('DTUSER'));
    if (!amount || !date) {
      unparsed.push(reportLine(collapse(text.slice(record.start, record.end))));
      continue;
    }
    const type = (record.fields.get('TRNTYPE') ?? '').toUpperCase();
    const checkNumber = record.fields.get('CHECKNUM');
    let description = joinDescription([
      record.fields.get('NAME') ?? record.payeeName,
      record.fields.get('MEMO'),
    ]);
    if (description === '' && record.kind === 'INTRARS') description = 'Transfer';
    if (description === '') {
      description =
        checkNumber && /[1-9]/.test(checkNumber)
          ? `Check ${checkNumber}`
          : type
            ? type.toLowerCase()
            : '';
    }
    const cents = amount.sign === 'negative' ? -amount.cents : amount.cents;
    const tx: StatementTransaction = {
      date,
      amountCents: cents === 0 ? 0 : cents,
      description,
      line: lineAt(starts, record.start),
    };
    if (record.currency && /^[A-Z]{3}$/.test(record.currency)) tx.currency = record.currency;
    read.push({ tx, type });
  }

  // Some card exports write charges positive with a debit TRNTYPE: turn the whole file around.
  const debits = read.filter((r) => DEBIT_TYPES.has(r.type) && r.tx.amountCents !== 0);
  if (
    debits.length > 0 &&
    debits.filter((r) => r.tx.amountCents > 0).length >= debits.length * 0.8
  ) {
    for (const r of read) r.tx.amountCents = r.tx.amountCents === 0 ? 0 : -r.tx.amountCents;
  }

  const transactions = read.map((r) => r.tx);
  const currencies = new Set(transactions.flatMap((t) => (t.currency ? [t.currency] : [])));
  const extraction: Extraction = { format: 'ofx', transactions, unparsedLines: unparsed };
  if (currencies.size === 1) extraction.currency = [...currencies][0];
  else if (currencies.size === 0 && curdef && /^[A-Z]{3}$/.test(curdef))
    extraction.currency = curdef;
  return extraction;
}
