import { describe, expect, it } from 'vitest';
import { generateDemoBudget } from './generate.ts';

describe('generateDemoBudget', () => {
  const demo = generateDemoBudget({ transactions: 5_000, months: 36, today: '2026-11-22' });

  it('makes exactly the transactions asked for, over the months asked for, never after today', () => {
    expect(demo.transactions).toHaveLength(5_000);
    const months = [...new Set(demo.transactions.map((t) => t.month))].sort();
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2023-12');
    expect(months.at(-1)).toBe('2026-11');
    for (const t of demo.transactions) {
      expect(t.date.startsWith(t.month)).toBe(true);
      expect(t.date <= '2026-11-22').toBe(true);
      expect(Number.isSafeInteger(t.amount) && t.amount > 0).toBe(true);
    }
  });

  it("gives every month its categories, whose actuals are that month's sums", () => {
    const sums = new Map<string, number>();
    for (const t of demo.transactions) {
      const key = `${t.type}|${t.name}|${t.month}`;
      sums.set(key, (sums.get(key) ?? 0) + t.amount);
    }
    for (const c of demo.categories) {
      expect(c.actual).toBe(sums.get(`${c.type}|${c.name}|${c.month}`) ?? 0);
    }
    expect(new Set(demo.categories.map((c) => c.type))).toEqual(
      new Set(['income', 'expense', 'savings', 'debt']),
    );
  });

  it("pays past bills and this month's due by today, ticked paid; later ones stay to pay", () => {
    const bills = demo.categories.filter((c) => c.type === 'savings' || c.type === 'debt');
    for (const bill of bills) {
      expect(bill.dueDate?.startsWith(bill.month)).toBe(true);
      const isDue = bill.month !== '2026-11' || bill.dueDate! <= '2026-11-22';
      expect([bill.name, bill.month, bill.isPaid]).toEqual([bill.name, bill.month, isDue]);
      expect(bill.actual).toBe(isDue ? bill.goal : 0);
    }
  });

  it('names a merchant on every transaction, several a category, never the category itself', () => {
    for (const t of demo.transactions) {
      expect(t.note.length).toBeGreaterThan(0);
      expect(t.note).not.toBe(t.name);
    }
    const notesOf = (name: string) =>
      new Set(demo.transactions.filter((t) => t.name === name).map((t) => t.note));
    expect(notesOf('Groceries').size).toBeGreaterThanOrEqual(4);
    expect(notesOf('Dining Out').size).toBeGreaterThanOrEqual(4);
    // A month looks like one: each subscription once, at its price, on its day.
    const october = demo.transactions.filter((t) => t.month === '2026-10');
    expect(
      october
        .filter((t) => t.name === 'Subscriptions')
        .map((t) => [t.note, t.amount, t.date])
        .sort(),
    ).toEqual([
      ['Hulu', 799, '2026-10-21'],
      ['Netflix', 1549, '2026-10-05'],
      ['Spotify', 1199, '2026-10-14'],
    ]);
    expect(october.filter((t) => t.name === 'Rent/Mortgage')).toHaveLength(1);
  });

  it("records each paid bill's payment as the one its tick stands for, and nothing else as one", () => {
    const payments = new Map<string, number>();
    for (const t of demo.transactions) {
      const isBill = t.type === 'savings' || t.type === 'debt';
      expect(t.kind).toBe(isBill ? 'bill_payment' : 'entry');
      if (isBill) {
        const key = `${t.name}|${t.month}`;
        payments.set(key, (payments.get(key) ?? 0) + 1);
      }
    }
    for (const c of demo.categories.filter((c) => c.type === 'savings' || c.type === 'debt')) {
      expect(payments.get(`${c.name}|${c.month}`) ?? 0).toBe(c.isPaid ? 1 : 0);
    }
  });

  it('is the same for the same seed and different for another', () => {
    const again = generateDemoBudget({ transactions: 5_000, months: 36, today: '2026-11-22' });
    expect(again).toEqual(demo);
    const other = generateDemoBudget({
      transactions: 5_000,
      months: 36,
      today: '2026-11-22',
      seed: 7,
    });
    expect(other.transactions).not.toEqual(demo.transactions);
  });
});
