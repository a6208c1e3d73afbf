// Money is integer cents everywhere; convert only at input and display (see docs/decisions/0002).

export type Cents = number;

export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
  'MXN',
  'BRL',
  'ZAR',
  'KRW',
  'SGD',
  'NZD',
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Parses a user-typed decimal amount ("12.5", "1,234.56") into cents; null when it is not a number or
 * too large to count exactly. Works on the digits, not on floats (1.005 * 100 is 100.49999...), and
 * rounds a third decimal half away from zero.
 */
export function parseAmountToCents(input: string): Cents | null {
  const cleaned = input.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(cleaned)) return null;
  const isNegative = cleaned.startsWith('-');
  const [whole = '', fraction = ''] = cleaned.replace('-', '').split('.');
  const decimals = fraction.padEnd(3, '0');
  const cents =
    Number(whole || '0') * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return isNegative && cents !== 0 ? -cents : cents;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** en-US currency format with exactly two decimals, in the user's currency (spec section 3). */
export function formatCents(cents: Cents, currency: CurrencyCode = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100);
}

/** The symbol shown beside an amount input ("$", "€", "CA$"). */
export function currencySymbol(currency: CurrencyCode): string {
  const part = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
