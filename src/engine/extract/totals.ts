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

/**
 * A total of both ways at once, its money out and in as two figures in the table's columns ('Total
 * des mouvements   1 905,70   2 911,21', 'Totale movimenti', 'Summe der Umsätze').
 */
const BOTH_WAYS =
  /^(?:total|totaux|totale|totales|summe|suma|totaal)(?: (?:des|de|dei|der|of|van))? (?:mouvements|operations|movimenti|movimientos|movimentos|movements|transactions|umsatze|umsaetze|buchungen|mutaties)$/;

/** Header words of a debit and of a credit column, to know which of a total's two figures is which. */
const DEBIT_HEADER =
  /^(?:debit|debits|debito|debe|dare|soll|af|cargos?|retraits?|withdrawals?|paid out|money out)$/;
const CREDIT_HEADER =
  /^(?:credit|credits|credito|haber|avere|haben|bij|abonos?|versements?|deposits?|paid in|money in)$/;

/**
 * Whether the table prints its debit column before its credit column: in a header row by where the
 * cells stand, in text in reading order (a cell a line) by which line comes first. Undefined when
 * no header says.
 */
function isDebitFirst(lines: readonly string[]): boolean | undefined {
  let debitLine = -1;
  let creditLine = -1;
  for (const [index, line] of lines.entries()) {
    if (line.length > 300) continue;
    const cells = layoutCells(line);
    const debitCell = cells.find((cell) => DEBIT_HEADER.test(foldWords(cell.text)));
    const creditCell = cells.find((cell) => CREDIT_HEADER.test(foldWords(cell.text)));
    if (debitCell && creditCell) return debitCell.end < creditCell.end;
    if (debitCell && debitLine < 0) debitLine = index;
    if (creditCell && creditLine < 0) creditLine = index;
    // (In reading order the two header cells stand a line or two apart.)
    if (debitLine >= 0 && creditLine >= 0) {
      if (Math.abs(debitLine - creditLine) <= 3) return debitLine < creditLine;
      debitLine = -1;
      creditLine = -1;
    }
  }
  return undefined;
}

/** The two figures of a total of both ways: in its own cells, or on the next two lines alone. */
function bothWaysFigures(
  cells: readonly string[],
  index: number,
  below: readonly string[],
  style: DecimalStyle,
): [number, number] | undefined {
  const after = cells.slice(index + 1).map((cell) => readBalanceLine(cell, style));
  if (after.length === 2 && after.every((cents) => cents !== undefined)) {
    return [Math.abs(after[0]!), Math.abs(after[1]!)];
  }
  if (cells.length !== 1) return undefined;
  const [first, second] = below.map((line) =>
    FIGURE_ALONE.test(line) ? readBalanceLine(line, style) : undefined,
  );
  return first !== undefined && second !== undefined
    ? [Math.abs(first), Math.abs(second)]
    : undefined;
}

const FIGURE_ALONE = /^\s*[-+]?\s?\d[\d.,' \u00a0\u202f]*[.,]\d{2}\s*(?:[A-Z]{3}|\p{Sc})?\s*$/u;

const MONEY_IN_UNSPACED = new RegExp(MONEY_IN.source.replace(/ /g, ''));
const MONEY_OUT_UNSPACED = new RegExp(MONEY_OUT.source.replace(/ /g, ''));

/** The label of a cell: its words before the figures, folded. */
const labelOf = (cell: string) => foldWords(labelWords(cell));

export function readStatementTotals(
  lines: readonly string[],
  style: DecimalStyle,
): StatementTotals | null {
  const found: { in: Set<number>; out: Set<number> } = { in: new Set(), out: new Set() };
  for (const [lineIndex, line] of lines.entries()) {
    if (line.length > 300) continue;
    // A total of both ways, its figures beside it or (in reading order) on the lines below.
    if (/\b(?:tota|summe|suma)/i.test(line)) {
      const cells = layoutCells(line).map((cell) => cell.text);
      const at = cells.findIndex((cell) => BOTH_WAYS.test(labelOf(cell)));
      const figures =
        at >= 0
          ? bothWaysFigures(cells, at, lines.slice(lineIndex + 1, lineIndex + 3), style)
          : undefined;
      const debitFirst = figures ? isDebitFirst(lines) : undefined;
      if (figures && debitFirst !== undefined) {
        const [out, into] = debitFirst ? figures : [figures[1], figures[0]];
        found.out.add(out);
        found.in.add(into);
        continue;
      }
    }
    if (!/\d[.,]\d{2}/.test(line)) continue;
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
