// The offline queue's rules: oldest first, once each, stopping when the server cannot be reached,
// following a renamed category, and keeping a refusal for the person.
import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES } from '#shared/contract/budget';
import {
  pendingTotals,
  syncOutbox,
  type OutboxStore,
  type PendingEntry,
  type SendResult,
} from './outbox.ts';

/** The outbox kept in a Map: the IndexedDB one (outbox-store.ts) runs in the e2e tests. */
function storeOf(entries: PendingEntry[]): OutboxStore & { entries: Map<string, PendingEntry> } {
  const map = new Map(entries.map((entry) => [entry.key, entry]));
  return {
    entries: map,
    list: async () => [...map.values()],
    put: async (entry) => void map.set(entry.key, entry),
    remove: async (key) => void map.delete(key),
  };
}

const entry = (
  key: string,
  createdAt: number,
  patch: Partial<PendingEntry> = {},
): PendingEntry => ({
  key,
  userId: 'me',
  input: { name: 'Dining Out', type: 'expense', amount: 1200, date: '2026-03-14', note: key },
  categoryId: 'row-dining',
  createdAt,
  ...patch,
});

const names =
  (pairs: Array<[string, string]> = [['row-dining', 'Dining Out']]) =>
  async () =>
    new Map(pairs);

describe('syncOutbox', () => {
  it('sends the waiting entries oldest first and removes each one the server took', async () => {
    const store = storeOf([entry('b', 2), entry('a', 1), entry('c', 3)]);
    const sent: string[] = [];
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async (e) => (sent.push(e.key), { kind: 'added' }),
      currentNames: names(),
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(report).toEqual({ sent: 3, notices: [], isStalled: false });
    expect(store.entries.size).toBe(0);
  });

  it('stops at the first entry the server cannot take now, keeping it and the rest', async () => {
    const store = storeOf([entry('a', 1), entry('b', 2), entry('c', 3)]);
    const results: SendResult[] = [{ kind: 'added' }, { kind: 'unreachable' }];
    const sent: string[] = [];
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async (e) => (sent.push(e.key), results.shift()!),
      currentNames: names(),
    });
    expect(sent).toEqual(['a', 'b']);
    expect(report.isStalled).toBe(true);
    expect([...store.entries.keys()]).toEqual(['b', 'c']);
  });

  it("never sends another person's entries, nor one already refused", async () => {
    const store = storeOf([
      entry('theirs', 1, { userId: 'someone-else' }),
      entry('refused', 2, { problem: 'Category not found' }),
    ]);
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async () => {
        throw new Error('nothing should be sent');
      },
      currentNames: names(),
    });
    expect(report.sent).toBe(0);
    expect(store.entries.size).toBe(2);
  });

  it('follows a category renamed meanwhile by its row, and says so', async () => {
    const store = storeOf([entry('lunch', 1)]);
    const sentNames: string[] = [];
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async (e) => (sentNames.push(e.input.name), { kind: 'added' }),
      currentNames: names([['row-dining', 'Eating Out']]),
    });
    expect(sentNames).toEqual(['Eating Out']);
    expect(report.notices).toEqual([
      expect.objectContaining({ kind: 'renamed', from: 'Dining Out', to: 'Eating Out' }),
    ]);
  });

  it("keeps a refused entry with the server's words and goes on with the others", async () => {
    const message = BUDGET_MESSAGES.categoryMissing('Dining Out');
    const store = storeOf([entry('a', 1), entry('b', 2)]);
    const results: SendResult[] = [{ kind: 'refused', message }, { kind: 'added' }];
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async () => results.shift()!,
      currentNames: names([]),
    });
    expect(report.sent).toBe(1);
    expect(report.notices).toEqual([expect.objectContaining({ kind: 'refused', message })]);
    expect(store.entries.get('a')?.problem).toBe(message);
  });

  it('takes "key already used with other input" as arrived: an earlier try got through', async () => {
    const store = storeOf([entry('a', 1)]);
    const report = await syncOutbox({
      store,
      userId: 'me',
      send: async () => ({ kind: 'refused', message: BUDGET_MESSAGES.idempotencyKeyReused }),
      currentNames: names([['row-dining', 'Eating Out']]),
    });
    expect(report.sent).toBe(1);
    expect(store.entries.size).toBe(0);
  });
});

describe('pendingTotals', () => {
  it('counts income as money in and every other type as money out', () => {
    const salary = entry('s', 1, {
      input: { name: 'Salary', type: 'income', amount: 300000, date: '2026-03-01' },
    });
    const savings = entry('v', 2, {
      input: { name: 'Rainy day', type: 'savings', amount: 5000, date: '2026-03-02' },
    });
    expect(pendingTotals([entry('a', 1), salary, savings])).toEqual({
      moneyIn: 300000,
      moneyOut: 6200,
    });
  });
});
