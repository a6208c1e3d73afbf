import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../tests/support/memory-storage.ts';
import { clearPublicReport, readPublicReport, savePublicReport } from './public-report-memory.ts';
import type { Report } from './report.ts';

const report: Report = {
  spending: [
    {
      id: 's0',
      merchant: 'Tesco',
      amountCents: 5210,
      date: '2024-03-02',
      category: 'Groceries',
      description: null,
      reason: null,
      confidence: null,
    },
  ],
  moneyIn: [],
  addedCategories: [],
  found: { moneyOut: 1, moneyIn: 0 },
  currency: 'GBP',
  verification: {
    warningMessage: null,
    inputTransactionCount: 1,
    outputTransactionCount: 1,
    transactionCountMatch: true,
    transactionCount: 1,
    unparsedLines: [],
  },
};

describe("the free page's report kept for the tab", () => {
  it('is read back as saved, and gone once cleared', () => {
    const store = memoryStorage();
    savePublicReport(report, store);
    expect(readPublicReport(store)).toEqual(report);
    clearPublicReport(store);
    expect(readPublicReport(store)).toBeNull();
  });

  it('lets an older report go when a newer one does not fit', () => {
    const store = memoryStorage();
    savePublicReport(report, store);
    const setItem = store.setItem;
    store.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    savePublicReport({ ...report, currency: 'USD' }, store);
    store.setItem = setItem;
    expect(readPublicReport(store)).toBeNull();
  });

  it('ignores what is not a report', () => {
    const store = memoryStorage();
    store.setItem('pennyflow.tab.public-report', JSON.stringify({ spending: [] }));
    expect(readPublicReport(store)).toBeNull();
  });
});
