// Reading one amount as a statement writes it: currency symbols and codes, US and European separators
// (1,234.56 / 1.234,56 / 1 234,56 / 1'234.56), minus, plus, parentheses, trailing minus, CR/DR.
// Works on the digits, never on floats, and gives up (null) rather than guess on anything else.

export type DecimalStyle = 'dot' | 'comma' | 'unknown';

/** How the amount itself says which way the money went, before any file-level convention. */
export type ExplicitSign = 'negative' | 'positive' | 'none';

export interface ParsedAmount {
  /** Magnitude in cents, never negative. */
  cents: number;
  sign: ExplicitSign;
  /** ISO 4217 code when the amount carries an unambiguous symbol or code. */
  currency?: string;
  /** Digits after the decimal separator (0 when there is none). */
  decimals: number;
  /** The decimal separator it used, when it had one. */
  separator?: '.' | ',';
  /** It carried a currency symbol or code (even an ambiguous one like '$'). */
  isMarked?: boolean;
}

/** ISO 4217 codes we accept as a currency marker beside an amount or in a currency column. */
export const CURRENCY_CODES = new Set([
  'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'MXN', 'BRL', 'ZAR', 'KRW', 'SGD',
  'NZD', 'HKD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'HRK', 'ISK', 'TRY', 'RUB',
  'UAH', 'ILS', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'MAD', 'NGN', 'KES', 'GHS', 'THB',
  'MYR', 'IDR', 'PHP', 'VND', 'TWD', 'PKR', 'BDT', 'LKR', 'ARS', 'CLP', 'COP', 'PEN', 'UYU', 'LTL',
  'LVL', 'EEK', 'RSD', 'BAM', 'MKD', 'ALL', 'GEL', 'AMD', 'AZN', 'KZT', 'BYN', 'MDL', 'XOF', 'XAF',
]); // prettier-ignore

/** Symbols that name one currency. '$', 'kr' and '¥' are shared by several and name none. */
const SYMBOLS: [string, string | undefined][] = [
  ['US$', 'USD'],
  // (The dollar as Argentina and Uruguay write it.)
  ['U$S', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['HK$', 'HKD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  // (Won and yen written after the figure in their own script: '-3,900원', '4,280円'.)
  ['원', 'KRW'],
  ['円', 'JPY'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₫', 'VND'],
  ['฿', 'THB'],
  ['₱', 'PHP'],
  ['₴', 'UAH'],
  ['₸', 'KZT'],
  ['₦', 'NGN'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Ft', 'HUF'],
  ['Fr.', 'CHF'],
  ['$', undefined],
  ['¥', undefined],
  ['kr.', undefined],
  ['kr', undefined],
];

const MAX_AMOUNT_CHARS = 64;

/**
 * The one currency a line names by a symbol or code standing apart ('Balance £', 'Betrag (EUR)',
 * 'Start balance £1,240.65'), or undefined when it names none or several.
 */
export function currencyNamedIn(line: string): string | undefined {
  const named = new Set<string>();
  for (const [symbol, code] of SYMBOLS) if (code && line.includes(symbol)) named.add(code);
  for (const m of line.matchAll(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g)) {
    if (CURRENCY_CODES.has(m[0])) named.add(m[0]);
  }
  if (/\bEuro\b/i.test(line)) named.add('EUR');
  return named.size === 1 ? [...named][0] : undefined;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

interface Affixes {
  core: string;
  isNegative: boolean;
  isPositive: boolean;
  currency?: string;
  hasCurrencyMark: boolean;
}

/** A currency symbol or code at one end of s: what is left, and the code it names (if it names one). */
function takeCurrency(s: string, fromStart: boolean): { rest: string; code?: string } | null {
  // The rand's 'R' and the rupee's 'Rs' stand right before the digits ('R16 826.67', 'Rs.450.00'):
  // only there are they a currency, not a letter of a word.
  if (fromStart) {
    const rupee = /^Rs\.?\s?(?=\d)/.exec(s);
    if (rupee) return { rest: s.slice(rupee[0].length), code: 'INR' };
    if (/^R\s?\d/.test(s)) return { rest: s.slice(1), code: 'ZAR' };
  }
  for (const [symbol, code] of SYMBOLS) {
    if (!(fromStart ? s.startsWith(symbol) : s.endsWith(symbol))) continue;
    const rest = fromStart ? s.slice(symbol.length) : s.slice(0, s.length - symbol.length);
    return code ? { rest, code } : { rest };
  }
  const code = fromStart ? s.slice(0, 3) : s.slice(-3);
  if (code.length === 3 && /^[A-Za-z]{3}$/.test(code) && CURRENCY_CODES.has(code.toUpperCase())) {
    const rest = fromStart ? s.slice(3) : s.slice(0, -3);
    // A code must stand apart from the digits' letters: "EUR 12", "12 EUR", "12EUR".
    const neighbour = fromStart ? rest[0] : rest[rest.length - 1];
    if (neighbour !== undefined && /[A-Za-z]/.test(neighbour)) return null;
    return { rest, code: code.toUpperCase() };
  }
  return null;
}

/** Peels signs, brackets, CR/DR and currency marks off both ends; null when they contradict. */
function peelAffixes(input: string): Affixes | null {
  let s = /^[\x20-\x7e]*$/.test(input)
    ? input.trim()
    : input
        .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-')
        .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
        .trim();
  let isNegative = false;
  let isPositive = false;
  let currency: string | undefined;
  let hasCurrencyMark = false;
  let hasOpenParen = false;
  let hasCloseParen = false;

  // Leading marks.
  for (let guard = 0; guard < 8; guard++) {
    s = s.trimStart();
    const c = s[0];
    if (c === '-') {
      if (isNegative) return null;
      isNegative = true;
      s = s.slice(1);
    } else if (c === '+') {
      isPositive = true;
      s = s.slice(1);
    } else if (c === '(') {
      if (hasOpenParen) return null;
      hasOpenParen = true;
      s = s.slice(1);
    } else if (/^(?:CR|DR)[$€£¥\d]/.test(s)) {
      // A card statement's credit balance written ahead of the figure ("CR$64.91").
      if (s.startsWith('CR')) isPositive = true;
      else isNegative = true;
      s = s.slice(2);
    } else if (c !== undefined && !isDigit(c) && c !== '.' && c !== ',') {
      const taken = takeCurrency(s, true);
      if (!taken) break;
      s = taken.rest;
      hasCurrencyMark = true;
      if (taken.code) currency = taken.code;
    } else {
      break;
    }
  }
  // Trailing marks.
  for (let guard = 0; guard < 8; guard++) {
    s = s.trimEnd();
    const c = s[s.length - 1];
    const tail2 = s.slice(-2).toUpperCase();
    if (/\d ?\((?:CR|DR|Cr|Dr)\)$/.test(s)) {
      // India's '(Dr)' and '(Cr)' after the figure ('1,05,430.00 (Cr)').
      if (/Cr\)$|CR\)$/.test(s)) isPositive = true;
      else isNegative = true;
      s = s.slice(0, -4);
    } else if (c === '-') {
      if (isNegative) return null;
      isNegative = true;
      s = s.slice(0, -1);
    } else if (c === '+') {
      isPositive = true;
      s = s.slice(0, -1);
    } else if (c === ')') {
      if (hasCloseParen) return null;
      hasCloseParen = true;
      s = s.slice(0, -1);
    } else if ((tail2 === 'CR' || tail2 === 'DR') && !/[A-Za-z]/.test(s[s.length - 3] ?? '')) {
      if (tail2 === 'CR') isPositive = true;
      else isNegative = true;
      s = s.slice(0, -2);
    } else if (/\d ?DB$/.test(s)) {
      // Indonesia's 'DB' (debet) after a debit ('500,000.00 DB').
      isNegative = true;
      s = s.slice(0, -2);
    } else if (/\d ?OD$/.test(s)) {
      // An overdrawn balance ('589.58OD').
      isNegative = true;
      s = s.slice(0, -2);
    } else if (/\d ?[SH]$/.test(s)) {
      // Germany's 'S' (Soll, debit) and 'H' (Haben, credit) after the figure ('780,00 S').
      if (s.endsWith('H')) isPositive = true;
      else isNegative = true;
      s = s.slice(0, -1);
    } else if (/\d ?[CD]$/.test(s)) {
      // Brazil's 'C' and 'D' after the figure ('89,90 D', '1.205,33 C').
      if (s.endsWith('C')) isPositive = true;
      else isNegative = true;
      s = s.slice(0, -1);
    } else if (c !== undefined && !isDigit(c)) {
      const taken = takeCurrency(s, false);
      if (!taken) break;
      s = taken.rest;
      hasCurrencyMark = true;
      if (taken.code) currency = taken.code;
    } else {
      break;
    }
  }
  if (hasOpenParen !== hasCloseParen) return null;
  if (hasOpenParen) {
    if (isNegative) return null;
    isNegative = true;
  }
  if (isNegative && isPositive) {
    // "-12.00 CR" and "+12.00 DR" contradict themselves.
    return null;
  }
  return { core: s.trim(), isNegative, isPositive, currency, hasCurrencyMark };
}

/** Splits "1.234.567,89" into whole digits and fraction digits given which separator is decimal. */
function splitNumber(
  core: string,
  style: DecimalStyle,
): { whole: string; fraction: string; separator?: '.' | ',' } | null {
  if (core === '' || core.length > MAX_AMOUNT_CHARS) return null;
  let hasDigit = false;
  for (const c of core) {
    if (isDigit(c)) hasDigit = true;
    else if (c !== '.' && c !== ',' && c !== "'" && c !== ' ' && c !== '’') return null;
  }
  if (!hasDigit) return null;
  const lastDot = core.lastIndexOf('.');
  const lastComma = core.lastIndexOf(',');
  let decimal: '.' | ',' | undefined;
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const occurrences = core.split(sep).length - 1;
    const after = core.length - at - 1;
    if (occurrences > 1) {
      decimal = undefined; // "1.234.567" or "1,234,567": grouping only
    } else if (after === 3 && at > 0 && !core.startsWith('0')) {
      // "1,234" is a thousand in the US and one point two three four nowhere on a statement; "1.234" is a
      // thousand in Europe. Only the file's own style can say otherwise ("0.005" is never a grouping).
      const styleDecimal = style === 'dot' ? '.' : style === 'comma' ? ',' : undefined;
      decimal = styleDecimal === sep ? sep : undefined;
    } else {
      decimal = sep;
    }
  }
  let wholePart = core;
  let fraction = '';
  if (decimal) {
    const at = core.lastIndexOf(decimal);
    wholePart = core.slice(0, at);
    fraction = core.slice(at + 1);
    if (!/^\d*$/.test(fraction)) return null;
  }
  // Grouping: first group 1-3 digits (or any length without separators), then groups of exactly three.
  const groups = wholePart.split(/[.,' ’]/);
  if (groups.length > 1) {
    const [first, ...rest] = groups;
    if (first === undefined || !/^\d{1,3}$/.test(first)) return null;
    // India groups lakhs and crores in twos before the last three ('1,23,456.78').
    const isLakh = decimal === '.' && /^\d{1,2}(?:,\d{2})+,\d{3}$/.test(wholePart);
    if (!isLakh && !rest.every((g) => /^\d{3}$/.test(g))) return null;
    const separators = wholePart.replace(/\d/g, '');
    if (decimal && separators.includes(decimal)) return null;
    if (new Set(separators).size > 1) return null;
  } else if (!/^\d*$/.test(wholePart)) {
    return null;
  }
  const whole = groups.join('');
  if (whole === '' && fraction === '') return null;
  return { whole, fraction, separator: decimal };
}

/** An optional sign, up to 13 digits without grouping, and two decimals: most amounts on a statement. */
const PLAIN_AMOUNT = /^([-+]?)(\d{1,13})([.,])(\d{2})$/;

/**
 * Parses one amount token or cell. `style` says which separator the file uses for decimals when a lone
 * separator followed by three digits is otherwise ambiguous.
 */
export function parseAmount(raw: string, style: DecimalStyle = 'unknown'): ParsedAmount | null {
  if (typeof raw !== 'string' || raw.length > MAX_AMOUNT_CHARS * 2 || !/\d/.test(raw)) return null;
  // The common shape ("-40.97", "1234,50") read directly; the general path below gives the same.
  const plain = PLAIN_AMOUNT.exec(raw);
  if (plain) {
    const [, signMark, whole, separator, fraction] = plain as unknown as [
      string,
      string,
      string,
      '.' | ',',
      string,
    ];
    const sign: ExplicitSign =
      signMark === '-' ? 'negative' : signMark === '+' ? 'positive' : 'none';
    return { cents: Number(whole) * 100 + Number(fraction), sign, decimals: 2, separator };
  }
  const affixes = peelAffixes(raw);
  if (!affixes) return null;
  const parts = splitNumber(affixes.core, style);
  if (!parts) return null;
  const wholeDigits = parts.whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 13) return null;
  const padded = parts.fraction.padEnd(3, '0');
  const roundUp = Number(padded[2]) >= 5 ? 1 : 0;
  const cents = Number(wholeDigits || '0') * 100 + Number(padded.slice(0, 2)) + roundUp;
  if (!Number.isSafeInteger(cents)) return null;
  const sign: ExplicitSign = affixes.isNegative
    ? 'negative'
    : affixes.isPositive
      ? 'positive'
      : 'none';
  const result: ParsedAmount = { cents, sign, decimals: parts.fraction.length };
  if (affixes.hasCurrencyMark) result.isMarked = true;
  if (parts.separator) result.separator = parts.separator;
  if (affixes.currency) result.currency = affixes.currency;
  return result;
}

/** 'Cr.' or 'Dr.' after a figure, as an Indian passbook marks its balances. */
const MARK_WITH_STOP = /(?<=\d\s?)(CR|DR|Cr|Dr)\.(?=\s|$)/g;

/** A line without the full stop of a 'Cr.'/'Dr.' mark after a figure ('96,215.60 Cr.'): it is no part of the figure. */
export function withoutMarkStop(line: string): string {
  return line.includes('r.') ? line.replace(MARK_WITH_STOP, '$1') : line;
}

/** True when the raw text carried a currency symbol or code (used to accept whole-number amounts). */
export function hasCurrencyMark(raw: string): boolean {
  const affixes = peelAffixes(raw);
  return affixes?.hasCurrencyMark ?? false;
}

/** Signed cents from a parsed amount and the sign the convention gives an unsigned one. */
export function signedCents(amount: ParsedAmount, unsignedIs: 'negative' | 'positive'): number {
  const sign = amount.sign === 'none' ? unsignedIs : amount.sign;
  if (amount.cents === 0) return 0;
  return sign === 'negative' ? -amount.cents : amount.cents;
}

/**
 * The decimal style a set of amount texts uses: 'comma' when some amount ends in ",dd" (or ",d") and
 * none in ".dd", 'dot' for the reverse, 'unknown' when nothing decides.
 */
export function inferDecimalStyle(samples: Iterable<string>): DecimalStyle {
  let dot = 0;
  let comma = 0;
  for (const raw of samples) {
    const s = raw.trim();
    if (s.length > MAX_AMOUNT_CHARS) continue;
    const m = /(\d)([.,])(\d{1,2})(?!\d)(?:\s*(?:[A-Za-z]{2,3}|[^\d\s]{1,2}))?\)?-?$/.exec(s);
    if (!m) {
      // "1.234,56" or "1,234.56" with both separators also decide. ('2,000,000' groups thousands
      // with one separator twice: it says nothing.)
      const both = /\d([.,])\d{3}(?!\1)([.,])\d+/.exec(s);
      if (both) {
        if (both[2] === ',') comma++;
        else dot++;
      }
      continue;
    }
    if (m[2] === ',') comma++;
    else dot++;
  }
  if (comma > dot) return 'comma';
  if (dot > comma) return 'dot';
  return 'unknown';
}
