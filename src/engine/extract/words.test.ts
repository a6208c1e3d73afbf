import { describe, expect, it } from 'vitest';
import { sectionOf } from './words.ts';

describe('sectionOf: headings of one direction', () => {
  it.each([
    ['Deposits and other credits', 'credit'],
    ['Other Additions', 'credit'],
    ['Online and Electronic Banking Deductions', 'debit'],
  ])('%s opens a %s section', (heading, kind) => expect(sectionOf(heading)).toBe(kind));

  it('a heading of both directions opens neither', () => {
    expect(sectionOf('Your new charges and credits')).toBeUndefined();
    expect(sectionOf('Purchases and credits')).toBeUndefined();
  });
});
