import { describe, expect, it } from 'vitest';
import { readStatementTotals } from './totals.ts';

describe('readStatementTotals', () => {
  it('reads the totals of money in and out in several wordings, letters spaced apart or not', () => {
    expect(
      readStatementTotals(
        ['   Account Summary', '   Paym e nts In        678.81', '   Paym e nts Out       656.49'],
        'dot',
      ),
    ).toEqual({ inCents: 67881, outCents: 65649 });
    expect(
      readStatementTotals(
        ['Total deposits and other credits   $2,670.00', 'Total withdrawals   $1,366.10'],
        'dot',
      ),
    ).toEqual({ inCents: 267000, outCents: 136610 });
    expect(
      readStatementTotals(['Total deposits CHF 1,204.50', 'Total withdrawals  CHF 300.00'], 'dot'),
    ).toEqual({ inCents: 120450, outCents: 30000 });
    expect(readStatementTotals(['Summe Haben   2.000,00', 'Summe Soll   845,99'], 'comma')).toEqual(
      { inCents: 200000, outCents: 84599 },
    );
  });

  it("reads a total of both ways by the table's column order, beside it or a line each below it", () => {
    expect(
      readStatementTotals(
        [
          'Date         Opération                  Débit        Crédit',
          'Total des mouvements                   1 905,70      2 911,21',
        ],
        'comma',
      ),
    ).toEqual({ inCents: 291121, outCents: 190570 });
    expect(
      readStatementTotals(
        ['Date', 'Opération', 'Crédit', 'Débit', 'Total des mouvements', '2 911,21', '1 905,70'],
        'comma',
      ),
    ).toEqual({ inCents: 291121, outCents: 190570 });
    // (No header to say which figure is which: none.)
    expect(readStatementTotals(['Total des mouvements   1 905,70   2 911,21'], 'comma')).toBeNull();
  });

  it('gives none for a label printed with two different figures, or no label at all', () => {
    expect(
      readStatementTotals(['Total deposits  100.00', 'Total deposits  250.00'], 'dot'),
    ).toBeNull();
    expect(readStatementTotals(['03/14 STARBUCKS 4.50'], 'dot')).toBeNull();
  });
});
