import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, withoutForbiddenCharacters } from './text.ts';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['NUL', 'Rent\u0000'],
    ['BEL', 'Rent\u0007'],
    ['an ESC sequence', '\u001b[31mRent'],
    ['DEL', 'Rent\u007f'],
    ['a C1 control', 'Rent\u0085'],
    ['the right-to-left override', '\u202eRent'],
    ['a right-to-left isolate', '\u2067Rent\u2069'],
    ['a zero-width space', 'Gro\u200bceries'],
    ['the left-to-right mark', 'Rent\u200e'],
    ['a byte-order mark', '\ufeffRent'],
    ['the word joiner', 'Rent\u2060'],
  ])('finds %s', (_label, text) => {
    expect(hasForbiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Dining Out'],
    ['accents and other scripts', 'Café Crème, 食料品, Продукты, مطاعم'],
    ['emoji, joined ones too', '🍕 Pizza 👩‍👩‍👧'],
    ['a zero-width non-joiner in Persian', 'می\u200cخواهم'],
    ['tabs and new lines (collapsed as whitespace later)', 'Rent\tand\nBills'],
    ['a no-break space', 'Rent\u00a0Money'],
  ])('allows %s', (_label, text) => {
    expect(hasForbiddenCharacters(text)).toBe(false);
  });
});

describe('withoutForbiddenCharacters', () => {
  it('drops them and composes accents into one spelling', () => {
    expect(withoutForbiddenCharacters('\u202eCafe\u0301\u0000 #12')).toBe('Café #12');
  });
});
