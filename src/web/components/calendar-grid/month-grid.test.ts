import { describe, expect, it } from 'vitest';
import { buildMonthGrid, isInMonth, moveDate, pickTabStop, WEEKDAYS } from './month-grid.ts';

describe('WEEKDAYS', () => {
  it("runs Sun to Sat, as the spec's calendars do", () => {
    expect(WEEKDAYS.map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(WEEKDAYS[0].long).toBe('Sunday');
    expect(WEEKDAYS[6].long).toBe('Saturday');
  });
});

describe('buildMonthGrid', () => {
  it('starts a month that begins on Sunday in the first cell (March 2026)', () => {
    const weeks = buildMonthGrid('2026-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });

  it('leaves blank cells before a month that starts mid-week (April 2026 starts on Wednesday)', () => {
    const weeks = buildMonthGrid('2026-04');
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('fits February of a common year starting on Sunday in four weeks (February 2026)', () => {
    expect(buildMonthGrid('2026-02')).toHaveLength(4);
    expect(buildMonthGrid('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('needs six weeks for a long month starting late in the week (August 2026)', () => {
    const weeks = buildMonthGrid('2026-08');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![6]).toBe('2026-08-01');
    expect(weeks[5]![1]).toBe('2026-08-31');
  });
});

describe('isInMonth', () => {
  it('is true only for days of the month', () => {
    expect(isInMonth('2026-03-01', '2026-03')).toBe(true);
    expect(isInMonth('2026-03-31', '2026-03')).toBe(true);
    expect(isInMonth('2026-04-01', '2026-03')).toBe(false);
    expect(isInMonth('2025-03-14', '2026-03')).toBe(false);
    expect(isInMonth(null, '2026-03')).toBe(false);
  });
});

describe('pickTabStop', () => {
  it('keeps the day last focused while its month is on show', () => {
    expect(
      pickTabStop({ month: '2026-03', focusDate: '2026-03-20', candidates: ['2026-03-02'] }),
    ).toBe('2026-03-20');
  });

  it("takes the first candidate in the month when focus was elsewhere (another month's day)", () => {
    expect(
      pickTabStop({
        month: '2026-03',
        focusDate: '2026-02-27',
        candidates: [null, '2026-04-02', '2026-03-09', '2026-03-14'],
      }),
    ).toBe('2026-03-09');
  });

  it('falls back to the 1st', () => {
    expect(pickTabStop({ month: '2026-03', focusDate: null, candidates: [] })).toBe('2026-03-01');
    expect(
      pickTabStop({ month: '2026-03', focusDate: null, candidates: ['2026-05-05', null] }),
    ).toBe('2026-03-01');
  });
});

describe('moveDate', () => {
  it('moves by a day, a week, to the week ends and by a month', () => {
    expect(moveDate('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(moveDate('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(moveDate('2026-03-04', 'ArrowUp')).toBe('2026-02-25');
    expect(moveDate('2026-03-28', 'ArrowDown')).toBe('2026-04-04');
    expect(moveDate('2026-03-11', 'Home')).toBe('2026-03-08');
    expect(moveDate('2026-03-11', 'End')).toBe('2026-03-14');
    expect(moveDate('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDate('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDate('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(moveDate('2026-12-15', 'PageDown')).toBe('2027-01-15');
  });

  it('keeps Home and End within the week, Sunday to Saturday', () => {
    expect(moveDate('2026-03-08', 'Home')).toBe('2026-03-08');
    expect(moveDate('2026-03-14', 'End')).toBe('2026-03-14');
    expect(moveDate('2026-04-01', 'Home')).toBe('2026-03-29');
  });

  it('ignores other keys', () => {
    expect(moveDate('2026-03-11', 'Enter')).toBeNull();
    expect(moveDate('2026-03-11', 'a')).toBeNull();
  });
});
