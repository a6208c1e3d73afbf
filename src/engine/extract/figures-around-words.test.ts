import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

// Mizuho Direct's statement in reading order: date, amount, words, running balance, a memo now and
// then; whole yen; an account's number on page 2's head.
const PASSBOOK = [
  '現在残高', '258,107円',
  '日付', 'お引出金額（円）', 'お預入金額（円）', 'お取引内容', '残高（円）', 'メモ',
  '2025.10.01', '繰越', '284,617',
  '2025.10.01', '648', 'JCBﾃﾞﾋﾞｯﾄ ｾﾌﾞﾝｲﾚﾌﾞﾝ', '283,969',
  '2025.10.02', '20,000', 'ｶｰﾄﾞ', '263,969',
  '2025.10.15', '3,812', 'JCBﾃﾞﾋﾞｯﾄ AMAZON.COM US', '260,157', 'USD 24.99',
  '口座番号', '1234567',
  '2025.10.20', '2,990', 'JCBﾃﾞﾋﾞｯﾄ ﾕﾆｸﾛ', '263,147', '返品',
  '2025.10.21', '5,040', '口座振替 NTTﾄﾞｺﾓ', '258,107',
].join('\n'); // prettier-ignore

describe('a passbook in reading order, each row its amount, its words, then its balance', () => {
  it('reads each row once, its direction by the running balance, the balances 繰越 and 現在残高', () => {
    const result = extractTransactions(PASSBOOK, { today: '2025-11-01' });
    expect(result.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2025-10-01', -64800, 'JCBﾃﾞﾋﾞｯﾄ ｾﾌﾞﾝｲﾚﾌﾞﾝ'],
      ['2025-10-02', -2000000, 'ｶｰﾄﾞ'],
      ['2025-10-15', -381200, 'JCBﾃﾞﾋﾞｯﾄ AMAZON.COM US'],
      ['2025-10-20', 299000, 'JCBﾃﾞﾋﾞｯﾄ ﾕﾆｸﾛ'],
      ['2025-10-21', -504000, '口座振替 NTTﾄﾞｺﾓ'],
    ]);
    expect(result.balances).toMatchObject({ openingCents: 28461700, closingCents: 25810700 });
    expect(countTransactionLines(PASSBOOK)).toBe(5);
  });
});
