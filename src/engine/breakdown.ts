// The breakdown pipeline (DESIGN section 6): extract, normalise and categorise, then separate money in
// from spending and summarise. Pure, and in the engine's own terms: integer cents, merchant keys and
// category decisions. The server's edge turns an analysis into the contract's response.
import { todayLocalDate } from '#shared/period';
import { createCategorizer, detectCountry } from './categorize/index.ts';
import { createIncomeMatcher, type IncomeMatcher } from './categorize/income.ts';
import type { SignReading } from './extract/compose.ts';
import type { DateOrder } from './extract/dates.ts';
import { countTransactionLines, extractTransactions } from './extract/index.ts';
import { computeInsights, type SpendingInsights, type SpendingItem } from './insights.ts';
import {
  NEEDS_CATEGORY,
  type AnalyzedTransaction,
  type BreakdownAnalysis,
  type CategoryDecision,
  type IncomeDecision,
  type LearnedRule,
  type MerchantIdentity,
  type Refinement,
} from './types.ts';

export interface BreakdownOptions {
  /** The user's own category names; every outflow then lands in one of them or 'Needs Category'. */
  userCategories?: string[] | undefined;
  /**
   * The user's own income category names; money in is then matched to one of them or 'Needs
   * Category'. Without them, money in is only told apart as income, refund or transfer.
   */
  incomeCategories?: string[] | undefined;
  /** The user's earlier choices, applied before anything else ('in' rules to money in). */
  learnedRules?: LearnedRule[] | undefined;
  /** Today's date (YYYY-MM-DD), to give a year to dates pasted without one; the local date when absent. */
  today?: string | undefined;
  /** How ambiguous numeric dates read, when the reader knows (see ExtractOptions). */
  dateOrder?: DateOrder | undefined;
  /** How amounts without their own sign read (see ExtractOptions); 'auto' when absent. */
  signs?: SignReading | undefined;
}

/** How sure a refinement is: the LLM saw a redacted name only, so it never outranks the engine's own. */
const REFINED_CONFIDENCE = 0.6;

type Categorize = ReturnType<typeof createCategorizer>;
const defaultCategorizers = new Map<string, Categorize>();

/**
 * Building lookups costs a little, so the common no-options categoriser is built once per country
 * (the statement's, which tells a brand trading here from a foreign one of the same name).
 */
function categorizerFor(options: BreakdownOptions, country: string | undefined): Categorize {
  const hasOptions = Boolean(
    options.userCategories?.length || options.learnedRules?.some((r) => r.direction !== 'in'),
  );
  if (hasOptions) {
    return createCategorizer({
      userCategories: options.userCategories,
      learnedRules: options.learnedRules?.filter((r) => r.direction !== 'in'),
      country,
    });
  }
  let categorize = defaultCategorizers.get(country ?? '');
  if (!categorize) {
    categorize = createCategorizer({ country });
    defaultCategorizers.set(country ?? '', categorize);
  }
  return categorize;
}

/** Reads a statement: every transaction with its merchant and, for money out, its category decision. */
export function analyzeBreakdown(input: string, options: BreakdownOptions = {}): BreakdownAnalysis {
  const extraction = extractTransactions(input, {
    today: options.today ?? todayLocalDate(),
    dateOrder: options.dateOrder,
    signs: options.signs,
  });
  const country = detectCountry({ currency: extraction.currency, text: input });
  const categorize = categorizerFor(options, country);

  // A statement repeats its merchants (the same shop, subscription or transfer line many times), and
  // the categoriser reads the amount only for its sign, money in or out: each distinct description
  // and direction is decided once per call. Results are only read, never changed, so sharing is safe.
  const matchIncome: IncomeMatcher | null = options.incomeCategories
    ? createIncomeMatcher({
        incomeCategories: options.incomeCategories,
        learnedRules: options.learnedRules,
      })
    : null;
  const decided = new Map<
    string,
    { merchant: MerchantIdentity; decision: CategoryDecision; income?: IncomeDecision }
  >();
  const transactions = extraction.transactions.map((tx): AnalyzedTransaction => {
    const isMoneyIn = tx.amountCents > 0;
    const merchantText = tx.merchantText ?? tx.description;
    const memoKey = (isMoneyIn ? '+' : '-') + merchantText;
    let result = decided.get(memoKey);
    if (!result) {
      const { merchant, category, confidence, reason, detail, moneyInKind } = categorize({
        description: merchantText,
        amountCents: tx.amountCents,
      });
      const decision: CategoryDecision = { category, confidence, reason };
      if (detail) decision.detail = detail;
      result = { merchant, decision };
      if (isMoneyIn)
        result.income = decideIncome(matchIncome, {
          kind: moneyInKind ?? 'income',
          text: `${tx.description} ${merchant.name}`,
          merchantKey: merchant.key,
        });
      decided.set(memoKey, result);
    }
    const analyzed: AnalyzedTransaction = {
      date: tx.date,
      amountCents: tx.amountCents,
      description: tx.description,
      merchant: result.merchant,
      decision: isMoneyIn ? null : result.decision,
    };
    if (result.income) analyzed.income = result.income;
    return analyzed;
  });

  const analysis: BreakdownAnalysis = {
    format: extraction.format,
    currency: extraction.currency ?? null,
    transactions,
    inputCount: countTransactionLines(input),
    unparsedLines: extraction.unparsedLines,
  };
  if (extraction.balances) analysis.balances = extraction.balances;
  if (extraction.reconciliation) analysis.reconciliation = extraction.reconciliation;
  if (extraction.zeroRows) analysis.zeroRows = extraction.zeroRows;
  return analysis;
}

/** Money in's decision: matched to income categories when given, else only its kind. */
function decideIncome(
  matchIncome: IncomeMatcher | null,
  input: Parameters<IncomeMatcher>[0],
): IncomeDecision {
  if (matchIncome) return matchIncome(input);
  return {
    kind: input.kind,
    category: null,
    isIncome: input.kind === 'income',
    confidence: 0.5,
    reason: 'fallback',
  };
}

/**
 * Regroups an analysis with answers for the merchants it left uncertain: money out of those merchants
 * in 'Needs Category' takes the answered category (reason 'ai'). Nothing is read again; everything
 * else stays as it was.
 */
export function applyRefinements(
  analysis: BreakdownAnalysis,
  refinements: Refinement[],
): BreakdownAnalysis {
  const categoryOf = new Map(refinements.map((r) => [r.merchantKey, r.category]));
  if (categoryOf.size === 0) return analysis;
  return {
    ...analysis,
    transactions: analysis.transactions.map((tx) => {
      if (tx.decision?.category !== NEEDS_CATEGORY) return tx;
      const category = categoryOf.get(tx.merchant.key);
      if (!category) return tx;
      return { ...tx, decision: { category, confidence: REFINED_CONFIDENCE, reason: 'ai' } };
    }),
  };
}

/** Money out of one category. */
export interface SpendingGroup {
  category: string;
  /** Positive cents: the sum of its transactions' amounts. */
  totalCents: number;
  /** In statement order. */
  transactions: AnalyzedTransaction[];
}

/** What an analysis adds up to, in cents: the one place the breakdown's totals are summed. */
export interface BreakdownSummary {
  /** Money out by category: largest first, 'Needs Category' last. */
  groups: SpendingGroup[];
  /** Positive cents of all money out, and how many transactions that is. */
  spentCents: number;
  spentCount: number;
  moneyIn: { totalCents: number; transactions: AnalyzedTransaction[] };
  insights: SpendingInsights;
}

export function summarizeAnalysis(analysis: BreakdownAnalysis): BreakdownSummary {
  const groups = new Map<string, SpendingGroup>();
  const spending: SpendingItem[] = [];
  const moneyIn: AnalyzedTransaction[] = [];
  let moneyInCents = 0;
  for (const tx of analysis.transactions) {
    if (!tx.decision) {
      moneyInCents += tx.amountCents;
      moneyIn.push(tx);
      continue;
    }
    const { category } = tx.decision;
    const amountCents = Math.abs(tx.amountCents);
    let group = groups.get(category);
    if (!group) {
      group = { category, totalCents: 0, transactions: [] };
      groups.set(category, group);
    }
    group.totalCents += amountCents;
    group.transactions.push(tx);
    spending.push({
      merchantKey: tx.merchant.key,
      merchant: tx.merchant.name,
      amountCents,
      date: tx.date,
      category,
      description: tx.description,
    });
  }

  // Largest first; what still needs a category goes last, where the page asks the user about it.
  const sorted = [...groups.values()].sort((a, b) => {
    if ((a.category === NEEDS_CATEGORY) !== (b.category === NEEDS_CATEGORY))
      return a.category === NEEDS_CATEGORY ? 1 : -1;
    return b.totalCents - a.totalCents || a.category.localeCompare(b.category);
  });
  const spentCents = spending.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    groups: sorted,
    spentCents,
    spentCount: spending.length,
    moneyIn: { totalCents: moneyInCents, transactions: moneyIn },
    insights: computeInsights(spending),
  };
}
