import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.ts';

describe('detectCountry', () => {
  it.each([
    ['GBP', 'gb'],
    ['zar', 'za'],
    ['CHF', 'ch'],
    ['USD', 'us'],
  ])('reads a one-country currency: %s -> %s', (currency, country) => {
    expect(detectCountry({ currency })).toBe(country);
  });

  it('cannot tell a euro country from the currency alone', () => {
    expect(detectCountry({ currency: 'EUR' })).toBeUndefined();
    expect(detectCountry({})).toBeUndefined();
  });

  it("takes a euro statement's country from its IBAN, checked by its check digits", () => {
    const text = 'Kontoauszug\nIBAN: DE89 3704 0044 0532 0130 00\n01.02.2024 REWE 12,50';
    expect(detectCountry({ currency: 'EUR', text })).toBe('de');
    expect(detectCountry({ text: 'IBAN FR14 2004 1010 0505 0001 3M02 606' })).toBe('fr');
    // One digit wrong: a reference that looks like an IBAN is not one.
    expect(detectCountry({ currency: 'EUR', text: 'REF DE89 3704 0044 0532 0130 01' })).toBe(
      undefined,
    );
  });

  it('ignores an IBAN of a country that does not pay in the currency', () => {
    expect(detectCountry({ currency: 'GBP', text: 'to DE89 3704 0044 0532 0130 00' })).toBe('gb');
  });

  it('falls back on international phone numbers', () => {
    expect(detectCountry({ currency: 'EUR', text: 'Service: +353 1 234 5678' })).toBe('ie');
    expect(detectCountry({ text: 'Hotline +41 (0)44 668 18 00' })).toBe('ch');
  });

  it('does not read a signed amount as a phone number', () => {
    expect(detectCountry({ text: '01/02 Salary +1,234.56\n02/02 Refund +100.00' })).toBe(undefined);
  });
});
