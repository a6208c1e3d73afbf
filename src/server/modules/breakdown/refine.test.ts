// The LLM refiner's pure parts: what it redacts from merchant names and which answers it accepts. Its
// calls to a local chat-completions server (timeouts included) are in refine.slow.test.ts.
import { describe, expect, it } from 'vitest';
import { parseSuggestions, redactMerchantName } from './refine.ts';

describe('redactMerchantName', () => {
  it.each([
    ['Starbucks', 'Starbucks'],
    ['7-Eleven', '7-Eleven'],
    ['Forever 21', 'Forever 21'],
    ['Shell Oil 57442180', 'Shell Oil'],
    ['Card 4111 1111 1111 1111 Coffee', 'Card Coffee'],
    ['Transfer to XXXX1234', 'Transfer to'],
    ['Amazon ****5678', 'Amazon'],
    ['Corner Deli #0423', 'Corner Deli'],
    ['Joes Pizza 12/03 $23.50', 'Joes Pizza'],
    ['Acme 2026-03-14 1,234.56', 'Acme'],
    ['Call 555-123-4567', 'Call'],
    ['Coffee -4.50', 'Coffee'],
    ['Sort code 12 34 56', 'Sort code'],
  ])('%j -> %j', (input, expected) => {
    expect(redactMerchantName(input)).toBe(expected);
  });

  it('never leaves a run of three digits', () => {
    for (const input of [
      'A1B2C3 123',
      '12 34 56 Shop',
      '9-9-9 Store',
      'X 1.234,56',
      'AMZN Mktp US*2K4LM7PX3',
      'Ref 12 345',
    ]) {
      expect(redactMerchantName(input)).not.toMatch(/\d\D?\d\D?\d/);
    }
  });

  it('keeps names short', () => {
    expect(redactMerchantName('Long Name '.repeat(20)).length).toBeLessThanOrEqual(60);
  });
});

describe('parseSuggestions', () => {
  const allowedCategories = ['Groceries', 'Dining Out', 'Pet Care'];
  const parse = (content: string, merchantCount = 3) =>
    parseSuggestions({ content, merchantCount, allowedCategories });

  it('keeps allowed categories in their allowed spelling', () => {
    const content = JSON.stringify({
      assignments: [
        { id: 0, category: 'groceries' },
        { id: 1, category: 'dining  OUT' },
        { id: 2, category: ' Pet Care ' },
      ],
    });
    expect(parse(content)).toEqual(
      new Map([
        [0, 'Groceries'],
        [1, 'Dining Out'],
        [2, 'Pet Care'],
      ]),
    );
  });

  it('drops categories not allowed, Needs Category, unknown ids and malformed entries', () => {
    const content = JSON.stringify({
      assignments: [
        { id: 0, category: 'Crypto' },
        { id: 1, category: 'Needs Category' },
        { id: 7, category: 'Groceries' },
        { id: -1, category: 'Groceries' },
        { category: 'Groceries' },
        'Groceries',
        { id: 2, category: 42 },
        { id: '1', category: 'Dining Out' },
      ],
    });
    expect(parse(content)).toEqual(new Map([[1, 'Dining Out']]));
  });

  it('accepts a fenced answer and the plain id -> category form', () => {
    expect(parse('```json\n{"0": "Dining Out", "1": "Nope"}\n```')).toEqual(
      new Map([[0, 'Dining Out']]),
    );
  });

  it('throws on text that is not a JSON object', () => {
    expect(() => parse('Sure! Here you go: Groceries')).toThrow();
    expect(() => parse('["Groceries"]')).toThrow();
  });
});
