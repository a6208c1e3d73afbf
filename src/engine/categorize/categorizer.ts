// The categoriser: the user's learned choices first, then known brands, then keywords and MCC
// words, then a fallback that says 'Needs Category' rather than guess.

import {
  NEEDS_CATEGORY,
  type CategoryDecision,
  type CategoryReason,
  type LearnedRule,
  type MerchantIdentity,
  type MoneyInKind,
} from '../types.ts';
import { CONCEPTS, type ConceptId } from './concepts.ts';
import {
  getKnowledgeIndex,
  LEXICON,
  type BrandEntry,
  type KeywordConcept,
  type KeywordRule,
  type KnowledgeIndex,
} from './knowledge.ts';
import {
  findBrand,
  findKeywords,
  findMccCode,
  type BrandMatch,
  type KeywordMatch,
} from './match.ts';
import { readPubName } from './pub-names.ts';
import { singularize, toKey } from './text.ts';
import { deriveIdentity, prepareDescription, type PreparedDescription } from './normalize.ts';
import {
  createCategoryLookup,
  createDefaultResolver,
  createUserResolver,
} from './user-categories.ts';

export interface CategorizerOptions {
  /**
   * The user's own category names; when given (and not empty), every decision names one of them or
   * 'Needs Category'. Without them, decisions use the default taxonomy (DEFAULT_CATEGORIES).
   */
  userCategories?: string[];
  /** Earlier choices of this user: merchant key -> category. */
  learnedRules?: LearnedRule[];
  /**
   * The statement's country (ISO 3166 alpha-2, either case; see detectCountry): brands that trade
   * only elsewhere are then believed less.
   */
  country?: string;
  /**
   * The knowledge to read with (createKnowledgeIndex): for evaluations that measure a source of
   * knowledge by its absence. The generated index by default.
   */
  knowledge?: KnowledgeIndex;
  /** Read pub names by their country's grammar (on by default; off to measure what it adds). */
  hasPubGrammar?: boolean;
}

export interface CategorizerInput {
  description: string;
  /** Integer cents; negative is money out. */
  amountCents: number;
}

export type CategorizedTransaction = CategoryDecision & {
  merchant: MerchantIdentity;
  /** For money in: income, a refund, or a transfer (a card payment, one's own accounts, cash). */
  moneyInKind?: MoneyInKind;
};

export type Categorizer = (tx: CategorizerInput) => CategorizedTransaction;

/** Below this confidence a category is not claimed: the transaction needs the user's choice. */
export const CONFIDENCE_THRESHOLD = 0.5;

/** Evidence weaker than this places nothing on its own, whatever category it would fit. */
const EVIDENCE_THRESHOLD = 0.62;

/** What a decision for a 'Needs Category' transaction may claim at most. */
const NEEDS_CATEGORY_CONFIDENCE = 0.3;

interface Evidence {
  concept: ConceptId;
  confidence: number;
  reason: CategoryReason;
  detail: string;
  /** The decision rests on the brand's name. */
  isFromBrand?: boolean;
  /** A word after a brand's name says the merchant is another business ('COLUMBIA GAS OF OHIO'). */
  isAgainstBrand?: boolean;
}

/** A one-word name of a brand trading only abroad keeps this share of its confidence. */
const FOREIGN_WORD_FACTOR = 0.65;

/** Card readers of small traders (market stalls, salons, vans), as statements name them. */
const SMALL_READERS = new Set([
  'sumup',
  'zettle',
  'izettle',
  'iz',
  'sq',
  'yoco',
  'ikhokha',
  'snapscan',
]);

function isAfterSmallReader(prepared: PreparedDescription): boolean {
  return prepared.tokens.slice(0, prepared.start).some((t) => SMALL_READERS.has(t.norm));
}

const TYPE_PRIORITY: Partial<Record<KeywordConcept, number>> = {
  fees: 6,
  refund: 5,
  interest: 4,
  cash: 3,
};

export function createCategorizer(options: CategorizerOptions = {}): Categorizer {
  const index = options.knowledge ?? getKnowledgeIndex();
  const isPubGrammarOn = options.hasPubGrammar !== false;
  // An empty list is no list: the default taxonomy applies rather than 'Needs Category' for all.
  const hasUserCategories = (options.userCategories?.length ?? 0) > 0;
  const resolve = hasUserCategories
    ? createUserResolver(options.userCategories ?? [])
    : createDefaultResolver();
  const lookupUserCategory = createCategoryLookup(options.userCategories ?? []);
  const country = /^[a-z]{2}$/i.test(options.country ?? '')
    ? options.country!.toLowerCase()
    : undefined;

  const learned = new Map<string, string>();
  for (const rule of options.learnedRules ?? []) {
    // Rules for money in name income categories (createIncomeMatcher applies them).
    if (rule.direction === 'in') continue;
    const key = rule.merchantKey.trim().toLowerCase().replace(/\s+/g, ' ');
    const category = hasUserCategories ? lookupUserCategory(rule.category) : rule.category.trim();
    // A rule naming a category the user no longer has is ignored rather than obeyed.
    if (key && category && !learned.has(key)) learned.set(key, category);
  }

  // A rule is the person's choice for one merchant, and is matched by that merchant's key alone: a
  // correction never moves another merchant ('the bagel factory' is not 'the traveller'), which a
  // match on the first words of a key did (eval:learning measured 478 rows moved that way).
  const findLearned = (merchant: MerchantIdentity): CategorizedTransaction | undefined => {
    if (learned.size === 0) return undefined;
    const exact = learned.get(merchant.key);
    if (exact)
      return {
        category: exact,
        confidence: 0.97,
        reason: 'learned',
        detail: `your rule for ${merchant.key}`,
        merchant,
      };
    return undefined;
  };

  const place = (evidence: Evidence, merchant: MerchantIdentity): CategorizedTransaction => {
    const target = resolve(evidence.concept);
    if (!target) {
      return {
        category: NEEDS_CATEGORY,
        confidence: Math.min(evidence.confidence, NEEDS_CATEGORY_CONFIDENCE),
        reason: evidence.reason,
        detail: `${evidence.detail} (no category of yours fits ${evidence.concept})`,
        merchant,
      };
    }
    const confidence = round(evidence.confidence * target.fit);
    // Weak words alone ('MARKET', 'CLUB') are right only about half the time: not enough to claim.
    const isTooWeak = evidence.reason !== 'fallback' && evidence.confidence < EVIDENCE_THRESHOLD;
    if (confidence < CONFIDENCE_THRESHOLD || isTooWeak) {
      return {
        category: NEEDS_CATEGORY,
        confidence: Math.min(confidence, NEEDS_CATEGORY_CONFIDENCE),
        reason: evidence.reason,
        detail: `${evidence.detail} (too unsure for ${target.category})`,
        merchant,
      };
    }
    return {
      category: target.category,
      confidence,
      reason: evidence.reason,
      detail: evidence.detail,
      merchant,
    };
  };

  /**
   * What a description says: its evidence and merchant. With `country`, brands trading elsewhere
   * are doubted; `isCountryDependent` says whether that changed anything.
   */
  const read = (prepared: PreparedDescription, where: string | undefined) => {
    let isCountryDependent = false;
    const brand = findBrand(prepared, index, {
      country: where,
      onCountry: () => {
        isCountryDependent = true;
      },
    });
    const keywords = findKeywords(
      prepared,
      index,
      brand ? { start: brand.start, end: brand.end } : undefined,
    );
    let found = weigh(brand, keywords, prepared) ?? weighMcc(prepared, index);
    // 'ZETTLE_*MOSS', 'IZ *NOVA': a card reader small traders carry, so the name after it is a
    // small trader's, not a chain's that happens to share its one word ('SQ *BLUE BOTTLE COFFEE',
    // a brand's whole name of several words, is still the chain).
    if (
      found?.isFromBrand === true &&
      brand &&
      brand.end - brand.start === 1 &&
      isAfterSmallReader(prepared)
    ) {
      found = {
        ...found,
        confidence: found.confidence * FOREIGN_WORD_FACTOR,
        detail: `${found.detail} (after a small trader's card reader)`,
      };
    }
    // 'SAINSBURYS PETROL': the word after a brand begins a name the same brand trades under in
    // another kind of business ("Sainsbury's petrol station"): that trade, not the brand's main one.
    if (found?.isFromBrand === true && brand) {
      const unexplained = findUnexplainedTrade(prepared, brand, keywords, index);
      if (unexplained) {
        found = {
          ...found,
          confidence: Math.min(found.confidence, UNEXPLAINED_CONFIDENCE),
          detail: `${found.detail} (and '${unexplained}': which of its trades?)`,
        };
      }
      const trade = findOtherTrade(prepared, brand, index);
      if (trade) {
        found = {
          concept: trade.concept,
          confidence: OTHER_TRADE_CONFIDENCE,
          reason: 'brand',
          detail: `${trade.name}, its ${trade.concept} trade ('${prepared.tokens[brand.end]!.norm}' begins that name)`,
          isFromBrand: true,
        };
      }
    }
    // 'THE PHEASANT', 'THREE STAGS': a pub's name by the country's grammar, unless a sure brand
    // names the whole merchant or a surer word says otherwise ('Three' is no phone shop here).
    const pub = isPubGrammarOn ? readPubName(prepared, index, where) : undefined;
    const isPub =
      !!pub &&
      (!found ||
        (found.isFromBrand === true &&
          (brand!.entry.isWeak || brand!.end - brand!.start < prepared.end - prepared.start)) ||
        (found.isFromBrand !== true && found.confidence < pub.confidence));
    const evidence: Evidence | undefined = isPub
      ? {
          concept: 'bars',
          confidence: pub.confidence,
          reason: 'keyword',
          detail: `pub name: ${pub.form}`,
        }
      : found && asCharityShop(found, prepared);
    // The brand names the merchant when the decision rests on it, or when it is no everyday word
    // ('TESCO PFS' is Tesco's though the keyword decides); 'GREEN LEAF GROCERS' is not 'Green', and
    // one word of a foreign brand's name ('SPICE MERCHANTS') names no one.
    const isNaming = Boolean(
      brand &&
      !isPub &&
      !brand.isForeignWord &&
      evidence?.isAgainstBrand !== true &&
      (evidence?.isFromBrand === true || !brand.entry.isWeak),
    );
    // 'ZELLE PAYMENT TO JANE DOE': the payee of a person-to-person payment is the merchant.
    const payment =
      brand?.entry.concept === 'transfer'
        ? brand
        : keywords.find(
            (k) =>
              k.rule.kind === 'type' &&
              k.start === prepared.start &&
              (k.rule.concept === 'transfer' || k.rule.concept === 'loan'),
          );
    const payee = payment ? findPayee(prepared, payment.end, index) : undefined;
    const whole = deriveIdentity(prepared, isNaming ? brand : undefined);
    const merchant = payee ? deriveIdentity({ ...prepared, ...payee }, undefined) : whole;
    // Rules taught before payees were read were stored under the whole line's key ('zelle'): they
    // still apply, after a rule for the payee.
    const earlierKey = payee ? whole.key : undefined;
    return { evidence, merchant, isNaming, isCountryDependent, earlierKey };
  };

  return (tx) => {
    const description = typeof tx.description === 'string' ? tx.description : '';
    const prepared = prepareDescription(description, index);
    const reading = read(prepared, country);
    const { evidence } = reading;
    let { merchant } = reading;
    // A merchant's key does not depend on the statement's country, so a rule learned from one
    // statement (or from text alone, as normalizeMerchant reads it) finds the merchant in every
    // other; the name shown is this statement's reading ('Spice Merchants', not Merchant's).
    if (reading.isCountryDependent) {
      const plain = read(prepared, undefined);
      merchant = { name: merchant.name, key: plain.merchant.key };
    }

    const isInflow = tx.amountCents > 0;
    if (isInflow) {
      // Money in is not spending: what it is, for the income matcher; spending rules do not apply.
      const moneyInKind = kindOfMoneyIn(evidence && applySign(evidence, true));
      const decided = evidence
        ? place(applySign(evidence, true), merchant)
        : place(
            {
              concept: 'income',
              confidence: 0.55,
              reason: 'fallback',
              detail: 'money in, no rule matched',
            },
            merchant,
          );
      // Rules for money in are keyed as for money out: on the text alone (see below).
      const key =
        country && !reading.isCountryDependent
          ? read(prepared, undefined).merchant.key
          : merchant.key;
      return { ...decided, merchant: { name: merchant.name, key }, moneyInKind };
    }
    // Rules are stored under the key of the text alone (normalizeMerchant). The reader does not
    // report every name the country made it drop (a foreign brand's spelling: 'WOODLANDS' in
    // Britain is no Woodland of India), so with rules to find, that key is read, and looked up
    // first: the text the user corrected must find its own rule.
    let fromLearned: CategorizedTransaction | undefined;
    if (learned.size > 0 && country && !reading.isCountryDependent) {
      const plain = read(prepared, undefined);
      if (plain.merchant.key !== merchant.key) {
        fromLearned = findLearned({ name: merchant.name, key: plain.merchant.key });
      }
    }
    fromLearned ??= findLearned(merchant);
    if (reading.earlierKey)
      fromLearned ??= findLearned({ name: merchant.name, key: reading.earlierKey });
    if (fromLearned) return fromLearned;

    if (!evidence) {
      return {
        category: NEEDS_CATEGORY,
        confidence: 0.1,
        reason: 'fallback',
        detail: 'no brand or keyword matched',
        merchant,
      };
    }
    return place(applySign(evidence, false), merchant);
  };
}

/** Words between a payment service's name and the payee ('PAYMENT TO'). */
const PAYEE_LEADS = LEXICON.payeeLeads;

/**
 * The payee after a person-to-person payment service's name ('ZELLE PAYMENT TO JANE DOE RENT'):
 * the words after 'to' or 'from', up to a reference, four words, or a keyword after two (the memo
 * 'RENT').
 */
function findPayee(
  prepared: PreparedDescription,
  from: number,
  index: KnowledgeIndex,
): { start: number; end: number } | undefined {
  const { tokens } = prepared;
  let i = from;
  let hasDirection = false;
  for (; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.norm === 'to' || t.norm === 'from') hasDirection = true;
    if (!(t.isNoise || /\d/.test(t.norm) || PAYEE_LEADS.has(t.norm))) break;
  }
  if (!hasDirection) return undefined;
  let end = i;
  while (
    end < tokens.length &&
    end - i < 4 &&
    !tokens[end]!.isNoise &&
    !/\d/.test(tokens[end]!.norm) &&
    (end === i || !/[#*:,(]/.test(tokens[end]!.sep)) &&
    (end - i < 2 || !index.keywords.has(tokens[end]!.norm))
  )
    end += 1;
  return end > i ? { start: i, end } : undefined;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function rateKeyword(match: KeywordMatch): number {
  const factor =
    match.how === 'prefix'
      ? 0.85
      : match.how === 'part'
        ? 0.9
        : match.how === 'suffix' || match.how === 'start'
          ? 0.95
          : 1;
  return match.rule.weight * factor;
}

function describeKeyword(match: KeywordMatch): string {
  const word = match.rule.word;
  if (match.how === 'prefix') return `'${word}' (cut short)`;
  if (match.how === 'suffix') return `'…${word}'`;
  if (match.how === 'start') return `'${word}…'`;
  if (match.how === 'part') return `'${word}' (inside a word)`;
  return `'${word}'`;
}

const SOURCE_NAMES: Record<KeywordRule['source'], string> = {
  keyword: 'keyword ',
  mcc: 'MCC word ',
  wordnet: 'WordNet word ',
  osm: 'OSM preset name ',
};

function toKeywordEvidence(match: KeywordMatch, concept: ConceptId, extra = ''): Evidence {
  return {
    concept,
    confidence: rateKeyword(match),
    reason: match.rule.source === 'mcc' ? 'mcc' : 'keyword',
    detail: `${SOURCE_NAMES[match.rule.source]}${describeKeyword(match)}${extra}`,
  };
}

/**
 * The best of several matches: highest confidence; on a tie the later word, since a name's last
 * word usually says what the place is ('The Flower Cafe').
 */
function pickStrongest(matches: KeywordMatch[]): KeywordMatch | undefined {
  let best: KeywordMatch | undefined;
  for (const m of matches) {
    if (!best) best = m;
    else {
      const a = rateKeyword(m) + (TYPE_PRIORITY[m.rule.concept] ?? 0) / 100;
      const b = rateKeyword(best) + (TYPE_PRIORITY[best.rule.concept] ?? 0) / 100;
      if (a >= b) best = m;
    }
  }
  return best;
}

/** Concepts whose words also describe how a purchase was made ('SNCF INTERNET'), not what it was. */
const CHANNEL_CONCEPTS = new Set<ConceptId>([
  'internet',
  'phone',
  'software',
  'subscriptions',
  'shopping',
]);

/** Words often found in street and place names, too weak to contradict a brand. */
const PLACE_WORDS = LEXICON.placeWords;

/** Heads of names that leave the kind to the word before them (lexicon.json lightHeads). */
const LIGHT_HEADS = LEXICON.lightHeads;
/** How sure a name's last keyword must be to outrank a surer one before it, and by how much less. */
const HEAD_MIN_RATE = 0.8;
const HEAD_MARGIN = 0.1;

/** Shops that sell many things: a supermarket's forecourt, café, pharmacy or phone network. */
const MANY_TRADES = new Set<ConceptId>(['groceries']);

/** What a brand of several trades is worth beside a word no list explains: below placing. */
const UNEXPLAINED_CONFIDENCE = 0.6;

/** The lexicon's lists of words that say nothing of what was bought. */
const EXPLAINED_LISTS = [
  LEXICON.smallWords,
  LEXICON.placeWords,
  LEXICON.streetWords,
  LEXICON.companySuffixes,
  LEXICON.countryCodes,
  LEXICON.cityPrefixes,
  LEXICON.months,
  LEXICON.usStates,
  LEXICON.leadWords,
];

/** Whether `short` is `word` with letters left out ('mkts' of 'markets'), from its first letter. */
function isAbbreviationOf(short: string, word: string): boolean {
  if (short[0] !== word[0] || short.length >= word.length) return false;
  let k = 0;
  for (const letter of word) if (letter === short[k]) k += 1;
  return k === short.length;
}

/**
 * 'TESCO PFS' where 'pfs' is known to no list: a word right after the name of a brand that also
 * trades as another kind of business ("Tesco petrol station", 'Tesco Mobile') may say which trade
 * was paid, so the word is returned. Numbers, initials, keywords, known names, everyday words and
 * places, the lexicon's words and abbreviations of the brand's own kind's words ('SMKT') explain
 * nothing away.
 */
export function findUnexplainedTrade(
  prepared: PreparedDescription,
  brand: BrandMatch,
  keywords: KeywordMatch[],
  index: KnowledgeIndex,
): string | undefined {
  if (!MANY_TRADES.has(brand.entry.concept)) return undefined;
  const i = brand.end;
  const token = prepared.tokens[i];
  if (i >= prepared.end || !token || token.isNoise || token.sep === ',') return undefined;
  const word = token.norm;
  // Only an abbreviation ('PFS', 'F/STN'): a word with vowels after a shop's name is its place as
  // often as its trade ('PNP ELGIN').
  if (word.length <= 1 || /\d|[aeiouy]/.test(word)) return undefined;
  if (keywords.some((k) => k.start <= i && i < k.end)) return undefined;
  if (index.keywords.has(word) || index.everydayWords.has(word) || index.findBrandKey(word))
    return undefined;
  if (EXPLAINED_LISTS.some((list) => list.has(word))) return undefined;
  const singular = singularize(word);
  if (singular !== word && (index.keywords.has(singular) || index.everydayWords.has(singular)))
    return undefined;
  const base = toKey(brand.entry.name);
  const names = index.findBrandsStartingWith(`${base} `, 200);
  if (!names.some((entry) => entry.concept !== brand.entry.concept)) return undefined;
  if (listKeywordWords(index, brand.entry.concept).some((w) => isAbbreviationOf(word, w)))
    return undefined;
  return word;
}

const keywordWordsCache = new WeakMap<KnowledgeIndex, Map<ConceptId, string[]>>();

/** The words of the keywords of a concept ('supermarket', 'grocer'), collected once per index. */
function listKeywordWords(index: KnowledgeIndex, concept: ConceptId): string[] {
  let byConcept = keywordWordsCache.get(index);
  if (!byConcept) {
    byConcept = new Map();
    for (const phrases of index.keywords.values()) {
      for (const phrase of phrases) {
        const id = toConcept(phrase.rule.concept);
        const words = byConcept.get(id) ?? [];
        words.push(...phrase.tokens);
        byConcept.set(id, words);
      }
    }
    keywordWordsCache.set(index, byConcept);
  }
  return byConcept.get(concept) ?? [];
}

/** What a brand's other trade, named by the word after it, is worth: a weak brand's worth. */
const OTHER_TRADE_CONFIDENCE = 0.75;

/**
 * The brand of another kind of business whose name begins with the brand's name and the word
 * after it ('sainsburys petro…' is "Sainsbury's petrol station", a fuel brand), when all such names
 * are of that one other kind.
 */
export function findOtherTrade(
  prepared: PreparedDescription,
  brand: BrandMatch,
  index: KnowledgeIndex,
): BrandEntry | undefined {
  const next = prepared.tokens[brand.end];
  if (brand.end >= prepared.end || !next || next.isNoise || next.norm.length < 3) return undefined;
  if (/\d/.test(next.norm)) return undefined;
  const written = prepared.tokens
    .slice(brand.start, brand.end)
    .map((t) => t.norm)
    .join(' ');
  let other: BrandEntry | undefined;
  for (const base of new Set([written, toKey(brand.entry.name)])) {
    for (const entry of index.findBrandsStartingWith(`${base} ${next.norm}`)) {
      if (entry.concept === brand.entry.concept) return undefined;
      if (other && other.concept !== entry.concept) return undefined;
      other ??= entry;
    }
  }
  return other;
}

// 'interest' is resolved by the sign later; until then it is carried as the charge.
function toConcept(concept: KeywordConcept): ConceptId {
  return concept === 'interest' ? 'interestcharge' : concept;
}

function toBrandEvidence(brand: BrandMatch, tokenCount: number): Evidence {
  const entry = brand.entry;
  if (entry.concept === 'bank') {
    // A bank's name alone does not say what the money was for.
    return {
      concept: 'bank',
      confidence: 0.4,
      reason: 'brand',
      detail: `a bank: ${entry.name}`,
      isFromBrand: true,
    };
  }
  let confidence = entry.isWeak ? 0.75 : 0.92;
  if (entry.isAmbiguous) confidence *= 0.85;
  if (!brand.isAtStart) confidence *= tokenCount > 8 ? 0.8 : 0.9;
  if (brand.isJoined) confidence *= 0.95;
  // One word naming a foreign brand is right about half the time: not enough alone.
  if (brand.isForeignWord) confidence *= FOREIGN_WORD_FACTOR;
  return {
    concept: entry.concept,
    confidence,
    reason: entry.source === 'mcc' ? 'mcc' : 'brand',
    detail: entry.source === 'mcc' ? `MCC list name ${entry.name}` : entry.name,
    isFromBrand: true,
  };
}

/** Services billed by the month, whose name before 'autopay' or 'fees' says what the bill was for. */
const BILLED_CONCEPTS = new Set<ConceptId>([
  'bills',
  'utilities',
  'phone',
  'internet',
  'tv',
  'streaming',
  'subscriptions',
  'software',
  'news',
  'insurance',
  'healthinsurance',
  'carinsurance',
  'fitness',
]);

/** What is paid by the term as 'fees': schools, nurseries, courses, clubs. */
const TERM_BILLED_CONCEPTS = new Set<KeywordConcept>(['education', 'childcare', 'kids', 'fitness']);

/** Kinds of transaction that also say how a bill was paid: a fee, an automatic payment. */
const BILL_PAYING_TYPES = new Set<KeywordConcept>(['fees', 'loan', 'transfer']);

/**
 * Whether a transaction-type word after a brand is that brand's own bill: the brand, where the
 * merchant starts and trading in the statement's country, is a service billed by the month, and
 * the word a fee or a payment.
 */
function isBillOfBrand(brand: BrandMatch, type: KeywordMatch): boolean {
  return (
    brand.isAtStart &&
    !brand.isForeignWord &&
    BILLED_CONCEPTS.has(brand.entry.concept) &&
    BILL_PAYING_TYPES.has(type.rule.concept)
  );
}

function weigh(
  brand: BrandMatch | undefined,
  keywords: KeywordMatch[],
  prepared: PreparedDescription,
): Evidence | undefined {
  const { tokens } = prepared;
  const tokenCount = tokens.length;
  // 1. What kind of transaction it is (a fee, cash, a transfer) outranks whose name is on it,
  // except where the name is a service billed by the month and the word says how its bill was paid
  // ('T-MOBILE AUTOPAY', 'PLANET FITNESS CLUB FEES'): that is the service's own bill.
  const typeMatch = pickStrongest(keywords.filter((k) => k.rule.kind === 'type'));
  const isOwnBill =
    !!typeMatch && !!brand && typeMatch.start >= brand.end && isBillOfBrand(brand, typeMatch);
  // 'LITTLE ACORNS NURSERY FEES', 'SCHOOL FEES': a school's or a club's fees are what it is paid,
  // not a bank's charge.
  const termBill =
    typeMatch?.rule.concept === 'fees'
      ? pickStrongest(
          keywords.filter(
            (k) =>
              k.rule.kind !== 'type' &&
              k.end <= typeMatch.start &&
              TERM_BILLED_CONCEPTS.has(k.rule.concept),
          ),
        )
      : undefined;
  if (termBill) {
    const evidence = toKeywordEvidence(termBill, toConcept(termBill.rule.concept));
    return { ...evidence, detail: `${evidence.detail} (its own fees: '${typeMatch!.rule.word}')` };
  }
  if (typeMatch && !isOwnBill) {
    return toKeywordEvidence(
      typeMatch,
      toConcept(typeMatch.rule.concept),
      brand ? ` (at ${brand.entry.name})` : '',
    );
  }
  if (brand) {
    const evidence = toBrandEvidence(brand, tokenCount);
    // The words that may still speak against the brand: not the word of its own bill.
    const others = isOwnBill ? keywords.filter((k) => k !== typeMatch) : keywords;
    // 2. 'Tesco PFS', 'IKEA Restaurant': what was bought at a shop that sells many things.
    const override = pickStrongest(
      keywords.filter(
        (k) =>
          k.rule.kind === 'override' &&
          k.start >= brand.end &&
          toConcept(k.rule.concept) !== brand.entry.concept,
      ),
    );
    if (
      override &&
      CONCEPTS[toConcept(override.rule.concept)].category !== CONCEPTS[brand.entry.concept].category
    ) {
      return toKeywordEvidence(
        override,
        toConcept(override.rule.concept),
        ` at ${brand.entry.name}`,
      );
    }
    // A one-word name from the brand index followed by a sure keyword of another kind ('PENTA
    // HOTEL'): the keyword says what this place is. As the head of the name ('MARSHALL ROOFING
    // SERVICES', 'WESTFIELD PRIMARY SCHOOL') a fairly sure one does: the business names its trade.
    if (brand.end - brand.start === 1 && !brand.isJoined) {
      // (Only a brand found loosely: by a variant or a part of its name, 'MARSHALL' for Marshalls,
      // 'CORNISH' for Cornish Bakery. 'ALDI GARDEN CENTRE' is Aldi's.)
      const head = isLooseBrandMatch(brand, prepared) ? lastKeyword(others) : undefined;
      const isHead = (k: KeywordMatch) => k === head && prepared.end - k.end <= 1;
      const contradiction = pickStrongest(
        others.filter(
          (k) =>
            k.start >= brand.end &&
            rateKeyword(k) >= (isHead(k) ? HEAD_MIN_RATE : 0.88) &&
            !PLACE_WORDS.has(k.rule.word) &&
            !CHANNEL_CONCEPTS.has(toConcept(k.rule.concept)) &&
            CONCEPTS[toConcept(k.rule.concept)].category !== CONCEPTS[brand.entry.concept].category,
        ),
      );
      if (contradiction) {
        return {
          ...toKeywordEvidence(
            contradiction,
            toConcept(contradiction.rule.concept),
            ` (not ${brand.entry.name})`,
          ),
          isAgainstBrand: true,
        };
      }
    }
    // A name that is also an everyday word, one standing away from the merchant's start ('…
    // HOTEL SUISSE MAJESTIC') or one word of a foreign brand's ('WOODLAND TRUST') yields to a
    // keyword at least as sure.
    if (
      brand.entry.isWeak ||
      !brand.isAtStart ||
      brand.isForeignWord ||
      brand.entry.concept === 'bank'
    ) {
      const best = pickStrongest(others);
      if (best && rateKeyword(best) >= evidence.confidence) {
        return toKeywordEvidence(best, toConcept(best.rule.concept));
      }
    }
    // A keyword agreeing with the brand makes it surer.
    if (keywords.some((k) => toConcept(k.rule.concept) === brand.entry.concept)) {
      evidence.confidence = Math.min(0.98, evidence.confidence + 0.05);
    }
    if (isOwnBill) evidence.detail += ` (its own bill: '${typeMatch.rule.word}')`;
    return evidence;
  }
  // 3. Keywords, then MCC words (both come from findKeywords; MCC words weigh less).
  const best = pickByHead(keywords, tokens);
  if (best) return toKeywordEvidence(best, toConcept(best.rule.concept));
  return undefined;
}

/** Words for a shop, which after a charity's name make it the charity's shop (lexicon.json). */
const RETAIL_WORDS = LEXICON.retailWords;
/** How sure a charity's shop is: no surer than the words 'charity shop' themselves would make it. */
const CHARITY_SHOP_CONFIDENCE = 0.85;

/**
 * A charity with a word for a shop in its line ('OXFAM SHOP 4210', 'SUE RYDER RETAIL', 'ST WILFRIDS
 * HOSPICE SHOP') is its shop: money there buys goods, as in any second-hand shop, rather than being
 * given.
 */
function asCharityShop(evidence: Evidence, prepared: PreparedDescription): Evidence {
  if (evidence.concept !== 'charity') return evidence;
  const word = prepared.tokens.find((t) => !t.isNoise && RETAIL_WORDS.has(t.norm))?.norm;
  if (!word) return evidence;
  return {
    concept: 'shopping',
    confidence: Math.min(evidence.confidence, CHARITY_SHOP_CONFIDENCE),
    reason: evidence.reason,
    detail: `${evidence.detail}, its shop ('${word}')`,
  };
}

const squeeze = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '');

/** Whether a brand was found by a variant or a part of its name, not its name as written. */
function isLooseBrandMatch(brand: BrandMatch, prepared: PreparedDescription): boolean {
  const written = prepared.tokens.slice(brand.start, brand.end).map((t) => t.norm);
  return squeeze(written.join('')) !== squeeze(brand.entry.name);
}

/** The last keyword of a name that says what a place is (not a kind of transaction). */
function lastKeyword(keywords: KeywordMatch[]): KeywordMatch | undefined {
  let last: KeywordMatch | undefined;
  for (const k of keywords) if (k.rule.kind !== 'type' && (!last || k.start > last.start)) last = k;
  return last;
}

/**
 * Words between two keywords that make the second a place the first is in or a name it bears ('CAFE
 * AT THE MILL', 'HOTEL DU VIN'), in the languages statements come in.
 */
const PLACING_WORDS = new Set([
  'at',
  'in',
  'inside',
  'near',
  'by',
  'of',
  'du',
  'de',
  'des',
  'della',
  'del',
  'di',
  'von',
  'zum',
  'zur',
  'im',
]);

/**
 * The keyword a name's grammar puts first. An English name ends with its head noun: 'ELECTRIC
 * PALACE CINEMA' is a cinema, 'OLD SCHOOL TEAROOMS' tearooms, 'BLUE WATER FISH & CHIPS' a chip
 * shop. So the last keyword of a name outranks a surer one before it of another kind, when it is
 * nearly as sure; unless it is a light head ('KICKBOXING ACADEMY', 'NAIL BAR'), the words between
 * make it a place ('CAFE AT THE GARDEN CENTRE'), or '&' joins the two ('PHYSIO & SPORTS').
 */
function pickByHead(
  keywords: KeywordMatch[],
  tokens: PreparedDescription['tokens'],
): KeywordMatch | undefined {
  const best = pickStrongest(keywords);
  if (!best || best.rule.kind === 'type') return best;
  const head = lastKeyword(keywords);
  if (
    !head ||
    head === best ||
    head.start < best.end ||
    head.rule.source !== 'keyword' ||
    LIGHT_HEADS.has(head.rule.word) ||
    tokens.slice(best.end, head.start).some((t) => PLACING_WORDS.has(t.norm)) ||
    // Two trades joined by '&' are both the place's ('PHYSIO & SPORTS'): neither is the other's head.
    tokens.slice(best.end, head.start + 1).some((t) => t.norm === 'and' || t.sep === '&')
  )
    return best;
  const isOtherKind =
    CONCEPTS[toConcept(head.rule.concept)].category !==
    CONCEPTS[toConcept(best.rule.concept)].category;
  const rate = rateKeyword(head);
  return isOtherKind && rate >= HEAD_MIN_RATE && rate >= rateKeyword(best) - HEAD_MARGIN
    ? head
    : best;
}

function weighMcc(
  prepared: ReturnType<typeof prepareDescription>,
  index: ReturnType<typeof getKnowledgeIndex>,
): Evidence | undefined {
  const code = findMccCode(prepared, index);
  if (!code) return undefined;
  return { concept: code.concept, confidence: 0.85, reason: 'mcc', detail: `MCC ${code.code}` };
}

/**
 * What money in is, from its evidence after the sign: a refund, a transfer (card payments, one's own
 * accounts, savings, investments, cash paid in), or income (pay, interest, and any payer the words do
 * not place, since too little evidence says nothing against it being income).
 */
function kindOfMoneyIn(evidence: Evidence | undefined): MoneyInKind {
  if (!evidence || evidence.confidence < EVIDENCE_THRESHOLD) return 'income';
  if (evidence.concept === 'refund') return 'refund';
  const group = CONCEPTS[evidence.concept].group;
  if (group === 'income') return 'income';
  if (group === 'transfer' || group === 'cash') return 'transfer';
  // Spending and fees coming back were turned into refunds by applySign.
  return 'refund';
}

/**
 * Money in is not spending: a purchase coming back is a refund, interest is earned, a fee
 * returned is a refund. Money out labelled as income (a salary paid out) is a transfer.
 */
function applySign(evidence: Evidence, isInflow: boolean): Evidence {
  const group = CONCEPTS[evidence.concept].group;
  if (evidence.concept === 'interestcharge') {
    return isInflow ? { ...evidence, concept: 'interestincome' } : evidence;
  }
  if (isInflow) {
    if (group === 'spending' || group === 'fees') {
      return {
        ...evidence,
        concept: 'refund',
        confidence: evidence.confidence * 0.9,
        detail: `money back: ${evidence.detail}`,
      };
    }
    return evidence;
  }
  if (group === 'income' && evidence.concept !== 'refund') {
    return { ...evidence, concept: 'transfer', confidence: evidence.confidence * 0.8 };
  }
  return evidence;
}

let defaultCategorizer: Categorizer | undefined;

/**
 * The merchant of a bank description: 'STARBUCKS STORE #123 SEATTLE WA' -> { name: 'Starbucks',
 * key: 'starbucks' }. The key is lower case and stable across a merchant's branches; it is what
 * learned rules are stored under.
 */
export function normalizeMerchant(description: string): MerchantIdentity {
  defaultCategorizer ??= createCategorizer({});
  return defaultCategorizer({ description, amountCents: -1 }).merchant;
}
