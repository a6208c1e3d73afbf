// Merchant normalisation: reads a bank's description into words, finds where the merchant's name
// starts (after 'POS PURCHASE', 'SQ *', card numbers and the like) and where it ends (before store
// numbers, dates, references and the city), and gives the clean name plus a stable key.

import type { MerchantIdentity } from '../types.ts';
import type { BrandMatch } from './match.ts';
import { getKnowledgeIndex, LEXICON, type KnowledgeIndex } from './knowledge.ts';
import { foldText } from './text.ts';

export interface Token {
  /** Folded form used for matching. */
  norm: string;
  /** As written. */
  raw: string;
  /** Punctuation between the previous token and this one, spaces removed ('', '*', ',', '-', ...). */
  sep: string;
  /** Whether spaces stood between the previous token and this one. */
  isSpaced: boolean;
  /** Reference-like: digits mixed in, a masked card number, a long number. */
  isNoise: boolean;
  /**
   * Where a letter lost to a wrong encoding stood in `norm` ('caf?' -> 'caf', 3) while it is not
   * known: such a word matches no name or keyword ('caf' is not CAF).
   */
  damagedAt?: number;
}

export interface PreparedDescription {
  tokens: Token[];
  /** Index of the first token of the merchant's name (tokens.length when there is none). */
  start: number;
  /** Index after the last token of the merchant's name. */
  end: number;
  /**
   * A seller's handle after a payment processor ('PAYPAL MAPLE969'): the merchant's key when no
   * name is written, so one seller's learned rule is not every PayPal purchase's.
   */
  handle?: number;
}

// Dates, times and amounts are consumed whole so their parts never look like words.
// A letter lost to a wrong encoding ('CAF? PHILIA', 'SUPERMARCH�') stays in its word as '\ufffd'.
const SCAN =
  /(\d{4}-\d{1,2}-\d{1,2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?|\d{1,3}(?:[.,'’ ]\d{3})*[.,]\d{2}(?!\d)|\d{1,2}\/\d{1,2}(?!\d))|([\p{L}\p{N}]+(?:['’&][\p{L}\p{N}]+)*(?:\ufffd[\p{L}]*|\?(?=[\p{L}]|\s|$)[\p{L}]*)?)/gu;

// Word lists of src/engine/knowledge/lexicon.json, which says what each one holds.
const MONTHS = LEXICON.months;
/** Words a bank puts before the merchant: the kind of transaction, the card, the channel. */
const LEAD_WORDS = LEXICON.leadWords;
/** Words that end a merchant's name when followed by a number: 'STORE #123', 'UNIT 4'. */
const NUMBER_LEADS = LEXICON.numberLeads;
const COMPANY_SUFFIXES = LEXICON.companySuffixes;
const TLDS = LEXICON.domainEndings;
const US_STATES = LEXICON.usStates;
const COUNTRY_CODES = LEXICON.countryCodes;
const CITY_PREFIXES = LEXICON.cityPrefixes;
const SMALL_WORDS = LEXICON.smallWords;

/** Longer descriptions are read only this far: a merchant's name never needs more. */
export const MAX_DESCRIPTION_LENGTH = 512;

/** A 'word' longer than this is junk, not a name. */
const MAX_WORD_LENGTH = 40;

/**
 * UTF-8 read as Latin-1 or Windows-1252 ('CAFÃ© NERO', 'CAFâ€™S'): the two-byte letters and the
 * curly apostrophe put back.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE_HINT.test(text)) return text;
  return text
    .replace(/â€[™˜]/g, "'")
    .replace(/([ÂÃ])([\u0080-\u00bf])/g, (_m, lead: string, trail: string) =>
      String.fromCharCode(((lead.charCodeAt(0) & 0x1f) << 6) | (trail.charCodeAt(0) & 0x3f)),
    );
}

const MOJIBAKE_HINT = /[ÂÃ][\u0080-\u00bf]|â€/;

export function tokenize(text: string): Token[] {
  const clipped =
    text.length > MAX_DESCRIPTION_LENGTH ? text.slice(0, MAX_DESCRIPTION_LENGTH) : text;
  const description = repairMojibake(clipped);
  const tokens: Token[] = [];
  let last = 0;
  for (const match of description.matchAll(SCAN)) {
    const index = match.index;
    const between = description.slice(last, index);
    last = index + match[0].length;
    const sep = between.replace(/\s+/g, '');
    const isSpaced = between.length > sep.length;
    if (match[1] !== undefined) {
      // A date, a time or an amount: noise, but it still separates words.
      tokens.push({ norm: '', raw: match[1], sep, isSpaced, isNoise: true });
      continue;
    }
    const raw = match[2]!;
    const damage = raw.search(DAMAGED);
    if (damage > 0) {
      // The lost letter is guessed once the index is at hand (prepareDescription).
      const norm = foldText(raw.slice(0, damage)).replace(/[^a-z0-9]/g, '');
      const rest = foldText(raw.slice(damage + 1)).replace(/[^a-z0-9]/g, '');
      tokens.push({
        norm: norm + rest,
        raw,
        sep,
        isSpaced,
        isNoise: false,
        damagedAt: norm.length,
      });
      continue;
    }
    if (raw.length > MAX_WORD_LENGTH) {
      tokens.push({ norm: '', raw, sep, isSpaced, isNoise: true });
      continue;
    }
    // Plain letters and digits need no folding beyond lower case (most words of most statements).
    const norm = PLAIN_WORD.test(raw) ? raw.toLowerCase() : foldText(raw).replace(/[^a-z0-9]/g, '');
    if (!norm) continue;
    // 'TRADER JOE S', 'MACY S': the apostrophe of a possessive printed as a space.
    const previous = tokens[tokens.length - 1];
    const after = description.charAt(last);
    if (
      norm === 's' &&
      sep === '' &&
      (after === '' || after === ' ') &&
      !SERVICE_STATION_AFTER.test(description.slice(last, last + 12)) &&
      previous &&
      !previous.isNoise &&
      // 'HIGH ST SERVICE S' is 'SERVICE STATION' cut short: a service owns nothing.
      previous.norm !== 'service' &&
      previous.norm.length >= 2
    ) {
      previous.norm += 's';
      previous.raw += "'s";
      continue;
    }
    // 'AIR0012345678901': a word run into a ticket or reference number.
    const glued = GLUED_NUMBER.exec(norm);
    if (glued) {
      tokens.push({
        norm: glued[1]!,
        raw: raw.slice(0, glued[1]!.length),
        sep,
        isSpaced,
        isNoise: false,
      });
      tokens.push({
        norm: glued[2]!,
        raw: raw.slice(glued[1]!.length),
        sep: '',
        isSpaced: false,
        isNoise: true,
      });
      continue;
    }
    tokens.push({ norm, raw, sep, isSpaced, isNoise: isReferenceLike(norm) });
  }
  return tokens;
}

const PLAIN_WORD = /^[A-Za-z0-9]+$/;
/** The parts of a web address: never the merchant's name. */
const WEB_WORDS = new Set(['www', 'http', 'https']);
/** Domain endings that end a name even with a space for their dot: no name ends with them. */
const SPACED_DOMAIN_ENDINGS = new Set(['com', 'net', 'org']);
const DAMAGED = /[?\ufffd]/;
const GLUED_NUMBER = /^([a-z]{3,})(\d{5,})$/;
/** 'S STN' after a name is a service station, not a possessive. */
const SERVICE_STATION_AFTER = /^\s*(stn|station|serv)/i;

function isReferenceLike(norm: string): boolean {
  let digits = 0;
  for (let i = 0; i < norm.length; i += 1) {
    const code = norm.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += 1;
  }
  if (norm.charCodeAt(0) === 120 && /^x{2,}\d*$/.test(norm)) return true;
  if (digits === 0) return false;
  if (digits === norm.length) return norm.length >= 5;
  // Letters and digits mixed: references like 2K4LJ8K90, I6522327; keep short ones like 'o2', '7eleven'.
  return digits >= 3 || (digits >= 2 && norm.length >= 6);
}

function isDateWord(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!MONTHS.has(t.norm)) return false;
  const isDay = (k: number): boolean => {
    const n = tokens[k];
    return !!n && /^\d{1,2}$/.test(n.norm) && Number(n.norm) <= 31;
  };
  return isDay(i - 1) || isDay(i + 1);
}

/** Reads a description and finds the span of the merchant's name in it. */
export function prepareDescription(
  description: string,
  index = getKnowledgeIndex(),
): PreparedDescription {
  const tokens = tokenize(description);
  // Mark dates written with month names ('07 Oct', 'Oct 07') as noise, with their day.
  for (let i = 0; i < tokens.length; i += 1) {
    if (isDateWord(tokens, i)) {
      tokens[i]!.isNoise = true;
      if (/^\d{1,2}$/.test(tokens[i - 1]?.norm ?? '')) tokens[i - 1]!.isNoise = true;
      if (/^\d{1,2}$/.test(tokens[i + 1]?.norm ?? '')) tokens[i + 1]!.isNoise = true;
    }
  }
  for (const token of tokens) {
    if (token.damagedAt !== undefined) repairDamaged(token, index);
    else if (ELISION.test(token.raw)) repairElision(token, index);
    else if (token.norm.length >= 8) repairTypo(token, index);
  }
  // 'www.1st4sport.com', 'WWW TONER24 CO UK': a domain's name is the merchant's, digits or not.
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const t = tokens[i]!;
    const next = tokens[i + 1]!;
    const isDomain =
      (next.sep === '.' && TLDS.has(next.norm)) || (i > 0 && tokens[i - 1]!.norm === 'www');
    if (t.isNoise && /[a-z]/.test(t.norm) && isDomain) t.isNoise = false;
  }
  let handle: number | undefined;
  const start = findMerchantStart(tokens, index, (at) => {
    handle ??= at;
  });
  const end = findMerchantEnd(tokens, start);
  return handle === undefined ? { tokens, start, end } : { tokens, start, end, handle };
}

/** A known word: a keyword of its own, or a brand's name that is no everyday word. */
function isKnownWord(word: string, index: KnowledgeIndex): boolean {
  if (index.keywords.get(word)?.some((p) => p.tokens.length === 1)) return true;
  const brand = index.findBrandKey(word);
  return !!brand && !brand.isWeak;
}

/** French and Italian elisions: "d'investissement", "l'epicerie". */
const ELISION = /^[dlDL]['’]\p{L}{3}/u;

/**
 * "D'INVESTISSEMENT" is the keyword 'investissement' after its elided article; a brand keeps its
 * own ("L'OCCITANE" is 'loccitane').
 */
function repairElision(token: Token, index: KnowledgeIndex): void {
  if (isKnownWord(token.norm, index)) return;
  const word = token.norm.slice(1);
  if (index.keywords.get(word)?.some((p) => p.tokens.length === 1)) token.norm = word;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Letters that an encoding most often loses: accented vowels, then ç and ñ. */
const LOST_LETTERS = ['e', 'a', 'o', 'u', 'i', 'c', 'n'];

/**
 * 'caf?' is 'cafe' when that is a known word, and 'supermarch?' 'supermarche'; a word whose lost
 * letter cannot be told stays damaged.
 */
function repairDamaged(token: Token, index: KnowledgeIndex): void {
  const at = token.damagedAt!;
  const head = token.norm.slice(0, at);
  const tail = token.norm.slice(at);
  const rawAt = token.raw.search(DAMAGED);
  for (const letter of LOST_LETTERS) {
    const word = head + letter + tail;
    if (isKnownWord(word, index)) {
      token.norm = word;
      delete token.damagedAt;
      const isUpper = token.raw === token.raw.toUpperCase();
      token.raw =
        token.raw.slice(0, rawAt) +
        (isUpper ? letter.toUpperCase() : letter) +
        token.raw.slice(rawAt + 1);
      return;
    }
  }
  token.raw = token.raw.slice(0, rawAt) + token.raw.slice(rawAt + 1);
}

/**
 * A long word one letter too many away from a known one ('mcdonaldis', 'ssupermarket'): read as
 * that word. Only words of 8 letters or more, and only when no other known word is one such letter
 * away. The letter is one typed twice or a stray vowel inside the word, never a consonant
 * ('christine' is no 'christie' misspelt) nor a last vowel ('concerto', 'proactive' are words of
 * their own); a brand is reached only by a stray vowel inside, since names keep double letters
 * of their own ('marshall', 'galleria').
 */
function repairTypo(token: Token, index: KnowledgeIndex): void {
  const word = token.norm;
  if (token.isNoise || !/^[a-z]+$/.test(word) || isKnownWord(word, index)) return;
  if (index.brandFirstWords.has(word) || index.keywords.has(word)) return;
  const last = word.length - 1;
  let found: string | undefined;
  for (let i = 0; i < word.length; i += 1) {
    if (i > 0 && word[i] === word[i - 1]) continue; // the same deletion as the one before
    const isDoubled = word[i] === word[i + 1];
    const isInnerVowel = i > 0 && i < last && VOWELS.has(word[i]!);
    if (!isDoubled && !isInnerVowel) continue;
    const candidate = word.slice(0, i) + word.slice(i + 1);
    const isKeyword = index.keywords.get(candidate)?.some((p) => p.tokens.length === 1) === true;
    const brand = isKeyword ? undefined : index.findBrandKey(candidate);
    const isBrand = !!brand && !brand.isWeak && isInnerVowel;
    if (!isKeyword && !isBrand) continue;
    if (found && found !== candidate) return;
    found = candidate;
  }
  if (found) token.norm = found;
}

function measureProcessor(tokens: Token[], i: number, index: KnowledgeIndex): number {
  const candidates = index.processors.get(tokens[i]!.norm);
  if (!candidates) return 0;
  for (const phrase of candidates) {
    if (phrase.every((w, k) => tokens[i + k]?.norm === w)) return phrase.length;
  }
  return 0;
}

/** 'E-COM', 'E COMMERCE': the channel, two words long. */
function isChannelPair(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return tokens[i]!.norm === 'e' && !!next && (next.norm === 'com' || next.norm === 'commerce');
}

function findMerchantStart(
  tokens: Token[],
  index: KnowledgeIndex,
  onHandle: (at: number) => void,
): number {
  let i = 0;
  let guard = 0;
  let hasProcessorCode = false;
  while (i < tokens.length && guard < 40) {
    guard += 1;
    const t = tokens[i]!;
    if (t.isNoise || /^\d+$/.test(t.norm) || LEAD_WORDS.has(t.norm) || WEB_WORDS.has(t.norm)) {
      i += 1;
      continue;
    }
    if (isChannelPair(tokens, i) && i + 2 < tokens.length) {
      i += 2;
      continue;
    }
    // A word in brackets among the lead words: '(EFFEC )'.
    if (t.sep.endsWith('(') && tokens[i + 1]?.sep.startsWith(')')) {
      i += 1;
      continue;
    }
    const processor = measureProcessor(tokens, i, index);
    if (processor > 0 && i + processor < tokens.length) {
      i += processor;
      const next = tokens[i]!;
      if (next.isNoise && /[a-z]/.test(next.norm) && next.norm.length >= 4) onHandle(i);
      continue;
    }
    // 'ZAPPER1*Fabrica', 'TST* Joe's', 'HPY*Smart Fix': a short code before a star is a processor's,
    // once, and only when a name follows it ('Fabrica @ T * 04 Oct' keeps 'Fabrica').
    const star = hasProcessorCode
      ? -1
      : tokens.findIndex((tok, k) => k > i && k <= i + 2 && tok.sep.includes('*'));
    const afterStar = tokens[star];
    if (star > i && afterStar && !afterStar.isNoise && /[a-z]/.test(afterStar.norm)) {
      const isOneCode = tokens.slice(i + 1, star).every((tok) => tok.sep === '');
      const code = tokens
        .slice(i, star)
        .map((tok) => tok.norm)
        .join('');
      if (isOneCode && code.length <= 8 && !isKnownBrandAt(tokens, i, star, index)) {
        hasProcessorCode = true;
        i = star;
        continue;
      }
    }
    break;
  }
  return Math.min(i, tokens.length);
}

/** Whether a known name covers tokens i..until (so 'UBER *EATS' is not stripped as a code). */
function isKnownBrandAt(tokens: Token[], i: number, until: number, index: KnowledgeIndex): boolean {
  let key = tokens[i]!.norm;
  for (let k = i + 1; k < until; k += 1) key += ` ${tokens[k]!.norm}`;
  // Two or three letters before a star are a processor's code even where a brand has them for its
  // name ('DM *DOMAINNAME' is no dm drugstore), unless the name goes on past the star.
  if (key.length > 3 && index.findBrandKey(key)) return true;
  // The name may go on past the star: 'UBER *EATS' is 'uber eats'.
  const after = tokens[until];
  return !!after && !!index.findBrandKey(`${key} ${after.norm}`);
}

function findMerchantEnd(tokens: Token[], start: number): number {
  let end = start;
  for (let i = start; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (i > start) {
      const sep = t.sep;
      if (
        sep.includes(',') ||
        sep.includes('(') ||
        sep.includes('*') ||
        sep.includes('#') ||
        sep.includes(':')
      )
        break;
      // ' - ' between words (a branch or place name follows), not 'Coca-Cola'.
      if (sep.includes('-') && t.isSpaced) break;
      if (sep.includes('.') && TLDS.has(t.norm)) break;
    }
    if (t.isNoise) break;
    if (i > start && (WEB_WORDS.has(t.norm) || isChannelPair(tokens, i))) break;
    if (/^\d+$/.test(t.norm) && i > start) {
      // 'Super 8', '24 Hour Fitness' keep their numbers; a trailing number is a store or terminal.
      const next = tokens[i + 1];
      if (!next || next.isNoise || /^\d+$/.test(next.norm)) break;
    }
    if (NUMBER_LEADS.has(t.norm) && i > start) {
      const next = tokens[i + 1];
      if (!next || /\d/.test(next.norm) || next.sep.includes('#')) break;
    }
    if (t.sep.includes('#') && i > start) break;
    end = i + 1;
    if (end - start >= 6) break;
  }
  // Drop trailing company forms ('Ltd', 'GmbH') and a trailing city and state or country code.
  while (end - start > 1 && COMPANY_SUFFIXES.has(tokens[end - 1]!.norm)) end -= 1;
  end = dropPlaceTail(tokens, start, end);
  while (end - start > 1 && COMPANY_SUFFIXES.has(tokens[end - 1]!.norm)) end -= 1;
  while (
    end - start > 1 &&
    (LEAD_WORDS.has(tokens[end - 1]!.norm) || SMALL_WORDS.has(tokens[end - 1]!.norm))
  )
    end -= 1;
  // 'EXPRESSGRASS COM', 'PROJECTORSHOP24 CO UK': a web address with its dots printed as spaces.
  if (end - start > 2 && tokens[end - 1]!.norm === 'uk' && tokens[end - 2]!.norm === 'co') end -= 2;
  else if (end - start > 1 && SPACED_DOMAIN_ENDINGS.has(tokens[end - 1]!.norm)) end -= 1;
  return end;
}

function dropPlaceTail(tokens: Token[], start: number, end: number): number {
  const count = end - start;
  const lastToken = tokens[end - 1];
  if (!lastToken || count < 3) return end;
  const last = lastToken.norm;
  const isRegion =
    (US_STATES.has(last) && last.length === 2 && lastToken.raw === lastToken.raw.toUpperCase()) ||
    COUNTRY_CODES.has(last);
  if (!isRegion) return end;
  let cut = end - 1;
  // The city before the code: one word, or two when the first is 'San', 'New', 'St' and so on.
  if (cut - start >= 2) {
    cut -= 1;
    if (cut - start >= 2 && CITY_PREFIXES.has(tokens[cut - 1]!.norm)) cut -= 1;
  }
  return cut;
}

/** A word that begins a keyword, an everyday word or a word of pub names (not initials). */
function isWord(word: string): boolean {
  const index = getKnowledgeIndex();
  return (
    index.keywords.has(word) ||
    index.everydayWords.has(word) ||
    index.animals.has(word) ||
    LEXICON.pubQualifiers.has(word)
  );
}

function formatWord(raw: string, isAllCaps: boolean): string {
  const letters = raw.replace(/[^\p{L}]/gu, '');
  const isUpper = letters.length > 0 && letters === letters.toUpperCase();
  const isLower = letters.length > 0 && letters === letters.toLowerCase();
  if (!isUpper && !isLower) return raw; // mixed case is the merchant's own: 'PnP', 'iTunes'
  const lower = raw.toLowerCase();
  // 'KFC', 'BP' are initials; 'GAS', 'RED', 'FOX' are words ('Columbia Gas of Ohio', 'Red Lion').
  if (isUpper && letters.length <= 3 && !SMALL_WORDS.has(lower) && isAllCaps && !isWord(lower))
    return raw;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The clean name and key for a prepared description and the brand found in it, if any. */
export function deriveIdentity(
  prepared: PreparedDescription,
  brand: BrandMatch | undefined,
): MerchantIdentity {
  if (brand) {
    return {
      name: brand.entry.name,
      key: foldText(brand.entry.name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    };
  }
  const { tokens } = prepared;
  let { start, end } = prepared;
  if (end <= start && prepared.handle !== undefined) {
    const handle = tokens[prepared.handle]!;
    return { name: handle.raw, key: handle.norm };
  }
  if (end <= start) {
    // Nothing but lead words and numbers: use the words there are.
    const words = tokens
      .map((t, i) => [t, i] as const)
      .filter(([t]) => !t.isNoise && !/^\d+$/.test(t.norm));
    if (words.length === 0) return { name: 'Unknown', key: 'unknown' };
    start = words[0]![1];
    end = Math.min(words[words.length - 1]![1] + 1, start + 4);
  }
  const span = tokens.slice(start, end).filter((t) => !t.isNoise);
  const isAllCaps = span.every((t) => t.raw === t.raw.toUpperCase());
  const name = span
    .map((t, i) =>
      i > 0 && SMALL_WORDS.has(t.norm) && (isAllCaps || t.raw === t.raw.toLowerCase())
        ? t.raw.toLowerCase()
        : formatWord(t.raw, isAllCaps),
    )
    .join(' ');
  const key = span.map((t) => t.norm).join(' ');
  return { name: name || 'Unknown', key: key || 'unknown' };
}
