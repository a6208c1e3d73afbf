// The receipt reader on receipts' text, written here (not the evaluation set's): the total from
// the receipt's own words, the date as its country writes it, the currency, the merchant.
import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse.ts';
import { readReceiptText } from './index.ts';
import { correctMisreadWords, findNearBrand } from './near-brand.ts';

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

  it('reads a two-digit year that would be in the future as the Buddhist era, currency or not', () => {
    expect(parseReceipt('TOTAL 120.00\n03/10/68 14:02').date).toBe('2025-10-03');
    expect(parseReceipt('TOTAL 120.00\n03/10/24 14:02').date).toBe('2024-10-03');
  });

  it("puts right a total OCR misread by one digit when the items' sum says so", () => {
    const text = `
Blumenrechen               11.99 19
Holzstiel                  15.79 19
Kunststoffbesen            20.99 19
SUMME EUR                  48.71
GEGEBEN Mastercard         48.71
04.04.2020 13:43`;
    expect(parseReceipt(text).total).toBe(48_77);
    // Items that add up to something else entirely (a line lost) change nothing.
    expect(parseReceipt(text.replace('15.79', '12.79')).total).toBe(48_71);
    // Nor does a sum a discount or a deposit returned rightly takes away from (48.71 + 0.06).
    for (const taken of ['Rabatt                      0.06', 'Pfand zurueck              -0.06'])
      expect(parseReceipt(text.replace('SUMME', `${taken}\nSUMME`)).total).toBe(48_71);
  });

  it('reads the total from cash given and change when no total word could be read', () => {
    const text = `
Noodles 2 x 37.00          74.00
Coffee                     15.00
ยอดสุทธิ 2 ชิ้น            758.25
เงินสด        1,000.00   241.75
03/10/68 23:33`;
    expect(parseReceipt(text).total).toBe(758_25);
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

describe('names OCR misread', () => {
  it('finds a brand misread by one letter at the start of a header line', () => {
    const text = 'lestfalen Tankstelle\nSuper E10   34,00 EUR\n07.09.2018 16:52';
    expect(readReceiptText(text)).toMatchObject({ merchant: 'Westfalen', total: 34_00 });
  });

  it("takes the shop's web address, www or not, when it names a brand (misread or not)", () => {
    const text = 'Mein Drogeriemarkt\nTotal  1,95\n27.02.2020 15:56\nrassmann.de/';
    expect(readReceiptText(text).merchant).toBe('Rossmann');
    const unknown = 'Mein Laden\nTotal  1,95\n27.02.2020 15:56\nfoobarqux.de/';
    expect(readReceiptText(unknown).merchant).toBe('Mein Laden');
  });

  it("knows a euro country's own chains without assuming Germany", () => {
    const text = 'consum\nJuntos es cooperativa\nTOTAL  51,15 €\n28.10.2025 18:40';
    expect(readReceiptText(text).merchant).toBe('Consum');
  });

  it("puts right a company name's misread word, in its own case", () => {
    const text = 'BENS INCEPENDENT GROCER SDN. BHD\nTOTAL  77.20\n12/03/18 20:29';
    expect(readReceiptText(text).merchant).toBe('BENS INDEPENDENT GROCER SDN. BHD');
  });

  it('believes no near name that is short, inside a line, or a word read right', () => {
    expect(findNearBrand('HUST Gruppe Netto')).toBeNull(); // Fust is a letter away: too short
    expect(findNearBrand('Juntos es cooperativa')).toBeNull(); // Kooperativa, inside the line
    expect(findNearBrand('Baumarkt GmbH')).toBeNull(); // a real word, not V-Baumarkt misread
    expect(findNearBrand('Slater Menswear')).toBeNull(); // one 's' from Slaters: not an OCR slip
    expect(correctMisreadWords('More saving.')).toBe('More saving.'); // six letters: left alone
  });

  it('leaves out a brand trading only in another country', () => {
    expect(findNearBrand('lestfalen Tankstelle', 'de')).toBe('Westfalen');
    expect(findNearBrand('lestfalen Tankstelle', 'fr')).toBeNull();
  });
});
