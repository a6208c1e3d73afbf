// Classes of error seen on names the engine had never seen (issue 29, item 4), each shown on names
// outside the evaluation data: the mechanism, not the name, is what is tested.
import { describe, expect, it } from 'vitest';
import { createCategorizer } from './index.ts';

const out = (description: string, amountCents = -4500) => ({ description, amountCents });

describe('a monthly service paid by autopay or fees is its own bill', () => {
  const us = createCategorizer({ country: 'us' });

  it.each([
    ['T-MOBILE AUTOPAY', 'Phone'],
    ['VERIZON WIRELESS AUTOPAY 0412', 'Phone'],
    ['PLANET FITNESS CLUB FEES', 'Fitness'],
    ['NETFLIX.COM AUTOPAY', 'Subscriptions'],
  ])('%s -> %s', (description, category) => {
    const decision = us(out(description));
    expect(decision.category).toBe(category);
    expect(decision.detail).toContain('its own bill');
  });

  it('a fee at a bank, or a fee with no billed service named, stays a fee', () => {
    expect(us(out('MONTHLY SERVICE FEE')).category).toBe('Fees & Charges');
    expect(us(out('CHASE OVERDRAFT FEE')).category).toBe('Fees & Charges');
    expect(us(out('STARBUCKS LATE FEE')).category).toBe('Fees & Charges');
  });

  it("reaches the person's own category of that kind", () => {
    const own = createCategorizer({ country: 'us', userCategories: ['Phone', 'Gym', 'Rent'] });
    expect(own(out('T-MOBILE AUTOPAY')).category).toBe('Phone');
    expect(own(out('PLANET FITNESS CLUB FEES')).category).toBe('Gym');
    expect(own(out('AT&T AUTOPAY')).category).toBe('Phone');
  });
});

describe('a word before a street word names the street', () => {
  const gb = createCategorizer({ country: 'gb' });

  it.each([
    ['WATER LANE BAKERY', 'Groceries'],
    ['GAS STREET CAFE', 'Dining Out'],
  ])('%s -> %s', (description, category) => {
    expect(gb(out(description)).category).toBe(category);
  });

  it('the word alone still says what it says', () => {
    expect(gb(out('WESSEX WATER')).category).toBe('Utilities');
  });
});

describe('the payee of a person-to-person payment is the merchant', () => {
  const us = createCategorizer({ country: 'us' });

  it.each([
    ['Zelle payment to Maria Lopez Rent', 'Maria Lopez', 'Rent/Mortgage'],
    ['ZELLE TO DAVID CHEN RENT', 'David Chen', 'Rent/Mortgage'],
    ['VENMO PAYMENT TO RAVI PATEL 8812', 'Ravi Patel', 'Transfers'],
  ])('%s: merchant %s', (description, name, category) => {
    const decision = us(out(description));
    expect(decision.merchant.name).toBe(name);
    expect(decision.category).toBe(category);
  });

  it('without a payee, the service stays the merchant', () => {
    expect(us(out('VENMO CASHOUT')).merchant.name).toBe('Venmo');
  });

  it('two payees are two merchants', () => {
    expect(us(out('ZELLE TO DAVID CHEN RENT')).merchant.key).not.toBe(
      us(out('ZELLE TO MARIA LOPEZ RENT')).merchant.key,
    );
  });
});
