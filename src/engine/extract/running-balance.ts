// A table with a running balance column proves itself: each row's balance is the one before it plus
// the row's amount. Where every row chains so, the balance before the first row and after the last
// are the statement's own opening and closing balances, though it prints no such line, and
// verification can check them like printed ones. So where a table prints the balance only at each
// day's end, when the amounts between every two balances add up to the step. A chain broken anywhere
// (rows of a day in another order, a balance in another currency) gives nothing rather than a false
// alarm.

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
  // Rows that print a balance; a table may print one only at each day's end.
  const printed = rows.flatMap((row, i) => (row.balanceCents === undefined ? [] : [i]));
  if (printed.length < MIN_ROWS) return undefined;
  const balance = (i: number) => rows[i]!.balanceCents!;
  const sum = (from: number, to: number) => {
    let total = 0;
    for (let i = from; i <= to; i++) total += rows[i]!.amountCents;
    return total;
  };
  const last = rows.length - 1;
  const [first, final] = [printed[0]!, printed.at(-1)!];
  // Oldest first: each printed balance is the one before plus the amounts between; the last row
  // prints the closing balance.
  const isOldestFirst =
    final === last &&
    printed.every(
      (i, k) => k === 0 || balance(i) === balance(printed[k - 1]!) + sum(printed[k - 1]! + 1, i),
    );
  if (isOldestFirst)
    return { openingCents: balance(first) - sum(0, first), closingCents: balance(last) };
  // Newest first: each printed balance is the one below plus the amounts between; the first row
  // prints the closing balance.
  const isNewestFirst =
    first === 0 &&
    printed.every(
      (i, k) =>
        k === printed.length - 1 ||
        balance(i) === balance(printed[k + 1]!) + sum(i, printed[k + 1]! - 1),
    );
  if (isNewestFirst)
    return { openingCents: balance(final) - sum(final, last), closingCents: balance(0) };
  return undefined;
}
