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
