import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';
import { withThaiCalendar } from './thai.ts';

describe('withThaiCalendar', () => {
  it('reads Buddhist-era dates, baht and day headings as their English', () => {
    expect(withThaiCalendar('พฤ. 26 พ.ย. 69')).toBe('26 Nov 2026');
    expect(withThaiCalendar('1 ม.ค. 2570')).toBe('1 Jan 2027');
    expect(withThaiCalendar('-2,340.00 บาท')).toBe('-2,340.00 THB');
    expect(withThaiCalendar('วันนี้\nเมื่อวาน')).toBe('Today\nYesterday');
    expect(withThaiCalendar('Plain 26 Nov 2026')).toBe('Plain 26 Nov 2026');
    // A day's heading names its weekday whole: 'วันศุกร์ที่' (Friday the).
    expect(withThaiCalendar('วันศุกร์ที่ 31 ต.ค. 2568')).toBe('31 Oct 2025');
  });

  it("reads an app's history: a foreign amount in a row's words is a note, the baht below its amount", () => {
    const page = [
      'ยอดเงินในบัญชี / Account Balance',
      '3,148.29 บาท',
      'วันอังคารที่ 14 ต.ค. 2568',
      'บัตรเดบิต / Debit Card',
      'STEAMGAMES.COM 4259522 WA US  USD 9.99',
      '23:51 น.\tEDC',
      '-336.81 บาท',
      'ยอดคงเหลือ / Balance 3,148.29',
      'วันอาทิตย์ที่ 12 ต.ค. 2568',
      'บัตรเดบิต / Debit Card',
      'NETFLIX.COM AMSTERDAM NL',
      '02:14 น.\tEDC',
      '-419.00 บาท',
      'ยอดคงเหลือ / Balance 3,485.10',
      'วันอาทิตย์ที่ 12 ต.ค. 2568',
      'ยอดยกมา / Balance Brought Forward',
      '3,904.10 บาท',
    ].join('\n');
    const result = extractTransactions(page, { today: '2025-11-01' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2025-10-14', -33681],
      ['2025-10-12', -41900],
    ]);
    expect(result.transactions[0]!.description).toContain('STEAMGAMES.COM');
    expect(result.balances).toMatchObject({ openingCents: 390410, closingCents: 314829 });
    expect(countTransactionLines(page)).toBe(2);
  });

  it("reads a Thai bank app's list of payments", () => {
    const page = [
      'วันนี้',
      'ชำระเงินด้วย QR',
      'ร้านกาแฟ อินทนิล',
      '09:42',
      '-65.00 บาท',
      'คงเหลือ 36,216.13 บาท',
      '',
      'เมื่อวาน',
      'รับโอนเงิน',
      'พร้อมเพย์ 08x-xxx-9930',
      '22:00',
      '+1,200.00 บาท',
      'คงเหลือ 36,281.13 บาท',
      '',
      'พฤ. 26 พ.ย. 69',
      'ชำระเงินด้วย QR',
      'TOPS DAILY อารีย์',
      '17:45',
      '-387.50 บาท',
      'คงเหลือ 35,081.13 บาท',
    ].join('\n');
    const result = extractTransactions(page, { today: '2026-11-28' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-28', -6500],
      ['2026-11-27', 120000],
      ['2026-11-26', -38750],
    ]);
    expect(result.transactions[0]!.description).toContain('ร้านกาแฟ');
    expect(countTransactionLines(page)).toBe(3);
  });
});
