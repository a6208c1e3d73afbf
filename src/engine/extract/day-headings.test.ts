import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.ts';
import { withBracketedWeekdayHeadings } from './day-headings.ts';
import { countTransactionLines, extractTransactions } from './index.ts';

// KakaoBank's history copied: days headed 'MM.DD (요일)', whole won written '-3,900원', each row's
// balance labelled '잔액' under it, a foreign purchase's dollars above its won.
const HISTORY = [
  '잔액', '3,437,220원', '조회기간 2025.12.10 ~ 2026.01.09',
  '01.09 (금)', '13:12\t체크카드', 'CU 역삼센터점', '-3,900원', '잔액 3,437,220원', '',
  '01.08 (목)', '18:27\t체크카드', '다이소 역삼점', '-9,000원', '잔액 3,441,120원', '',
  '12.31 (수)', '09:00\t입금', '(주)한빛소프트', '3,200,000원', '잔액 3,450,120원', '',
  '12.16 (화)', '21:14\t해외결제', 'AMAZON.COM', 'USD 38.50', '-56,912원', '잔액 250,120원',
].join('\n'); // prettier-ignore

describe('withBracketedWeekdayHeadings', () => {
  it("writes a heading of month, day and bracketed weekday as the month's name and the day", () => {
    expect(withBracketedWeekdayHeadings(['01.09 (금)', '12/16（火）', 'CU 역삼센터점'])).toEqual([
      'Jan 9',
      'Dec 16',
      'CU 역삼센터점',
    ]);
  });
});

describe('a Korean app history', () => {
  it('reads whole won after their figures, and the dollars above a row its note', () => {
    expect(parseAmount('-3,900원')).toMatchObject({
      cents: 390000,
      sign: 'negative',
      currency: 'KRW',
    });
    expect(parseAmount('4,280円')).toMatchObject({ cents: 428000, currency: 'JPY' });
    const result = extractTransactions(HISTORY, { today: '2026-01-12' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-01-09', -390000],
      ['2026-01-08', -900000],
      ['2025-12-31', 320000000],
      ['2025-12-16', -5691200],
    ]);
    expect(result.transactions[3]!.description).toContain('USD 38.50');
    expect(countTransactionLines(HISTORY)).toBe(4);
  });
});
