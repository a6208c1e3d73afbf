import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '#shared/budget/rules';
import { deleteReachOf, offersMonthOnly } from './delete-scope.ts';

function row(month: string, name = 'Groceries', type: BudgetCategory['type'] = 'expense') {
  return {
    id: `${type}-${name}-${month}`,
    name,
    type,
    month,
    goal: 0,
    actual: 0,
    dueDate: null,
    isPaid: false,
  } satisfies BudgetCategory;
}

describe('deleteReachOf', () => {
  const rows = [
    row('2026-11'),
    row('2026-09'),
    row('2026-10', 'groceries'),
    row('2026-12'),
    row('2026-11', 'Groceries', 'income'),
    row('2026-11', 'Fuel'),
  ];

  it("lists every month of the name and type, whatever the case, and the shown month's row", () => {
    const reach = deleteReachOf(rows, row('2026-11'));
    expect(reach.months).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(reach.monthRow?.id).toBe('expense-Groceries-2026-11');
    expect(reach.carriedFrom).toBe('2026-10');
    expect(offersMonthOnly(reach)).toBe(true);
  });

  it('has no row of its own for a carried month, so only every month can go', () => {
    const carried = { ...row('2027-01'), id: 'placeholder-expense-2027-01-Groceries' };
    const reach = deleteReachOf(rows, carried);
    expect(reach.monthRow).toBeNull();
    expect(offersMonthOnly(reach)).toBe(false);
  });

  it('offers no choice when the month is the only one, and carries nothing from before', () => {
    const reach = deleteReachOf(rows, row('2026-11', 'Fuel'));
    expect(reach).toMatchObject({ months: ['2026-11'], carriedFrom: null });
    expect(offersMonthOnly(reach)).toBe(false);
  });
});
