import { describe, expect, it } from 'vitest';
import { checkBalances, verifyCounts } from './verify.ts';

describe('verifyCounts', () => {
  it('matches when every counted line came out and none was unreadable', () => {
    expect(verifyCounts({ inputCount: 3, outputCount: 3, unparsedLines: [] })).toEqual({
      inputCount: 3,
      outputCount: 3,
      isMatch: true,
      unparsedLines: [],
    });
  });

  it('does not match when the counts differ', () => {
    const result = verifyCounts({ inputCount: 5, outputCount: 4, unparsedLines: [] });
    expect(result.isMatch).toBe(false);
  });

  it('takes balances matched to the cent as proof where the line count disagrees, never a gap', () => {
    const balances = { openingCents: 10000, closingCents: 8500, isCardAccount: false };
    const proven = verifyCounts({
      inputCount: 116,
      outputCount: 122,
      unparsedLines: [],
      balances,
      netCents: -1500,
    });
    expect(proven.isMatch).toBe(true);
    const off = verifyCounts({
      inputCount: 116,
      outputCount: 122,
      unparsedLines: [],
      balances,
      netCents: -1400,
    });
    expect(off.isMatch).toBe(false);
    const unread = verifyCounts({
      inputCount: 116,
      outputCount: 122,
      unparsedLines: ['03/01 ??? 4.5O'],
      balances,
      netCents: -1500,
    });
    expect(unread.isMatch).toBe(false);
    // More lines counted than read: a row may be missing, whatever the balances say.
    const more = verifyCounts({
      inputCount: 123,
      outputCount: 122,
      unparsedLines: [],
      balances,
      netCents: -1500,
    });
    expect(more.isMatch).toBe(false);
    // Balances made to add up by turning a row round prove nothing of the count.
    const turned = verifyCounts({
      inputCount: 116,
      outputCount: 122,
      unparsedLines: [],
      balances,
      netCents: -1500,
      reconciliation: {
        differenceCents: 8400,
        setAside: [],
        turned: [{ line: 9, description: 'REFUND', amountCents: -4200 }],
        inDoubt: [],
      },
    });
    expect(turned.isMatch).toBe(false);
  });

  it('never reports a match while lines were left unread, and lists them', () => {
    const result = verifyCounts({
      inputCount: 2,
      outputCount: 2,
      unparsedLines: ['03/01 ??? 4.5O'],
    });
    expect(result.isMatch).toBe(false);
    expect(result.unparsedLines).toEqual(['03/01 ??? 4.5O']);
  });
});

describe('checkBalances', () => {
  it('carries an account from opening to closing with money in less money out', () => {
    const balances = { openingCents: 100_000, closingCents: 175_450, isCardAccount: false };
    expect(checkBalances({ balances, netCents: 75_450 })).toEqual({
      openingCents: 100_000,
      closingCents: 175_450,
      differenceCents: 0,
    });
    expect(checkBalances({ balances, netCents: 79_450 })?.differenceCents).toBe(-4_000);
  });

  it("raises a card's balance with its charges", () => {
    const balances = { openingCents: 50_000, closingCents: 4_650, isCardAccount: true };
    expect(checkBalances({ balances, netCents: 45_350 })?.differenceCents).toBe(0);
  });

  it('checks nothing without printed balances', () => {
    expect(checkBalances({ netCents: 100 })).toBeUndefined();
  });
});
