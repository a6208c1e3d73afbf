import { describe, expect, it } from 'vitest';
import { receiptNote } from './read-receipt.ts';

describe('receiptNote', () => {
  it("leads with the merchant, keeps the receipt's words, and stays within the note's limit", () => {
    const text = 'UT i: 1s) IBD\nHORNBACH Baumarkt AG\n  Filiale 547\nSUMME EUR 152,00\n';
    expect(receiptNote('Hornbach', text, 200)).toBe(
      'Hornbach: HORNBACH Baumarkt AG Filiale 547 SUMME EUR 152,00',
    );
    const long = receiptNote(null, 'Word '.repeat(100), 40);
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
