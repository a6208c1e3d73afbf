import { describe, expect, it } from 'vitest';
import { joinDescription, withLetterOs } from './compose.ts';

describe('withLetterOs: zeros OCR read for the letter O', () => {
  it.each([
    ['TESC0 ST0RES', 'TESCO STORES'],
    ['AMAZ0N.C0.UK DEB', 'AMAZON.CO.UK DEB'],
    ['9914 D00RDASH*THAI BASIL', '9914 DOORDASH*THAI BASIL'],
    ['Lastschrift Telek0m Deutschland GmbH', 'Lastschrift Telekom Deutschland GmbH'],
    ['8852 0LIVE GARDEN 1123 LYNNW00D WA', '8852 OLIVE GARDEN 1123 LYNNWOOD WA'],
  ])('%s reads %s', (read, meant) => expect(withLetterOs(read)).toBe(meant));

  it.each([
    'IBAN: DE00 1001 0010 1234 5678 90',
    'NEFT CR-HDFC0000123-ACME SOFTWARE',
    'GA NR00001234 BLZ12345678',
    'ID EMETTEUR/FR00ZZZ000000',
    'BLUE BOTTLE COFFEE 54 W 40TH ST',
    'REF # USA0B1C2D3E',
    '6019 00XX XXXX 3381',
  ])('keeps the zeros of %s', (text) => expect(withLetterOs(text)).toBe(text));
});

describe('joinDescription', () => {
  it('keeps each part once, and a longer part in place of its start', () => {
    expect(joinDescription(['TESCO STORES', 'Tesco Stores', 'LONDON'])).toBe(
      'TESCO STORES; LONDON',
    );
    expect(joinDescription(['AMAZON MKTP', 'AMAZON MKTP UK'])).toBe('AMAZON MKTP UK');
  });
});
