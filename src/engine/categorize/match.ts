// Finding known names and keywords in a prepared description, by token lookups.

import type { ConceptId } from './concepts.ts';
import { LEXICON, type BrandEntry, type KeywordRule, type KnowledgeIndex } from './knowledge.ts';
import type { PreparedDescription, Token } from './normalize.ts';
import { singularize } from './text.ts';

/** Words often found in street and place names ('PARK', 'GARDEN'). */
const PLACE_WORDS = LEXICON.placeWords;
const SMALL_WORDS = LEXICON.smallWords;
/** Words ending a street's name ('LANE', 'ROAD'). */
const STREET_WORDS = LEXICON.streetWords;

export interface BrandMatch {
  entry: BrandEntry;
  /** Token span of the match. */
  start: number;
  end: number;
  /** The name stands where the merchant's name starts. */
  isAtStart: boolean;
  /** Matched by joining words the statement spaced out ('MC DONALDS'). */
  isJoined: boolean;
  /**
   * One word, not the whole name, naming a brand that trades only in other countries than the
   * statement's.
   */
  isForeignWord: boolean;
  /** The brand trades only in other countries than the statement's. */
  isForeign?: boolean;
}

export interface KeywordMatch {
  rule: KeywordRule;
  start: number;
  end: number;
  /** How the word was found: whole, as a plural, inside a compound, or cut short. */
  how: 'word' | 'singular' | 'suffix' | 'start' | 'joined' | 'part' | 'prefix';
}

/** Whether a rule bound to a place in the merchant's name ('the plough', '… service') stands there. */
function isInPosition(
  rule: KeywordRule,
  prepared: PreparedDescription,
  start: number,
  end: number,
): boolean {
  if (!rule.position) return true;
  if (end !== prepared.end) return false;
  if (rule.position === 'whole') return start === prepared.start;
  // After a place of one or two words ('TILE CROSS SERVICE'), not alone or after a longer name
  // ('CROWN PROSECUTION SERVICE').
  return start > prepared.start && end - prepared.start <= 3;
}

function isMatchAt(tokens: Token[], i: number, words: string[]): boolean {
  for (let k = 0; k < words.length; k += 1) {
    const t = tokens[i + k];
    if (!t || t.norm !== words[k]) return false;
  }
  return true;
}

function isBetter(a: BrandMatch, b: BrandMatch | undefined): boolean {
  if (!b) return true;
  // A bank's name says only how the money moved; a business named after it says what it paid
  // for ('DIGITAL PAYMENT DT ABSA BANK VODACOM').
  const isBankA = a.entry.concept === 'bank';
  if (isBankA !== (b.entry.concept === 'bank')) return !isBankA;
  if (a.isAtStart !== b.isAtStart) return a.isAtStart;
  // A brand of the statement's country before one trading only abroad.
  if ((a.isForeign === true) !== (b.isForeign === true)) return b.isForeign === true;
  const lengthA = a.end - a.start;
  const lengthB = b.end - b.start;
  if (lengthA !== lengthB) return lengthA > lengthB;
  if (a.entry.isWeak !== b.entry.isWeak) return !a.entry.isWeak;
  return a.start < b.start;
}

export interface FindBrandOptions {
  /** The statement's country (ISO 3166 alpha-2, lower case), when known. */
  country?: string | undefined;
  /** Called when the country changed what a name was read as (a foreign or a local brand). */
  onCountry?: () => void;
}

/**
 * Whether a brand trades only in other countries than the statement's: such a brand is right
 * about half the time on real statements, one trading in the statement's country nineteen times
 * in twenty.
 */
export function isForeignBrand(entry: BrandEntry, country: string | undefined): boolean {
  return !!country && !!entry.countries && !entry.countries.includes(country);
}

/** The best known name in the description, preferring the one where the merchant starts. */
export function findBrand(
  prepared: PreparedDescription,
  index: KnowledgeIndex,
  options: FindBrandOptions = {},
): BrandMatch | undefined {
  const { tokens, start: merchantStart } = prepared;
  const { country, onCountry } = options;
  let best: BrandMatch | undefined;
  // The kind of business the brands of this name are in the statement's country, when it differs.
  const local = country ? index.localBrands.get(country) : undefined;
  const localize = (entry: BrandEntry, key: string): BrandEntry => {
    const concept = local?.get(key);
    if (!concept || concept === entry.concept) return entry;
    onCountry?.();
    return { ...entry, concept, isAmbiguous: false };
  };
  const consider = (entry: BrandEntry, start: number, end: number, isJoined: boolean): void => {
    // A name wholly inside the lead words ('POS', 'CARD') is the bank's, not the merchant's.
    if (end <= merchantStart && merchantStart < tokens.length) return;
    const isAtStart = start <= merchantStart;
    if (entry.isWeak && !isAtStart) return;
    // A foreign brand called by an everyday word or a place ('SPICE MERCHANTS' is no American tyre
    // chain, 'SMALL HEATH' no Kazakh shop) is believed only when that word is the whole name.
    const isWhole = isAtStart && end >= prepared.end;
    const isForeign = !isWhole && isForeignBrand(entry, country);
    if (isForeign) onCountry?.();
    // ('THE MARKET PLACE', 'LEE VALLEY' inside a longer name: words of a foreign brand's name.)
    if (isForeign && tokens.slice(start, end).every((t) => isWordLike(entry, t.norm, index)))
      return;
    const isForeignWord = isForeign && end - start === 1;
    if (
      end - start === 1 &&
      tokens[start]!.norm.length <= 2 &&
      !(entry.isTrustedShort && isAtStart) &&
      !isShortNameBelievable(prepared, start)
    )
      return;
    const match: BrandMatch = {
      entry,
      start,
      end,
      isAtStart,
      isJoined,
      isForeignWord,
      isForeign: isForeignBrand(entry, country),
    };
    if (isBetter(match, best)) best = match;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.isNoise || !token.norm || token.damagedAt !== undefined) continue;
    // The longest known name starting here, words joined by spaces as the keys are.
    let key = token.norm;
    let longest: { entry: BrandEntry; end: number; key: string } | undefined;
    const maxWords = index.brandFirstWords.get(key) ?? (key.length >= 8 ? 1 : 0);
    for (let n = 1; n <= maxWords && i + n <= tokens.length; n += 1) {
      if (n > 1) {
        const next = tokens[i + n - 1]!;
        if (next.isNoise || !next.norm || next.damagedAt !== undefined) break;
        key += ` ${next.norm}`;
      }
      const exact = index.findBrandKey(key);
      const variant = exact
        ? undefined
        : n === 1
          ? findVariant(index, key)
          : tokens[i + n - 1]!.norm.length >= 5
            ? findVariant(index, key, 0)
            : undefined;
      // A brand trading only abroad is believed by its own name, not by a letter more or less
      // ('WOODLANDS' in Britain is no Woodland of India).
      const entry = exact ?? (variant && !isForeignBrand(variant, country) ? variant : undefined);
      if (entry) longest = { entry, end: i + n, key };
    }
    const cut =
      longest?.end === prepared.end ? undefined : findCutName(prepared, index, i, maxWords);
    if (cut && cut !== longest?.entry) consider(cut, i, prepared.end, true);
    else if (longest) consider(localize(longest.entry, longest.key), i, longest.end, false);
    else if (
      token.norm.length >= 9 &&
      !/\d/.test(token.norm) &&
      !isEverydayWord(token.norm, index)
    ) {
      // A known name run into the next word or cut short: 'dropboxinte', 'aquamedmontreux'. The
      // next word has three letters at least: 'UNIVERSALS' is no 'Universa' with 'ls' after it.
      for (let n = token.norm.length - 3; n >= 7 && token.norm.length - n <= 5; n -= 1) {
        const entry = index.findBrandKey(token.norm.slice(0, n));
        // 'reservation' is not 'Reserva' cut short: the rest must not be an ordinary word ending.
        if (entry && !entry.isWeak && !WORD_ENDINGS.test(token.norm.slice(n))) {
          consider(entry, i, i + 1, true);
          break;
        }
      }
    }
    // Words a statement spaced out or ran together differently: 'MC DONALDS', 'PIZZA HUT' as one.
    let joined = token.norm;
    for (let n = 2; n <= 3 && i + n <= tokens.length; n += 1) {
      const next = tokens[i + n - 1]!;
      if (next.isNoise || (next.sep.length > 0 && next.sep !== '-' && next.sep !== '&')) break;
      // Single letters joined ('B T P') make initials, not a name, unless an '&' joins them ('B & Q').
      if ((next.norm.length < 2 || token.norm.length < 2) && next.sep !== '&') break;
      joined += next.norm;
      const entry = index.brandFirstWords.has(joined) ? index.findBrandKey(joined) : undefined;
      if (entry) consider(localize(entry, joined), i, i + n, true);
    }
  }
  return best;
}

/**
 * A word that is also an everyday word or a place: one of the common words or places of the
 * knowledge (common-words.json), a keyword, a small word, a word of street and place names, or a
 * plural or singular of one.
 */
function isWordLike(entry: BrandEntry, word: string, index: KnowledgeIndex): boolean {
  if (entry.isWeak || PLACE_WORDS.has(word) || SMALL_WORDS.has(word) || index.keywords.has(word))
    return true;
  if (index.everydayWords.has(word) || index.findBrandKey(word)?.isWeak) return true;
  const singular = singularize(word);
  if (singular !== word && (index.keywords.has(singular) || index.everydayWords.has(singular)))
    return true;
  return index.findBrandKey(`${word}s`)?.isWeak === true;
}

/** An everyday word or a place word, or the plural of one. */
function isEverydayWord(word: string, index: KnowledgeIndex): boolean {
  const singular = singularize(word);
  return (
    index.everydayWords.has(word) ||
    PLACE_WORDS.has(word) ||
    index.everydayWords.has(singular) ||
    PLACE_WORDS.has(singular)
  );
}

/**
 * A known name of several words whose last word the statement's narrow column cut short, where
 * the merchant's name ends: 'EAST MIDLANDS TRAI', 'WEST MIDLANDS TRAV'.
 */
function findCutName(
  prepared: PreparedDescription,
  index: KnowledgeIndex,
  i: number,
  maxWords: number,
): BrandEntry | undefined {
  const { tokens, end } = prepared;
  const words = end - i;
  if (words < 2 || words > maxWords) return undefined;
  const last = tokens[end - 1]!;
  // A whole word of its own ('TEAM SPORT') is not a cut one ('Team Sportia').
  if (last.norm.length < 3 || /\d/.test(last.norm) || index.keywords.has(last.norm))
    return undefined;
  let key = tokens[i]!.norm;
  for (let k = i + 1; k < end; k += 1) {
    const t = tokens[k]!;
    if (t.isNoise || !t.norm) return undefined;
    key += ` ${t.norm}`;
  }
  return index.findBrandKeyCut(key);
}

const WORD_ENDINGS =
  /^(tion|tions|sion|ment|ments|ing|ings|ers|ness|ity|ies|ed|al|ic|ive|ism|ist|ista|ique|ions|ien|ienne|erie|eria|ung|heit|keit)$/;

/**
 * 'MORRISON' for 'Morrisons', 'SAINSBURY' for "Sainsbury's", 'WH SMITHS' for 'WH Smith': one
 * letter s more or less at the end of a name (of at least `minLength` letters when one word).
 */
function findVariant(index: KnowledgeIndex, word: string, minLength = 8): BrandEntry | undefined {
  // 'WOODLANDS' is a word of its own, not 'Woodland' with an s.
  if (word.length < minLength || isEverydayWord(word, index)) return undefined;
  return word.endsWith('s')
    ? index.findBrandKey(word.slice(0, -1))
    : index.findBrandKey(`${word}s`);
}

/**
 * Two letters ('BP', 'EE', 'O2') make a name only when they look like one: capitals among
 * lower-case words, or standing alone as the merchant ('EE LIMITED'), not 'AU GROTTO'.
 */
function isShortNameBelievable(prepared: PreparedDescription, i: number): boolean {
  const { tokens, end } = prepared;
  const token = tokens[i]!;
  const isCaps = token.raw === token.raw.toUpperCase() && /[A-Z]/.test(token.raw);
  if (isCaps && tokens.some((t) => /[a-z]/.test(t.raw))) return true;
  // Letters joined by a sign are written as a name: 'B&Q', 'M&S', 'P&O'.
  if (/^\p{L}[&+]\p{L}$/u.test(token.raw)) return true;
  return end - i <= 1;
}

/** Words that introduce the means of a payment ('by', 'via', 'per', 'par', 'por'). */
const MEANS_WORDS = new Set(['by', 'via', 'per', 'through', 'thru', 'par', 'por', 'mittels']);

/** Every keyword in the description outside `skip` (the span a brand already explains). */
export function findKeywords(
  prepared: PreparedDescription,
  index: KnowledgeIndex,
  skip?: { start: number; end: number },
): KeywordMatch[] {
  const { tokens } = prepared;
  const found: KeywordMatch[] = [];
  // Lead words stripped before the merchant's name ('FUEL' of 'FUEL BAR RESTAURANT', 'RETAIL')
  // say how the bank booked it, not what was bought: only a kind of transaction counts there.
  const leadEnd = prepared.start < prepared.end ? prepared.start : 0;
  const push = (match: KeywordMatch): void => {
    if (match.end <= leadEnd && match.rule.kind !== 'type') return;
    // 'PAYMENT BY INTERNET', 'PAID VIA PHONE': what follows 'by' says how the money went, not what
    // it bought.
    if (MEANS_WORDS.has(tokens[match.start - 1]?.norm ?? '') && match.rule.kind !== 'type') return;
    // A WordNet noun says what the place is only as the head of its name, its last word: 'YORK HOG
    // ROAST', not 'STRAWBERRY PRINT'.
    if (match.rule.source === 'wordnet' && match.end !== prepared.end) return;
    // 'WATER LANE BAKERY', 'MILL ROAD GARAGE': a word before 'LANE' or 'ROAD' names the street.
    const after = tokens[match.end];
    if (match.rule.kind !== 'type' && after && !after.isNoise && STREET_WORDS.has(after.norm))
      return;
    found.push(match);
  };
  let lastWord = -1;
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    if (!tokens[i]!.isNoise && !/^\d+$/.test(tokens[i]!.norm)) {
      lastWord = i;
      break;
    }
  }
  for (let i = 0; i < tokens.length;) {
    if (skip && i >= skip.start && i < skip.end) {
      // A phrase holding the whole name and more says more than the name ('NHS TRUST' of NHS).
      const wider =
        i === skip.start
          ? index.keywords
              .get(tokens[i]!.norm)
              ?.find(
                (p) =>
                  i + p.tokens.length > skip.end &&
                  isInPosition(p.rule, prepared, i, i + p.tokens.length) &&
                  isMatchAt(tokens, i, p.tokens),
              )
          : undefined;
      if (wider) {
        push({ rule: wider.rule, start: i, end: i + wider.tokens.length, how: 'word' });
        i += wider.tokens.length;
      } else i = skip.end;
      continue;
    }
    const token = tokens[i]!;
    if (token.isNoise || !token.norm || token.damagedAt !== undefined) {
      i += 1;
      continue;
    }
    const phrases = index.keywords.get(token.norm);
    let matched = false;
    if (phrases) {
      for (const phrase of phrases) {
        const end = i + phrase.tokens.length;
        if (skip && end > skip.start && i < skip.end) continue;
        if (!isInPosition(phrase.rule, prepared, i, end)) continue;
        if (isMatchAt(tokens, i, phrase.tokens)) {
          push({ rule: phrase.rule, start: i, end, how: 'word' });
          i = end;
          matched = true;
          break;
        }
      }
    }
    if (matched) continue;
    const word = token.norm;
    const singular = singularize(word);
    const single =
      singular !== word
        ? index.keywords.get(singular)?.find((p) => p.tokens.length === 1 && !p.rule.position)
        : undefined;
    // 'FIRE PLACE' for 'fireplace', 'CAR WASH' written 'CARWASH' the other way round.
    const next = tokens[i + 1];
    const joined =
      next &&
      !next.isNoise &&
      next.sep.length === 0 &&
      word.length >= 3 &&
      next.norm.length >= 3 &&
      !(skip && i + 1 >= skip.start && i + 1 < skip.end)
        ? index.keywords
            .get(word + next.norm)
            ?.find((p) => p.tokens.length === 1 && !p.rule.position)
        : undefined;
    if (single) {
      push({ rule: single.rule, start: i, end: i + 1, how: 'singular' });
    } else if (joined) {
      push({ rule: joined.rule, start: i, end: i + 2, how: 'joined' });
      i += 2;
      continue;
    } else if (word.length >= 7) {
      const compound =
        index.suffixes.find((s) => word.length >= s.suffix.length + 3 && word.endsWith(s.suffix)) ??
        index.starts.find((s) => word.length >= s.start.length + 4 && word.startsWith(s.start));
      const part = compound ? undefined : findPart(index, word);
      if (compound) {
        push({
          rule: compound.rule,
          start: i,
          end: i + 1,
          how: 'suffix' in compound ? 'suffix' : 'start',
        });
      } else if (part) {
        push({ rule: part, start: i, end: i + 1, how: 'part' });
      } else if (i === lastWord) pushPrefix(found, index, word, i);
      else if (i === lastWord - 1) pushCutPair(found, index, tokens, i);
    } else if (i === lastWord && word.length >= 5) {
      pushPrefix(found, index, word, i);
    } else if (i === lastWord - 1) {
      pushCutPair(found, index, tokens, i);
    }
    i += 1;
  }
  if (found.length === 0 && isPubName(prepared)) {
    found.push({ rule: PUB_NAME_RULE, start: prepared.start, end: prepared.end, how: 'word' });
  }
  return found;
}

/** 'THE FOX AND GOOSE', 'THE DOG & PARTRIDGE': how British pubs are named; not sure on its own. */
const PUB_NAME_RULE: KeywordRule = {
  concept: 'bars',
  weight: 0.66,
  kind: 'plain',
  word: 'the … and …',
  source: 'keyword',
};

/**
 * Whether the merchant's whole name is 'THE <word> AND <word>' or 'THE <word> & <word>' (the '&'
 * often dropped by the bank, leaving no trace, so only a written 'and' or '&' counts).
 */
function isPubName(prepared: PreparedDescription): boolean {
  const { tokens, start, end } = prepared;
  const words = tokens.slice(start, end);
  if (
    words[0]?.norm !== 'the' ||
    words.some(
      (t) => t.isNoise || (!/^[a-z]{3,}$/.test(t.norm) && t.norm !== 'the' && t.norm !== 'and'),
    )
  )
    return false;
  if (words.length === 4) return words[2]!.norm === 'and' && words[1]!.norm.length >= 3;
  return words.length === 3 && words[2]!.sep === '&';
}

/**
 * A keyword ending a long run-together word ('mikocoffee', 'uksafetyfootwear'): the end, since a
 * compound's last part says what it is; at least 6 letters, so 'waterlinks' is not 'water'.
 */
function findPart(index: KnowledgeIndex, word: string): KeywordRule | undefined {
  if (word.length < 9 || /\d/.test(word)) return undefined;
  for (let n = word.length - 3; n >= 6; n -= 1) {
    const rule = index.parts.get(word.slice(word.length - n));
    if (rule && rule.kind !== 'type') return rule;
  }
  return undefined;
}

/** A two-word phrase whose second word the bank cut short: 'SERVICE STA', 'CAR PA'. */
function pushCutPair(
  found: KeywordMatch[],
  index: KnowledgeIndex,
  tokens: Token[],
  i: number,
): void {
  const candidates = index.pairs.get(tokens[i]!.norm);
  const cut = tokens[i + 1]?.norm;
  if (!candidates || !cut || cut.length < 2) return;
  const hit = candidates.find((c) => c.second.length > cut.length && c.second.startsWith(cut));
  if (hit && hit.rule.kind !== 'type')
    found.push({ rule: hit.rule, start: i, end: i + 2, how: 'prefix' });
}

function pushPrefix(found: KeywordMatch[], index: KnowledgeIndex, word: string, i: number): void {
  const rule = index.prefixes.get(word);
  if (rule) found.push({ rule, start: i, end: i + 1, how: 'prefix' });
}

/** An explicit merchant category code in the text ('MCC 5812', 'MCC:5411'). */
export function findMccCode(
  prepared: PreparedDescription,
  index: KnowledgeIndex,
): { code: string; concept: ConceptId } | undefined {
  const { tokens } = prepared;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (tokens[i]!.norm !== 'mcc') continue;
    const code = tokens[i + 1]!.norm;
    const concept = /^\d{4}$/.test(code) ? index.mcc.get(code) : undefined;
    if (concept) return { code, concept };
  }
  return undefined;
}
