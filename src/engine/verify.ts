// Proof that nothing was dropped: transaction lines counted in the input, independently of extraction,
// against what the answer holds. Lines that could not be read are listed, never hidden.
import type { BreakdownVerification } from '#shared/contract/breakdown';
import type { BreakdownAnalysis, Extraction } from './types.ts';

/** The verification of an analysis: its counts, unreadable lines and, when printed, its balances. */
export function verifyAnalysis(analysis: BreakdownAnalysis): BreakdownVerification {
  return verifyCounts({
    inputCount: analysis.inputCount,
    outputCount: analysis.transactions.length,
    unparsedLines: analysis.unparsedLines,
    balances: analysis.balances,
    netCents: analysis.transactions.reduce((sum, tx) => sum + tx.amountCents, 0),
  });
}

export function verifyCounts(options: {
  inputCount: number;
  outputCount: number;
  unparsedLines: string[];
  /** The statement's printed balances and what the transactions found add up to (in - out, cents). */
  balances?: Extraction['balances'];
  netCents?: number;
}): BreakdownVerification {
  const { inputCount, outputCount, unparsedLines } = options;
  const balanceCheck = checkBalances(options);
  const isMatch = inputCount === outputCount && unparsedLines.length === 0;
  let warningMessage: string | null = null;
  if (!isMatch) {
    const unread =
      unparsedLines.length > 0
        ? ` ${unparsedLines.length} ${unparsedLines.length === 1 ? 'line' : 'lines'} could not be read and ${unparsedLines.length === 1 ? 'is' : 'are'} listed below.`
        : '';
    warningMessage = `Found ${inputCount} transaction ${inputCount === 1 ? 'line' : 'lines'} in your input but processed ${outputCount}.${unread} Please check them before relying on the totals.`;
  }
  if (balanceCheck && balanceCheck.difference !== 0) {
    const gap = `The statement's closing balance differs by ${Math.abs(balanceCheck.difference).toFixed(2)} from what its opening balance and these transactions make.`;
    warningMessage = warningMessage ? `${warningMessage} ${gap}` : gap;
  }
  return {
    warningMessage,
    inputTransactionCount: inputCount,
    outputTransactionCount: outputCount,
    transactionCountMatch: isMatch,
    transactionCount: outputCount,
    unparsedLines,
    ...(balanceCheck ? { balanceCheck } : {}),
  };
}

/**
 * Opening + money in - money out = closing, for an account; a card's balance is what is owed, so
 * there charges raise it and credits lower it. Amounts in the contract's decimals.
 */
export function checkBalances(options: {
  balances?: Extraction['balances'];
  netCents?: number;
}): BreakdownVerification['balanceCheck'] {
  const { balances, netCents } = options;
  if (!balances || netCents === undefined) return undefined;
  const expected = balances.isCardAccount
    ? balances.openingCents - netCents
    : balances.openingCents + netCents;
  return {
    opening: balances.openingCents / 100,
    closing: balances.closingCents / 100,
    difference: (balances.closingCents - expected) / 100,
  };
}
