import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName } from './export-csv.ts';
import type { ReportTransaction } from './report.ts';

const base = { description: null, reason: null, confidence: null };

describe('CSV export', () => {
  it('writes Merchant, Amount, Category, Date with quoting and N/A for no date', () => {
    const csv = reportCsv([
      {
        ...base,
        id: 's0',
        merchant: 'Joe\'s "Diner", Leeds',
        amountCents: 123456,
        date: '2024-03-02',
        category: 'Dining Out',
      },
      { ...base, id: 's1', merchant: 'Amazon', amountCents: 5, date: null, category: 'Shopping' },
    ] satisfies ReportTransaction[]);
    expect(Papa.parse(csv).data).toEqual([
      ['Merchant', 'Amount', 'Category', 'Date'],
      ['Joe\'s "Diner", Leeds', '1234.56', 'Dining Out', '2024-03-02'],
      ['Amazon', '0.05', 'Shopping', 'N/A'],
    ]);
  });

  it('keeps a name that looks like a formula from running as one', () => {
    const csv = reportCsv([
      {
        ...base,
        id: 's0',
        merchant: '=HYPERLINK("x")',
        amountCents: 100,
        date: null,
        category: 'Shopping',
      },
    ]);
    expect(Papa.parse<string[]>(csv).data[1]![0]).toBe(`'=HYPERLINK("x")`);
  });

  it("is named by today's date", () => {
    expect(reportFileName(new Date(2026, 0, 5))).toBe('spending-report-2026-01-05.csv');
  });
});
