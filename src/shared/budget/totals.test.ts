import { describe, expect, it } from 'vitest';
import {
  billStatus,
  billStatusText,
  isBillPaid,
  leftToPay,
  moneyTotals,
  stillToPay,
  type BillFacts,
} from './totals.ts';

const bill = (overrides: Partial<BillFacts> = {}): BillFacts => ({
  goal: 32000,
  actual: 0,
  isPaid: false,
  dueDate: '2026-11-20',
  ...overrides,
});

describe('moneyTotals', () => {
  it('counts income as money in and expenses, savings and debt as money out', () => {
    expect(
      moneyTotals([
        { type: 'income', amount: 420000 },
        { type: 'expense', amount: 12345 },
        { type: 'savings', amount: 50000 },
        { type: 'debt', amount: 32000 },
        { type: 'expense', amount: 5 },
      ]),
    ).toEqual({
      moneyIn: 420000,
      expenses: 12350,
      savings: 50000,
      debt: 32000,
      moneyOut: 94350,
      leftOver: 325650,
    });
  });

  it('leaves over a negative amount when more went out than came in', () => {
    expect(moneyTotals([{ type: 'expense', amount: 399 }]).leftOver).toBe(-399);
    expect(moneyTotals([]).moneyOut).toBe(0);
  });
});

describe('bills: paid, left to pay, still to pay', () => {
  it('is paid when ticked or when payments cover the amount', () => {
    expect(isBillPaid(bill())).toBe(false);
    expect(isBillPaid(bill({ isPaid: true }))).toBe(true);
    expect(isBillPaid(bill({ actual: 32000 }))).toBe(true);
    expect(isBillPaid(bill({ goal: 0 }))).toBe(false);
  });

  it('leaves what a part payment did not cover, nothing once paid', () => {
    expect(leftToPay(bill({ actual: 12000 }))).toBe(20000);
    expect(leftToPay(bill({ isPaid: true, actual: 0 }))).toBe(0);
    expect(stillToPay([bill(), bill({ goal: 10000, actual: 2500 }), bill({ isPaid: true })])).toBe(
      39500,
    );
  });
});

describe('billStatus', () => {
  it('marks an unpaid bill overdue after its due date', () => {
    expect(billStatus(bill(), '2026-11-23')).toEqual({ kind: 'overdue', days: 3 });
    expect(billStatusText(billStatus(bill(), '2026-11-21'))).toBe('Overdue by 1 day');
  });

  it('marks it due soon on its due date and in the 7 days before', () => {
    expect(billStatusText(billStatus(bill(), '2026-11-20'))).toBe('Due today');
    expect(billStatusText(billStatus(bill(), '2026-11-19'))).toBe('Due tomorrow');
    expect(billStatusText(billStatus(bill(), '2026-11-13'))).toBe('Due in 7 days');
    expect(billStatus(bill(), '2026-11-12')).toEqual({ kind: 'upcoming' });
  });

  it('never marks a paid bill or one without a date', () => {
    expect(billStatus(bill({ isPaid: true }), '2026-12-25')).toEqual({ kind: 'paid' });
    expect(billStatus(bill({ dueDate: null }), '2026-12-25')).toEqual({ kind: 'unscheduled' });
    expect(billStatusText({ kind: 'paid' })).toBeNull();
  });
});
