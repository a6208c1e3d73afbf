// A receipt's text (as OCR read it) to what a transaction needs: the merchant, the total, the date
// and the currency, each with how sure the reader is. General rules, not shops': the total is the
// amount the receipt's own words call the total or the payment (in the languages receipts come in),
// confirmed by the same amount printed again (the card slip, the payment line) or by cash given
// less change; the date is the date printed beside a time or a date word, read the way the
// currency's country writes dates (month first in the US), with Buddhist-era years in Thailand.

export interface ReceiptReading {
  merchant: string | null;
  /** Integer cents. */
  total: number | null;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  /** ISO 4217, when the receipt says or shows it. */
  currency: string | null;
  /** 0..1 for the reading as a whole: the least sure of total and date, lowered without a merchant. */
  confidence: number;
}

const TOTAL_WORDS =
  /\b(?:grand\s*total|total(?:e|es)?|summe|gesamt(?:betrag|summe)?|zu\s*zahlen|zahlbetrag|endbetrag|amount\s*due|amt\s*due|balance\s*due|total\s*due|to\s*pay|a\s*pagar|importe|montant|totaal|te\s*betalen|net\s*total|rounded|jumlah)\b/i;
const PAYMENT_WORDS =
  /\b(?:visa|master\s*card|mastercard|maestro|amex|debit|credit|kredit\w*|karte|kartenzahlung|girocard|ec[-\s]*karte|ec[-\s]*cash|elec[.\s-]*cash|card|betrag|bezahlt|gegeben|paid|payment|tender(?:ed)?|efectivo|tarjeta|cartao|cartão|carte|contactless)\b/i;
const CASH_WORDS = /\b(?:bar|cash|efectivo|esp[eè]ces|dinheiro|contanti|tunai)\b/i;
const CHANGE_WORDS = /\b(?:change|r\S?c?kgeld|wechselgeld|cambio|troco|rendu|resto|baki)\b/i;
/** 'Total (incl. GST)': the total with its tax, whatever tax words the line also has. */
const INCLUSIVE_WORDS = /\b(?:incl|inclusive|including|inkl|inklusive|incluido|ttc)\w*/i;
const EXCLUSIVE_WORDS = /\b(?:excl|exclusive|excluding|exkl|ohne|ht)\b\w*/i;
const SUBTOTAL_WORDS = /\b(?:sub\s*-?\s*total|zwischensumme|subtotal)\b/i;
/** Lines whose amount is part of the total, or beside it: never the total itself. */
const NOT_TOTAL_WORDS =
  /\b(?:tax|gst|vat|mwst|m[wu]st|ust|iva|tva|netto|net(?!\s*total)|steuer|saving[s]?|discount|rabatt|preisvorteil|saved|points?|punkte|balance(?!\s*due)|rewards?|qty|quantity|anzahl|items?|artikel|tip|trinkgeld|deposit|pfand|rounding\s*adj|earned|change|r[uü]ckgeld)\b/i;

/** An amount with two decimals: '1.129,00', '1,129.00', '29.53', '€1,95', '-0,50'. */
const AMOUNT = /(?<![\d.,])(-?)(\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,] ?(\d{2})(?![\d])/g;

interface Amount {
  cents: number;
  line: number;
}

function amountsIn(line: string): number[] {
  const found: number[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const whole = match[2]!.replace(/[.,' ]/g, '');
    const cents = Number(whole) * 100 + Number(match[3]);
    if (Number.isFinite(cents) && cents > 0 && cents < 10_000_000_00) found.push(cents);
  }
  return found;
}

/** The total: the best-scored amount of the lines that name one, checked against its repeats. */
function readTotal(lines: string[]): { cents: number; confidence: number } | null {
  const all: Amount[] = lines.flatMap((line, i) =>
    amountsIn(line).map((cents) => ({ cents, line: i })),
  );
  if (all.length === 0) return null;
  const scores = new Map<number, number>();
  const add = (cents: number, score: number) =>
    scores.set(cents, Math.max(scores.get(cents) ?? 0, score));
  /** Lines whose amount is something else (tax, net, savings): a repeat there confirms nothing. */
  const isElse = new Set<number>();

  let cash: number | null = null;
  let change: number | null = null;
  lines.forEach((line, i) => {
    const last = amountsIn(line).at(-1);
    const text = line.toLowerCase();
    const isInclusive = INCLUSIVE_WORDS.test(text);
    const isNot =
      EXCLUSIVE_WORDS.test(text) ||
      (!isInclusive && NOT_TOTAL_WORDS.test(text.replace(TOTAL_WORDS, ' ')));
    if (isNot) isElse.add(i);
    if (last === undefined) return;
    if (CHANGE_WORDS.test(text)) change = last;
    if (CASH_WORDS.test(text) && !TOTAL_WORDS.test(text)) cash = last;
    const isTotal = TOTAL_WORDS.test(text) && !SUBTOTAL_WORDS.test(text);
    if (isTotal && !isNot) add(last, isInclusive ? 12 : 10);
    else if (isTotal) add(last, 4);
    else if (PAYMENT_WORDS.test(text) && !isNot) add(last, 6);
    else if (SUBTOTAL_WORDS.test(text)) add(last, 3);
    else if (CASH_WORDS.test(text)) add(last, 2);
  });
  if (cash !== null && change !== null && cash > change) add(cash - change, 9);
  // Cash and change side by side in words OCR could not read (Thai, a logo font): a round sum
  // given and the change, whose difference the receipt prints elsewhere.
  lines.forEach((line, i) => {
    const pair = amountsIn(line);
    if (pair.length !== 2 || isElse.has(i)) return;
    const [given, back] = pair as [number, number];
    const paid = given - back;
    if (given % 100 !== 0 || paid <= 0) return;
    if (all.some((a) => a.cents === paid && a.line !== i)) add(paid, 8);
  });
  const timesPrinted = (cents: number) =>
    new Set(all.filter((a) => a.cents === cents && !isElse.has(a.line)).map((a) => a.line)).size;
  if (scores.size === 0) {
    // No words to go by: the largest amount printed more than once, else the largest.
    const repeated = all.filter((a) => timesPrinted(a.cents) > 1).map((a) => a.cents);
    const pool = repeated.length > 0 ? repeated : all.map((a) => a.cents);
    return { cents: Math.max(...pool), confidence: repeated.length > 0 ? 0.5 : 0.3 };
  }
  let best: { cents: number; score: number } | null = null;
  for (const [cents, score] of scores) {
    const total = score + 3 * Math.min(3, Math.max(0, timesPrinted(cents) - 1));
    if (!best || total > best.score || (total === best.score && cents > best.cents)) {
      best = { cents, score: total };
    }
  }
  const confidence = Math.min(0.98, 0.45 + best!.score / 30);
  // The receipt's own arithmetic: its items add up to the total. Their sum one digit from the
  // total read (48.77 against 48.71) says OCR misread that digit, on every line printing it.
  const firstTotal = lines.findIndex(
    (line, i) => amountsIn(line).includes(best!.cents) && !isElse.has(i),
  );
  const sum = sumOfItems(lines.slice(0, firstTotal), isElse);
  if (sum !== null && isOneDigitApart(sum, best!.cents)) return { cents: sum, confidence };
  return { cents: best!.cents, confidence };
}

/** The items' prices (each line's last amount) above the total, when two or more are printed. */
function sumOfItems(lines: string[], isElse: Set<number>): number | null {
  const priced = lines
    .map((line, i) => ({ line, i, cents: amountsIn(line).at(-1) }))
    .filter((row): row is { line: string; i: number; cents: number } => row.cents !== undefined);
  // Only when every priced line is an item: a discount, a deposit returned or a subtotal above the
  // total (a minus sign, or words saying so) would make the sum differ from it rightly.
  const isItem = ({ line, i }: { line: string; i: number }) =>
    !isElse.has(i) && !TOTAL_WORDS.test(line) && !/-\s*\d+[.,] ?\d{2}|\d[.,]\d{2}\s*-/.test(line);
  if (priced.length < 2 || !priced.every(isItem)) return null;
  return priced.reduce((sum, { cents }) => sum + cents, 0);
}

function isOneDigitApart(a: number, b: number): boolean {
  const [x, y] = [String(a), String(b)];
  if (x.length !== y.length) return false;
  let differences = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) differences++;
  return differences === 1;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  mrz: 3,
  maer: 3,
  apr: 4,
  avr: 4,
  abr: 4,
  may: 5,
  mai: 5,
  mei: 5,
  jun: 6,
  jui: 7,
  jul: 7,
  aug: 8,
  ago: 8,
  aou: 8,
  sep: 9,
  set: 9,
  oct: 10,
  okt: 10,
  out: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  dic: 12,
  des: 12,
};

interface DateFound {
  date: string;
  line: number;
  score: number;
}

function fullYear(year: number, isBuddhist: boolean): number {
  let y = year;
  if (y < 100) {
    y += 2000;
    // A receipt is never from the future: a two-digit year after next year is the Buddhist era's
    // ('03/10/68' is 2568, 2025), whatever the currency said.
    if (isBuddhist ? year > 40 : y > new Date().getUTCFullYear() + 1) y += 500;
  }
  if (y > 2400) y -= 543;
  return y;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  if (year < 1990 || year > new Date().getUTCFullYear() + 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE_WORDS = /\b(?:date|datum|fecha|data|tarikh|dated?)\b/i;
const EXPIRY_WORDS = /\b(?:exp|expiry|expires|g[uü]ltig|valid|ablauf|bis)\b/i;
const TIME = /\b\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:am|pm|uhr)?\b/i;

function readDates(lines: string[], monthFirst: boolean, isBuddhist: boolean): DateFound[] {
  const found: DateFound[] = [];
  lines.forEach((line, i) => {
    const near = (at: number) => {
      let score = 1;
      const rest = line.slice(at);
      if (TIME.test(rest.slice(0, 30)) || TIME.test(line.slice(Math.max(0, at - 12), at)))
        score += 2;
      if (DATE_WORDS.test(line)) score += 2;
      if (EXPIRY_WORDS.test(line)) score -= 3;
      return score;
    };
    // 2020-04-25, and a timestamp's 2025-07-31T10:41 (OCR reads the T as 7 or 1)
    for (const m of line.matchAll(
      /\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:\b|(?=[T71]\d{2}:\d{2}))/g,
    )) {
      const date = isoDate(fullYear(Number(m[1]), isBuddhist), Number(m[2]), Number(m[3]));
      if (date) found.push({ date, line: i, score: near(m.index) + 1 });
    }
    // 25.04.2020, 05/24/2022, 19-03-18, 25.04.20
    for (const m of line.matchAll(
      /(?<![\d.,/-])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?![\d,]|\.\d)/g,
    )) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const year = fullYear(Number(m[3]), isBuddhist);
      // Day first unless the country writes the month first; a part over 12 settles it.
      const isMonthFirst = a > 12 ? false : b > 12 ? true : monthFirst;
      const date = isMonthFirst ? isoDate(year, a, b) : isoDate(year, b, a);
      if (date) found.push({ date, line: i, score: near(m.index) + (m[3]!.length === 4 ? 1 : 0) });
    }
    // 28 Mar 18, 24 MAR 2018, Mar 28, 2018
    for (const m of line.matchAll(/\b(\d{1,2})\s*([A-Za-zäéû]{3,9})\.?\s*,?\s*(\d{4}|\d{2})\b/g)) {
      const month = MONTHS[m[2]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').slice(0, 3)];
      const date = month ? isoDate(fullYear(Number(m[3]), isBuddhist), month, Number(m[1])) : null;
      if (date) found.push({ date, line: i, score: near(m.index) + 1 });
    }
    for (const m of line.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/g)) {
      const month = MONTHS[m[1]!.toLowerCase().slice(0, 3)];
      const date = month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
      if (date) found.push({ date, line: i, score: near(m.index) + 1 });
    }
    // 25042020 beside a time (a till's compact stamp)
    for (const m of line.matchAll(/\b(\d{2})(\d{2})(20\d{2})\b/g)) {
      const date = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
      if (date && TIME.test(line)) found.push({ date, line: i, score: near(m.index) - 1 });
    }
  });
  return found;
}

function readDate(lines: string[], monthFirst: boolean, isBuddhist: boolean) {
  const found = readDates(lines, monthFirst, isBuddhist);
  if (found.length === 0) return null;
  // A date printed more than once (the till, the card slip) is the purchase's.
  const byDate = new Map<string, number>();
  for (const f of found) byDate.set(f.date, (byDate.get(f.date) ?? 0) + f.score + 1);
  const [date, score] = [...byDate].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]!;
  return { date, confidence: Math.min(0.97, 0.5 + score / 12) };
}

const CURRENCY_SIGNS: Array<[RegExp, string]> = [
  [/€|\beur(?:o)?\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bchf\b|\bfr\.\s/i, 'CHF'],
  [/\b(?:rm|myr)\b|\bsdn\.?\s*bhd\b|\bs\/b\b/i, 'MYR'],
  [/\bthb\b|฿|\bbaht\b/i, 'THB'],
  [/\bsgd\b|\bs\$/i, 'SGD'],
  [/\baud\b|\ba\$/i, 'AUD'],
  [/\bcad\b|\bc\$/i, 'CAD'],
  [/\binr\b|₹|\brs\.?\s*\d/i, 'INR'],
  [/\bzar\b/i, 'ZAR'],
  [/\busd\b|\$\s?\d/i, 'USD'],
];

/** Words that place a receipt in a euro country when no sign says so. */
const EURO_WORDS = /\b(?:mwst|summe|kartenzahlung|zu zahlen|iva|tva|btw|nif|total factura)\b/i;
const US_ADDRESS = /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/;

function readCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const [pattern, code] of CURRENCY_SIGNS) {
    const hits = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (hits > 0) counts.set(code, hits);
  }
  if (counts.size > 0) return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  if (EURO_WORDS.test(text)) return 'EUR';
  if (US_ADDRESS.test(text)) return 'USD';
  return null;
}

const NOT_A_NAME =
  /\b(?:tel|fax|phone|www|http|tax\s*invoice|invoice|receipt|kassenbon|quittung|rechnung|beleg|welcome|willkommen|bienvenid\w*|thank|danke|gst\s*id|ust|vat|steuer|cashier|kasse|date|datum|uhr|open|hours|[öo]ffnungszeiten|filiale|store\s*#|no\.|lot|jalan|street|str\.|stra(?:ss|ß|f|b)e|road|rd|ave|avenue|weg|platz|plaza|taman|netto|brutto|summe|total|artikel|articulo|qty|eur|euro|price|preis|menge)\b/i;
const COMPANY_FORMS =
  /\b(?:gmbh|ag|kg|ohg|e\.?\s*k\.?|sdn\.?\s*bhd|[&s]\/b|bhd|plt|llc|inc\.?|ltd\.?|limited|plc|s\.?a\.?|s\.?l\.?|s\.?r\.?l\.?|b\.?v\.?|oy|ab|co\.)(?=\s|$|[,.])/i;

function cleanName(line: string): string {
  return (
    line
      // A company's registration number beside its name: '99 SPEED MART S/B (519537-X)'.
      .replace(/\([^)]*\d[^)]*\)?/g, ' ')
      .replace(/[|_~=“”"«»*#<>{}[\]\\]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

function letterShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters / Math.max(1, text.replace(/\s/g, '').length);
}

/** A plausible shop name: mostly letters, a real word, not an address, a phone or a heading. */
function isNameLike(text: string): boolean {
  if (text.length < 2 || text.length > 60) return false;
  if (letterShare(text) < 0.7) return false;
  if (!/\p{L}{2,}/u.test(text)) return false;
  if (NOT_A_NAME.test(text)) return false;
  // Noise OCR makes of a logo or the scanner's ground: mostly one- and two-letter fragments.
  const words = text.split(/\s+/);
  const short = words.filter((word) => word.replace(/\P{L}/gu, '').length <= 2).length;
  return short / words.length < 0.5;
}

/** A logo read as letters apart ('AL DI'): the letters joined, for the brand knowledge to try. */
function joinedLogo(line: string): string | null {
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((word) => /^\p{L}{1,3}$/u.test(word))) return null;
  return words.join('');
}

/**
 * The merchant, by the strongest sign found: a brand the engine knows in the header, the foot or
 * a line without prices ('Aldi GmbH & Co. KG', 'THANK YOU FOR SHOPPING AT WALGREENS'); a company
 * name with its legal form near the top ('NANDO'S CHICKENLAND MALAYSIA SDN BHD'); the shop's own
 * web address; else the first name-like line of the header.
 */
function readMerchant(
  lines: string[],
  names: MerchantKnowledge,
): { name: string; confidence: number } | null {
  const { knownName, nearName, correctName = (name: string) => name } = names;
  const cleaned = lines.map(cleanName).filter((line) => line !== '');
  const top = cleaned.slice(0, 10);
  const foot = cleaned.slice(-15);
  const brandIn = (candidates: string[], isStrict = false): string | null => {
    if (!knownName) return null;
    for (const line of candidates) {
      if (letterShare(line) < (isStrict ? 0.8 : 0.6)) continue;
      const brand = [line, joinedLogo(line)]
        .filter((text): text is string => text !== null)
        .map((text) => knownName(text))
        .find((name): name is string => name !== null);
      if (!brand || isReceiptWord(brand)) continue;
      // A name of one or two letters ('C&A', 'dm') only when it is the whole line.
      const letters = brand.replace(/\P{L}/gu, '').length;
      if (letters >= (isStrict ? 4 : 3) || fold(line) === fold(brand)) return brand;
    }
    return null;
  };
  // A brand on a line with a price is a product's ('Jacobs Krönung Aroma 6,58'), not the shop's.
  const headerBrand = brandIn(top.filter((line) => amountsIn(line).length === 0));
  if (headerBrand) return { name: headerBrand, confidence: 0.9 };
  const company = top.find(
    (line) => COMPANY_FORMS.test(line) && letterShare(line) >= 0.6 && !NOT_A_NAME.test(line),
  );
  if (company) return { name: correctName(company), confidence: 0.8 };
  const misread = nearName && top.slice(0, 6).map(nearName).find(Boolean);
  if (misread) return { name: misread, confidence: 0.75 };
  const footBrand = brandIn(foot);
  if (footBrand) return { name: footBrand, confidence: 0.85 };
  const thanks = cleaned
    .map(
      (line) =>
        /\b(?:shopping|einkauf|visit)\s+(?:at|bei|in)\s+([\p{L}'& ]{3,40})/iu.exec(line)?.[1],
    )
    .find((name): name is string => Boolean(name));
  if (thanks) return { name: thanks.trim(), confidence: 0.75 };
  const site = cleaned
    .map((line) => /\b(?:www\.|@)([a-z0-9-]{3,30})\.[a-z]{2,3}\b/i.exec(line)?.[1])
    .find((name): name is string => Boolean(name));
  if (site) return { name: site.toUpperCase(), confidence: 0.65 };
  // A web address without its www ('rossmann.de/'): the shop's only when it names a brand.
  const siteBrand = cleaned
    .flatMap((line) => [...line.matchAll(/\b([a-z][a-z0-9-]{2,30})\.(?:[a-z]{2,3})\/?(?=\s|$)/gi)])
    .map((m) => knownName?.(m[1]!) ?? nearName?.(m[1]!))
    .find((name): name is string => Boolean(name));
  if (siteBrand) return { name: siteBrand, confidence: 0.65 };
  // A brand anywhere else, only on a line without prices (not a product's brand) that is all name.
  const elsewhere = brandIn(
    cleaned.filter((line) => amountsIn(line).length === 0 && line.split(/\s+/).length <= 5),
    true,
  );
  if (elsewhere) return { name: elsewhere, confidence: 0.7 };
  const first = top.slice(0, 6).find(isNameLike);
  if (first) return { name: correctName(first), confidence: 0.6 };
  const footer = foot.find((line) => COMPANY_FORMS.test(line) && isNameLike(line));
  if (footer) return { name: correctName(footer), confidence: 0.55 };
  return null;
}

/** A receipt's own vocabulary ('Netto' is the net column, 'Total' the total), never a brand here. */
const isReceiptWord = (name: string) =>
  NOT_A_NAME.test(name) ||
  TOTAL_WORDS.test(name) ||
  PAYMENT_WORDS.test(name) ||
  CHANGE_WORDS.test(name);

const fold = (text: string) => text.toLowerCase().replace(/\P{L}/gu, '');

/** What the engine knows of names, for the merchant (none: the receipt's own lines alone). */
export interface MerchantKnowledge {
  /** A known merchant's name in a line, or null. */
  knownName?: (line: string) => string | null;
  /** A known brand that OCR misread by a letter at the line's start ('lestfalen'), or null. */
  nearName?: (line: string) => string | null;
  /** A name with its words OCR misread put right ('INCEPENDENT' -> 'INDEPENDENT'). */
  correctName?: (name: string) => string;
}

export function parseReceipt(
  text: string,
  options: MerchantKnowledge & {
    /** The person's currency, when the receipt shows none. */
    fallbackCurrency?: string;
  } = {},
): ReceiptReading {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const currency = readCurrency(text) ?? options.fallbackCurrency ?? null;
  const total = readTotal(lines);
  const date = readDate(lines, currency === 'USD', currency === 'THB');
  const merchant = readMerchant(lines, options);
  const confidence = Math.min(total?.confidence ?? 0, date?.confidence ?? 0) * (merchant ? 1 : 0.8);
  return {
    merchant: merchant?.name ?? null,
    total: total?.cents ?? null,
    date: date?.date ?? null,
    currency,
    confidence: Math.round(confidence * 100) / 100,
  };
}
