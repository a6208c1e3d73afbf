// A statement carries its own proof: opening + money in - money out = closing (for a card, previous
// balance + charges - credits = new balance). When the rows read do not add up, that arithmetic
// decides between readings: rows that only look like transactions (a limit, a summary figure, an
// undated balance line) are set aside when the balances add up without them, and a row is turned
// round only when nothing else makes them add up. When no reading adds up, nothing changes and the
// rows in doubt are named. Pure; the search is bounded, so time stays linear in the rows.
import type { Extraction, ReconciledRow, StatementTransaction } from '../types.ts';
import { balanceKind } from './balances.ts';
import { isoDayNumber } from './dates.ts';
import { foldWords, hasNameWords, isSummaryText } from './words.ts';

export type Reconciliation = NonNullable<Extraction['reconciliation']>;

/** At most this many rows are considered for setting aside, the most doubtful first. */
const MAX_CANDIDATES = 20;
/**
 * At most this many rows are set aside together: more when few rows are in doubt, fewer when many
 * are, so that the sets tried stay few (about 1,300 at most) and a sum found by chance stays unlikely.
 */
const maxSetAside = (candidates: number) => (candidates <= 8 ? 6 : 3);

// A row that is nothing but the label of a figure printed beside the transactions: a limit, what is
// available, a minimum payment, a rate, rewards ('Credit line', 'Verfügungsrahmen'). Anchored:
// 'OVERDRAFT FEE' and 'TOTAL WINE & MORE' are transactions.
const FIGURE_LABEL =
  /^(?:(?:credit|cash advance|cash|overdraft|arranged overdraft|spending|daily)? ?(?:limit|line)|[a-z]*(?:rahmen|limit|limite|plafond)|available (?:credit|balance|funds|to spend|spend)|minimum (?:payment|amount)(?: due)?|(?:payment|amount) due|interest rate|apr|(?:reward|rewards|cashback|points)(?: [a-z]+){0,2})$/;

function asRow(tx: StatementTransaction): ReconciledRow {
  return { line: tx.line, description: tx.description, amountCents: tx.amountCents };
}

/** Whether a part of a description is only a label: of a balance, a total, a limit or a summary. */
function isLabel(part: string): boolean {
  const words = foldWords(part.replace(/[\d.,:/()+-]+/g, ' '));
  return (
    isSummaryText(part) ||
    balanceKind(part) !== undefined ||
    (words !== '' && FIGURE_LABEL.test(words))
  );
}

/** Days from the middle of a statement's dates beyond which a row's date is in doubt. */
const FAR_DAYS = 75;

/** The middle of the rows' dates (their median day). */
function middleDayOf(transactions: readonly StatementTransaction[]): number | undefined {
  const days = transactions
    .flatMap((tx) => (tx.date ? [isoDayNumber(tx.date)] : []))
    .filter((day): day is number => day !== undefined)
    .sort((a, b) => a - b);
  return days.length >= 5 ? days[Math.floor(days.length / 2)] : undefined;
}

/**
 * How doubtful a row is as a transaction (0: not at all), for setting it aside: undated among dated
 * rows, only a label, or in doubt to its reader. A figure or full date in its words, or a figure
 * equal to a printed balance, adds weight to a row already in doubt, never makes one so.
 */
function doubtOf(
  tx: StatementTransaction,
  isDatedStatement: boolean,
  balances: NonNullable<Extraction['balances']>,
  middleDay?: number,
): number {
  let doubt = 0;
  if (isDatedStatement && tx.date === null) doubt += 2;
  // A date months from the rest ('FEHÉRVÁRI ÚT 47. 3/12.', an address read as a row).
  const day = tx.date ? isoDayNumber(tx.date) : undefined;
  if (middleDay !== undefined && day !== undefined && Math.abs(day - middleDay) > FAR_DAYS) {
    doubt += 2;
  }
  if (tx.description.split('; ').some(isLabel)) doubt += 2;
  if (tx.isDoubtful) doubt += 2;
  // Figures and dates without a word ('20-04-2024  15-05-2024  12,000.00  50.00  707.47'): a summary
  // box's row, more likely than a transaction.
  if (!hasNameWords(tx.description)) doubt += 2;
  return doubt === 0 ? 0 : doubt + suspicionOf(tx, balances);
}

/**
 * Signs that a row may not be what it seems, to name it when nothing adds up: words that carry a
 * figure or a full date of their own (lines run together: 'Check 1043 $250.00 04/15/2024 Check
 * 1044'), or a figure equal to a printed balance.
 */
function suspicionOf(
  tx: StatementTransaction,
  balances: NonNullable<Extraction['balances']>,
): number {
  let suspicion = 0;
  if (/\d[.,]\d{2}(?!\d)|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(tx.description)) suspicion += 1;
  const size = Math.abs(tx.amountCents);
  if (size === Math.abs(balances.openingCents) || size === Math.abs(balances.closingCents)) {
    suspicion += 1;
  }
  return suspicion;
}

/**
 * Every smallest set of candidates whose amounts sum to `excess` and that `fits` (indices into
 * `amounts`).
 */
function smallestSetsSumming(
  amounts: readonly number[],
  excess: number,
  fits: (set: readonly number[]) => boolean,
): number[][] {
  for (let size = 1; size <= Math.min(maxSetAside(amounts.length), amounts.length); size++) {
    const found: number[][] = [];
    const pick = (start: number, left: number, sum: number, chosen: number[]) => {
      if (left === 0) {
        if (sum === excess && fits(chosen)) found.push([...chosen]);
        return;
      }
      for (let i = start; i <= amounts.length - left; i++) {
        chosen.push(i);
        pick(i + 1, left - 1, sum + amounts[i]!, chosen);
        chosen.pop();
      }
    };
    pick(0, size, 0, []);
    if (found.length > 0) return found;
  }
  return [];
}

/** Money in and money out of rows (out as a positive sum). */
function sumsOf(transactions: readonly StatementTransaction[]): { in: number; out: number } {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const tx of transactions) {
    if (tx.amountCents > 0) moneyIn += tx.amountCents;
    else moneyOut -= tx.amountCents;
  }
  return { in: moneyIn, out: moneyOut };
}

/** Whether rows' money in and out equal the totals the statement prints, where it prints them. */
function matchesTotals(
  sums: { in: number; out: number },
  totals: Extraction['totals'],
  isCardAccount: boolean,
): boolean {
  if (!totals || isCardAccount) return true;
  return (
    (totals.inCents === undefined || totals.inCents === sums.in) &&
    (totals.outCents === undefined || totals.outCents === sums.out)
  );
}

/** Money in less money out of rows (cents). */
const netOf = (transactions: readonly StatementTransaction[]) =>
  transactions.reduce((sum, tx) => sum + tx.amountCents, 0);

/** Whether most rows carry a date: then an undated one is in doubt. */
const isMostlyDated = (transactions: readonly StatementTransaction[]) =>
  transactions.filter((tx) => tx.date !== null).length * 2 > transactions.length;

/** Closing minus what `net` makes of opening, by the account's convention. */
function differenceOf(balances: NonNullable<Extraction['balances']>, net: number): number {
  const expected = balances.isCardAccount
    ? balances.openingCents - net
    : balances.openingCents + net;
  return balances.closingCents - expected;
}

/**
 * The extraction as its printed balances prove it: unchanged when they add up; with the rows set
 * aside or turned round when exactly one smallest change makes them add up; else unchanged, with
 * the rows in doubt named.
 */
export function reconcile(
  extraction: Extraction,
  /** The independent count of the input's transaction lines, asked only when needed. */
  countLines: () => number = () => 0,
): Extraction {
  const { balances, transactions } = extraction;
  if (!balances || transactions.length === 0) return extraction;
  const net = netOf(transactions);
  if (differenceOf(balances, net) === 0) return extraction;
  // Whether the balances are held or owed, the statement may not say: the rows as read adding up
  // the other way say it.
  const other = { ...balances, isCardAccount: !balances.isCardAccount };
  if (differenceOf(other, net) === 0) return { ...extraction, balances: other };
  // Lines left unread, or more lines counted than rows read: a row may be missing, and a missing
  // row is no reason to turn another round. (A row that is only a label may still be set aside.)
  const mayMissRows = extraction.unparsedLines.length > 0 || countLines() > transactions.length;
  const asRead = decide(extraction, balances, !mayMissRows);
  if (isDecided(asRead)) return asRead;
  // Else the other reading, when it alone adds up by one change.
  const otherReading = decide({ ...extraction, balances: other }, other, !mayMissRows);
  return isDecided(otherReading) ? otherReading : asRead;
}

/** Whether the balances decided a change that makes them add up. */
function isDecided(extraction: Extraction): boolean {
  const decided = extraction.reconciliation;
  return !!decided && decided.setAside.length + decided.turned.length > 0;
}

function decide(
  extraction: Extraction,
  balances: NonNullable<Extraction['balances']>,
  mayTurn: boolean,
): Extraction {
  const { transactions } = extraction;
  const net = netOf(transactions);
  const differenceCents = differenceOf(balances, net);

  // For an account, rows worth `excess` too many were read; for a card the same, its sign turned.
  const excess = balances.isCardAccount ? differenceCents : -differenceCents;
  const isDatedStatement = isMostlyDated(transactions);
  const middleDay = middleDayOf(transactions);
  const candidates = transactions
    .map((tx, index) => ({ index, doubt: doubtOf(tx, isDatedStatement, balances, middleDay) }))
    .filter((c) => c.doubt > 0)
    .sort((a, b) => b.doubt - a.doubt)
    .slice(0, MAX_CANDIDATES);
  // Where the statement also prints its totals of money in and out, a set aside must leave them.
  const all = sumsOf(transactions);
  const fits = (set: readonly number[]) => {
    const removed = sumsOf(set.map((k) => transactions[candidates[k]!.index]!));
    return matchesTotals(
      { in: all.in - removed.in, out: all.out - removed.out },
      extraction.totals,
      balances.isCardAccount,
    );
  };
  const sets = smallestSetsSumming(
    candidates.map((c) => transactions[c.index]!.amountCents),
    excess,
    fits,
  );
  if (sets.length === 1) {
    const dropped = new Set(sets[0]!.map((k) => candidates[k]!.index));
    return {
      ...extraction,
      transactions: transactions.filter((_, i) => !dropped.has(i)),
      reconciliation: {
        differenceCents,
        setAside: [...dropped].sort((a, b) => a - b).map((i) => asRow(transactions[i]!)),
        turned: [],
        inDoubt: [],
      },
    };
  }
  // One row read the wrong way round is off by twice its amount: only a row whose sign the reader
  // guessed (a printed sign, a debit or credit column, a running balance are proof).
  const turnable =
    mayTurn && sets.length === 0 && excess % 2 === 0
      ? transactions.flatMap((tx, index) => {
          if (!tx.isSignGuessed || tx.amountCents * 2 !== excess) return [];
          const turned = sumsOf([{ ...tx, amountCents: -tx.amountCents }]);
          const own = sumsOf([tx]);
          const sums = {
            in: all.in - own.in + turned.in,
            out: all.out - own.out + turned.out,
          };
          return matchesTotals(sums, extraction.totals, balances.isCardAccount) ? [index] : [];
        })
      : [];
  const turning =
    turnable.length === 1
      ? turnable
      : mayTurn && sets.length === 0 && turnable.length === 0
        ? turnedByTotals(extraction, excess)
        : [];
  if (turning.length > 0) {
    const turned = new Set(turning);
    return {
      ...extraction,
      transactions: transactions.map((tx, i) =>
        turned.has(i) ? { ...tx, amountCents: -tx.amountCents } : tx,
      ),
      reconciliation: {
        differenceCents,
        setAside: [],
        turned: turning.map((i) => asRow(transactions[i]!)),
        inDoubt: [],
      },
    };
  }
  // No one reading: the rows any of the readings would change, else the doubtful ones.
  const inDoubt = new Set<number>([...sets.flat().map((k) => candidates[k]!.index), ...turnable]);
  if (inDoubt.size === 0) return namingDoubts(extraction, balances);
  return {
    ...extraction,
    reconciliation: {
      differenceCents,
      setAside: [],
      turned: [],
      inDoubt: [...inDoubt].sort((a, b) => a - b).map((i) => asRow(transactions[i]!)),
    },
  };
}

/** Rows whose direction was guessed, beyond which no set of them is tried as turned together. */
const MAX_GUESSED_ROWS = 40;

/**
 * Several rows read the wrong way round (a reading in which the columns' places were lost, money in
 * told by no word): where the statement prints its totals of money in and out, the one smallest set
 * of rows whose direction was guessed that, turned, makes both the balances and the totals add up.
 * Without printed totals a set found by the balances alone could be chance: none is turned.
 */
function turnedByTotals(extraction: Extraction, excess: number): number[] {
  const { transactions, totals, balances } = extraction;
  // (A card's totals are not read against its rows: its credits and charges net otherwise.)
  if (!totals || totals.inCents === undefined || totals.outCents === undefined) return [];
  if (!balances || balances.isCardAccount) return [];
  if (excess % 2 !== 0) return [];
  const guessed = transactions.flatMap((tx, index) => (tx.isSignGuessed ? [index] : []));
  if (guessed.length < 2 || guessed.length > MAX_GUESSED_ROWS) return [];
  const all = sumsOf(transactions);
  const fits = (set: readonly number[]) => {
    const rows = set.map((k) => transactions[guessed[k]!]!);
    const own = sumsOf(rows);
    const turned = sumsOf(rows.map((tx) => ({ ...tx, amountCents: -tx.amountCents })));
    return matchesTotals(
      { in: all.in - own.in + turned.in, out: all.out - own.out + turned.out },
      totals,
      false,
    );
  };
  const sets = smallestSetsSumming(
    guessed.map((index) => transactions[index]!.amountCents),
    excess / 2,
    fits,
  );
  return sets.length === 1 ? sets[0]!.map((k) => guessed[k]!) : [];
}

/** Nothing changed; the rows in doubt or that seem other than they are, named (at most 20). */
function namingDoubts(
  extraction: Extraction,
  balances: NonNullable<Extraction['balances']>,
): Extraction {
  const { transactions } = extraction;
  const net = netOf(transactions);
  const isDatedStatement = isMostlyDated(transactions);
  const middleDay = middleDayOf(transactions);
  const inDoubt = transactions
    .map((tx, index) => ({
      index,
      weight: doubtOf(tx, isDatedStatement, balances, middleDay) + suspicionOf(tx, balances),
    }))
    .filter((row) => row.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_CANDIDATES)
    .map((row) => row.index)
    .sort((a, b) => a - b);
  return {
    ...extraction,
    reconciliation: {
      differenceCents: differenceOf(balances, net),
      setAside: [],
      turned: [],
      inDoubt: inDoubt.map((i) => asRow(transactions[i]!)),
    },
  };
}
