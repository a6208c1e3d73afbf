import { describe, expect, it } from 'vitest';
import type { Report } from '../report.ts';
import { memoryStorage } from '../../../../../tests/support/memory-storage.ts';
import {
  clearSpendSession,
  loadSpendSession,
  saveSpendSession,
  type SpendSession,
} from './spend-session.ts';

const report: Report = {
  spending: [],
  moneyIn: [],
  addedCategories: [],
  found: { moneyOut: 0, moneyIn: 0 },
  currency: 'USD',
  verification: {
    warningMessage: null,
    inputTransactionCount: 0,
    outputTransactionCount: 0,
    transactionCountMatch: true,
    transactionCount: 0,
    unparsedLines: [],
  },
};

const session: SpendSession = {
  report,
  transactionDate: '2026-11-20',
  createdAt: new Date().toISOString(),
  imports: {
    Coffee: {
      status: 'complete',
      added: 2,
      period: 'November 2026',
      importIds: ['imp-1'],
      handledIds: ['s1', 's2'],
      duplicateIds: [],
      outcome: { tone: 'success', message: 'ok', reasons: [] },
    },
    Groceries: { status: 'importing' },
  },
};

describe('the Spend Breakdown kept in the browser', () => {
  it('is kept per user, and an import cut off by a reload comes back as not done', () => {
    const storage = memoryStorage();
    saveSpendSession('user-1', session, storage);
    expect(loadSpendSession('user-2', storage)).toBeNull();
    const loaded = loadSpendSession('user-1', storage);
    expect(loaded?.imports.Coffee).toEqual(session.imports.Coffee);
    expect(loaded?.imports.Groceries).toEqual({ status: 'idle' });
    expect(loaded?.transactionDate).toBe('2026-11-20');
    clearSpendSession('user-1', storage);
    expect(loadSpendSession('user-1', storage)).toBeNull();
  });

  it('keeps the money-in choices and income imports too, and reads a session from before them', () => {
    const storage = memoryStorage();
    saveSpendSession(
      'user-1',
      {
        ...session,
        moneyInChoices: { i0: 'Salary', i1: 'Not income' },
        incomeImports: { Salary: { status: 'importing' }, Interest: session.imports.Coffee! },
      },
      storage,
    );
    const loaded = loadSpendSession('user-1', storage);
    expect(loaded?.moneyInChoices).toEqual({ i0: 'Salary', i1: 'Not income' });
    expect(loaded?.incomeImports).toEqual({
      Salary: { status: 'idle' },
      Interest: session.imports.Coffee,
    });
    saveSpendSession('user-2', session, storage);
    expect(loadSpendSession('user-2', storage)).toMatchObject({
      moneyInChoices: {},
      incomeImports: {},
    });
  });

  it('is let go 7 days after the report was made, however often it was saved since', () => {
    const storage = memoryStorage();
    const old = new Date(Date.now() - 7 * 86_400_000 - 1_000).toISOString();
    saveSpendSession('u', { ...session, createdAt: old }, storage);
    expect(loadSpendSession('u', storage)).toBeNull();
    expect(storage.getItem('pennyflow.spendBreakdown.u')).toBeNull();
  });

  it('ignores what is not one', () => {
    const storage = memoryStorage();
    storage.setItem('pennyflow.spendBreakdown.u', '{nope');
    expect(loadSpendSession('u', storage)).toBeNull();
  });
});
