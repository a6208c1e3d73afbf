// Money in matched to the person's own income categories (ADR 0017): their learned choice for the
// payer first, then a category named after the payer, then one named for what the statement's words
// say the money is (pay, interest, dividends, a refund...), else 'Needs Category'. Small and pure (no
// knowledge index), so the browser runs it too, for a report made before the person had categories.
import { toCategoryKey } from '#shared/categories';
import {
  NEEDS_CATEGORY,
  type IncomeDecision,
  type LearnedRule,
  type MoneyInKind,
} from '../types.ts';
import { singularize, splitWords } from './text.ts';

/** Folded, singular words: names and statements meet in one form ('Refunds' is 'refund'). */
function toWords(text: string): string[] {
  return splitWords(text).map(singularize);
}

function toWordSet(words: readonly string[]): Set<string> {
  return new Set(words.flatMap(toWords));
}

/** What the money is, as its words say; each with the words of a category name that would hold it. */
type IncomeSource =
  'wages' | 'interest' | 'dividends' | 'pension' | 'benefits' | 'refund' | 'transfer';

interface SourceWords {
  /** Words of the statement's text (whole words, in order). */
  statement: readonly string[];
  /** Words of a category name that say it holds this money. */
  names: readonly string[];
}

const SOURCES: Record<IncomeSource, SourceWords> = {
  wages: {
    statement: [
      'salary',
      'payroll',
      'wage',
      'paycheck',
      'pay check',
      'paycheque',
      'direct deposit',
      'dir dep',
      'dirdep',
      'direct dep',
      'gehalt',
      'lohn',
      'salaire',
      'paie',
      'salaris',
      'nomina',
      'sueldo',
      'stipendio',
    ],
    names: [
      'salary',
      'paycheck',
      'paycheque',
      'pay',
      'payroll',
      'wage',
      'job',
      'work',
      'employment',
      'employer',
      'gehalt',
      'lohn',
      'salaire',
      'sueldo',
      'nomina',
      'stipendio',
    ],
  },
  interest: {
    statement: ['interest', 'int earned', 'zinsen', 'habenzinsen', 'interets', 'intereses'],
    names: ['interest', 'zinsen', 'interets', 'intereses', 'interessi'],
  },
  dividends: {
    statement: ['dividend', 'dividende', 'dividendo'],
    names: ['dividend', 'investment', 'investing', 'stock', 'share'],
  },
  pension: {
    statement: ['pension', 'retirement', 'annuity', 'social security', 'ssa treas'],
    names: ['pension', 'retirement', 'annuity', 'social security'],
  },
  benefits: {
    statement: [
      'benefit',
      'child benefit',
      'unemployment',
      'kindergeld',
      'allowance',
      'tax credit',
    ],
    names: ['benefit', 'allowance', 'government', 'unemployment'],
  },
  refund: {
    statement: ['refund', 'rebate', 'cashback', 'cash back', 'reversal', 'reimbursement', 'return'],
    names: ['refund', 'reimbursement', 'return', 'rebate', 'cashback'],
  },
  transfer: {
    statement: ['transfer', 'xfer', 'tfr', 'trf', 'zelle', 'venmo', 'received from', 'cash app'],
    names: ['transfer'],
  },
};

/** Sources that are income whatever the category's name; the others only under a name for them. */
const INCOME_SOURCES = new Set<IncomeSource>([
  'wages',
  'interest',
  'dividends',
  'pension',
  'benefits',
]);

/** Words of a name that say nothing of the source ('Other Income', 'Main income', 'Misc'). */
const GENERIC_NAME_WORDS = toWordSet([
  'income',
  'revenue',
  'other',
  'misc',
  'miscellaneous',
  'general',
  'main',
  'primary',
  'my',
  'extra',
  'money',
  'in',
  'earning',
  'source',
]);

/** Words of a payer's text too common to name one ('THE', 'INC', 'DEPOSIT'). */
const PAYER_FILLERS = toWordSet([
  'the',
  'and',
  'inc',
  'llc',
  'ltd',
  'corp',
  'co',
  'company',
  'deposit',
  'credit',
  'payment',
]);

const toPhrases = (list: readonly string[]): string[][] => list.map((p) => toWords(p));

const PREPARED = Object.fromEntries(
  Object.entries(SOURCES).map(([source, words]) => [
    source,
    { statement: toPhrases(words.statement), names: toPhrases(words.names) },
  ]),
) as Record<IncomeSource, { statement: string[][]; names: string[][] }>;

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let k = 0; k < phrase.length; k += 1) if (words[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

/** What a statement's text says the money is, in the order of SOURCES. */
export function readIncomeSources(text: string): IncomeSource[] {
  const words = toWords(text);
  return (Object.keys(PREPARED) as IncomeSource[]).filter((source) =>
    PREPARED[source].statement.some((phrase) => containsPhrase(words, phrase)),
  );
}

interface IncomeCategory {
  name: string;
  words: string[];
  /** The sources its name says it holds. */
  sources: IncomeSource[];
  /** Every word is a generic one ('Income', 'Other Income'). */
  isGeneric: boolean;
  /** Words that could name a payer ('Acme' of 'Acme Salary'). */
  payerWords: string[];
}

function describeCategory(name: string): IncomeCategory {
  const words = toWords(name);
  const sources = (Object.keys(PREPARED) as IncomeSource[]).filter((source) =>
    PREPARED[source].names.some((phrase) => containsPhrase(words, phrase)),
  );
  const sourceWords = new Set(sources.flatMap((s) => PREPARED[s].names.flat()));
  return {
    name,
    words,
    sources,
    isGeneric: words.length > 0 && words.every((w) => GENERIC_NAME_WORDS.has(w)),
    payerWords: words.filter(
      (w) =>
        w.length >= 3 && !GENERIC_NAME_WORDS.has(w) && !PAYER_FILLERS.has(w) && !sourceWords.has(w),
    ),
  };
}

export interface MoneyInInput {
  kind: MoneyInKind;
  /** The statement's text and the merchant's clean name, read for words. */
  text: string;
  /** The merchant's key, which learned rules are stored under; optional in the browser. */
  merchantKey?: string | undefined;
}

export type IncomeMatcher = (input: MoneyInInput) => IncomeDecision;

/**
 * A matcher of money in to the given income categories (the person's, any month), with the person's
 * learned rules of direction 'in' first. A rule naming a category the person no longer has is ignored.
 */
export function createIncomeMatcher(options: {
  incomeCategories: readonly string[];
  learnedRules?: readonly LearnedRule[] | undefined;
}): IncomeMatcher {
  const categories = [
    ...new Map(
      options.incomeCategories
        .map((name) => name.trim())
        .filter((name) => name && toCategoryKey(name) !== toCategoryKey(NEEDS_CATEGORY))
        .map((name) => [toCategoryKey(name), name] as const),
    ).values(),
  ].map(describeCategory);
  const byKey = new Map(categories.map((c) => [toCategoryKey(c.name), c.name]));
  const learned = new Map<string, string>();
  for (const rule of options.learnedRules ?? []) {
    if (rule.direction !== 'in') continue;
    const key = rule.merchantKey.trim().toLowerCase().replace(/\s+/g, ' ');
    const category = byKey.get(toCategoryKey(rule.category));
    if (key && category && !learned.has(key)) learned.set(key, category);
  }

  return ({ kind, text, merchantKey }) => {
    const fromRule = merchantKey ? learned.get(merchantKey) : undefined;
    if (fromRule) {
      // The person said this payer's money is income, whatever its words.
      return {
        kind,
        category: fromRule,
        isIncome: true,
        confidence: 0.97,
        reason: 'learned',
        detail: `your rule for ${merchantKey}`,
      };
    }
    const words = toWords(text);
    const sources = readIncomeSources(text);
    const isIncomeKind = kind === 'income';

    // A category named after the payer ('Acme' for 'ACME CORP PAYROLL').
    const byPayer = categories.find(
      (c) => c.payerWords.length > 0 && c.payerWords.every((w) => words.includes(w)),
    );
    if (byPayer) {
      return {
        kind,
        category: byPayer.name,
        isIncome: isIncomeKind,
        confidence: 0.85,
        reason: 'keyword',
        detail: `the payer is in your category's name '${byPayer.name}'`,
      };
    }
    // A category named for what the money is: pay to 'Salary', interest to 'Interest', a refund to
    // 'Refunds'. A refund or transfer under a category named for it is income to this person.
    for (const source of sources) {
      if (!isIncomeKind && INCOME_SOURCES.has(source)) continue;
      if (isIncomeKind && !INCOME_SOURCES.has(source)) continue;
      const named = categories.find((c) => c.sources.includes(source));
      if (named) {
        return {
          kind,
          category: named.name,
          isIncome: true,
          confidence: 0.9,
          reason: 'keyword',
          detail: `${source} to '${named.name}'`,
        };
      }
    }
    // Recognised income with no category for its kind goes to a general one ('Income', 'Other Income').
    const generic = categories.find((c) => c.isGeneric);
    const recognised = sources.find((s) => INCOME_SOURCES.has(s));
    if (isIncomeKind && recognised && generic) {
      return {
        kind,
        category: generic.name,
        isIncome: true,
        confidence: 0.7,
        reason: 'keyword',
        detail: `${recognised}, and '${generic.name}' is your general income category`,
      };
    }
    return {
      kind,
      category: NEEDS_CATEGORY,
      isIncome: isIncomeKind,
      confidence: 0.3,
      reason: 'fallback',
      detail: isIncomeKind
        ? 'no income category of yours fits this payer'
        : kind === 'refund'
          ? 'money back for spending, not income'
          : 'a payment or transfer between accounts, not income',
    };
  };
}
