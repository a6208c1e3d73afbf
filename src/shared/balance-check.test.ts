import { describe, expect, it } from 'vitest';
import { BALANCE_MATCHES, describeBalanceCheck } from './balance-check.ts';

describe('describeBalanceCheck', () => {
  it("says the statement's balance matches when nothing is missing", () => {
    expect(describeBalanceCheck({ opening: 1000, closing: 1754.5, difference: 0 }, 'USD')).toBe(
      BALANCE_MATCHES,
    );
  });

  it('gives the difference in the currency, and which way it goes', () => {
    expect(describeBalanceCheck({ opening: 1000, closing: 1714.5, difference: -40 }, 'EUR')).toBe(
      "The statement's closing balance (€1,714.50) is €40.00 less than its opening balance and these transactions make: a transaction may be missing or misread.",
    );
    expect(
      describeBalanceCheck({ opening: 10, closing: 20.01, difference: 0.01 }, 'USD'),
    ).toContain('is $0.01 more than');
  });

  it('treats a float remainder below a cent as a match, and an unknown currency as dollars', () => {
    expect(describeBalanceCheck({ opening: 0.1, closing: 0.3, difference: 1e-9 }, 'XXX')).toBe(
      BALANCE_MATCHES,
    );
    expect(describeBalanceCheck({ opening: 0, closing: 5, difference: 5 }, 'XXX')).toContain(
      '$5.00 more',
    );
  });
});
