import { describe, expect, it } from 'vitest';
import type { ReportTransaction } from './report.ts';
import { DEFAULT_SORT, nextSort, visibleRows } from './transactions-table.ts';

const tx = (id: string, merchant: string, cents: number, date: string | null, category: string) =>
  ({
    id,
    merchant,
    amountCents: cents,
    date,
    category,
    description: null,
    reason: null,
    confidence: null,
  }) satisfies ReportTransaction;

const rows = [
  tx('a', 'Tesco', 5000, '2024-03-02', 'Groceries'),
  tx('b', 'amazon', 1999, null, 'Shopping'),
  tx('c', 'Starbucks', 450, '2024-03-09', 'Dining Out'),
  tx('d', 'Aldi', 3015, '2024-03-05', 'Groceries'),
];
const ids = (list: ReportTransaction[]) => list.map((r) => r.id).join('');

describe('the all-transactions table', () => {
  it('starts newest first, with undated rows last', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'date', direction: 'desc' });
    expect(ids(visibleRows(rows, DEFAULT_SORT, ''))).toBe('cdab');
    expect(ids(visibleRows(rows, { key: 'date', direction: 'asc' }, ''))).toBe('adcb');
  });

  it('flips the active column and starts a new one ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({
      key: 'date',
      direction: 'desc',
    });
    expect(nextSort(DEFAULT_SORT, 'amount')).toEqual({ key: 'amount', direction: 'asc' });
  });

  it('sorts by merchant ignoring case, by amount and by category', () => {
    expect(ids(visibleRows(rows, { key: 'merchant', direction: 'asc' }, ''))).toBe('dbca');
    expect(ids(visibleRows(rows, { key: 'amount', direction: 'desc' }, ''))).toBe('adbc');
    expect(ids(visibleRows(rows, { key: 'category', direction: 'asc' }, ''))).toBe('cadb');
  });

  it('searches merchant or category, ignoring case and spaces around', () => {
    expect(ids(visibleRows(rows, DEFAULT_SORT, ' GROC '))).toBe('da');
    expect(ids(visibleRows(rows, DEFAULT_SORT, 'star'))).toBe('c');
    expect(visibleRows(rows, DEFAULT_SORT, 'nothing like it')).toEqual([]);
  });
});
