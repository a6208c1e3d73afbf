import { describe, expect, it } from 'vitest';
import { chooseYear, inferDateOrder, parseDateText, toIsoDate, type RawDate } from './dates.ts';

const iso = (text: string, order: 'DMY' | 'MDY' = 'MDY') => {
  const raw = parseDateText(text);
  return raw ? toIsoDate(raw, order) : null;
};

describe('parseDateText', () => {
  it.each([
    ['2024-03-14', '2024-03-14'],
    ['2012/3/22', '2012-03-22'],
    ['2019.04.19.', '2019-04-19'],
    ['20121231', '2012-12-31'],
    ['20091224120000[0:GMT]', '2009-12-24'],
    ['20090401122017.000[-5:EST]', '2009-04-01'],
    ['2018-02-25 12:34:56 +0000', '2018-02-25'],
    ['2021-02-03 13:12', '2021-02-03'],
    ['2020-03-07T10:00:00Z', '2020-03-07'],
    ['27 Feb 2018', '2018-02-27'],
    ['10 Feb 18', '2018-02-10'],
    ['12-Dec-2019', '2019-12-12'],
    ['10-Nov-9', '2009-11-10'],
    ['Mar 14, 2024', '2024-03-14'],
    ['March 14 2024', '2024-03-14'],
    ['14. März 2024', '2024-03-14'],
    ['1 janv. 2024', '2024-01-01'],
    // (French writes the first of a month as an ordinal, '1er'.)
    ['1er décembre 2026', '2026-12-01'],
    ['13 мая 2023', '2023-05-13'],
    ['18ИЮН18', '2018-06-18'],
    ['03 дек. 2024', '2024-12-03'],
  ])('reads %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('reads numeric dates in the order the file uses', () => {
    expect(iso('03/04/2024', 'MDY')).toBe('2024-03-04');
    expect(iso('03/04/2024', 'DMY')).toBe('2024-04-03');
    expect(iso('31.01.98', 'DMY')).toBe('1998-01-31');
    expect(iso("1/31'98", 'MDY')).toBe('1998-01-31');
    expect(iso('6/12/15', 'MDY')).toBe('2015-06-12');
  });

  it('keeps a date written without a year, with no year', () => {
    expect(parseDateText('03/14')).toMatchObject({ y: null, p1: 3, p2: 14 });
    expect(parseDateText('14.03.')).toMatchObject({ y: null, p1: 14, p2: 3 });
    expect(parseDateText('Mar 14')).toMatchObject({ y: null, m: 3, d: 14 });
    // A weekday before the date says nothing more.
    expect(parseDateText('Wed 15 May 2024')).toMatchObject({ y: 2024, m: 5, d: 15 });
    // Zero-padded with a dash, as some statements print month and day ('3-4' stays a range).
    expect(parseDateText('08-01')).toMatchObject({ y: null, p1: 8, p2: 1 });
  });

  it.each([
    ['12.50'],
    ['4.50'],
    ['3-4'],
    ['2013011702'],
    ['STARBUCKS'],
    ['Dec 2019'],
    ['31/31/2020'],
    [''],
  ])('refuses %j', (text) => {
    expect(parseDateText(text)).toBeNull();
  });

  it('refuses days that are not on the calendar', () => {
    expect(iso('20120231')).toBeNull();
    expect(iso('02/30/2024')).toBeNull();
    expect(iso('02/29/2024')).toBe('2024-02-29');
    expect(parseDateText('201120000000')).toBeNull();
  });
});

describe('inferDateOrder', () => {
  const raws = (...texts: string[]) =>
    texts.map((t) => parseDateText(t)).filter((r): r is RawDate => !!r);

  it('reads a day above 12 in first place as day-first for the whole file', () => {
    expect(inferDateOrder(raws('01/02/2024', '03/02/2024', '24/02/2024'))).toBe('DMY');
  });

  it('reads a day above 12 in second place as month-first', () => {
    expect(inferDateOrder(raws('01/02/2024', '02/14/2024'))).toBe('MDY');
  });

  it('prefers the order under which consecutive dates sit close together', () => {
    // Under DMY these are the 1st of February, March, April, May; under MDY four days in January.
    expect(inferDateOrder(raws('01/02/2024', '01/03/2024', '01/04/2024', '01/05/2024'))).toBe(
      'MDY',
    );
    expect(inferDateOrder(raws('02/01/2024', '03/01/2024', '04/01/2024', '05/01/2024'))).toBe(
      'DMY',
    );
  });

  it('falls back to dotted dates and European hints, then month-first', () => {
    expect(inferDateOrder(raws('02.12.2009'))).toBe('DMY');
    expect(inferDateOrder(raws('02/12/2009'), { isEuropean: true })).toBe('DMY');
    expect(inferDateOrder(raws('02/12/2009'))).toBe('MDY');
  });
});

describe('chooseYear', () => {
  it('puts a year-less date inside the span of the full dates around it', () => {
    const day = (iso: string) =>
      Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;
    const context = { minDay: day('2023-12-15'), maxDay: day('2024-01-14'), years: [2023, 2024] };
    expect(chooseYear({ m: 12, d: 28 }, context)).toBe(2023);
    expect(chooseYear({ m: 1, d: 3 }, context)).toBe(2024);
  });

  it('uses today when nothing else says, never a date in the future', () => {
    expect(chooseYear({ m: 3, d: 14 }, { years: [], today: '2024-04-01' })).toBe(2024);
    expect(chooseYear({ m: 12, d: 28 }, { years: [], today: '2024-01-05' })).toBe(2023);
    expect(chooseYear({ m: 3, d: 14 }, { years: [] })).toBeUndefined();
  });
});
