// The breakdown's edge: the engine's analysis (cents, merchant keys, decisions) as the contract's
// response (DESIGN section 5), with positive decimal amounts. Every figure is summed in cents first
// (summarizeAnalysis) and divided once here, so two places that show a total agree to the cent.
import { summarizeAnalysis } from '#engine/breakdown';
import type { SpendingInsights } from '#engine/insights';
import type { AnalyzedTransaction, BreakdownAnalysis, ReconciledRow } from '#engine/types';
import { verifyAnalysis, type StatementVerification } from '#engine/verify';
import { describeBalanceCheck } from '#shared/balance-check';
import type {
  BreakdownInsights,
  BreakdownResponse,
  BreakdownTransaction,
  BreakdownVerification,
} from '#shared/contract/breakdown';

/** The breakdown's currency when the statement states none (DESIGN section 11). */
const DEFAULT_CURRENCY = 'USD';

/** Cents as the contract's positive decimal amount. */
const toAmount = (cents: number) => Math.abs(cents) / 100;

function toResponseTransaction(tx: AnalyzedTransaction): BreakdownTransaction {
  const out: BreakdownTransaction = {
    merchant: tx.merchant.name,
    amount: toAmount(tx.amountCents),
    description: tx.description,
  };
  if (tx.date) out.date = tx.date;
  if (tx.decision) {
    const { confidence, reason, detail } = tx.decision;
    out.confidence = Math.round(confidence * 100) / 100;
    out.reason = detail ? `${reason}: ${detail}` : reason;
  }
  if (tx.income) {
    const { kind, category, isIncome, confidence, reason, detail } = tx.income;
    out.kind = kind;
    out.isIncome = isIncome;
    // Only a breakdown into the person's income categories names one.
    if (category !== null) {
      out.category = category;
      out.confidence = Math.round(confidence * 100) / 100;
      out.reason = detail ? `${reason}: ${detail}` : reason;
    }
  }
  return out;
}

function toResponseInsights(insights: SpendingInsights): BreakdownInsights {
  const toCategory = (entry: SpendingInsights['highestCategory']) =>
    entry ? { category: entry.category, total: toAmount(entry.totalCents) } : null;
  return {
    averageTransaction: toAmount(insights.averageCents),
    highestCategory: toCategory(insights.highestCategory),
    lowestCategory: toCategory(insights.lowestCategory),
    totalTransactions: insights.totalTransactions,
    recurringCharges: insights.recurringCharges.map(
      ({ typicalCents, minCents, maxCents, ...charge }) => ({
        ...charge,
        amount: toAmount(typicalCents),
        min: toAmount(minCents),
        max: toAmount(maxCents),
      }),
    ),
    topMerchants: insights.topMerchants.map(({ merchant, totalCents, count }) => ({
      merchant,
      total: toAmount(totalCents),
      count,
    })),
  };
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The verification as the page shows it: the counts, and a warning that says what does not add up. */
export function toResponseVerification(
  verification: StatementVerification,
  currency: string = DEFAULT_CURRENCY,
): BreakdownVerification {
  const {
    inputCount,
    outputCount,
    isMatch,
    unparsedLines,
    balanceCheck,
    reconciliation,
    zeroRows,
  } = verification;
  const toLines = (rows: ReconciledRow[]) =>
    rows.map((row) => ({
      line: row.line,
      description: row.description,
      amount: row.amountCents / 100,
    }));
  // Balances keep their sign: an overdrawn account opens below zero.
  const balances: BreakdownVerification['balanceCheck'] = balanceCheck && {
    opening: balanceCheck.openingCents / 100,
    closing: balanceCheck.closingCents / 100,
    difference: balanceCheck.differenceCents / 100,
    ...(reconciliation?.setAside.length ? { setAside: toLines(reconciliation.setAside) } : {}),
    ...(reconciliation?.turned.length ? { turned: toLines(reconciliation.turned) } : {}),
    ...(reconciliation?.inDoubt.length && balanceCheck.differenceCents !== 0
      ? { inDoubt: toLines(reconciliation.inDoubt) }
      : {}),
  };
  let warningMessage: string | null = null;
  if (!isMatch) {
    const unread =
      unparsedLines.length > 0
        ? ` ${unparsedLines.length} ${plural(unparsedLines.length, 'line', 'lines')} could not be read and ${plural(unparsedLines.length, 'is', 'are')} listed below.`
        : '';
    warningMessage = `Found ${inputCount} transaction ${plural(inputCount, 'line', 'lines')} in your input but processed ${outputCount}.${unread} Please check them before relying on the totals.`;
  }
  if (balances && balances.difference !== 0) {
    // The same words the report shows beside the balances.
    const gap = describeBalanceCheck(balances, currency);
    warningMessage = warningMessage ? `${warningMessage} ${gap}` : gap;
  }
  return {
    warningMessage,
    inputTransactionCount: inputCount,
    outputTransactionCount: outputCount,
    transactionCountMatch: isMatch,
    transactionCount: outputCount,
    unparsedLines,
    ...(zeroRows?.length ? { zeroRows: toLines(zeroRows) } : {}),
    ...(balances ? { balanceCheck: balances } : {}),
  };
}

export function toBreakdownResponse(analysis: BreakdownAnalysis): BreakdownResponse {
  const summary = summarizeAnalysis(analysis);
  const categories = summary.groups.map((group) => ({
    category: group.category,
    total: toAmount(group.totalCents),
    transactions: group.transactions.map(toResponseTransaction),
  }));
  return {
    categories,
    totalCategories: categories.length,
    totalTransactions: summary.spentCount,
    totalSpent: toAmount(summary.spentCents),
    verification: toResponseVerification(
      verifyAnalysis(analysis),
      analysis.currency ?? DEFAULT_CURRENCY,
    ),
    moneyIn: {
      total: toAmount(summary.moneyIn.totalCents),
      transactions: summary.moneyIn.transactions.map(toResponseTransaction),
    },
    insights: toResponseInsights(summary.insights),
    currency: analysis.currency ?? DEFAULT_CURRENCY,
    format: analysis.format,
  };
}
