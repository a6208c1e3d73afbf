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
    savePublicReport(report, null, store);
    expect(readPublicReport(null, store)).toEqual(report);
    clearPublicReport(store);
    expect(readPublicReport(null, store)).toBeNull();
  });

  it("shows a user's report to that user only: not to a signed-out visitor or another user", () => {
    const store = memoryStorage();
    savePublicReport(report, 'user-a', store);
    expect(readPublicReport('user-a', store)).toEqual(report);
    // A's session ended (expired, or signed out in another tab): the next visitor sees nothing.
    expect(readPublicReport(null, store)).toBeNull();
    // B signs in on this tab.
    expect(readPublicReport('user-b', store)).toBeNull();
  });

  it('brings a report made signed out back once the visitor has made an account', () => {
    const store = memoryStorage();
    savePublicReport(report, null, store);
    expect(readPublicReport('new-user', store)).toEqual(report);
    // The page keeps it under the new account from then on: it is theirs, not the next visitor's.
    savePublicReport(report, 'new-user', store);
    expect(readPublicReport('new-user', store)).toEqual(report);
    expect(readPublicReport(null, store)).toBeNull();
  });

  it('ignores a report kept without its owner (kept before owners were)', () => {
    const store = memoryStorage();
    store.setItem('pennyflow.tab.public-report', JSON.stringify(report));
    expect(readPublicReport(null, store)).toBeNull();
  });

  it('lets an older report go when a newer one does not fit', () => {
    const store = memoryStorage();
    savePublicReport(report, null, store);
    const setItem = store.setItem;
    store.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    savePublicReport({ ...report, currency: 'USD' }, null, store);
    store.setItem = setItem;
    expect(readPublicReport(null, store)).toBeNull();
  });

  it('ignores what is not a report', () => {
    const store = memoryStorage();
    store.setItem(
      'pennyflow.tab.public-report',
      JSON.stringify({ owner: null, report: { spending: [] } }),
    );
    expect(readPublicReport(null, store)).toBeNull();
  });
});
