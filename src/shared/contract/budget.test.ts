import { describe, expect, it } from 'vitest';
import { amountSearchRange, decodeHistoryCursor, encodeHistoryCursor } from './budget.ts';

describe('amountSearchRange', () => {
  it.each([
    ['82.45', { min: 8245, max: 8245 }],
    ['82.4', { min: 8240, max: 8249 }],
    ['82', { min: 8200, max: 8299 }],
    ['82.', { min: 8200, max: 8299 }],
    ['$1,200', { min: 120000, max: 120099 }],
    [' $ 1200.00 ', { min: 120000, max: 120000 }],
    ['0.05', { min: 5, max: 5 }],
  ])('reads %j as cents %j', (text, range) => {
    expect(amountSearchRange(text)).toEqual(range);
  });

  it.each(['groc', '1,20', '12,00.5', '82.456', '-5', '', '$', '1e3', '99999999999999'])(
    'reads %j as no amount',
    (text) => {
      expect(amountSearchRange(text)).toBeNull();
    },
  );
});

describe('history cursor', () => {
  const cursor = {
    date: '2026-03-01',
    createdAt: '2026-11-27T21:30:00.123456Z',
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  };

  it('decodes what it encoded, in URL-safe characters', () => {
    const text = encodeHistoryCursor(cursor);
    expect(encodeURIComponent(text)).toBe(text.replace(/[,:]/g, encodeURIComponent));
    expect(decodeHistoryCursor(text)).toEqual(cursor);
  });

  it.each([
    '',
    'abc',
    '1,2,3',
    `2026-02-30,${cursor.createdAt},${cursor.id}`,
    `2026-03-01,2026-11-27 21:30:00+00,${cursor.id}`,
    `2026-03-01,2026-02-30T21:30:00.123456Z,${cursor.id}`,
    `2026-03-01,2026-13-45T99:99:99.000000Z,${cursor.id}`,
    `2026-03-01,2026-11-27T21:60:00.000000Z,${cursor.id}`,
    `2026-03-01,${cursor.createdAt},${cursor.id},x`,
  ])('refuses %j', (text) => {
    expect(decodeHistoryCursor(text)).toBeNull();
  });
});
