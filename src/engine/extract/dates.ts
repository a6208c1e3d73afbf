// Reading dates as statements write them, with day-first or month-first decided once for a whole file:
// 2024-03-14, 20240314[120000][.000][TZ], 14/03/2024, 3/14/24, 31.01.98, 1/31'98, 14 Mar 2024,
// 12-Dec-2019, Mar 14, 2024, and year-less 03/14 or 14 Mar on pasted card statements.
import { foldWords } from './words.ts';

export type DateOrder = 'DMY' | 'MDY';

/**
 * A date as written. When `m` and `d` are set the order is known; otherwise `p1`/`p2` are the first and
 * second numbers of a numeric date whose order the file decides. `y` is null when no year was written.
 */
export interface RawDate {
  y: number | null;
  m?: number;
  d?: number;
  p1?: number;
  p2?: number;
  /** The separator of a numeric date ('/', '.', '-'), a weak hint at the file's convention. */
  sep?: string;
  /** A numeric date's year written with two digits ('25-10-01'): it may have been the first part. */
  isShortYear?: boolean;
}

/** 'DD.MM' without the closing dot a German or French statement may leave off ('01.03'). */
export const DAY_MONTH_DOTTED = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])$/;

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ['jan', 'january', 'janv', 'janvier', 'januar', 'janner', 'jaenner', 'ene', 'enero', 'gennaio', 'janeiro', 'januari', 'stycznia', 'leden']],
  [2, ['feb', 'february', 'febr', 'fev', 'fevr', 'fevrier', 'februar', 'febrero', 'febbraio', 'fevereiro', 'februari']],
  [3, ['mar', 'march', 'mars', 'maerz', 'marz', 'mrz', 'mär', 'marzo', 'marco', 'maart', 'mrt']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei']],
  [6, ['jun', 'june', 'juin', 'juni', 'junio', 'giugno', 'junho']],
  [7, ['jul', 'july', 'juil', 'juillet', 'juli', 'julio', 'luglio', 'julho']],
  [8, ['aug', 'august', 'aout', 'août', 'ago', 'agosto', 'augustus']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'settembre', 'setembro']],
  [10, ['oct', 'october', 'octobre', 'okt', 'oktober', 'octubre', 'ottobre', 'outubro']],
  [11, ['nov', 'november', 'novembre', 'noviembre', 'novembro']],
  [12, ['dec', 'december', 'decembre', 'dez', 'dezember', 'dic', 'diciembre', 'dicembre', 'dezembro']],
]; // prettier-ignore
for (const [month, names] of monthNames) {
  for (const name of names) MONTHS[foldWords(name)] = month;
}
// Russian (and the Russian of Kazakh, Ukrainian and other banks' statements), as written and in the
// genitive of a date ('13 мая 2023'); kept apart because foldWords keeps Latin letters only.
const CYRILLIC_MONTHS = new Map<string, number>(
  [
    ['янв', 'январь', 'января'], ['фев', 'февр', 'февраль', 'февраля'], ['мар', 'март', 'марта'],
    ['апр', 'апрель', 'апреля'], ['май', 'мая'], ['июн', 'июнь', 'июня'], ['июл', 'июль', 'июля'],
    ['авг', 'август', 'августа'], ['сен', 'сент', 'сентябрь', 'сентября'], ['окт', 'октябрь', 'октября'],
    ['ноя', 'нояб', 'ноябрь', 'ноября'], ['дек', 'декабрь', 'декабря'],
  ].flatMap((names, index) => names.map((name): [string, number] => [name, index + 1])),
); // prettier-ignore

/** True for a month's name or abbreviation in one of the languages above ("Mar", "März", "janv."). */
export function isMonthName(word: string): boolean {
  return monthFromName(word.replace(/,$/, '')) !== undefined;
}

/** Longer words, and words with digits, are no month's name: most tokens, passed over cheaply. */
const LONGEST_MONTH = Math.max(
  ...Object.keys(MONTHS).map((name) => name.length),
  ...[...CYRILLIC_MONTHS.keys()].map((name) => name.length),
);

function monthFromName(name: string): number | undefined {
  const written = name.replace(/\.$/, '');
  if (written.length < 3 || written.length > LONGEST_MONTH + 2 || /\d/.test(written))
    return undefined;
  if (/[\u0400-\u04ff]/.test(written)) return CYRILLIC_MONTHS.get(written.toLowerCase());
  return MONTHS[foldWords(written)];
}

/** Four-digit year from what was written: 98 -> 1998, 15 -> 2015, 9 -> 2009. */
export function expandYear(written: string): number {
  const n = Number(written);
  if (written.length >= 3) return n;
  return n <= 49 ? 2000 + n : 1900 + n;
}

const MAX_DATE_CHARS = 40;

const WEEKDAY_BEFORE =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?,?\s+(?=\d|\p{L}{3})/iu;

const ISO = /^(\d{4})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{1,2})\.?$/;
const COMPACT =
  /^((?:19|20)\d{2})(\d{2})(\d{2})(?:\d{4}(?:\d{2})?)?(?:\.\d{1,6})?(?:\s*\[[^\]]{0,12}\])?$/;
const NUMERIC = /^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*(?:(?:\2|')\s*(\d{1,4}))?(\.?)$/;
// (Spanish and Portuguese join them with 'de': '26 de abril de 2026'.)
const DAY_NAMED =
  /^(\d{1,2})(?:st|nd|rd|th|er)?\.?[\s\-/.]*(?:de\s+)?([A-Za-z\u00C0-\u017F\u0400-\u04FF]{3,10}\.?)(?:[\s\-/.,]*(?:de\s+)?(\d{4}|\d{1,2}))?$/;
const NAMED_DAY =
  /^([A-Za-z\u00C0-\u017F\u0400-\u04FF]{3,10}\.?)[\s\-/.]*(\d{1,2})(?:st|nd|rd|th)?(?:,?[\s\-/.,]+(\d{4}|\d{2}))?,?$/;

/** Cuts a time of day ("12:34", "12:34:56 +0000", "T12:34:56Z") off the end of a date text. */
function withoutTime(text: string): string {
  const t = text.search(/(?:T|\s+)\d{1,2}:\d{2}/);
  return t > 0 ? text.slice(0, t) : text;
}

/**
 * Texts already read, and their dates: a statement prints the same few dates on hundreds of lines.
 * Bounded, and each caller gets its own copy (dates are completed in place later).
 */
const readDates = new Map<string, RawDate | null>();
const MAX_READ_DATES = 2048;

/** Reads one date text (a cell, a QIF value, a few joined words); null when it is not a date. */
export function parseDateText(input: string): RawDate | null {
  if (typeof input !== 'string') return null;
  let found = readDates.get(input);
  if (found === undefined) {
    found = readDateText(input);
    if (readDates.size >= MAX_READ_DATES) readDates.clear();
    readDates.set(input, found);
  }
  return found && { ...found };
}

function readDateText(input: string): RawDate | null {
  let s = input.trim();
  if (s === '' || s.length > MAX_DATE_CHARS || !/\d/.test(s)) return null;
  s = withoutTime(s).trim();
  // 'Wed 15 May 2024', 'Monday, March 14': the weekday says nothing more.
  s = s.replace(WEEKDAY_BEFORE, '');
  let m = COMPACT.exec(s);
  if (m) return checked({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) });
  m = ISO.exec(s);
  if (m) return checked({ y: Number(m[1]), m: Number(m[3]), d: Number(m[4]) });
  m = NUMERIC.exec(s);
  if (m) {
    const p1 = Number(m[1]);
    const p2 = Number(m[3]);
    const sep = m[2] ?? '';
    const year = m[4];
    if (year === undefined) {
      // Year-less numeric dates only as "03/14" or "14.03.": "12.50" is an amount, "3-4" a range.
      if (sep === '.' && m[5] !== '.') return null;
      // ('08-01' zero-padded, as some statements print month and day, is a date.)
      if (sep === '-' && !/^\d{2}-\d{2}$/.test(s)) return null;
    } else if (year.length === 3) {
      return null;
    }
    if (p1 < 1 || p2 < 1 || p1 > 31 || p2 > 31 || (p1 > 12 && p2 > 12)) return null;
    const raw: RawDate = { y: year === undefined ? null : expandYear(year), p1, p2, sep };
    if (year?.length === 2) raw.isShortYear = true;
    return raw;
  }
  m = DAY_NAMED.exec(s);
  if (m) {
    const month = monthFromName(m[2] ?? '');
    if (month !== undefined) {
      return checked({
        y: m[3] === undefined ? null : expandYear(m[3]),
        m: month,
        d: Number(m[1]),
      });
    }
  }
  m = NAMED_DAY.exec(s);
  if (m) {
    const month = monthFromName(m[1] ?? '');
    if (month !== undefined) {
      return checked({
        y: m[3] === undefined ? null : expandYear(m[3]),
        m: month,
        d: Number(m[2]),
      });
    }
  }
  return null;
}

function checked(raw: RawDate): RawDate | null {
  if (raw.m === undefined || raw.d === undefined) return raw;
  if (raw.m < 1 || raw.m > 12 || raw.d < 1 || raw.d > 31) return null;
  if (raw.y !== null && (raw.y < 1900 || raw.y > 2199)) return null;
  return raw;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Month and day of a raw date under an order (undefined when it is not a calendar date). */
export function monthDay(raw: RawDate, order: DateOrder): { m: number; d: number } | undefined {
  let m = raw.m;
  let d = raw.d;
  if (m === undefined || d === undefined) {
    if (raw.p1 === undefined || raw.p2 === undefined) return undefined;
    [m, d] = order === 'DMY' ? [raw.p2, raw.p1] : [raw.p1, raw.p2];
  }
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return { m, d };
}

/** ISO 'YYYY-MM-DD' of a raw date, or null when it is not a real calendar date or has no year. */
export function toIsoDate(raw: RawDate, order: DateOrder, year?: number): string | null {
  const md = monthDay(raw, order);
  const y = raw.y ?? year;
  if (!md || y === undefined || y === null) return null;
  if (md.d > daysInMonth(y, md.m)) return null;
  return `${String(y).padStart(4, '0')}-${String(md.m).padStart(2, '0')}-${String(md.d).padStart(2, '0')}`;
}

function dayNumber(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * Day-first or month-first for a whole file: any first number above 12 means day-first, any second number
 * above 12 month-first (the majority wins if the file contradicts itself). With no such number, the order
 * under which consecutive dates sit closest together wins (a statement covers weeks, not years); then
 * the file's hints: dotted dates and decimal commas are European.
 */
export function inferDateOrder(
  raws: RawDate[],
  hints: { isEuropean?: boolean; preferred?: DateOrder | undefined } = {},
): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  let dotted = 0;
  let slashed = 0;
  const ambiguous: RawDate[] = [];
  for (const raw of raws) {
    if (raw.p1 === undefined || raw.p2 === undefined) continue;
    if (raw.p1 > 12) dayFirst++;
    else if (raw.p2 > 12) monthFirst++;
    else ambiguous.push(raw);
    if (raw.sep === '.') dotted++;
    else if (raw.sep === '/') slashed++;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? 'DMY' : 'MDY';
  // Nothing in the dates decides: the reader's own knowledge of their bank comes before our guesses.
  if (hints.preferred) return hints.preferred;
  const spread = (order: DateOrder): number => {
    let total = 0;
    let previous: number | undefined;
    for (const raw of ambiguous) {
      const md = monthDay(raw, order);
      if (!md) continue;
      const n = dayNumber(raw.y ?? 2000, md.m, md.d);
      if (previous !== undefined) total += Math.abs(n - previous);
      previous = n;
    }
    return total;
  };
  // Only with enough different dates to tell: two or three can sit close under either order by chance.
  const distinct = new Set(ambiguous.map((r) => `${r.y}/${r.p1}/${r.p2}`));
  if (distinct.size >= 4) {
    const dmy = spread('DMY');
    const mdy = spread('MDY');
    if (dmy * 3 < mdy) return 'DMY';
    if (mdy * 3 < dmy) return 'MDY';
  }
  if (dotted > slashed) return 'DMY';
  if (hints.isEuropean) return 'DMY';
  return 'MDY';
}

/**
 * Gives year-less dates a year from the full dates of the same input: the candidate year that puts the
 * date inside (or nearest to) the span those dates cover. Without any full date, a reference date (for
 * instance today) picks the latest year that is not in the future; without either, no year.
 */
export function chooseYear(
  md: { m: number; d: number },
  context: { minDay?: number; maxDay?: number; years: number[]; today?: string },
): number | undefined {
  const { minDay, maxDay, years } = context;
  if (minDay !== undefined && maxDay !== undefined && years.length > 0) {
    const candidates = new Set<number>();
    for (const y of years) {
      candidates.add(y - 1);
      candidates.add(y);
      candidates.add(y + 1);
    }
    let best: number | undefined;
    let bestDistance = Infinity;
    for (const y of [...candidates].sort((a, b) => a - b)) {
      if (md.d > daysInMonth(y, md.m)) continue;
      const n = dayNumber(y, md.m, md.d);
      const distance = n < minDay ? minDay - n : n > maxDay ? n - maxDay : 0;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = y;
      }
    }
    return best;
  }
  if (context.today && /^\d{4}-\d{2}-\d{2}$/.test(context.today)) {
    const [ty, tm, td] = context.today.split('-').map(Number) as [number, number, number];
    const isFuture = md.m > tm || (md.m === tm && md.d > td);
    return isFuture ? ty - 1 : ty;
  }
  return undefined;
}

/** Day number of an ISO date (for spans); undefined when not ISO. */
export function isoDayNumber(iso: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  return dayNumber(Number(m[1]), Number(m[2]), Number(m[3]));
}
