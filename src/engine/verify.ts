// Proof that nothing was dropped: transaction lines counted in the input, independently of extraction,
// against what the analysis holds, and the statement's printed balances against what its transactions
// make of them. Lines that could not be read are listed, never hidden. In counts and cents; the
// server's edge words the warning and turns the balances into the contract's decimals.
import type { BreakdownAnalysis, Extraction } from './types.ts';

/** The printed opening and closing balance, and closing minus what the transactions make of opening. */
export interface BalanceCheck {
  openingCents: number;
  closingCents: number;
  /** 0 when the transactions found carry the opening balance to the closing one. */
  differenceCents: number;
}

export interface StatementVerification {
  /** Transaction lines counted in the input, independently of extraction. */
  inputCount: number;
  /** Transactions read: money out and money in. */
  outputCount: number;
  /**
   * Every counted line was read (or the printed balances prove every transaction was) and none was
   * left unreadable.
   */
  isMatch: boolean;
  /** Lines that looked like transactions but could not be read. */
  unparsedLines: string[];
  /** When the statement prints its opening and closing balance. */
  balanceCheck?: BalanceCheck;
  /** What the printed balances decided, when the rows as first read did not add up. */
  reconciliation?: Extraction['reconciliation'];
  /** An export's rows of 0.00, left out: they move no money. */
  zeroRows?: Extraction['zeroRows'];
}

/** The verification of an analysis: its counts, unreadable lines and, when printed, its balances. */
export function verifyAnalysis(analysis: BreakdownAnalysis): StatementVerification {
  return verifyCounts({
    inputCount: analysis.inputCount,
    outputCount: analysis.transactions.length,
    unparsedLines: analysis.unparsedLines,
    balances: analysis.balances,
    netCents: analysis.transactions.reduce((sum, tx) => sum + tx.amountCents, 0),
    reconciliation: analysis.reconciliation,
    zeroRows: analysis.zeroRows,
  });
}

export function verifyCounts(options: {
  inputCount: number;
  outputCount: number;
  unparsedLines: string[];
  /** The statement's printed balances and what the transactions found add up to (in - out, cents). */
  balances?: Extraction['balances'];
  netCents?: number;
  reconciliation?: Extraction['reconciliation'] | undefined;
  zeroRows?: Extraction['zeroRows'] | undefined;
}): StatementVerification {
  const { inputCount, outputCount, unparsedLines, reconciliation, zeroRows } = options;
  const balanceCheck = checkBalances(options);
  // Rows the balances proved are not transactions were read and accounted for, whether the
  // independent count took them for transactions or not.
  const setAside = reconciliation?.setAside.length ?? 0;
  const isCounted = inputCount === outputCount || inputCount === outputCount + setAside;
  // Balances carried from opening to closing to the cent are the stronger proof: a line count that
  // found fewer lines than were read then miscounted (ADR 0019), and is not shown as a mismatch.
  // Not where it found more (a row may be missing, made up for by another), nor where the balances
  // were made to add up by turning a row round.
  const isProvenByBalances =
    balanceCheck?.differenceCents === 0 &&
    outputCount > 0 &&
    inputCount <= outputCount + setAside &&
    (reconciliation?.turned.length ?? 0) === 0;
  return {
    inputCount,
    outputCount,
    isMatch: (isCounted || isProvenByBalances) && unparsedLines.length === 0,
    unparsedLines,
    ...(balanceCheck ? { balanceCheck } : {}),
    ...(reconciliation ? { reconciliation } : {}),
    ...(zeroRows?.length ? { zeroRows } : {}),
  };
}

/**
 * Opening + money in - money out = closing, for an account; a card's balance is what is owed, so
 * there charges raise it and credits lower it.
 */
export function checkBalances(options: {
  balances?: Extraction['balances'];
  netCents?: number;
}): BalanceCheck | undefined {
  const { balances, netCents } = options;
  if (!balances || netCents === undefined) return undefined;
  const expected = balances.isCardAccount
    ? balances.openingCents - netCents
    : balances.openingCents + netCents;
  return {
    openingCents: balances.openingCents,
    closingCents: balances.closingCents,
    differenceCents: balances.closingCents - expected,
  };
}
