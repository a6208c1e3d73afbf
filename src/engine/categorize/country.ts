// The statement's country, guessed from its currency and from what the text says about the account
// (an IBAN's country prefix, international phone numbers), so the categoriser can tell a brand that
// trades here from a foreign one of the same name. The tables are ISO 4217, ISO 13616 and ITU-T
// E.164 facts, not tunable knowledge, so they live here rather than in src/engine/knowledge.

/** Currencies used by one country (ISO 4217 -> ISO 3166 alpha-2, lower case). */
const CURRENCY_COUNTRY: Readonly<Record<string, string>> = {
  GBP: 'gb',
  USD: 'us',
  CAD: 'ca',
  AUD: 'au',
  NZD: 'nz',
  ZAR: 'za',
  CHF: 'ch',
  SEK: 'se',
  NOK: 'no',
  DKK: 'dk',
  ISK: 'is',
  PLN: 'pl',
  CZK: 'cz',
  HUF: 'hu',
  RON: 'ro',
  BGN: 'bg',
  TRY: 'tr',
  JPY: 'jp',
  CNY: 'cn',
  HKD: 'hk',
  SGD: 'sg',
  MYR: 'my',
  THB: 'th',
  INR: 'in',
  MXN: 'mx',
  BRL: 'br',
  ILS: 'il',
  AED: 'ae',
  NGN: 'ng',
  KES: 'ke',
};

/** Countries paying in euros, whose IBAN or phone number can say which one a statement is from. */
const EURO_COUNTRIES = new Set([
  'at',
  'be',
  'cy',
  'de',
  'ee',
  'es',
  'fi',
  'fr',
  'gr',
  'hr',
  'ie',
  'it',
  'lt',
  'lu',
  'lv',
  'mt',
  'nl',
  'pt',
  'si',
  'sk',
]);

/** IBAN length by country (ISO 13616), for the countries whose statements we are likely to read. */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  TR: 26,
};

/** International calling codes (E.164) of one country each; '+1' is read as the United States. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'us',
  '27': 'za',
  '30': 'gr',
  '31': 'nl',
  '32': 'be',
  '33': 'fr',
  '34': 'es',
  '36': 'hu',
  '39': 'it',
  '40': 'ro',
  '41': 'ch',
  '43': 'at',
  '44': 'gb',
  '45': 'dk',
  '46': 'se',
  '47': 'no',
  '48': 'pl',
  '49': 'de',
  '52': 'mx',
  '55': 'br',
  '61': 'au',
  '64': 'nz',
  '65': 'sg',
  '81': 'jp',
  '91': 'in',
  '351': 'pt',
  '352': 'lu',
  '353': 'ie',
  '354': 'is',
  '358': 'fi',
  '420': 'cz',
  '421': 'sk',
  '852': 'hk',
  '971': 'ae',
};

export interface CountrySignals {
  /** The statement's currency (ISO 4217), when known. */
  currency?: string | null;
  /** The statement's text (or part of it): IBANs and phone numbers are looked for in it. */
  text?: string;
}

/** Only the start of a long text is read: the account's own details stand at its head. */
const MAX_TEXT = 20_000;

const IBAN = /\b([A-Z]{2})(\d{2})((?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b/g;
// '+44 20 7946 0000', '+41 (0)44 668 18 00': a plus, then 9 to 15 digits in groups.
const PHONE = /(?:^|[\s(:])\+(\d[\d \-/().]{7,22}\d)/g;

/**
 * The statement's country (ISO 3166 alpha-2, lower case), or undefined when nothing says:
 * 'GBP' -> 'gb'; euros with an IBAN 'DE89 3704 ...' -> 'de'. The account's IBAN, then a phone
 * number, decide among the countries of the currency (any, without one).
 */
export function detectCountry(signals: CountrySignals): string | undefined {
  const currency = signals.currency?.trim().toUpperCase() ?? '';
  const fromCurrency = CURRENCY_COUNTRY[currency];
  const isEuro = currency === 'EUR';
  const fits = (country: string): boolean =>
    currency === '' || country === fromCurrency || (isEuro && EURO_COUNTRIES.has(country));
  const text = (signals.text ?? '').slice(0, MAX_TEXT);
  if (text) {
    const fromIban = pickMostCommon(findIbanCountries(text).filter(fits));
    if (fromIban) return fromIban;
    const fromPhone = pickMostCommon(findPhoneCountries(text).filter(fits));
    if (fromPhone) return fromPhone;
  }
  return fromCurrency;
}

function findIbanCountries(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IBAN)) {
    const code = match[1]!;
    const iban = match[0].replace(/ /g, '');
    // The country's IBAN length and the ISO 7064 check digits: a reference that looks like one
    // ('DE12 ABCD ...' in a description) rarely passes both.
    if (IBAN_LENGTH[code] === iban.length && isIbanChecksumValid(iban))
      found.push(code.toLowerCase());
  }
  return found;
}

function isIbanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function findPhoneCountries(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PHONE)) {
    const run = match[1]!;
    const digits = run.replace(/\D/g, '');
    // '+1,234.56' and '+100.00' are amounts.
    if (digits.length < 9 || digits.length > 15 || /[.,]\d{2}$/.test(run)) continue;
    // The longest calling code the digits begin with: '+353 1' is Ireland, not '+35'.
    for (let n = Math.min(3, digits.length); n >= 1; n -= 1) {
      const country = CALLING_CODES[digits.slice(0, n)];
      if (country) {
        found.push(country);
        break;
      }
    }
  }
  return found;
}

function pickMostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  let best: string | undefined;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (!best || count > counts.get(best)!) best = value;
  }
  return best;
}
