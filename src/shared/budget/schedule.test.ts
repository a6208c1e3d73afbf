import { describe, expect, it } from 'vitest';
import {
  applyWeekendRule,
  indexOfScheduledDate,
  lastScheduledDate,
  lastWorkingDay,
  occurrencesBetween,
  occurrencesInMonth,
  plannedAmount,
  type BillSchedule,
  type ScheduledAmount,
} from './schedule.ts';

const monthly = (startDate: string, more: Partial<BillSchedule> = {}): BillSchedule => ({
  cadence: 'monthly',
  startDate,
  dayRule: 'day',
  weekendRule: 'keep',
  endDate: null,
  paymentCount: null,
  ...more,
});
const amount: ScheduledAmount = { kind: 'exact', amount: 1000, amountMax: null };

const dues = (schedule: BillSchedule, from: string, to: string, exceptions = []) =>
  occurrencesBetween({ schedule, amount, exceptions, from, to }).map((o) => o.dueDate);

describe('when a repeating bill falls due', () => {
  it('keeps a monthly day, clamped to short months and back again', () => {
    expect(dues(monthly('2026-01-31'), '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('finds the last working day of each month (Saturday and Sunday month ends step back)', () => {
    expect(lastWorkingDay('2026-01')).toBe('2026-01-30');
    expect(lastWorkingDay('2026-05')).toBe('2026-05-29');
    expect(lastWorkingDay('2026-03')).toBe('2026-03-31');
    const schedule = monthly('2026-01-05', { dayRule: 'last_working_day' });
    expect(dues(schedule, '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-31',
    ]);
  });

  it('falls on the last day of the month, February included', () => {
    const schedule = monthly('2028-01-10', { dayRule: 'last_day' });
    expect(dues(schedule, '2028-01-01', '2028-03-31')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('repeats weekly, every 2 and every 4 weeks from its first date', () => {
    const weekly = { ...monthly('2026-03-02'), cadence: 'weekly' as const };
    expect(dues(weekly, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(dues({ ...weekly, cadence: 'every_2_weeks' }, '2026-04-01', '2026-04-30')).toEqual([
      '2026-04-13',
      '2026-04-27',
    ]);
    expect(dues({ ...weekly, cadence: 'every_4_weeks' }, '2026-03-01', '2026-06-30')).toEqual([
      '2026-03-02',
      '2026-03-30',
      '2026-04-27',
      '2026-05-25',
      '2026-06-22',
    ]);
  });

  it('repeats quarterly and yearly (a 29 February bill falls on the 28th in other years)', () => {
    expect(
      dues({ ...monthly('2026-01-15'), cadence: 'quarterly' }, '2026-01-01', '2026-12-31'),
    ).toEqual(['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15']);
    expect(
      dues({ ...monthly('2028-02-29'), cadence: 'yearly' }, '2028-01-01', '2032-12-31'),
    ).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('has nothing before its first date', () => {
    expect(dues(monthly('2026-06-10'), '2026-01-01', '2026-06-09')).toEqual([]);
  });

  it('stops at its end date or after its number of payments', () => {
    expect(
      dues(monthly('2026-01-10', { endDate: '2026-03-10' }), '2026-01-01', '2026-12-31'),
    ).toHaveLength(3);
    expect(dues(monthly('2026-01-10', { paymentCount: 2 }), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-10',
      '2026-02-10',
    ]);
    expect(lastScheduledDate(monthly('2026-01-10', { paymentCount: 12 }))).toBe('2026-12-10');
    expect(lastScheduledDate(monthly('2026-01-10', { endDate: '2026-04-09' }))).toBe('2026-03-10');
    expect(lastScheduledDate(monthly('2026-01-10'))).toBeNull();
  });

  it('moves a weekend due date to the Friday before or the Monday after', () => {
    // 2026-03-14 is a Saturday, 2026-03-15 a Sunday.
    expect(applyWeekendRule('2026-03-14', 'before')).toBe('2026-03-13');
    expect(applyWeekendRule('2026-03-15', 'before')).toBe('2026-03-13');
    expect(applyWeekendRule('2026-03-14', 'after')).toBe('2026-03-16');
    expect(applyWeekendRule('2026-03-15', 'after')).toBe('2026-03-16');
    expect(applyWeekendRule('2026-03-15', 'keep')).toBe('2026-03-15');
    expect(applyWeekendRule('2026-03-17', 'before')).toBe('2026-03-17');
  });

  it('counts a date the weekend rule moves into the window, not one it moves out', () => {
    // 2026-01-31 is a Saturday: moved after, it is due on Monday 2 February.
    const schedule = monthly('2026-01-31', { weekendRule: 'after' });
    expect(dues(schedule, '2026-01-01', '2026-01-31')).toEqual([]);
    // Saturday 28 February moves to Monday 2 March, out of February and into March.
    expect(dues(schedule, '2026-02-01', '2026-02-28')).toEqual(['2026-02-02']);
    expect(dues(schedule, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-31']);
  });
});

describe('skipping and changing one occurrence', () => {
  it('keeps a skip on its scheduled date whatever the weekend rule does to the due date', () => {
    const exceptions = [
      { scheduledDate: '2026-03-14', skipped: true, dueDate: null, amount: null },
    ];
    for (const weekendRule of ['keep', 'before', 'after'] as const) {
      const march = occurrencesInMonth({
        schedule: monthly('2026-01-14', { weekendRule }),
        amount,
        exceptions,
        month: '2026-03',
      });
      expect(march).toHaveLength(1);
      expect(march[0]).toMatchObject({ scheduledDate: '2026-03-14', skipped: true });
    }
  });

  it('finds an occurrence moved by hand in its new month, and not in its old one', () => {
    const schedule = monthly('2026-01-30');
    const exceptions = [
      { scheduledDate: '2026-03-30', skipped: false, dueDate: '2026-04-02', amount: 1250 },
    ];
    const march = occurrencesInMonth({ schedule, amount, exceptions, month: '2026-03' });
    const april = occurrencesInMonth({ schedule, amount, exceptions, month: '2026-04' });
    expect(march).toEqual([]);
    expect(april.map((o) => [o.scheduledDate, o.dueDate, o.amount])).toEqual([
      ['2026-03-30', '2026-04-02', 1250],
      ['2026-04-30', '2026-04-30', 1000],
    ]);
  });

  it('knows which dates a schedule falls on', () => {
    const schedule = monthly('2026-01-31');
    expect(indexOfScheduledDate(schedule, '2026-02-28')).toBe(1);
    expect(indexOfScheduledDate(schedule, '2026-02-27')).toBeNull();
    expect(indexOfScheduledDate(schedule, '2025-12-31')).toBeNull();
    expect(indexOfScheduledDate({ ...schedule, paymentCount: 1 }, '2026-02-28')).toBeNull();
  });
});

describe('the planned amount', () => {
  it('is the amount, or the most a range may cost', () => {
    expect(plannedAmount({ kind: 'about', amount: 4500, amountMax: null })).toBe(4500);
    expect(plannedAmount({ kind: 'range', amount: 4000, amountMax: 6000 })).toBe(6000);
  });
});

describe('over long spans', () => {
  it('gives a weekly bill 52 or 53 due dates a year and each month the ones in it', () => {
    const weekly = { ...monthly('2026-01-01'), cadence: 'weekly' as const };
    const year = dues(weekly, '2026-01-01', '2026-12-31');
    expect(year).toHaveLength(53);
    let inMonths = 0;
    for (let m = 1; m <= 12; m += 1) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      inMonths += occurrencesInMonth({ schedule: weekly, amount, month }).length;
    }
    expect(inMonths).toBe(53);
  });
});
