import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportResult } from '#shared/contract/imports';
import type { CategoryGroup, ReportTransaction } from '../report.ts';
import {
  completeImport,
  describeOutcome,
  failImport,
  importRowsOf,
  notYetImported,
  isNeedsCategory,
  matchUserCategory,
} from './category-import.ts';

function tx(id: string, merchant: string, amountCents: number): ReportTransaction {
  return {
    id,
    merchant,
    amountCents,
    date: '2026-11-20',
    category: 'Coffee',
    description: `11/20 ${merchant.toUpperCase()} #12`,
    reason: null,
    confidence: null,
  };
}

const group: CategoryGroup = {
  category: 'Coffee',
  totalCents: 1_725,
  transactions: [tx('a', 'Starbucks', 575), tx('b', 'Starbucks', 575), tx('c', 'Costa', 575)],
};

function result(
  statuses: Array<'imported' | 'duplicate' | 'failed'>,
  extra: Partial<ImportResult> = {},
): ImportResult {
  const count = (s: string) => statuses.filter((x) => x === s).length;
  return {
    importId: count('imported') > 0 ? 'imp-1' : null,
    type: 'expense',
    category: 'Coffee',
    period: 'November 2026',
    rows: statuses.map((status) => ({
      status,
      date: '2026-11-20',
      ...(status === 'failed' && { reason: IMPORT_MESSAGES.amountNotPositive }),
      ...(status === 'duplicate' && { reason: IMPORT_MESSAGES.alreadyInBudget }),
    })),
    imported: count('imported'),
    duplicates: count('duplicate'),
    failed: count('failed'),
    ...extra,
  };
}

describe('isNeedsCategory', () => {
  it("recognises 'Needs Category' in any case and spacing", () => {
    expect(isNeedsCategory('Needs Category')).toBe(true);
    expect(isNeedsCategory(' needs CATEGORY ')).toBe(true);
    expect(isNeedsCategory('Needs Categories')).toBe(false);
  });
});

describe('matchUserCategory', () => {
  it("finds the user's category in any case, spelled as the account spells it", () => {
    expect(matchUserCategory('dining out', ['Groceries', 'Dining Out'])).toBe('Dining Out');
    expect(matchUserCategory('Travel', ['Groceries'])).toBeUndefined();
  });
});

describe('importRowsOf', () => {
  it('sends each transaction with its date, merchant, statement text and cents', () => {
    expect(importRowsOf([group.transactions[0]!])).toEqual([
      {
        date: '2026-11-20',
        merchant: 'Starbucks',
        description: '11/20 STARBUCKS #12',
        amount: 575,
      },
    ]);
    expect(importRowsOf([group.transactions[0]!], { addAnyway: true })[0]).toMatchObject({
      addAnyway: true,
    });
  });
});

describe('describeOutcome', () => {
  it("says all were imported, in the spec's words (one is not 'all 1')", () => {
    expect(describeOutcome(result(['imported'])).message).toBe(
      '1 transaction imported successfully to Coffee!',
    );
    expect(describeOutcome(result(['imported', 'imported', 'imported']))).toEqual({
      tone: 'success',
      message: 'All 3 transactions imported successfully to Coffee!',
      reasons: [],
    });
  });

  it('says how many failed and how many went in, with up to three distinct reasons', () => {
    const outcome = describeOutcome(
      result(['imported', 'failed', 'failed'], {
        rows: [
          { status: 'imported', date: 'd' },
          { status: 'failed', reason: 'A', date: 'd' },
          { status: 'failed', reason: 'B', date: 'd' },
        ],
      }),
    );
    expect(outcome.tone).toBe('warning');
    expect(outcome.message).toBe(
      '1 transactions imported successfully. 2 failed. Check the console for details.',
    );
    expect(outcome.reasons).toEqual(['A', 'B']);
    const many = describeOutcome(
      result(['failed', 'failed', 'failed', 'failed'], {
        rows: ['A', 'B', 'C', 'D'].map((reason) => ({ status: 'failed', reason, date: 'd' })),
      }),
    );
    expect(many).toMatchObject({ tone: 'error', message: '4 transaction(s) failed to import.' });
    expect(many.reasons).toEqual(['A', 'B', 'C']);
  });

  it('says when every row was already in the budget, and counts skipped ones beside the added', () => {
    expect(describeOutcome(result(['duplicate', 'duplicate'])).message).toBe(
      'All 2 transactions are already in your budget, so nothing was added.',
    );
    expect(describeOutcome(result(['duplicate'])).message).toBe(
      'This transaction is already in your budget, so nothing was added.',
    );
    expect(describeOutcome(result(['imported', 'duplicate'])).message).toBe(
      'Added 1 to Coffee. 1 transaction was already in your budget and skipped.',
    );
  });
});

describe('notYetImported and failImport', () => {
  it('offers only the rows not in the budget yet, and keeps what was imported when a later request fails', () => {
    expect(notYetImported(group, { status: 'idle' })).toHaveLength(3);
    const done = completeImport(
      { status: 'idle' },
      group,
      result(['imported', 'duplicate', 'failed']),
    );
    // The failed row can be fixed and sent again; a transaction moved in later is new.
    const moved: CategoryGroup = {
      ...group,
      transactions: [...group.transactions, tx('d', 'Pret', 300)],
    };
    expect(notYetImported(moved, done).map((t) => t.id)).toEqual(['c', 'd']);
    const failed = failImport(done, 'Network down');
    expect(failed).toMatchObject({
      status: 'complete',
      added: 1,
      importIds: ['imp-1'],
      error: 'Network down',
    });
    expect(failImport({ status: 'idle' }, 'Nope')).toEqual({ status: 'idle', error: 'Nope' });
  });
});

describe('completeImport', () => {
  it('adds up what the card added, keeps every import to undo, and offers the skipped rows', () => {
    const first = completeImport(
      { status: 'idle' },
      group,
      result(['imported', 'duplicate', 'imported']),
    );
    expect(first).toMatchObject({
      status: 'complete',
      added: 2,
      period: 'November 2026',
      importIds: ['imp-1'],
      handledIds: ['a', 'b', 'c'],
      duplicateIds: ['b'],
    });
    const anyway: CategoryGroup = { ...group, transactions: [group.transactions[1]!] };
    const second = completeImport(first, anyway, result(['imported'], { importId: 'imp-2' }));
    expect(second).toMatchObject({ added: 3, importIds: ['imp-1', 'imp-2'], duplicateIds: [] });
    expect(IMPORT_MESSAGES.added(3, 'November 2026')).toBe('Added 3 transactions to November 2026');
    expect(IMPORT_MESSAGES.added(1, 'November 2026')).toBe('Added 1 transaction to November 2026');
  });
});
