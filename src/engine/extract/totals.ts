// The totals of money in and money out a statement prints beside its balances ('Payments In 678.81',
// 'Total withdrawals $1,204.50', 'Summe Haben 2.000,00'): a second proof, apart from the balances,
// that reconciliation uses to tell which reading is right. Only a label and its figure side by side
// (in one cell, or the next cell of a laid-out line) are read; a label printed twice with different
// figures (a statement of several accounts) gives none.
import { type DecimalStyle } from './amounts.ts';
import { labelWords, readBalanceLine } from './balances.ts';
import { layoutCells } from './input.ts';
import { foldWords } from './words.ts';

export interface StatementTotals {
  /** Money in, in cents, as the statement totals it. */
  inCents?: number;
  /** Money out, in cents (positive), as the statement totals it. */
  outCents?: number;
}

const MONEY_IN =
  /^(?:total )?(?:payments in|paid in|money in|deposits(?: and (?:other )?(?:credits|additions))?|total credits|credits total|summe haben|summe gutschriften|gutschriften|total des credits|totale (?:accrediti|entrate)|total (?:abonos|ingresos|creditos|entradas)|totaal bij)$/;
const MONEY_OUT =
  /^(?:total )?(?:payments out|paid out|money out|withdrawals(?: and (?:other )?(?:debits|subtractions))?|checks and (?:other )?debits|total debits|debits total|summe soll|summe lastschriften|summe belastungen|total des debits|totale (?:addebiti|uscite)|total (?:cargos|gastos|debitos|saidas)|totaal af)$/;

const MONEY_IN_UNSPACED = new RegExp(MONEY_IN.source.replace(/ /g, ''));
const MONEY_OUT_UNSPACED = new RegExp(MONEY_OUT.source.replace(/ /g, ''));

/** The label of a cell: its words before the figures, folded. */
const labelOf = (cell: string) => foldWords(labelWords(cell));

export function readStatementTotals(
  lines: readonly string[],
  style: DecimalStyle,
): StatementTotals | null {
  const found: { in: Set<number>; out: Set<number> } = { in: new Set(), out: new Set() };
  for (const line of lines) {
    if (line.length > 300 || !/\d[.,]\d{2}/.test(line)) continue;
    if (
      !/\b(?:in|out|paid|money|total|deposits?|withdrawals?|credits?|debits?|summe|gutschriften|checks|bij|af)\b/i.test(
        line,
      )
    ) {
      continue;
    }
    const cells = layoutCells(line).map((cell) => cell.text);
    for (const [index, cell] of cells.entries()) {
      const label = labelOf(cell);
      // (Also a label whose letters the PDF text spaced apart: 'Paym e nts In'.)
      const unspaced = label.replace(/ /g, '');
      const way =
        MONEY_IN.test(label) || MONEY_IN_UNSPACED.test(unspaced)
          ? 'in'
          : MONEY_OUT.test(label) || MONEY_OUT_UNSPACED.test(unspaced)
            ? 'out'
            : undefined;
      if (!way) continue;
      const cents = readBalanceLine(cell, style) ?? readBalanceLine(cells[index + 1] ?? '', style);
      if (cents !== undefined) found[way].add(Math.abs(cents));
    }
  }
  const only = (figures: Set<number>) => (figures.size === 1 ? [...figures][0] : undefined);
  const totals: StatementTotals = {};
  const inCents = only(found.in);
  const outCents = only(found.out);
  if (inCents !== undefined) totals.inCents = inCents;
  if (outCents !== undefined) totals.outCents = outCents;
  return inCents === undefined && outCents === undefined ? null : totals;
}
