import { describe, expect, it } from 'vitest';
import { BREAKDOWN_ERRORS, checkAnswer, describeFailedReply, describeThrown } from './errors.ts';

describe('breakdown errors in the spec words', () => {
  it('names a network failure and a timeout', () => {
    expect(describeThrown(new TypeError('Failed to fetch'))).toBe(BREAKDOWN_ERRORS.network);
    expect(describeThrown(new Error('NetworkError when attempting to fetch resource.'))).toBe(
      BREAKDOWN_ERRORS.network,
    );
    expect(describeThrown(new DOMException('signal timed out', 'TimeoutError'))).toBe(
      BREAKDOWN_ERRORS.timeout,
    );
    expect(describeThrown(new Error('Request timeout'))).toBe(BREAKDOWN_ERRORS.timeout);
  });

  it("shows a failed reply's details, else its error, else the status", () => {
    expect(describeFailedReply(400, 'Bad Request', { error: 'Failed', details: 'Too long' })).toBe(
      'Too long',
    );
    expect(
      describeFailedReply(400, 'Bad Request', { error: 'Please enter your transactions' }),
    ).toBe('Please enter your transactions');
    expect(describeFailedReply(502, 'Bad Gateway', null)).toBe('Server error (502): Bad Gateway');
    expect(describeFailedReply(503, '', null)).toBe('Server error (503)');
    expect(describeFailedReply(500, 'Internal Server Error', '<html>')).toBe(
      'Server error (500): Internal Server Error',
    );
  });

  it('refuses an answer without categories, and one where nothing was read', () => {
    expect(checkAnswer(null)).toBe(BREAKDOWN_ERRORS.invalidResponse);
    expect(checkAnswer({ totalSpent: 3 })).toBe(BREAKDOWN_ERRORS.invalidResponse);
    expect(checkAnswer({ categories: [], moneyIn: { total: 0, transactions: [] } })).toBe(
      BREAKDOWN_ERRORS.nothingParsed,
    );
    // Only money in is still a statement read.
    const salary = { merchant: 'Salary', amount: 10 };
    expect(checkAnswer({ categories: [], moneyIn: { total: 10, transactions: [salary] } })).toBe(
      null,
    );
  });
});
