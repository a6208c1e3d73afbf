// The engine's shared vocabulary: what extraction reads out of a statement and what categorisation decides.

export type InputFormat = 'empty' | 'text' | 'delimited' | 'ofx' | 'qif' | 'camt';

/** One transaction as read from the statement. */
export interface StatementTransaction {
  /** ISO date 'YYYY-MM-DD'; null when the record has none. */
  date: string | null;
  /** Integer cents from the account holder's view: negative means money left the account. */
  amountCents: number;
  /** The description as the bank wrote it, whitespace collapsed (merchant, memo, payee joined). */
  description: string;
  /** 1-based number of the input line where the record starts. */
  line: number;
  /** ISO 4217 code when the statement states one for this record. */
  currency?: string;
  /**
   * The description without the location columns a card statement prints beside the merchant (city,
   * state or country: 'SUSHI NOW  NOTTING  UK'), when it has them: what names the merchant.
   */
  merchantText?: string;
  /**
   * The reader's own doubt, for reconciliation (never shown): a row that may be no transaction (its
   * only figure repeats the running balance above), and a sign the reader guessed (neither printed,
   * nor given by a debit or credit column, nor proven by a running balance).
   */
  isDoubtful?: boolean;
  isSignGuessed?: boolean;
}

/** Everything extraction learned from one input. */
export interface Extraction {
  format: InputFormat;
  transactions: StatementTransaction[];
  /** Input lines that looked like transactions but could not be read, verbatim (trimmed). */
  unparsedLines: string[];
  /** Currency the statement states (ISO 4217), when it states one clearly. */
  currency?: string;
  /** Opening and closing balance, when the statement prints both (signed cents, as printed). */
  balances?: { openingCents: number; closingCents: number; isCardAccount: boolean };
  /** An export's rows of 0.00, left out of `transactions`: they move no money. */
  zeroRows?: ReconciledRow[];
  /** Totals of money in and out the statement prints, when it prints them (cents, positive). */
  totals?: { inCents?: number; outCents?: number };
  /** What the printed balances decided, when the rows as first read did not add up. */
  reconciliation?: {
    /** Closing minus what the rows as first read make of opening (cents). */
    differenceCents: number;
    /** Rows read as transactions that the balances prove are not (left out of `transactions`). */
    setAside: ReconciledRow[];
    /** Rows the balances prove were read the wrong way round (turned in `transactions`). */
    turned: ReconciledRow[];
    /** When no reading adds up: the rows whose reading is in doubt (nothing changed). */
    inDoubt: ReconciledRow[];
  };
}

/** A row the printed balances set aside, turned round or left in doubt. */
export interface ReconciledRow {
  line: number;
  description: string;
  amountCents: number;
}

/** How a category was decided; 'ai' marks the optional LLM refinement of what the engine left uncertain. */
export type CategoryReason = 'learned' | 'brand' | 'keyword' | 'mcc' | 'fallback' | 'ai';

/** Where a transaction belongs, how sure the engine is, and why. */
export interface CategoryDecision {
  category: string;
  /** 0 to 1; below the engine's threshold the category is 'Needs Category'. */
  confidence: number;
  reason: CategoryReason;
  /** Human-readable evidence, e.g. the brand or keyword that matched. */
  detail?: string;
}

/** A merchant as the user sees it, plus the key learned rules are stored under. */
export interface MerchantIdentity {
  /** Stable lower-case key, e.g. 'starbucks'. */
  key: string;
  /** Clean display name, e.g. 'Starbucks'. */
  name: string;
}

/** Which way a rule's money goes: money out to an expense category, money in to an income one. */
export type RuleDirection = 'in' | 'out';

/** A user's earlier choice: this merchant goes to this category. */
export interface LearnedRule {
  merchantKey: string;
  category: string;
  /** 'in' for a payer's income category; absent or 'out' for spending. */
  direction?: RuleDirection | undefined;
}

export const NEEDS_CATEGORY = 'Needs Category';

/** An answer of the optional LLM for a merchant the engine left uncertain: this merchant goes here. */
export interface Refinement {
  merchantKey: string;
  category: string;
}

/**
 * What money coming in is: income (pay, interest, benefits, or a payer not recognised), a refund
 * (money back for spending), or a transfer (a payment to a card, money moved between one's own
 * accounts, cash paid in). Only income counts as income unless the person says otherwise.
 */
export type MoneyInKind = 'income' | 'refund' | 'transfer';

/** Where money in belongs: its kind, and the person's income category it goes to. */
export interface IncomeDecision {
  kind: MoneyInKind;
  /**
   * One of the person's income categories, or 'Needs Category' when none fits; null when the
   * analysis was not given income categories.
   */
  category: string | null;
  /** Whether it is offered as income: income is, a refund or transfer only under a category named for it. */
  isIncome: boolean;
  confidence: number;
  reason: CategoryReason;
  detail?: string;
}

/** One transaction of an analysis: as read, with its merchant, and for money out where it belongs. */
export interface AnalyzedTransaction {
  /** ISO date 'YYYY-MM-DD'; null when the record has none. */
  date: string | null;
  /** Integer cents from the account holder's view: above 0 is money in, 0 or below money out. */
  amountCents: number;
  /** The description as the bank wrote it (see StatementTransaction). */
  description: string;
  merchant: MerchantIdentity;
  /** The category decision of money out; null for money in, which is not categorised for spending. */
  decision: CategoryDecision | null;
  /** For money in: what it is and which income category it goes to. */
  income?: IncomeDecision;
}

/**
 * What the engine makes of one statement, before any wire format: every transaction in statement order
 * in integer cents with its merchant key and decision, plus the facts verification needs.
 */
export interface BreakdownAnalysis {
  format: InputFormat;
  /** Currency the statement states (ISO 4217); null when it states none clearly. */
  currency: string | null;
  transactions: AnalyzedTransaction[];
  /** Transaction lines counted in the input, independently of extraction. */
  inputCount: number;
  /** Input lines that looked like transactions but could not be read, verbatim (trimmed). */
  unparsedLines: string[];
  /** Opening and closing balance, when the statement prints both. */
  balances?: Extraction['balances'];
  /** What the printed balances decided, when the rows as first read did not add up. */
  reconciliation?: Extraction['reconciliation'];
  /** An export's rows of 0.00, left out: they move no money. */
  zeroRows?: Extraction['zeroRows'];
}
