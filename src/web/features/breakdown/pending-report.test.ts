import { describe, expect, it } from 'vitest';
import { clearPendingReport, loadPendingReport, savePendingReport } from './pending-report.ts';
import { hasKeptReport } from '#web/lib/kept-report.ts';
import type { Report } from './report.ts';
import { memoryStorage } from '../../../../tests/support/memory-storage.ts';

const report: Report = {
  spending: [
    {
      id: 's0',
      merchant: 'Tesco',
      amountCents: 5210,
      date: '2024-03-02',
      category: 'Groceries',
      description: null,
      reason: 'moved by you',
      confidence: null,
    },
  ],
  moneyIn: [],
  addedCategories: ['Coffee'],
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

describe('the report kept for a new account', () => {
  it('keeps the edited report until it is cleared', () => {
    const storage = memoryStorage();
    expect(loadPendingReport(storage)).toBeNull();
    expect(hasKeptReport(storage)).toBe(false);
    savePendingReport(report, storage);
    expect(loadPendingReport(storage)).toEqual(report);
    // The dashboard's notice sees it without loading the breakdown feature.
    expect(hasKeptReport(storage)).toBe(true);
    clearPendingReport(storage);
    expect(loadPendingReport(storage)).toBeNull();
    expect(hasKeptReport(storage)).toBe(false);
  });

  it('lets a report go after 30 days', () => {
    const storage = memoryStorage();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    storage.setItem('pennyflow.pendingReport', JSON.stringify({ savedAt: old, report }));
    expect(loadPendingReport(storage)).toBeNull();
    expect(storage.getItem('pennyflow.pendingReport')).toBeNull();
  });

  it('ignores what is not a report', () => {
    const storage = memoryStorage();
    storage.setItem('pennyflow.pendingReport', '{not json');
    expect(loadPendingReport(storage)).toBeNull();
    const savedAt = new Date().toISOString();
    storage.setItem(
      'pennyflow.pendingReport',
      JSON.stringify({ savedAt, report: { spending: 'x' } }),
    );
    expect(loadPendingReport(storage)).toBeNull();
  });
});
