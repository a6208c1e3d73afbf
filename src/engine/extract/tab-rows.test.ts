import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';
import { withTabDatesFilled, withTabRowsJoined } from './tab-rows.ts';

// Simplii's activity page copied: each row's description wraps in its cell, its line break kept.
const PAGE = [
  'Balance',
  '$3,195.67',
  'Available funds',
  '$3,163.03',
  'Posted transactions',
  'Date\tDescription\tWithdrawals ($)\tDeposits ($)\tBalance ($)',
  'Feb 26, 2026\tINTERNET BILL PAYMENT',
  'TD VISA 4520********6618\t420.00\t\t3,195.67',
  'Feb 25, 2026\tINTERAC E-TRANSFER RECEIVED',
  'CAkP2hT7vN MICHAEL RIZZO\t\t45.00\t3,615.67',
  'Feb 24, 2026\tPOINT OF SALE PURCHASE',
  'COSTCO WHOLESALE W535 ETOBICOKE ON\t184.62\t\t3,570.67',
  'Feb 23, 2026\tDIRECT DEPOSIT',
  'DELL TECHNOLOGIES PAYROLL',
  'PPD ID: 9876543210\t\t2,845.16\t3,755.29',
].join('\n');

describe('withTabRowsJoined', () => {
  it("joins a row whose cell kept its line break, where the parts' cells make the header's", () => {
    const joined = withTabRowsJoined(PAGE.split('\n'));
    expect(joined[7]).toBe(
      'Feb 26, 2026\tINTERNET BILL PAYMENT; TD VISA 4520********6618\t420.00\t\t3,195.67',
    );
    expect(joined[6]).toBe('');
    expect(joined[14]).toBe(
      'Feb 23, 2026\tDIRECT DEPOSIT; DELL TECHNOLOGIES PAYROLL; PPD ID: 9876543210\t\t2,845.16\t3,755.29',
    );
  });

  it("joins no row's figures to the next row's start", () => {
    const rows = [
      'Date\tDescription\tAmount\tBalance',
      'REF: 118842\t-$1,500.00\t$1,697.77',
      '03/03/2026\tONLINE TRANSFER FROM',
    ];
    expect(withTabRowsJoined(rows)).toEqual(rows);
  });
});

describe('a page whose rows wrap in their cells', () => {
  it('reads each row once, with its date, words and amount, and counts as many', () => {
    const result = extractTransactions(PAGE, { today: '2026-02-28' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-02-26', -42000],
      ['2026-02-25', 4500],
      ['2026-02-24', -18462],
      ['2026-02-23', 284516],
    ]);
    expect(result.transactions[0]!.description).toContain('TD VISA');
    expect(countTransactionLines(PAGE)).toBe(4);
  });
});

// Santander Chile's movements page: a day's date on its first row only, pending rows signed above
// the table's unsigned debit and credit columns, whole pesos, a foreign amount and its rate.
const CHILE = [
  'Ir al contenido principal', 'Santander', 'Hola, Francisca', 'Cerrar sesión', 'Inicio', 'Cuentas',
  'Tarjetas', 'Créditos', 'Transferir', 'Pagar', 'Cuenta Corriente', '0-000-71-23456-8',
  'Saldo disponible', '$1.177.538',
  'Movimientos por confirmar',
  'Fecha\tDetalle\tMonto',
  '26/11/2026\tCompra Nacional UNIMARC PROVIDENCIA\t-$12.480',
  'Últimos movimientos',
  'Fecha\tDetalle\tCargos\tAbonos\tSaldo',
  '24/11/2026\tIVA Comisión Mantención Plan\t$1.435\t\t$1.235.978',
  '\tCobro Comisión Mantención Plan\t$7.555\t\t$1.237.413',
  '21/11/2026\tGiro Cajero Automático BANCO SANTANDER LOS LEONES\t$40.000\t\t$1.244.968',
  '\tCompra Nacional LIDER EXPRESS PROVIDENCIA\t$23.490\t\t$1.284.968',
  '14/11/2026\tDevolución Compra FALABELLA.COM\t\t$29.990\t$1.308.458',
  '05/11/2026\tCompra Internacional AMAZON MKTPLACE PMTS US$ 34,99 T/C 952,40\t$33.325\t\t$1.278.468',
  '04/11/2026\tCompra Nacional FARMACIAS CRUZ VERDE 0345\t$14.590\t\t$1.311.793',
].join('\n'); // prettier-ignore

describe('withTabDatesFilled', () => {
  it("gives a row with its date cell empty the date above it, not a note's line", () => {
    const filled = withTabDatesFilled(CHILE.split('\n'));
    expect(filled[20]).toBe('24/11/2026\tCobro Comisión Mantención Plan\t$7.555\t\t$1.237.413');
    const note = [
      '24 Nov 26\tSTEAMGAMES.COM 4259522985\t£15.87',
      '\t19.99 USD Exchange rate 1.2596\t',
    ];
    expect(withTabDatesFilled(note)).toEqual(note);
  });
});

describe('a page of signed pending rows above a table of unsigned debits and credits', () => {
  it('turns each unsigned row as the running balance says, the last by its words, and counts them', () => {
    const result = extractTransactions(CHILE, { today: '2026-11-27' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2026-11-26', -1248000],
      ['2026-11-24', -143500],
      ['2026-11-24', -755500],
      ['2026-11-21', -4000000],
      ['2026-11-21', -2349000],
      ['2026-11-14', 2999000],
      ['2026-11-05', -3332500],
      ['2026-11-04', -1459000],
    ]);
    expect(result.transactions[6]!.description).toContain('T/C 952,40');
    expect(countTransactionLines(CHILE)).toBe(8);
  });
});

describe('a card page whose rows stand under headings of their days, their date cells empty', () => {
  it('dates every row of a day by its heading, not only the first, and counts no summary figure', () => {
    const page = [
      'Skip to main content', 'first direct', 'Log off', 'My accounts', 'Move money', 'Apply', 'Help',
      'Settings', 'Your accounts', 'first direct Credit Card', '4543 62** **** 7719',
      'Balance', '-£650.54', 'Last statement', '18 November 2025', 'Statement balance', '-£1,046.22',
      'Minimum payment', '£25.00',
      'Transactions', 'Date\tDescription\tAmount',
      'Thursday 4 December 2025',
      '\tNON-STERLING TRANSACTION FEE\t-£0.46', '\tNS GROEP IZ AMSTERDAM NLD\t-£15.51', '\tEUR 17.80 @ 1.1476',
      'Monday 1 December 2025',
      '\tSPOTIFY P2C4F1E9A0 LONDON\t-£12.99', '\tNEXT RETAIL LTD LEEDS\t£65.00',
      'Saturday 29 November 2025',
      '\tCASH TRANSACTION FEE\t-£3.00', '\tCASH NATWEST LEEDS BRIGGATE\t-£50.00',
    ].join('\n'); // prettier-ignore
    const result = extractTransactions(page, { today: '2025-12-17' });
    expect(result.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2025-12-04', -46],
      ['2025-12-04', -1551],
      ['2025-12-01', -1299],
      ['2025-12-01', 6500],
      ['2025-11-29', -300],
      ['2025-11-29', -5000],
    ]);
    expect(countTransactionLines(page)).toBe(6);
  });
});
