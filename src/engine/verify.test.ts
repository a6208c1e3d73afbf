import { describe, expect, it } from 'vitest';
import { verifyCounts } from './verify.ts';

describe('verifyCounts', () => {
  it('matches when every counted line came out and none was unreadable', () => {
    expect(verifyCounts({ inputCount: 3, outputCount: 3, unparsedLines: [] })).toEqual({
      warningMessage: null,
      inputTransactionCount: 3,
      outputTransactionCount: 3,
      transactionCountMatch: true,
      transactionCount: 3,
      unparsedLines: [],
    });
  });

  it('warns with both counts when they differ', () => {
    const result = verifyCounts({ inputCount: 5, outputCount: 4, unparsedLines: [] });
    expect(result.transactionCountMatch).toBe(false);
    expect(result.warningMessage).toBe(
      'Found 5 transaction lines in your input but processed 4. Please check them before relying on the totals.',
    );
  });

  it('never reports a match while lines were left unread, and lists them', () => {
    const result = verifyCounts({
      inputCount: 2,
      outputCount: 2,
      unparsedLines: ['03/01 ??? 4.5O'],
    });
    expect(result.transactionCountMatch).toBe(false);
    expect(result.unparsedLines).toEqual(['03/01 ??? 4.5O']);
    expect(result.warningMessage).toContain('1 line could not be read and is listed below.');
  });
});
