// The breakdown pipeline (DESIGN section 6): extract, normalise and categorise, separate money in from
// spending, verify the count, and summarise. Pure: text in, the contract's response out.
import type {
  BreakdownCategory,
  BreakdownResponse,
  BreakdownTransaction,
} from '#shared/contract/breakdown';
import { todayLocalDate } from '#shared/period';
import { createCategorizer, type CategorizedTransaction } from './categorize/index.ts';
import type { SignReading } from './extract/compose.ts';
import type { DateOrder } from './extract/dates.ts';
import { countTransactionLines, extractTransactions } from './extract/index.ts';
import { computeInsights, type SpendingItem } from './insights.ts';
import {
  NEEDS_CATEGORY,
  type CategoryDecision,
  type LearnedRule,
  type StatementTransaction,
} from './types.ts';
import { verifyCounts } from './verify.ts';

export interface BreakdownOptions {
  /** The user's own category names; every outflow then lands in one of them or 'Needs Category'. */
  userCategories?: string[] | undefined;
  /** The user's earlier choices, applied before anything else. */
  learnedRules?: LearnedRule[] | undefined;
  /** Answers of the optional LLM for merchants the engine left uncertain (merchant key -> category). */
  refinements?: Array<{ merchantKey: string; category: string }> | undefined;
  /** Today's date (YYYY-MM-DD), to give a year to dates pasted without one; the local date when absent. */
  today?: string | undefined;
  /** How ambiguous numeric dates read, when the reader knows (see ExtractOptions). */
  dateOrder?: DateOrder | undefined;
  /** How amounts without their own sign read (see ExtractOptions); 'auto' when absent. */
  signs?: SignReading | undefined;
}

const DEFAULT_CURRENCY = 'USD';
const REFINED_CONFIDENCE = 0.6;

type Categorize = ReturnType<typeof createCategorizer>;
let defaultCategorizer: Categorize | undefined;

/** Building lookups costs a little, so the common no-options categoriser is built once. */
function categorizerFor(options: BreakdownOptions): Categorize {
  const hasOptions = Boolean(options.userCategories?.length || options.learnedRules?.length);
  if (hasOptions) {
    return createCategorizer({
      userCategories: options.userCategories,
      learnedRules: options.learnedRules,
    });
  }
  defaultCategorizer ??= createCategorizer({});
  return defaultCategorizer;
}

const toAmount = (cents: number) => Math.abs(cents) / 100;

function toResponseTransaction(
  tx: StatementTransaction,
  merchant: string,
  decision?: CategoryDecision,
): BreakdownTransaction {
  const out: BreakdownTransaction = {
    merchant,
    amount: toAmount(tx.amountCents),
    description: tx.description,
  };
  if (tx.date) out.date = tx.date;
  if (decision) {
    out.confidence = Math.round(decision.confidence * 100) / 100;
    out.reason = decision.detail ? `${decision.reason}: ${decision.detail}` : decision.reason;
  }
  return out;
}

export function buildBreakdown(input: string, options: BreakdownOptions = {}): BreakdownResponse {
  const extraction = extractTransactions(input, {
    today: options.today ?? todayLocalDate(),
    dateOrder: options.dateOrder,
    signs: options.signs,
  });
  const inputCount = countTransactionLines(input);
  const categorize = categorizerFor(options);
  const refinements = new Map((options.refinements ?? []).map((r) => [r.merchantKey, r.category]));

  const groups = new Map<string, { cents: number; transactions: BreakdownTransaction[] }>();
  const spending: SpendingItem[] = [];
  const moneyIn: BreakdownTransaction[] = [];
  let moneyInCents = 0;

  // A statement repeats its merchants (the same shop, subscription or transfer line many times), and
  // the categoriser reads the amount only for its sign, money in or out: each distinct description
  // and direction is decided once per call. Results are only read, never changed, so sharing is safe.
  const decided = new Map<string, CategorizedTransaction>();
  for (const tx of extraction.transactions) {
    const memoKey = (tx.amountCents > 0 ? '+' : '-') + tx.description;
    let result = decided.get(memoKey);
    if (!result) {
      result = categorize({ description: tx.description, amountCents: tx.amountCents });
      decided.set(memoKey, result);
    }
    if (tx.amountCents > 0) {
      moneyInCents += tx.amountCents;
      moneyIn.push(toResponseTransaction(tx, result.merchant.name));
      continue;
    }
    let decision: CategoryDecision = result;
    const refined =
      result.category === NEEDS_CATEGORY ? refinements.get(result.merchant.key) : undefined;
    if (refined) decision = { category: refined, confidence: REFINED_CONFIDENCE, reason: 'ai' };

    const amountCents = Math.abs(tx.amountCents);
    const group = groups.get(decision.category) ?? { cents: 0, transactions: [] };
    group.cents += amountCents;
    group.transactions.push(toResponseTransaction(tx, result.merchant.name, decision));
    groups.set(decision.category, group);
    spending.push({
      merchantKey: result.merchant.key,
      merchant: result.merchant.name,
      amountCents,
      date: tx.date,
      category: decision.category,
    });
  }

  // Largest first; what still needs a category goes last, where the page asks the user about it.
  const categories: BreakdownCategory[] = [...groups]
    .sort(([nameA, a], [nameB, b]) => {
      if ((nameA === NEEDS_CATEGORY) !== (nameB === NEEDS_CATEGORY))
        return nameA === NEEDS_CATEGORY ? 1 : -1;
      return b.cents - a.cents || nameA.localeCompare(nameB);
    })
    .map(([category, group]) => ({
      category,
      total: group.cents / 100,
      transactions: group.transactions,
    }));

  const spentCents = spending.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    categories,
    totalCategories: categories.length,
    totalTransactions: spending.length,
    totalSpent: spentCents / 100,
    verification: verifyCounts({
      inputCount,
      outputCount: extraction.transactions.length,
      unparsedLines: extraction.unparsedLines,
      balances: extraction.balances,
      netCents: moneyInCents - spentCents,
    }),
    moneyIn: { total: moneyInCents / 100, transactions: moneyIn },
    insights: computeInsights(spending),
    currency: extraction.currency ?? DEFAULT_CURRENCY,
    format: extraction.format,
  };
}
