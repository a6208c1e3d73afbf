import { describe, expect, it } from 'vitest';
import type { DashboardBill } from '#shared/contract/dashboard';
import { billsToList } from './bills-to-list.ts';

const bill = (name: string, dueDate: string, isInRange: boolean): DashboardBill => ({
  name,
  type: 'debt',
  month: dueDate.slice(0, 7),
  dueDate,
  goal: 4500,
  actual: 0,
  isPaid: false,
  leftToPay: 4500,
  isInRange,
});

describe('billsToList', () => {
  it("lists the range's bills and those overdue or due within a week, not ones further off", () => {
    const listed = billsToList(
      [
        bill('Phone', '2026-11-05', true),
        bill('Gym', '2026-10-30', false),
        bill('Internet', '2026-12-03', false),
        bill('Phone', '2026-12-05', false),
      ],
      '2026-11-27',
    );
    expect(listed.map((b) => `${b.name} ${b.dueDate}`)).toEqual([
      'Phone 2026-11-05',
      'Gym 2026-10-30',
      'Internet 2026-12-03',
    ]);
  });
});
