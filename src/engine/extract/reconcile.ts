// A statement carries its own proof: opening + money in - money out = closing (for a card, previous
// balance + charges - credits = new balance). When the rows read do not add up, that arithmetic
// decides between readings: rows that only look like transactions (a limit, a summary figure, an
// undated balance line) are set aside when the balances add up without them, and a row is turned
// round only when nothing else makes them add up. When no reading adds up, nothing changes and the
// rows in doubt are named. Pure; the search is bounded, so time stays linear in the rows.
import type { Extraction, ReconciledRow, StatementTransaction } from '../types.ts';
import { foldWords, isSummaryText } from './words.ts';

export type Reconciliation = NonNullable<Extraction['reconciliation']>;

/** At most this many rows are considered for setting aside, the most doubtful first. */
const MAX_CANDIDATES = 20;
/**
 * At most this many rows are set aside together: more when few rows are in doubt, fewer when many
 * are, so that the sets tried stay few (about 1,300 at most) and a sum found by chance stays unlikely.
 */
const maxSetAside = (candidates: number) => (candidates <= 8 ? 6 : 3);

// Words of figures a statement prints beside its transactions: limits, summaries, rates, rewards.
const NOT_A_TRANSACTION =
  /(?:limit|limite|limits|rahmen|credit line|advance line)\b|\b(?:available|verfugbar|disponible|disponibile|minimum|min payment|payment due|amount due|due date|balance|saldo|solde|kontostand|total|totals|subtotal|summe|gesamt|totale|totaal|payments in|payments out|paid in|paid out|money in|money out|interest rate|apr|rewards?|points|cashback earned|overdraft|credit line|rahmen|plafond)\b/;

function asRow(tx: StatementTransaction): ReconciledRow {
  return { line: tx.line, description: tx.description, amountCents: tx.amountCents };
}

/**
 * How doubtful a row is as a transaction (0: not at all): undated among dated rows, worded like a
 * summary or limit, or its figure one of the printed balances.
 */
function doubtOf(
  tx: StatementTransaction,
  isDatedStatement: boolean,
  balances: NonNullable<Extraction['balances']>,
): number {
  let doubt = 0;
  if (isDatedStatement && tx.date === null) doubt += 2;
  const words = foldWords(tx.description);
  if (isSummaryText(tx.description) || NOT_A_TRANSACTION.test(words)) doubt += 2;
  // Words that carry a figure or a full date of their own: lines run together ('Check 1043 $250.00
  // 04/15/2024 Check 1044'), where a row is often not what it seems.
  if (/\d[.,]\d{2}(?!\d)|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(tx.description)) doubt += 1;
  const size = Math.abs(tx.amountCents);
  if (size === Math.abs(balances.openingCents) || size === Math.abs(balances.closingCents)) {
    doubt += 1;
  }
  return doubt;
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
export function reconcile(extraction: Extraction): Extraction {
  const { balances, transactions } = extraction;
  if (!balances || transactions.length === 0) return extraction;
  const net = transactions.reduce((sum, tx) => sum + tx.amountCents, 0);
  if (differenceOf(balances, net) === 0) return extraction;
  // Whether the balances are held or owed, the statement may not say: the rows as read adding up
  // the other way say it.
  const other = { ...balances, isCardAccount: !balances.isCardAccount };
  if (differenceOf(other, net) === 0) return { ...extraction, balances: other };
  const asRead = decide(extraction, balances);
  if (isDecided(asRead)) return asRead;
  // Else the other reading, when it alone adds up by one change.
  const otherReading = decide({ ...extraction, balances: other }, other);
  return isDecided(otherReading) ? otherReading : asRead;
}

/** Whether the balances decided a change that makes them add up. */
function isDecided(extraction: Extraction): boolean {
  const decided = extraction.reconciliation;
  return !!decided && decided.setAside.length + decided.turned.length > 0;
}

function decide(extraction: Extraction, balances: NonNullable<Extraction['balances']>): Extraction {
  const { transactions } = extraction;
  const net = transactions.reduce((sum, tx) => sum + tx.amountCents, 0);
  const differenceCents = differenceOf(balances, net);

  // For an account, rows worth `excess` too many were read; for a card the same, its sign turned.
  const excess = balances.isCardAccount ? differenceCents : -differenceCents;
  const dated = transactions.filter((tx) => tx.date !== null).length;
  const isDatedStatement = dated * 2 > transactions.length;
  const candidates = transactions
    .map((tx, index) => ({ index, doubt: doubtOf(tx, isDatedStatement, balances) }))
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
  // One row read the wrong way round is off by twice its amount.
  const turnable =
    sets.length === 0 && excess % 2 === 0
      ? transactions.flatMap((tx, index) => {
          if (tx.amountCents * 2 !== excess) return [];
          const turned = sumsOf([{ ...tx, amountCents: -tx.amountCents }]);
          const own = sumsOf([tx]);
          const sums = {
            in: all.in - own.in + turned.in,
            out: all.out - own.out + turned.out,
          };
          return matchesTotals(sums, extraction.totals, balances.isCardAccount) ? [index] : [];
        })
      : [];
  if (turnable.length === 1) {
    const index = turnable[0]!;
    const turned = transactions[index]!;
    return {
      ...extraction,
      transactions: transactions.map((tx, i) =>
        i === index ? { ...tx, amountCents: -tx.amountCents } : tx,
      ),
      reconciliation: { differenceCents, setAside: [], turned: [asRow(turned)], inDoubt: [] },
    };
  }
  // No one reading: the rows any of the readings would change, else the doubtful ones.
  const inDoubt = new Set<number>([...sets.flat().map((k) => candidates[k]!.index), ...turnable]);
  if (inDoubt.size === 0) for (const c of candidates) inDoubt.add(c.index);
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
