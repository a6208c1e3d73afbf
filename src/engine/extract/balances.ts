// The balances a statement prints before and after its transactions (opening and closing, previous and
// new), so that verification can check opening + money in - money out = closing: a stronger proof of
// completeness than a line count. Only a label and its amount on one line are read; a statement that
// prints them apart (labels in one column, values in another) gives none, and is checked by count only.
import { parseAmount, type DecimalStyle } from './amounts.ts';
import { foldWords } from './words.ts';

export interface StatementBalances {
  /** Signed cents: negative when the statement marks the balance as owed (DR, S, Soll, minus). */
  openingCents: number;
  closingCents: number;
}

const OPENING =
  /^(?:opening|beginning|starting|previous|prior|old) (?:statement )?balance\b|^balance (?:brought forward|last statement|forward)\b|^(?:alter kontostand|anfangssaldo|saldo (?:anterior|inicial|iniziale|precedent)|solde (?:precedent|initial|anterieur|de debut)|ancien solde|beginsaldo|vorig saldo|vorheriger saldo)\b/;
const CLOSING =
  /^(?:total )?(?:closing|ending|new|current) (?:statement )?balance\b|^balance (?:carried forward|this statement)\b|^(?:neuer kontostand|endsaldo|saldo (?:final|finale|actual)|solde (?:final|nouveau|actuel)|nouveau solde|eindsaldo|nieuw saldo|aktueller saldo)\b/;

// The figure stands on its own ("$209.01"), so a misprinted "$1,23.45" is not read as 23.45.
const LAST_AMOUNT =
  /(?:^|\s)([-+(]?\s?(?:[$€£]\s?)?(?:\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+)[.,]\d{2}\)?-?)\s*(CR|DR|Cr|Dr|H|S|\+|-)?\s*(?:[A-Z]{3}|[$€£]|H? ?E ?UR)?\s*$/u;

function readBalanceLine(line: string, style: DecimalStyle): number | undefined {
  const m = LAST_AMOUNT.exec(line);
  if (!m) return undefined;
  const parsed = parseAmount(m[1] ?? '', style);
  if (!parsed) return undefined;
  const marker = m[2];
  const isOwed = parsed.sign === 'negative' || marker === 'DR' || marker === 'Dr' || marker === 'S';
  return isOwed && marker !== '+' ? -parsed.cents : parsed.cents;
}

/** The first opening and the last closing balance printed as a label with its amount, when both are. */
export function readStatementBalances(
  lines: readonly string[],
  style: DecimalStyle,
): StatementBalances | null {
  let openingCents: number | undefined;
  let closingCents: number | undefined;
  for (const line of lines) {
    if (
      line.length > 200 ||
      !/\d[.,]\d{2}/.test(line) ||
      !/balance|saldo|solde|kontostand/i.test(line)
    )
      continue;
    const label = foldWords(line.replace(/[\d$€£.,:()+-]+.*$/u, '').trim());
    if (openingCents === undefined && OPENING.test(label))
      openingCents = readBalanceLine(line, style);
    else if (CLOSING.test(label)) closingCents = readBalanceLine(line, style) ?? closingCents;
  }
  return openingCents === undefined || closingCents === undefined
    ? null
    : { openingCents, closingCents };
}
