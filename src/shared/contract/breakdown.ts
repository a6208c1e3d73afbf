// The breakdown contract (DESIGN section 5): request, response and error of
// POST /api/functions/financial-breakdown-ai. Amounts in the response are positive decimal numbers.
import { z } from 'zod';
import type { BillCadence } from '../budget/schedule.ts';
import { categoryNameField, typedTextField } from './text-fields.ts';
import { BREAKDOWN_MESSAGES, BREAKDOWN_SOURCES } from './breakdown-messages.ts';

// The limits and messages live apart from the schemas, so a page that shows them loads no zod.
export * from './breakdown-messages.ts';

export const breakdownRequest = z.object({
  message: z.string({ message: BREAKDOWN_MESSAGES.enterTransactions }),
  email: z.string().max(320).optional(),
  source: z.enum(BREAKDOWN_SOURCES, {
    message: `source must be one of: ${BREAKDOWN_SOURCES.join(', ')}`,
  }),
  userCategories: z
    .array(z.string().trim().min(1).max(100), { message: 'userCategories must be a list of names' })
    .max(200, 'At most 200 user categories')
    .optional(),
  /** The person's income categories: money in is matched to them (the Spend Breakdown). */
  incomeCategories: z
    .array(z.string().trim().min(1).max(100), {
      message: 'incomeCategories must be a list of names',
    })
    .max(200, 'At most 200 income categories')
    .optional(),
  /** The message is the text of an uploaded file: charged its length plus 100, and needs headroom. */
  fromFile: z.boolean({ message: 'fromFile must be true or false' }).optional(),
});
export type BreakdownRequest = z.infer<typeof breakdownRequest>;

export interface BreakdownTransaction {
  merchant: string;
  /** Positive amount in the statement's currency, e.g. 12.5. */
  amount: number;
  /** 'YYYY-MM-DD' when the statement gives one. */
  date?: string;
  /** The statement's own text for the transaction. */
  description?: string;
  confidence?: number;
  /** Why it is in its category: 'learned', 'brand', 'keyword', 'mcc', 'fallback' (+ detail). */
  reason?: string;
  /** Money in only: income, a refund (money back for spending) or a transfer (a card payment, own accounts). */
  kind?: MoneyInKind;
  /** Money in only: whether it is offered as income (ticked) by default. */
  isIncome?: boolean;
  /**
   * Money in only, when `incomeCategories` were sent: the income category it goes to, or 'Needs
   * Category' when none of them fits.
   */
  category?: string;
}

export const MONEY_IN_KINDS = ['income', 'refund', 'transfer'] as const;
export const RULE_DIRECTIONS = ['in', 'out'] as const;
export type RuleDirection = (typeof RULE_DIRECTIONS)[number];
export type MoneyInKind = (typeof MONEY_IN_KINDS)[number];

export interface BreakdownCategory {
  category: string;
  total: number;
  transactions: BreakdownTransaction[];
}

export interface BreakdownVerification {
  warningMessage: string | null;
  /** Transaction lines counted in the input, independently of extraction. */
  inputTransactionCount: number;
  /** Transactions in the answer: every outflow in categories plus every inflow in moneyIn. */
  outputTransactionCount: number;
  transactionCountMatch: boolean;
  transactionCount: number;
  /** Lines that looked like transactions but could not be read. */
  unparsedLines: string[];
  /**
   * When the statement prints its opening and closing balance: whether the transactions found carry
   * one to the other. `difference` is closing minus what the transactions make of opening (0 when
   * complete); for a card, whose balance is what is owed, charges raise it and credits lower it.
   */
  /** An export's rows of 0.00, left out of the breakdown: they move no money. */
  zeroRows?: ReconciledLine[];
  balanceCheck?: {
    opening: number;
    closing: number;
    difference: number;
    /**
     * When the rows as first read did not add up: the lines the balances proved are not
     * transactions (left out), the transactions they proved went the other way (turned round),
     * or, when no reading adds up, the lines in doubt (nothing changed). Amounts signed as read.
     */
    setAside?: ReconciledLine[];
    turned?: ReconciledLine[];
    inDoubt?: ReconciledLine[];
  };
}

/** A statement line the balance check names: where it stands, what it says, its amount as read. */
export interface ReconciledLine {
  line: number;
  description: string;
  amount: number;
}

export interface BreakdownInsights {
  averageTransaction: number;
  highestCategory: { category: string; total: number } | null;
  lowestCategory: { category: string; total: number } | null;
  totalTransactions: number;
  /** Charges that recur in the statement (the detector's series), most costly a year first. */
  recurringCharges: Array<{
    merchant: string;
    /** The amount now: the latest price's median. */
    amount: number;
    /** The least and most of the latest price's charges. */
    min: number;
    max: number;
    count: number;
    cadence: BillCadence;
    lastDate: string;
    nextExpected: string;
    /** 0 to 1. */
    confidence: number;
  }>;
  topMerchants: Array<{ merchant: string; total: number; count: number }>;
}

export interface BreakdownResponse {
  /** Every outflow, grouped; 'Needs Category' included. Sorted by total, largest first. */
  categories: BreakdownCategory[];
  totalCategories: number;
  /** Count and sum of the outflows. */
  totalTransactions: number;
  totalSpent: number;
  verification: BreakdownVerification;
  /** Every inflow: refunds, salary, payments to a card, transfers in. */
  moneyIn: { total: number; transactions: BreakdownTransaction[] };
  insights: BreakdownInsights;
  /** ISO 4217 code of the amounts: the statement's own when it states one, else USD. */
  currency: string;
  /** The input format the engine recognised. */
  format: string;
}

export interface BreakdownErrorBody {
  error: string;
  details?: string;
}

/** GET /api/functions/financial-breakdown-ai/usage: what the Spend Breakdown's usage bar shows. */
export interface BreakdownUsage {
  /** The calendar month counted, 'YYYY-MM' in UTC. */
  month: string;
  charactersUsed: number;
  /** Characters allowed this month; null means unlimited (Pro). */
  limit: number | null;
  isPro: boolean;
  /** The longest input the Spend Breakdown accepts for this user. */
  inputLimit: number;
}

export const MERCHANT_RULE_MESSAGES = {
  merchant: 'Please enter the merchant to remember',
  merchantTooLong: 'The merchant text is too long (at most 500 characters)',
  merchantUnreadable: 'That merchant has no name to remember. Please use the merchant name.',
  category: 'Please choose a category',
  categoryTooLong: 'Category names are at most 100 characters',
  needsCategory:
    "Choose a real category: transactions cannot be taught to stay in 'Needs Category'",
  notFound: 'Merchant rule not found',
} as const;

/** PUT /api/merchant-rules: remember that this merchant belongs in this category. */
export const saveMerchantRuleInput = z
  .object({
    /** The statement text or the merchant name; the server stores its normalised key. */
    merchant: z
      .string({ message: MERCHANT_RULE_MESSAGES.merchant })
      .trim()
      .min(1, MERCHANT_RULE_MESSAGES.merchant)
      .pipe(typedTextField(500, MERCHANT_RULE_MESSAGES.merchantTooLong)),
    category: categoryNameField({
      type: MERCHANT_RULE_MESSAGES.category,
      empty: MERCHANT_RULE_MESSAGES.category,
      tooLong: MERCHANT_RULE_MESSAGES.categoryTooLong,
    }),
    /** 'in': money from this payer goes to this income category; 'out' (the default): spending. */
    direction: z.enum(RULE_DIRECTIONS, { message: "direction must be 'in' or 'out'" }).optional(),
  })
  .strict();
export type SaveMerchantRuleInput = z.infer<typeof saveMerchantRuleInput>;

/** PATCH /api/merchant-rules/:id: send this merchant to another category from now on. */
export const changeMerchantRuleInput = saveMerchantRuleInput.pick({ category: true }).strict();

export interface MerchantRule {
  /** The normalised key the engine matches, e.g. 'starbucks'. */
  merchantKey: string;
  /** The clean merchant name, e.g. 'Starbucks'. */
  merchantName: string;
  category: string;
  /** 'out': spending to an expense category; 'in': money from a payer to an income category. */
  direction: RuleDirection;
}

/** A rule as /settings lists it (GET /api/merchant-rules). */
export interface MerchantRuleView extends MerchantRule {
  id: number;
  /** How many times the person chose this category for the merchant. */
  timesUsed: number;
  /** ISO timestamp of the last time it was taught or changed. */
  updatedAt: string;
}
