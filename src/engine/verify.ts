// Proof that nothing was dropped: transaction lines counted in the input, independently of extraction,
// against what the answer holds. Lines that could not be read are listed, never hidden.
import type { BreakdownVerification } from '#shared/contract/breakdown';

export function verifyCounts(options: {
  inputCount: number;
  outputCount: number;
  unparsedLines: string[];
}): BreakdownVerification {
  const { inputCount, outputCount, unparsedLines } = options;
  const isMatch = inputCount === outputCount && unparsedLines.length === 0;
  let warningMessage: string | null = null;
  if (!isMatch) {
    const unread =
      unparsedLines.length > 0
        ? ` ${unparsedLines.length} ${unparsedLines.length === 1 ? 'line' : 'lines'} could not be read and ${unparsedLines.length === 1 ? 'is' : 'are'} listed below.`
        : '';
    warningMessage = `Found ${inputCount} transaction ${inputCount === 1 ? 'line' : 'lines'} in your input but processed ${outputCount}.${unread} Please check them before relying on the totals.`;
  }
  return {
    warningMessage,
    inputTransactionCount: inputCount,
    outputTransactionCount: outputCount,
    transactionCountMatch: isMatch,
    transactionCount: outputCount,
    unparsedLines,
  };
}
