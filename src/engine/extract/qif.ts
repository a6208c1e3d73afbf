// QIF (Quicken Interchange Format): records of one-letter fields ended by '^' under !Type headers.
// D date (1/31'98, 01/31/1998, 31.01.98: the order is decided for the whole file), T or U amount,
// P payee, M memo. Account lists (!Account) and category, class and memorised lists are not transactions.
import { inferDecimalStyle, parseAmount } from './amounts.ts';
import { joinDescription } from './compose.ts';
import { inferDateOrder, parseDateText, toIsoDate, type DateOrder, type RawDate } from './dates.ts';
import { reportLine, type PreparedInput } from './input.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

/** !Type sections that hold transactions. */
const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l', 'invst', 'invoice']);

interface QifRecord {
  line: number;
  fields: Map<string, string>;
  raws: string[];
}

export function parseQifDate(value: string): RawDate | null {
  // "1/ 1'98" and " 1/31'98": Quicken pads with spaces.
  return parseDateText(value.replace(/\s+/g, ''));
}

export function extractQif(
  prep: PreparedInput,
  options: { dateOrder?: DateOrder | undefined } = {},
): Extraction {
  const records: QifRecord[] = [];
  let section = 'bank';
  let isAccountList = false;
  let current: QifRecord | undefined;

  prep.lines.forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '') return;
    if (line.startsWith('!')) {
      const header = line.slice(1).toLowerCase();
      if (header.startsWith('type:')) {
        section = header.slice(5).trim();
        isAccountList = false;
      } else if (header.startsWith('account')) {
        isAccountList = true;
      }
      current = undefined;
      return;
    }
    if (line.startsWith('^')) {
      if (current && !isAccountList && TRANSACTION_TYPES.has(section)) records.push(current);
      current = undefined;
      return;
    }
    current ??= { line: index + 1, fields: new Map(), raws: [] };
    current.raws.push(line);
    const code = line[0]!.toUpperCase();
    const value = line.slice(1).trim();
    // Split lines (S, E, $) and address lines repeat; the first of each kept field is the record's own.
    if (!current.fields.has(code)) current.fields.set(code, value);
  });
  if (current && !isAccountList && TRANSACTION_TYPES.has(section)) records.push(current);

  const rawDates = records.map((r) => parseQifDate(r.fields.get('D') ?? ''));
  const order = inferDateOrder(
    rawDates.filter((d): d is RawDate => d !== null),
    { preferred: options.dateOrder },
  );
  const style = inferDecimalStyle(records.map((r) => r.fields.get('T') ?? r.fields.get('U') ?? ''));

  const transactions: StatementTransaction[] = [];
  const unparsed: string[] = [];
  records.forEach((record, index) => {
    const amountText = record.fields.get('T') ?? record.fields.get('U');
    const amount = amountText === undefined ? null : parseAmount(amountText, style);
    if (!amount) {
      const hasContent =
        record.fields.has('D') || record.fields.has('P') || amountText !== undefined;
      if (hasContent) unparsed.push(reportLine(record.raws.join(' ')));
      return;
    }
    const raw = rawDates[index];
    const cents = amount.sign === 'negative' ? -amount.cents : amount.cents;
    const investment = [record.fields.get('N'), record.fields.get('Y')].filter(Boolean).join(' ');
    transactions.push({
      date: raw ? toIsoDate(raw, order) : null,
      amountCents: cents === 0 ? 0 : cents,
      description: joinDescription([
        record.fields.get('P'),
        record.fields.get('M'),
        record.fields.has('Y') ? investment : undefined,
      ]),
      line: record.line,
    });
  });

  return { format: 'qif', transactions, unparsedLines: unparsed };
}
