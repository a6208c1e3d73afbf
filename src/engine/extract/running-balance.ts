// A table with a running balance column proves itself: each row's balance is the one before it plus
// the row's amount. Where every row chains so, the balance before the first row and after the last
// are the statement's own opening and closing balances, though it prints no such line, and
// verification can check them like printed ones. A chain broken anywhere (rows of a day in another
// order, a balance in another currency) gives nothing rather than a false alarm.

/** A row as read: its signed amount and the balance printed beside it, if any. */
export interface RunningRow {
  amountCents: number;
  balanceCents?: number | undefined;
}

/** Rows needed before a chain is evidence: two could agree by chance. */
const MIN_ROWS = 3;

export function balancesFromRunning(
  rows: readonly RunningRow[],
): { openingCents: number; closingCents: number } | undefined {
  if (rows.length < MIN_ROWS) return undefined;
  const balances: number[] = [];
  for (const row of rows) {
    if (row.balanceCents === undefined) return undefined;
    balances.push(row.balanceCents);
  }
  const amounts = rows.map((row) => row.amountCents);
  const last = rows.length - 1;
  // Oldest first: each balance is the one above plus its amount. Newest first: the one below.
  const isOldestFirst = amounts.every((a, i) => i === 0 || balances[i] === balances[i - 1]! + a);
  if (isOldestFirst)
    return { openingCents: balances[0]! - amounts[0]!, closingCents: balances[last]! };
  const isNewestFirst = amounts.every((a, i) => i === last || balances[i] === balances[i + 1]! + a);
  if (isNewestFirst)
    return { openingCents: balances[last]! - amounts[last]!, closingCents: balances[0]! };
  return undefined;
}
