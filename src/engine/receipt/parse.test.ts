// The receipt reader on receipts' text, written here (not the evaluation set's): the total from
// the receipt's own words, the date as its country writes it, the currency, the merchant.
import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse.ts';
import { readReceiptText } from './index.ts';

const us = `
   TRADER JOE'S
   1234 MAIN ST
   PORTLAND, OR 97201
   03/04/2025  5:42 PM
BANANAS                    0.99
OAT MILK                   3.49
SUBTOTAL                   4.48
TAX                        0.00
TOTAL                      4.48
VISA ************1234      4.48
CHANGE                     0.00
`;

const german = `
        BACKHAUS MÜLLER GmbH
        Hauptstraße 5
        12345 Musterstadt
Brötchen 4 x 0,45          1,80
Kaffee                     2,90
SUMME EUR                  4,70
Bar                       10,00
Rückgeld                   5,30
MwSt 7%   Netto 4,39   MwSt 0,31
12.03.2024  08:14  Kasse 2
`;

describe('parseReceipt', () => {
  it('reads a US receipt: month-first date, the total confirmed by the card line, dollars', () => {
    expect(parseReceipt(us)).toMatchObject({
      total: 448,
      date: '2025-03-04',
      currency: 'USD',
      merchant: "TRADER JOE'S",
    });
  });

  it('reads a German receipt: SUMME, cash less change, day-first date, euros by their words', () => {
    const reading = parseReceipt(german);
    expect(reading).toMatchObject({ total: 470, date: '2024-03-12', currency: 'EUR' });
    expect(reading.merchant).toBe('BACKHAUS MÜLLER GmbH');
    expect(reading.confidence).toBeGreaterThan(0.7);
  });

  it('takes the total with its tax over a net figure, and never tax, savings or change', () => {
    const text = `
Total Sales (Excluding GST)     18.87
Total GST                        1.13
Total Sales (Inclusive of GST)  20.00
Cash                            50.00
Change                          30.00
TOTAL SAVINGS                    4.00
GST Summary   Amount   Tax
Total :        18.87    1.13
`;
    expect(parseReceipt(text).total).toBe(20_00);
  });

  it('reads a Buddhist-era year on a Thai receipt as the common era', () => {
    expect(parseReceipt('TOTAL THB 120.00\n03/10/68 14:02').date).toBe('2025-10-03');
    expect(parseReceipt('TOTAL 120.00 THB\n03/10/2568 14:02').date).toBe('2025-10-03');
  });

  it('prefers the purchase date beside a time over a card expiry', () => {
    const text = 'Gültig bis 12/27\nDatum 05.06.2023 10:11\nSumme 9,99 EUR';
    expect(parseReceipt(text).date).toBe('2023-06-05');
  });

  it('reads thousands separators and an amount OCR split at its comma', () => {
    expect(parseReceipt('Summe EUR 1.129,00').total).toBe(112_900);
    expect(parseReceipt('TOTAL 1,129.00 USD').total).toBe(112_900);
    expect(parseReceipt('Betrag EUR 48, 77').total).toBe(4_877);
  });

  it('says nothing rather than guessing on text without amounts or dates', () => {
    expect(parseReceipt('hello\nworld')).toEqual({
      merchant: 'hello',
      total: null,
      date: null,
      currency: null,
      confidence: 0,
    });
  });
});

describe('readReceiptText', () => {
  it("names a known brand from a legal entity line and places it in the person's category", () => {
    const text = 'ALDI SÜD GmbH & Co. KG\nZU ZAHLEN 23,10\n08.10.2016 12:01';
    expect(readReceiptText(text, { userCategories: ['Rent', 'Food Shopping'] })).toMatchObject({
      merchant: 'Aldi Süd',
      total: 2_310,
      category: 'Food Shopping',
    });
    expect(readReceiptText(text).category).toBe('Groceries');
  });

  it("does not take a receipt's own words for a brand ('Netto', 'Total')", () => {
    const text = 'Corner Shop\nMwSt  Netto  Brutto\nTotal  3,20\n01.02.2024 09:00';
    expect(readReceiptText(text).merchant).toBe('Corner Shop');
  });
});
