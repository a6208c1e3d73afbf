// CSV, TSV, semicolon and pipe exports: with or without a header row (and with account details above
// it), one amount column or debit and credit columns, a D/C flag column, every sign convention, dates
// and separators decided for the whole file, the description taken from the columns that describe.
import {
  CURRENCY_CODES,
  inferDecimalStyle,
  parseAmount,
  type DecimalStyle,
  type ParsedAmount,
} from './amounts.ts';
import {
  collapse,
  joinDescription,
  resolveSigns,
  type SignInput,
  type SignReading,
} from './compose.ts';
import { detectDelimiter, joinBrokenRows, parseRows, type Row } from './csv.ts';
import {
  chooseYear,
  inferDateOrder,
  isoDayNumber,
  monthDay,
  parseDateText,
  toIsoDate,
  type DateOrder,
  type RawDate,
} from './dates.ts';
import { reportLine, type PreparedInput } from './input.ts';
import { CREDIT_FLAGS, DEBIT_FLAGS, foldWords, hasCreditWords, isSummaryRow } from './words.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

type Role =
  | 'date'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'flag'
  | 'type'
  | 'balance'
  | 'currency'
  | 'payee'
  | 'payeeGeneric'
  | 'description'
  | 'ignore';

interface HeaderRole {
  role: Role;
  score: number;
}

/** Exact header names whose meaning the keyword rules below would get wrong. */
const EXACT_HEADERS: Record<string, HeaderRole> = {
  'payment reference': { role: 'description', score: 3 },
  'message for payee': { role: 'description', score: 3 },
  'message for me': { role: 'description', score: 1 },
  'counteraccount name': { role: 'payee', score: 5 },
  'merchant name': { role: 'payee', score: 5 },
  'store name': { role: 'payee', score: 5 },
  'item title': { role: 'description', score: 2 },
  'original description': { role: 'description', score: 2 },
  'transaction description': { role: 'description', score: 3 },
  'additional description': { role: 'description', score: 1 },
  'customer description': { role: 'payee', score: 4 },
  'balance impact': { role: 'flag', score: 3 },
  'debit credit': { role: 'flag', score: 3 },
  'credit debit': { role: 'flag', score: 3 },
  'd c': { role: 'flag', score: 3 },
  'c d': { role: 'flag', score: 3 },
  'cr dr': { role: 'flag', score: 3 },
  'dr cr': { role: 'flag', score: 3 },
  'd k': { role: 'flag', score: 3 },
  'af bij': { role: 'flag', score: 3 },
  'bij af': { role: 'flag', score: 3 },
  'soll haben': { role: 'flag', score: 3 },
  'bevetel kiadas': { role: 'flag', score: 3 },
  'cd flag': { role: 'flag', score: 3 },
  'in out': { role: 'flag', score: 3 },
  'transaction type': { role: 'type', score: 3 },
  'posting text': { role: 'type', score: 2 },
  'in outward transfer account': { role: 'ignore', score: 0 },
  'ut fra konto': { role: 'debit', score: 4 },
  'inn pa konto': { role: 'credit', score: 4 },
  ut: { role: 'debit', score: 4 },
  inn: { role: 'credit', score: 4 },
  uttak: { role: 'debit', score: 4 },
  innskudd: { role: 'credit', score: 4 },
  reference: { role: 'description', score: 2 },
  referenz: { role: 'description', score: 2 },
  referencia: { role: 'description', score: 2 },
  'your reference': { role: 'description', score: 2 },
};

const IGNORE =
  /\b(?:categor\w*|kategor\w*|subcategory|class|labels?|tags?|status|stato|estado|emoji|receipt|image|url|e ?mail|address|adres|adresse|country|land|city|town|zip|postal|phone|iban|bban|bic|swift|blz|mandat\w*|creditor id|glaubiger\w*|id|fitid|guid|uuid|card|cards|kaart|karte|kartya\w*|account|accounts|rekening\w*|konto\w*|auftragskonto|kontonummer|produit|product|time|zeit|heure|hora|timezone|zone|fee|fees|tax|gebuhr\w*|kosten|exchange|rate|kurs|koers|quantity|qty|units|price|shipping|gift|insurance|handling|checknumber|check|cheque|num|number|no|nr|nummer|volgnr|seq|sequence|key|code|bank|identification|identifier|ref id|order|item id|symbol|cancellation|storno|afschriftnummer|rubrieknaam|kaarthouder|uitgavenstaat|cardholder|source|target|mode|captured|converted|image)\b/;

const PAYEE =
  /\b(?:payee|payees|merchant|counterparty|counter party|beneficiary|recipient|empfa\w*|auftraggeber\w*|beguenstigter\w*|zahlungspflichtiger|tegenpartij|partner name|partner neve|nazev protiuctu|handelaar|beneficiario|ordenante|destinatario|remitente|haendler|commercant|kontrahent|nadawca|odbiorca|mottagare|avsandare|modtager|mottaker|controparte|beneficiaire|destinataire|ordonnateur)\b/;
const PAYEE_GENERIC =
  /^(?:name|naam|nom|nombre|nome|jmeno|namn|navn|nazwa|payee name|name of payee|counterparty name)$/;
const DESCRIPTION =
  /\b(?:description|descriptions|desc|descripcion|descricao|details|detail|narrative|narration|memo|note|notes|notiz|verwendungszweck|vwz\d*|omschrijving\w*|mededeling|libelle|libell|concepto|historico|transaktionsbeschreibung|reason|purpose|message|zprava|remittance|particulars|items|item|toelichting|subject|zusatz|text|buchungstext|opmerking|remarks|remark|riferimento|motivo|causale|kozlemeny|reszletek|poznamka|communication|explanation|beschreibung|wording|summary|descrizione|beskrivelse|beskrivning|tekst|rubrik|meddelande|meddelelse|popis|opis|tytul|tytulem|leiras|kuvaus|selite|viesti|omschrijving|dettagli|detalle|detalles|observaciones)\b/;

/** Amount and currency columns that are not the account's own money: originals, fees, taxes... */
const FOREIGN =
  /\b(?:original|orig|oorspr|ursprung\w*|foreign|fremd\w*|local|converted|transfer amount|exchange|compensation|puvodni|\w*ursprungsbetrag|refund\w*|shipping|gift|tax|fee|fees|rate|insurance|handling|discount|cashback|reward\w*|points)\b|fremd|original/;

function classifyHeader(name: string): HeaderRole {
  const h = foldWords(name);
  if (h === '') return { role: 'ignore', score: 0 };
  const exact = EXACT_HEADERS[h];
  if (exact) return exact;
  const has = (re: RegExp) => re.test(h);
  // Amount-like headers first: "Debit Amount", "Amount (EUR)", "Withdrawals (SGD)".
  const isDebit = has(
    /\b(?:debit|debits|debet|debito|withdrawal|withdrawals|paid out|money out|outflow|outflows|soll|uitgaven|uitgave|cargo|cargos|ausgang|ausgaben|belastung|vydaj|vydaje|kiadas|spent)\b|^out$/,
  );
  const isCredit = has(
    /\b(?:credit|credits|credito|deposit|deposits|paid in|money in|inflow|inflows|haben|abono|abonos|gutschrift|eingang|einnahmen|prijem|prijmy|bevetel|received)\b|^(?:in|bij)$/,
  );
  if (isDebit && isCredit) return { role: 'flag', score: 3 };
  if (has(/\b(?:balance|saldo|solde|kontostand|egyenleg|zustatek|balans|running)\b/))
    return { role: 'balance', score: 3 };
  const isForeign = FOREIGN.test(h);
  if (isDebit && !isForeign && !has(/\bdate\b/)) return { role: 'debit', score: 4 };
  if (isCredit && !isForeign && !has(/\bdate\b/)) return { role: 'credit', score: 4 };
  if (
    has(
      /date|datum|fecha|\bdata\b|\bdato\b|\bcreated\b|\bbuchungstag\b|\bwertstellung\b|\bvaleur\b|\bposted\b|\bday\b|\btag\b|\bdatetime\b|\bertek\w*/,
    )
  ) {
    let score = 4;
    if (has(/valu|wert|rente|balancete|settle|interest|zinsen|ertek/)) score = 1;
    else if (
      has(/trans|operation|operacion|beleg|umsatz|purchase|provedeni|txn|journal|tranzakcio/)
    )
      score = 5;
    else if (has(/post|book|buchung|boek|process|zauct|registr/)) score = 3;
    return { role: 'date', score };
  }
  if (
    has(
      /amount|betrag|castka|osszeg|\bbedrag\b|\bmontant\b|\bimporte\b|\bimporto\b|\bvalor\b|\bkwota\b|\bsumma\b|\bsumme\b|\bbelopp\b|\bbelob\b|\bbeloeb\b|\bsum\b|\btotal\b|\bnet\b|\bgross\b|\bumsatz\b|\bwert\b/,
    )
  ) {
    if (isForeign) return { role: 'ignore', score: 0 };
    const score = has(/\bgross\b/) ? 3 : has(/\btotal\b/) ? 2 : 5;
    return { role: 'amount', score };
  }
  if (
    has(
      /\b(?:currency|ccy|cur|curr|waehrung|wahrung|wa hrung|munt|devise|moneda|mena|devizanem|moeda|valuta|valute|monn|divisa)\b/,
    )
  ) {
    return isForeign ? { role: 'ignore', score: 0 } : { role: 'currency', score: 3 };
  }
  if (
    has(
      /^(?:type|typ|tipo|art|transaktionstyp|umsatzart|buchungsart|typ transakce|tranzakcio tipusa|transaction type|trntype|kind)$/,
    )
  ) {
    return { role: 'type', score: 3 };
  }
  if (PAYEE_GENERIC.test(h)) return { role: 'payeeGeneric', score: 2 };
  if (
    has(IGNORE) &&
    !has(/\b(?:description|memo|details|narrative|verwendungszweck|omschrijving|mededeling)\b/)
  ) {
    return { role: 'ignore', score: 0 };
  }
  if (has(PAYEE)) return { role: 'payee', score: 4 };
  if (has(DESCRIPTION)) {
    const score = has(/\b(?:buchungstext|text)\b/)
      ? 1
      : has(/\b(?:memo|note|notes|notiz|message|zprava|zusatz|remarks|remark|opmerking|poznamka)\b/)
        ? 2
        : 3;
    return { role: 'description', score };
  }
  return { role: 'ignore', score: 0 };
}

const MAX_COLUMNS = 200;

function isPendingWord(value: string): boolean {
  return (
    value.length <= 16 && /^[a-z ]+$/i.test(value) && PENDING_WORDS.has(value.toLowerCase().trim())
  );
}
const SAMPLE_ROWS = 500;

/** A data row that repeats the header (exports that restart the table, like Amazon's). */
function repeatsHeader(row: Row, header: string[]): boolean {
  if (
    header.length === 0 ||
    (row.fields[0] ?? '').trim().toLowerCase() !== (header[0] ?? '').trim().toLowerCase()
  ) {
    return false;
  }
  return row.fields.every(
    (f, i) => f.trim().toLowerCase() === (header[i] ?? '').trim().toLowerCase(),
  );
}

const PENDING_WORDS = new Set([
  'pending',
  'processing',
  'pendiente',
  'vorgemerkt',
  'in behandeling',
  'en attente',
  'in sospeso',
  'authorised',
  'authorized',
]);

interface ColumnStats {
  nonEmpty: number;
  dates: number;
  /** Cells that stand where a date would ("Pending"). */
  pending: number;
  amounts: number;
  withDecimals: number;
  negatives: number;
  integers: number;
  withLetters: number;
  flags: number;
  currencies: number;
  distinct: Set<string>;
}

export interface TableColumns {
  date?: number;
  amount?: number;
  /** How an unsigned amount in the single amount column reads when nothing else says. */
  amountDefault?: 'negative' | 'positive';
  debit?: number;
  credit?: number;
  flag?: number;
  type?: number;
  balance?: number;
  currency?: number;
  /** Description columns in the order their texts are joined. */
  text: number[];
}

export interface TableAnalysis {
  rows: Row[];
  /** Index of the header row, -1 when there is none. */
  headerIndex: number;
  /** Rows (by index) before the header: account details, not transactions. */
  firstDataIndex: number;
  columns: TableColumns;
  style: DecimalStyle;
  order: DateOrder;
  headerCurrency?: string;
}

function isBlankRow(row: Row): boolean {
  return row.fields.every((f) => f.trim() === '');
}

function looksLikeHeader(row: Row): boolean {
  const cells = row.fields.map((f) => f.trim()).filter((f) => f !== '');
  if (cells.length < 2) return false;
  let known = 0;
  let hasDateRole = false;
  for (const cell of cells) {
    if (cell.length > 80) continue;
    if (parseDateText(cell)) return false;
    if (/\d/.test(cell) && parseAmount(cell)) return false;
    const role = classifyHeader(cell).role;
    if (role !== 'ignore') known++;
    if (role === 'date') hasDateRole = true;
  }
  return (
    known >= 2 || (hasDateRole && known >= 1 && cells.length >= 2 && known >= cells.length / 2)
  );
}

function emptyStats(): ColumnStats {
  return {
    nonEmpty: 0,
    dates: 0,
    pending: 0,
    amounts: 0,
    withDecimals: 0,
    negatives: 0,
    integers: 0,
    withLetters: 0,
    flags: 0,
    currencies: 0,
    distinct: new Set(),
  };
}

function flagOf(value: string): 'debit' | 'credit' | undefined {
  if (value.length > 12 || /\d/.test(value)) return undefined;
  const folded = foldWords(value);
  if (folded === '' && value.trim() === '-') return 'debit';
  if (folded === '' && value.trim() === '+') return 'credit';
  if (DEBIT_FLAGS.has(folded)) return 'debit';
  if (CREDIT_FLAGS.has(folded)) return 'credit';
  return undefined;
}

function isZeroOrEmpty(value: string, style: DecimalStyle): boolean {
  if (value.trim() === '') return true;
  const parsed = parseAmount(value, style);
  return parsed !== null && parsed.cents === 0;
}

function currencyInHeader(header: string): string | undefined {
  const m = /(?:^|[\s([])([A-Z]{3})(?:[\s)\]]|$)/.exec(header);
  if (m && CURRENCY_CODES.has(m[1]!)) return m[1];
  if (header.includes('€')) return 'EUR';
  if (header.includes('£')) return 'GBP';
  return undefined;
}

/**
 * Finds the table in delimited text: its header (if any), the role of each column, the decimal style
 * and the date order. Null when the text is not a table of transactions.
 */
export function analyzeTable(
  prep: PreparedInput,
  options: { dateOrder?: DateOrder | undefined } = {},
): TableAnalysis | null {
  const delimiter = detectDelimiter(prep.lines);
  if (!delimiter) return null;
  const rows = parseRows(prep.text, delimiter);
  const nonBlank = rows.filter((r) => !isBlankRow(r));
  if (nonBlank.length === 0) return null;

  let headerIndex = -1;
  const scanLimit = Math.min(rows.length, 60);
  for (let i = 0; i < scanLimit; i++) {
    const row = rows[i]!;
    if (isBlankRow(row)) continue;
    if (looksLikeHeader(row)) {
      headerIndex = i;
      break;
    }
  }
  const header = headerIndex >= 0 ? rows[headerIndex]!.fields : [];
  if (headerIndex >= 0) {
    const rejoined = joinBrokenRows(rows.slice(headerIndex + 1), header.length);
    rows.splice(headerIndex + 1, rows.length, ...rejoined);
  }
  const firstDataIndex = headerIndex + 1;
  const allDataRows = rows
    .slice(firstDataIndex)
    .filter((r) => !isBlankRow(r) && !repeatsHeader(r, header));
  if (allDataRows.length === 0) return null;
  // Column roles are learned from the first rows; every row is read later.
  const dataRows = allDataRows.slice(0, SAMPLE_ROWS);
  let width = header.length;
  for (const row of dataRows) width = Math.max(width, row.fields.length);
  // Real exports have tens of columns, not hundreds: anything wider is not a statement table.
  if (width < 2 || width > MAX_COLUMNS) return null;

  // First pass: shapes of every column.
  const stats: ColumnStats[] = Array.from({ length: width }, emptyStats);
  const numericSamples: string[] = [];
  for (const row of dataRows) {
    for (let c = 0; c < width; c++) {
      const value = (row.fields[c] ?? '').trim();
      if (value === '') continue;
      const s = stats[c]!;
      s.nonEmpty++;
      if (s.distinct.size < 50) s.distinct.add(value);
      if (/\p{L}.*\p{L}/u.test(value)) s.withLetters++;
      if (value.length <= 40 && parseDateText(value)) s.dates++;
      else if (isPendingWord(value)) s.pending++;
      if (flagOf(value)) s.flags++;
      if (CURRENCY_CODES.has(value.toUpperCase()) && /^[A-Za-z]{3}$/.test(value)) s.currencies++;
      if (/\d/.test(value) && value.length <= 40 && parseAmount(value)) numericSamples.push(value);
    }
  }
  const style = inferDecimalStyle(numericSamples);
  for (const row of dataRows) {
    for (let c = 0; c < width; c++) {
      const value = (row.fields[c] ?? '').trim();
      if (value === '' || !/\d/.test(value) || value.length > 40) continue;
      const parsed = parseAmount(value, style);
      if (!parsed) continue;
      const s = stats[c]!;
      s.amounts++;
      if (parsed.decimals > 0) s.withDecimals++;
      else s.integers++;
      if (parsed.sign === 'negative') s.negatives++;
    }
  }

  const isDateColumn = (c: number) => {
    const s = stats[c]!;
    return s.dates > 0 && s.dates + s.pending >= s.nonEmpty * 0.6;
  };
  const isAmountColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.amounts >= s.nonEmpty * 0.8 && !isDateColumn(c);
  };
  const isFlagColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.flags >= s.nonEmpty * 0.9 && s.distinct.size <= 6;
  };
  const isCurrencyColumn = (c: number) => {
    const s = stats[c]!;
    return s.nonEmpty > 0 && s.currencies >= s.nonEmpty * 0.9;
  };

  const columns: TableColumns = { text: [] };
  const used = new Set<number>();
  let headerCurrency: string | undefined;

  if (headerIndex >= 0) {
    const roles = header.map((h) => classifyHeader(h));
    const best = (role: Role, valid: (c: number) => boolean): number | undefined => {
      let found: number | undefined;
      let score = -1;
      roles.forEach((r, c) => {
        if (r.role === role && r.score > score && valid(c) && !used.has(c)) {
          found = c;
          score = r.score;
        }
      });
      if (found !== undefined) used.add(found);
      return found;
    };
    const isEmptyColumn = (c: number) => stats[c]!.nonEmpty === 0;
    columns.date = best('date', isDateColumn);
    // Under a header naming it, a money column may hold a few unreadable cells (they become unparsed).
    const isNamedMoney = (c: number) => {
      const st = stats[c]!;
      return st.amounts > 0 && st.amounts >= st.nonEmpty * 0.5 && !isDateColumn(c);
    };
    const amountOk = (c: number) => isNamedMoney(c) || isEmptyColumn(c);
    columns.amount = best('amount', isNamedMoney);
    columns.debit = best('debit', amountOk);
    columns.credit = best('credit', amountOk);
    columns.balance = best('balance', amountOk);
    columns.currency = best('currency', isCurrencyColumn);
    columns.flag = best('flag', isFlagColumn);
    columns.type = best('type', () => true);
    if (columns.flag === undefined && columns.type !== undefined && isFlagColumn(columns.type)) {
      columns.flag = columns.type;
    }
    if (
      columns.amount !== undefined &&
      (columns.debit !== undefined || columns.credit !== undefined)
    ) {
      // A filled single amount column wins over a debit/credit pair beside it.
      const filled = stats[columns.amount]!.nonEmpty >= dataRows.length * 0.5;
      if (filled) {
        columns.debit = undefined;
        columns.credit = undefined;
      } else {
        columns.amount = undefined;
      }
    }
    if (
      columns.amount === undefined &&
      columns.debit !== undefined &&
      columns.credit === undefined
    ) {
      columns.amount = columns.debit;
      columns.amountDefault = 'negative';
      columns.debit = undefined;
    } else if (
      columns.amount === undefined &&
      columns.credit !== undefined &&
      columns.debit === undefined
    ) {
      columns.amount = columns.credit;
      columns.amountDefault = 'positive';
      columns.credit = undefined;
    }
    const amountHeader = [columns.amount, columns.debit, columns.credit]
      .map((c) => (c === undefined ? undefined : currencyInHeader(header[c] ?? '')))
      .find((code) => code !== undefined);
    headerCurrency = amountHeader;

    // Descriptions: a specific payee column, else a generic name column; then the describing columns.
    const payees = roles.flatMap((r, c) =>
      r.role === 'payee' && !used.has(c) && stats[c]!.withLetters > 0
        ? [{ c, score: r.score }]
        : [],
    );
    const generic = roles.flatMap((r, c) =>
      r.role === 'payeeGeneric' && !used.has(c) ? [{ c, score: r.score }] : [],
    );
    const describing = roles
      .flatMap((r, c) => (r.role === 'description' && !used.has(c) ? [{ c, score: r.score }] : []))
      .sort((a, b) => b.score - a.score || a.c - b.c);
    const payeeColumns = (payees.length > 0 ? payees : generic).sort(
      (a, b) => b.score - a.score || a.c - b.c,
    );
    columns.text = [...payeeColumns, ...describing].map((p) => p.c);
  }

  // Whatever the header did not settle, the data does.
  if (columns.date === undefined) {
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isDateColumn(c) && stats[c]!.dates >= dataRows.length * 0.3) {
        columns.date = c;
        used.add(c);
        break;
      }
    }
  }
  let isPairFromData = false;
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    chooseAmountColumns(columns, stats, dataRows, width, used, style, isAmountColumn);
    isPairFromData = columns.debit !== undefined;
  }
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined)
    return null;
  if (columns.flag === undefined) {
    // A column of D/C values; under a header only an unnamed one (a named column means something else).
    const isUnnamed = (c: number) => headerIndex < 0 || foldWords(header[c] ?? '') === '';
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isUnnamed(c) && isFlagColumn(c)) {
        columns.flag = c;
        used.add(c);
        break;
      }
    }
  }
  if (columns.currency === undefined) {
    for (let c = 0; c < width; c++) {
      if (!used.has(c) && isCurrencyColumn(c) && !FOREIGN.test(foldWords(header[c] ?? ''))) {
        columns.currency = c;
        used.add(c);
        break;
      }
    }
  }
  if (headerIndex < 0 || columns.text.length === 0) {
    // No header to go by: every column of words that is not a date, an amount, a flag or a currency.
    columns.text = [];
    for (let c = 0; c < width; c++) {
      const s = stats[c]!;
      if (
        used.has(c) ||
        isDateColumn(c) ||
        isAmountColumn(c) ||
        isFlagColumn(c) ||
        isCurrencyColumn(c)
      )
        continue;
      if (s.withLetters === 0) continue;
      columns.text.push(c);
    }
  }
  // A column that says the same thing on every row (the account's own name) describes no transaction.
  if (dataRows.length >= 3) {
    const varying = columns.text.filter(
      (c) => stats[c]!.distinct.size > 1 || stats[c]!.nonEmpty < dataRows.length * 0.8,
    );
    if (varying.length > 0) columns.text = varying;
  }
  if (isPairFromData) orientPair(columns, dataRows, style);
  if (columns.date === undefined && headerIndex < 0) {
    // Without a header or a date column, only a column of real money (decimals) makes this a table.
    const amountColumn = columns.amount ?? columns.debit ?? columns.credit;
    const s = amountColumn === undefined ? undefined : stats[amountColumn];
    if (!s || s.withDecimals < Math.max(1, dataRows.length * 0.8)) return null;
    // ...and one the delimiter did not cut out of a number ("... -1,000.00", "... 4,50").
    if (splitsNumbers(dataRows)) return null;
  }

  const order = inferDateOrder(
    columns.date === undefined
      ? []
      : allDataRows.flatMap((r) => {
          const raw = parseDateText(r.fields[columns.date!] ?? '');
          return raw ? [raw] : [];
        }),
    { isEuropean: style === 'comma' || headerCurrency === 'EUR', preferred: options.dateOrder },
  );

  return { rows, headerIndex, firstDataIndex, columns, style, order, headerCurrency };
}

/** True when the delimiter mostly falls inside numbers: a thousands or decimal separator, not a column. */
function splitsNumbers(rows: Row[]): boolean {
  const sample = rows.slice(0, 200);
  let split = 0;
  for (const row of sample) {
    for (let i = 0; i + 1 < row.fields.length; i++) {
      const left = row.fields[i] ?? '';
      const right = row.fields[i + 1] ?? '';
      if (/\d$/.test(left) && /^\d{1,3}(?:[.,]\d+)?(?:\s|$)/.test(right)) {
        split++;
        break;
      }
    }
  }
  return split >= sample.length * 0.5;
}

/** Picks the amount column, or a debit/credit pair, from the data alone. */
function chooseAmountColumns(
  columns: TableColumns,
  stats: ColumnStats[],
  dataRows: Row[],
  width: number,
  used: Set<number>,
  style: DecimalStyle,
  isAmountColumn: (c: number) => boolean,
): void {
  const candidates: number[] = [];
  for (let c = 0; c < width; c++) if (!used.has(c) && isAmountColumn(c)) candidates.push(c);
  const decimalCandidates = candidates.filter((c) => stats[c]!.withDecimals > 0);

  // Two neighbouring columns where each row fills exactly one: debit and credit.
  for (const c of decimalCandidates) {
    const d = c + 1;
    if (!decimalCandidates.includes(d)) continue;
    let exactlyOne = 0;
    let both = 0;
    let eitherFilled = 0;
    let leftFilled = 0;
    let rightFilled = 0;
    for (const row of dataRows) {
      const left = !isZeroOrEmpty(row.fields[c] ?? '', style);
      const right = !isZeroOrEmpty(row.fields[d] ?? '', style);
      if (left || right) eitherFilled++;
      if (left !== right) exactlyOne++;
      if (left && right) both++;
      if (left) leftFilled++;
      if (right) rightFilled++;
    }
    if (
      leftFilled > 0 &&
      rightFilled > 0 &&
      both <= eitherFilled * 0.05 &&
      exactlyOne >= dataRows.length * 0.6
    ) {
      columns.debit = c;
      columns.credit = d;
      used.add(c);
      used.add(d);
      return;
    }
  }

  let best: number | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const s = stats[c]!;
    const fill = s.amounts / dataRows.length;
    const decimals = s.amounts > 0 ? s.withDecimals / s.amounts : 0;
    const isConstant = dataRows.length >= 3 && s.distinct.size === 1;
    let score = fill * 2 + decimals * 2 + (s.negatives > 0 ? 1.5 : 0) - c * 0.01;
    if (decimals === 0 && decimalCandidates.length > 0) score -= 3;
    if (isConstant) score -= 2;
    // Long digit strings are references and account numbers, not money.
    const longest = Math.max(
      ...[...s.distinct].slice(0, 20).map((v) => v.replace(/\D/g, '').length),
    );
    if (decimals === 0 && longest >= 7) score -= 3;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best !== undefined) {
    columns.amount = best;
    used.add(best);
  }
}

/**
 * Which of two unnamed money columns is money out. A sign written in them decides; otherwise the one
 * used more often (people spend more often than they are paid), unless its rows read like income.
 */
function orientPair(columns: TableColumns, dataRows: Row[], style: DecimalStyle): void {
  const sides = [columns.debit!, columns.credit!].map((column) => {
    let filled = 0;
    let incomeWords = 0;
    let negatives = 0;
    let positives = 0;
    for (const row of dataRows) {
      const value = row.fields[column] ?? '';
      if (isZeroOrEmpty(value, style)) continue;
      filled++;
      const parsed = parseAmount(value, style);
      if (parsed?.sign === 'negative') negatives++;
      if (parsed?.sign === 'positive') positives++;
      if (hasCreditWords(columns.text.map((c) => row.fields[c] ?? '').join(' '))) incomeWords++;
    }
    return { column, filled, incomeWords, negatives, positives };
  });
  const [first, second] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const signEvidence = first.negatives + second.positives - (first.positives + second.negatives);
  const usageEvidence =
    first.filled - 3 * first.incomeWords - (second.filled - 3 * second.incomeWords);
  if (signEvidence < 0 || (signEvidence === 0 && usageEvidence < 0)) {
    columns.debit = second.column;
    columns.credit = first.column;
  }
}

interface ParsedRow {
  row: Row;
  date: RawDate | null;
  /** Date cell present but not a date ("Pending"). */
  isPending: boolean;
  amount: ParsedAmount;
  flag?: 'debit' | 'credit';
  fromPair?: 'debit' | 'credit';
  type?: string;
  balanceCents?: number;
  currency?: string;
  texts: string[];
}

function cell(row: Row, column: number | undefined): string {
  return column === undefined ? '' : (row.fields[column] ?? '').trim();
}

/** Reads a delimited statement; null when the text is not one (the caller reads it as text). */
export function extractDelimited(
  prep: PreparedInput,
  analysis?: TableAnalysis | null,
  options: {
    dateOrder?: DateOrder | undefined;
    signs?: SignReading | undefined;
    /** Today's date (YYYY-MM-DD): a pending row, not yet posted, is today's. */
    today?: string | undefined;
  } = {},
): Extraction | null {
  // The detector's analysis knows no preferred date order: with one, the dates are read again.
  const table =
    analysis === undefined || (analysis && options.dateOrder)
      ? analyzeTable(prep, options)
      : analysis;
  if (!table) return null;
  const { rows, columns, style } = table;
  const header = table.headerIndex >= 0 ? rows[table.headerIndex]!.fields : [];

  const parsed: ParsedRow[] = [];
  const unparsed: string[] = [];
  let previousWasTransaction = false;

  for (let i = table.firstDataIndex; i < rows.length; i++) {
    const row = rows[i]!;
    if (isBlankRow(row)) continue;
    if (repeatsHeader(row, header)) {
      previousWasTransaction = false;
      continue;
    }
    if (isSummaryRow(row.fields)) {
      previousWasTransaction = false;
      continue;
    }
    const dateCell = cell(row, columns.date);
    const date = dateCell ? parseDateText(dateCell) : null;
    const isPending = !date && isPendingWord(dateCell);
    const amount = readRowAmount(row, columns, style);
    const texts = columns.text.map((c) => cell(row, c));

    if (!amount) {
      const amountCells = [columns.amount, columns.debit, columns.credit].map((c) => cell(row, c));
      const hasNumber = amountCells.some(
        (v) => /\d/.test(v) && (v.match(/\p{L}/gu) ?? []).length <= 3,
      );
      if (date || isPending || hasNumber) {
        unparsed.push(reportLine(row.raw));
        previousWasTransaction = false;
      } else if (dateCell === '' && previousWasTransaction && texts.some((t) => t !== '')) {
        // A second line of the previous record's description ("FOR: 6.66 SGD").
        parsed[parsed.length - 1]!.texts.push(...texts);
      }
      continue;
    }
    const record: ParsedRow = { row, date, isPending, amount: amount.amount, texts };
    if (amount.side) record.fromPair = amount.side;
    const flagCell = cell(row, columns.flag);
    const flag = flagCell ? flagOf(flagCell) : undefined;
    if (flag) record.flag = flag;
    const typeCell = cell(row, columns.type);
    if (typeCell) record.type = typeCell;
    const balance = parseAmount(cell(row, columns.balance), style);
    if (balance) record.balanceCents = balance.sign === 'negative' ? -balance.cents : balance.cents;
    const currencyCell = cell(row, columns.currency).toUpperCase();
    const currency = CURRENCY_CODES.has(currencyCell)
      ? currencyCell
      : (amount.amount.currency ?? table.headerCurrency);
    if (currency) record.currency = currency;
    parsed.push(record);
    previousWasTransaction = true;
  }

  return buildExtraction(parsed, unparsed, table, options.signs, options.today);
}

function readRowAmount(
  row: Row,
  columns: TableColumns,
  style: DecimalStyle,
): { amount: ParsedAmount; side?: 'debit' | 'credit' } | null {
  if (columns.amount !== undefined) {
    const amount = parseAmount(cell(row, columns.amount), style);
    return amount ? { amount } : null;
  }
  const debit = parseAmount(cell(row, columns.debit), style);
  const credit = parseAmount(cell(row, columns.credit), style);
  const debitCents = debit?.cents ?? 0;
  const creditCents = credit?.cents ?? 0;
  if (debit && debitCents !== 0 && (!credit || creditCents === 0)) {
    return { amount: { ...debit, sign: 'negative' }, side: 'debit' };
  }
  if (credit && creditCents !== 0 && (!debit || debitCents === 0)) {
    return {
      amount: credit.sign === 'negative' ? credit : { ...credit, sign: 'positive' },
      side: 'credit',
    };
  }
  if (debit && credit) {
    const net = creditCents - debitCents;
    return {
      amount: { ...credit, cents: Math.abs(net), sign: net < 0 ? 'negative' : 'positive' },
    };
  }
  return debit ? { amount: { ...debit, sign: 'negative' } } : credit ? { amount: credit } : null;
}

function buildExtraction(
  parsed: ParsedRow[],
  unparsed: string[],
  table: TableAnalysis,
  signs: SignReading | undefined,
  today: string | undefined,
): Extraction {
  const { columns, order } = table;
  const descriptions = parsed.map((p) => joinDescription(p.texts));

  // Signs: a debit/credit pair already decided; otherwise the statement's convention.
  let signed: number[];
  if (columns.amount === undefined) {
    signed = parsed.map((p) =>
      p.amount.cents === 0 ? 0 : p.amount.sign === 'negative' ? -p.amount.cents : p.amount.cents,
    );
  } else {
    const inputs: SignInput[] = parsed.map((p, index) => {
      let amount = p.amount;
      if (amount.sign === 'none' && columns.amountDefault)
        amount = { ...amount, sign: columns.amountDefault };
      const input: SignInput = { amount, description: descriptions[index] ?? '' };
      if (p.flag) input.flag = p.flag;
      if (p.type) input.type = p.type;
      if (p.balanceCents !== undefined) input.balanceCents = p.balanceCents;
      return input;
    });
    signed = resolveSigns(inputs, { hasFlags: columns.flag !== undefined, signs });
  }

  // Year-less dates (rare in exports) take the year of the file's full dates.
  const days: number[] = [];
  const years = new Set<number>();
  for (const p of parsed) {
    if (!p.date || p.date.y === null) continue;
    const iso = toIsoDate(p.date, order);
    const day = iso ? isoDayNumber(iso) : undefined;
    if (day !== undefined) {
      days.push(day);
      years.add(p.date.y);
    }
  }
  let minDay: number | undefined;
  let maxDay: number | undefined;
  for (const d of days) {
    if (minDay === undefined || d < minDay) minDay = d;
    if (maxDay === undefined || d > maxDay) maxDay = d;
  }

  const transactions: StatementTransaction[] = parsed.map((p, index) => {
    let date: string | null = null;
    if (p.date) {
      if (p.date.y !== null) date = toIsoDate(p.date, order);
      else {
        const md = monthDay(p.date, order);
        const year = md
          ? chooseYear(md, { minDay, maxDay, years: [...years].slice(0, 20) })
          : undefined;
        date = year === undefined ? null : toIsoDate(p.date, order, year);
      }
    } else if (p.isPending && today && /^\d{4}-\d{2}-\d{2}$/.test(today)) {
      date = today;
    }
    const tx: StatementTransaction = {
      date,
      amountCents: signed[index] ?? 0,
      description: collapse(descriptions[index] ?? ''),
      line: p.row.line,
    };
    if (p.currency) tx.currency = p.currency;
    return tx;
  });

  const currencies = new Set(transactions.flatMap((t) => (t.currency ? [t.currency] : [])));
  const extraction: Extraction = { format: 'delimited', transactions, unparsedLines: unparsed };
  if (currencies.size === 1) extraction.currency = [...currencies][0];
  return extraction;
}
