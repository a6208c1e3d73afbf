import { describe, expect, it } from 'vitest';
import {
  foldWords,
  isBalancesHeader,
  isCardStatementText,
  isSummaryText,
  sectionOf,
} from './words.ts';

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

describe('foldWords', () => {
  it('folds letters no accent makes', () => {
    expect(foldWords('Kullanılabilir Limit')).toBe('kullanilabilir limit');
    expect(foldWords('Straße')).toBe('strasse');
    expect(foldWords('Złoty')).toBe('zloty');
  });
});

describe('isCardStatementText', () => {
  it("knows a card's summary in Turkish", () => {
    expect(
      isCardStatementText([
        'Asgari Ödeme Tutarı    : 6.067,87 TL',
        'Kart Limiti            : 60.000,00 TL',
      ]),
    ).toBe(true);
  });

  it("knows a German card's statement by its heading and its limit, not a current account's row of its settlement", () => {
    const heading = 'Sparkasse                                            Kreditkartenabrechnung';
    const limit = 'Ihr Verfügungsrahmen:                    3.000,00 EUR';
    expect(isCardStatementText([heading, limit])).toBe(true);
    const row = '21.03.   KREDITKARTENABRECHNUNG 20.03.18 1234123412341234     16,49-';
    expect(isCardStatementText([row, limit])).toBe(false);
  });
});

describe('isSummaryText', () => {
  it("knows a Romanian day's turnover and closing balance", () => {
    expect(isSummaryText('RULAJ ZI')).toBe(true);
    expect(isSummaryText('SOLD FINAL ZI')).toBe(true);
    expect(isSummaryText('Plata la POS')).toBe(false);
  });

  it("knows an overdraft's limit in French, and Nordic totals", () => {
    expect(isSummaryText("Montant de l'autorisation de découvert :")).toBe(true);
    expect(isSummaryText('Sum ut av konto')).toBe(true);
    expect(isSummaryText('Sum inn på konto')).toBe(true);
    expect(isSummaryText('Total Debit Card Activity')).toBe(true);
    expect(isSummaryText('SUMUP *CAFE NERO')).toBe(false);
  });

  it("knows French page totals carried and brought ('A REPORTER', 'REPORT') and a 'SOLDE DEPART'", () => {
    expect(isSummaryText('A REPORTER')).toBe(true);
    expect(isSummaryText('REPORT')).toBe(true);
    expect(isSummaryText('SOLDE DEPART AU 31/08/2025')).toBe(true);
    expect(isSummaryText('REPORTERS SANS FRONTIERES')).toBe(false);
    expect(isSummaryText('Balance from previous statement')).toBe(true);
    expect(isSummaryText('Balance to carry forward')).toBe(true);
    expect(isSummaryText('Saldo początkowe')).toBe(true);
    expect(isSummaryText('Saldo końcowe')).toBe(true);
    expect(isSummaryText('Saldo Inicial em 31-07-2026')).toBe(true);
    expect(isSummaryText('DEVİR BAKİYESİ')).toBe(true);
    expect(isSummaryText('Overdraft limit')).toBe(true);
    expect(isSummaryText('Verfügungsrahmen')).toBe(true);
    expect(isSummaryText('Neuer Saldo')).toBe(true);
    expect(isSummaryText('TRANSACTIONS THIS CYCLE (CARD 4417)')).toBe(true);
    expect(isSummaryText('Saldo der letzten Abrechnung vom 20.03.2026')).toBe(true);
    expect(isSummaryText('Arranged overdraft interest')).toBe(false);
    expect(isSummaryText('DÖNEM SONU BAKİYESİ')).toBe(true);
    expect(isSummaryText('Saldo final en 31/08/2026')).toBe(true);
  });
});

describe('isBalancesHeader', () => {
  it('knows a table of dates and their balances by its header', () => {
    expect(isBalancesHeader('Date           Balance        Date           Balance')).toBe(true);
    expect(isBalancesHeader('DATE   ENDING DAILY BALANCE')).toBe(true);
  });

  it("is not a table's header whose other cells hold more, nor a header's second line", () => {
    expect(isBalancesHeader('Date   Description   Amount   Balance')).toBe(false);
    expect(isBalancesHeader('Date         Date                         Balance')).toBe(false);
    expect(isBalancesHeader('Balance')).toBe(false);
  });
});
