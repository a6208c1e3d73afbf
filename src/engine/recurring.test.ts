import { describe, expect, it } from 'vitest';
import {
  billOfSameSeries,
  billOfSeries,
  detectRecurring,
  hasBillingWords,
  merchantKindOf,
  yearlyCents,
  type MerchantKind,
  type RecurringItem,
} from './recurring.ts';

const charges = (
  merchant: string,
  kind: MerchantKind,
  rows: Array<[date: string, cents: number]>,
): RecurringItem[] =>
  rows.map(([date, amountCents]) => ({
    merchantKey: merchant.toLowerCase(),
    merchant,
    amountCents,
    date,
    kind,
  }));

const monthly = (days: string[], cents: number | number[]) =>
  days.map((date, i): [string, number] => [date, Array.isArray(cents) ? cents[i]! : cents]);

describe('finding charges that recur', () => {
  it('reads the 3rd of February and of March as monthly, and a 28-day rhythm before them as every 4 weeks', () => {
    const twice = detectRecurring(
      charges('Spotify', 'biller', monthly(['2027-02-03', '2027-03-03'], 1199)),
      '2027-03-10',
    );
    expect(twice.map((s) => s.cadence)).toEqual(['monthly']);
    const thrice = detectRecurring(
      charges('Spotify', 'biller', monthly(['2027-01-06', '2027-02-03', '2027-03-03'], 1199)),
      '2027-03-10',
    );
    expect(thrice.map((s) => s.cadence)).toEqual(['every_4_weeks']);
  });

  it('finds a subscription and a gym charged twice a month apart', () => {
    const found = detectRecurring(
      [
        ...charges('Netflix', 'biller', monthly(['2026-03-14', '2026-04-14'], 1549)),
        ...charges('PureGym', 'biller', monthly(['2026-03-02', '2026-04-01'], 2499)),
        ...charges('Tesco', 'shop', monthly(['2026-03-05', '2026-04-05'], 5400)),
      ],
      '2026-04-20',
    );
    expect(found.map((s) => [s.merchant, s.cadence, s.typicalCents])).toEqual([
      ['PureGym', 'monthly', 2499],
      ['Netflix', 'monthly', 1549],
    ]);
    expect(found[1]).toMatchObject({ nextExpected: '2026-05-14', stopped: false, count: 2 });
  });

  it('keeps a series through a price rise and says when the price changed', () => {
    const [series] = detectRecurring(
      charges(
        'Netflix',
        'biller',
        monthly(
          ['2026-01-14', '2026-02-14', '2026-03-14', '2026-04-14', '2026-05-14'],
          [1549, 1549, 1799, 1799, 1799],
        ),
      ),
      '2026-05-20',
    );
    expect(series).toMatchObject({
      typicalCents: 1799,
      count: 5,
      priceChange: { fromCents: 1549, toCents: 1799, date: '2026-03-14' },
    });
  });

  it('keeps a series through a missed month and amounts a few percent apart', () => {
    const [series] = detectRecurring(
      charges(
        'Unknown Payee Ltd',
        'payee',
        monthly(
          ['2026-01-03', '2026-02-03', '2026-04-02', '2026-05-04', '2026-06-03'],
          [5200, 5310, 5150, 5260, 5240],
        ),
      ),
      '2026-06-10',
    );
    expect(series).toMatchObject({ cadence: 'monthly', count: 5, minCents: 5150, maxCents: 5310 });
  });

  it('finds weekly, every-4-weeks, quarterly and yearly series', () => {
    const found = detectRecurring(
      [
        ...charges(
          'Cleaner',
          'payee',
          monthly(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'], 4000),
        ),
        ...charges('Guardian', 'biller', monthly(['2026-01-05', '2026-02-02', '2026-03-02'], 1200)),
        ...charges(
          'Thames Water',
          'biller',
          monthly(['2025-07-01', '2025-10-01', '2026-01-02'], 9600),
        ),
        ...charges('Aviva', 'biller', monthly(['2024-05-10', '2025-05-12'], 32_000)),
      ],
      '2026-03-25',
    );
    const cadences = Object.fromEntries(found.map((s) => [s.merchant, s.cadence]));
    expect(cadences).toEqual({
      Cleaner: 'weekly',
      Guardian: 'every_4_weeks',
      'Thames Water': 'quarterly',
      Aviva: 'yearly',
    });
  });

  it('says a series stopped when its next charge is well overdue', () => {
    const [series] = detectRecurring(
      charges('Disney+', 'biller', monthly(['2026-01-08', '2026-02-08', '2026-03-08'], 799)),
      '2026-06-01',
    );
    expect(series).toMatchObject({ stopped: true, nextExpected: '2026-04-08' });
  });

  it('leaves habits and shopping alone: coffee most days, groceries that vary, round top-ups', () => {
    const coffee: Array<[string, number]> = [];
    const groceries: Array<[string, number]> = [];
    for (let day = 1; day <= 28; day += 1) {
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      if (day % 7 !== 0 && day % 7 !== 6) coffee.push([date, 395]);
      if (day % 7 === 3) groceries.push([date, 4000 + day * 137]);
    }
    const topUps = monthly(['2026-01-04', '2026-02-04', '2026-03-19', '2026-04-18'], 1000);
    const found = detectRecurring(
      [
        ...charges('Pret', 'shop', coffee),
        ...charges('Sainsburys', 'shop', groceries),
        ...charges('TfL', 'shop', topUps),
      ],
      '2026-04-30',
    );
    expect(found).toEqual([]);
  });

  it('finds a subscription among a shop’s purchases only at one exact price', () => {
    const found = detectRecurring(
      [
        ...charges('Amazon', 'shop', [
          ['2026-01-03', 2399],
          ['2026-01-19', 899],
          ['2026-02-11', 4550],
          ['2026-03-01', 1299],
        ]),
        ...charges('Amazon', 'biller', monthly(['2026-01-09', '2026-02-09', '2026-03-09'], 899)),
      ],
      '2026-03-15',
    );
    expect(found.map((s) => [s.cadence, s.typicalCents, s.dates])).toEqual([
      ['monthly', 899, ['2026-01-09', '2026-02-09', '2026-03-09']],
    ]);
  });

  it('ignores money in, undated rows and charges with no merchant name', () => {
    const rows: RecurringItem[] = [
      ...charges('Unknown', 'biller', monthly(['2026-01-01', '2026-02-01', '2026-03-01'], 500)),
    ].map((item) => ({ ...item, merchantKey: 'unknown' }));
    expect(detectRecurring(rows, '2026-03-10')).toEqual([]);
    expect(
      detectRecurring(
        charges('Refund Co', 'biller', monthly(['2026-01-01', '2026-02-01'], -500)),
        '2026-03-10',
      ),
    ).toEqual([]);
  });
});

describe('what a merchant is', () => {
  it('reads billers from categories and from billing words, shops from other categories', () => {
    expect(merchantKindOf('Subscriptions', 'NETFLIX.COM')).toBe('biller');
    expect(merchantKindOf('Shopping', 'AMAZON PRIME*2K4LM')).toBe('biller');
    expect(merchantKindOf('Needs Category', 'DD KIQKIO KIQZSAB')).toBe('biller');
    expect(merchantKindOf('Needs Category', 'Perieria a Cerit/Mulans')).toBe('payee');
    expect(merchantKindOf('Groceries', 'TESCO STORES 2041')).toBe('shop');
  });

  it('does not take letters inside a card processor’s code for a direct debit', () => {
    expect(hasBillingWords('AplPay BT*DD *DOORDASH PIESNMORE')).toBe(false);
    expect(hasBillingWords('BRITISH GAS DD')).toBe(true);
    expect(hasBillingWords('Lastschrift Stadtwerke')).toBe(true);
  });
});

describe('what a series costs', () => {
  it('counts a year at the current price', () => {
    expect(yearlyCents({ cadence: 'monthly', typicalCents: 1000 })).toBe(12_000);
    expect(yearlyCents({ cadence: 'weekly', typicalCents: 700 })).toBe(36_525);
  });
});

describe('a series as a repeating bill', () => {
  const series = {
    merchant: 'PureGym',
    cadence: 'monthly' as const,
    typicalCents: 2499,
    minCents: 2499,
    maxCents: 2499,
    lastDate: '2027-01-31',
  };

  it('starts at the next charge on or after today, on the series’ own day', () => {
    expect(billOfSeries(series, '2027-02-01')).toEqual({
      name: 'PureGym',
      cadence: 'monthly',
      startDate: '2027-02-28',
      amountKind: 'exact',
      amount: 2499,
      amountMax: null,
    });
    expect(billOfSeries(series, '2027-03-01').startDate).toBe('2027-03-31');
  });

  it('plans about an amount within 6%, and a range beyond it', () => {
    expect(billOfSeries({ ...series, minCents: 2400, maxCents: 2540 }, '2027-02-01')).toMatchObject(
      { amountKind: 'about', amount: 2499, amountMax: null },
    );
    expect(billOfSeries({ ...series, minCents: 4000, maxCents: 9000 }, '2027-02-01')).toMatchObject(
      { amountKind: 'range', amount: 4000, amountMax: 9000 },
    );
  });

  it('is already the bill made of it, or one of the same name and cadence', () => {
    const bills = [
      { id: 'a', name: 'Netflix', cadence: 'monthly', seriesKey: 'netflix|monthly' },
      { id: 'b', name: 'puregym ', cadence: 'monthly', seriesKey: null },
      { id: 'c', name: 'Rent', cadence: 'weekly', seriesKey: null },
    ];
    expect(
      billOfSameSeries(bills, {
        key: 'netflix|monthly',
        merchant: 'NETFLIX.COM',
        cadence: 'monthly',
      })?.id,
    ).toBe('a');
    expect(billOfSameSeries(bills, { merchant: 'PureGym', cadence: 'monthly' })?.id).toBe('b');
    expect(billOfSameSeries(bills, { merchant: 'Rent', cadence: 'monthly' })).toBeUndefined();
  });
});
