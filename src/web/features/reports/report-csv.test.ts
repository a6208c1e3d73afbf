import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  budgetCsv,
  cashflowCsv,
  merchantsCsv,
  reportFileName,
  spendingCsv,
  usualCsv,
} from './report-csv.ts';

const rows = (csv: string) => Papa.parse<string[]>(csv).data;

describe('reports as CSV', () => {
  it('writes spending per category and month, with the totals and averages', () => {
    const csv = spendingCsv({
      months: ['2026-01', '2026-02'],
      categories: [{ name: '=Groceries', amounts: [12_345, 0], total: 12_345, average: 6_173 }],
      totals: [12_345, 0],
      total: 12_345,
      average: 6_173,
    });
    expect(rows(csv)).toEqual([
      ['Category', '2026-01', '2026-02', 'Total', 'Monthly average'],
      // A name that looks like a formula is kept as text.
      ["'=Groceries", '123.45', '0.00', '123.45', '61.73'],
      ['All spending', '123.45', '0.00', '123.45', '61.73'],
    ]);
  });

  it('writes budget against actual only for the months a category was in the budget', () => {
    const csv = budgetCsv({
      months: ['2026-01', '2026-02'],
      categories: [
        {
          name: 'Dining Out',
          cells: [null, { goal: 10_000, actual: 15_050 }],
          monthsOver: 1,
          goal: 10_000,
          actual: 15_050,
        },
      ],
    });
    expect(rows(csv)).toEqual([
      ['Category', 'Month', 'Budget', 'Spent', 'Difference'],
      ['Dining Out', '2026-02', '100.00', '150.50', '-50.50'],
    ]);
  });

  it('writes each month’s money in and out with its saving rate, and the total', () => {
    const month = {
      moneyIn: 100_000,
      expenses: 60_000,
      savings: 10_000,
      debt: 5_000,
      moneyOut: 75_000,
      leftOver: 25_000,
      savingRate: 0.35,
    };
    const csv = cashflowCsv({ months: [{ month: '2026-01', ...month }], total: month });
    expect(rows(csv).slice(1)).toEqual([
      ['2026-01', '1000.00', '600.00', '100.00', '50.00', '750.00', '250.00', '35.0'],
      ['Total', '1000.00', '600.00', '100.00', '50.00', '750.00', '250.00', '35.0'],
    ]);
    expect(
      rows(cashflowCsv({ months: [], total: { ...month, savingRate: null } }))[1]!.at(-1),
    ).toBe('');
  });

  it('writes this month against usual, and names files by report and months', () => {
    const csv = usualCsv({
      month: '2026-07',
      day: 10,
      monthsBack: 6,
      categories: [{ name: 'Groceries', soFar: 20_000, usual: 10_000, change: 10_000 }],
    });
    expect(rows(csv)).toEqual([
      ['Category', 'So far (to day 10)', 'Usual', 'Change'],
      ['Groceries', '200.00', '100.00', '100.00'],
    ]);
    expect(reportFileName('spending', '2026-07', '2026-12')).toBe(
      'pennyflow-spending-2026-07-to-2026-12.csv',
    );
    expect(reportFileName('usual', '2026-07', '2026-07')).toBe('pennyflow-usual-2026-07.csv');
  });

  it('writes the top merchants with their months, totals and counts', () => {
    const csv = merchantsCsv({
      months: ['2026-01', '2026-02'],
      merchants: [{ merchant: '@Tesco', amounts: [10_000, 6_000], total: 16_000, count: 3 }],
    });
    expect(rows(csv)).toEqual([
      ['Merchant', '2026-01', '2026-02', 'Total', 'Transactions'],
      ["'@Tesco", '100.00', '60.00', '160.00', '3'],
    ]);
  });
});
