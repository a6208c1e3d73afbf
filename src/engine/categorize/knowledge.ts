// Lookup structures over the generated knowledge index (brands, keyword rules, MCC codes), built
// once per process on first use: token maps keyed by a name's first word, so a description is
// matched in time proportional to its own length, never by scanning every known name. The index is
// src/engine/knowledge/generated/knowledge-index.json, built by `npm run knowledge:build` from the
// hand-written families beside it (see src/engine/knowledge/README.md).

import { isConceptId, type ConceptId } from './concepts.ts';
import knowledge from '../knowledge/generated/knowledge-index.json' with { type: 'json' };

/**
 * - `type`: what kind of transaction this is (a fee, cash, a transfer, income). Beats a brand, since a
 *   bank's fee line often names the merchant it was charged for.
 * - `override`: what was bought at a place that sells many things ('Tesco PFS', 'IKEA Restaurant').
 *   Beats a brand when it stands outside the brand's name.
 * - `plain`: everything else; a brand beats it.
 */
export type KeywordKind = 'type' | 'override' | 'plain';

/** 'interest' is charged on money going out and earned on money coming in: the sign decides. */
export type KeywordConcept = ConceptId | 'interest';

/** A keyword group of src/engine/knowledge/keywords.json (its 'about' explains each field). */
export interface KeywordGroup {
  concept: KeywordConcept;
  /** The confidence a match gives, 0-1. */
  weight: number;
  kind: KeywordKind;
  /** Whole words or phrases. */
  words: readonly string[];
  /** Endings of compound words ('stadtapotheke' ends with 'apotheke'), at least 4 letters. */
  suffixes?: readonly string[];
  /** Beginnings of run-together names ('restaurantvieuxport' starts with 'restaurant'). */
  starts?: readonly string[];
  /** Where the words must stand in the merchant's name: the whole name, or its end. */
  position?: 'whole' | 'end';
}

export interface BrandEntry {
  name: string;
  concept: ConceptId;
  /** A common word: believed only where the merchant's name starts. */
  isWeak: boolean;
  /** The name is used for several kinds of business. */
  isAmbiguous: boolean;
  /** A two-letter name from the curated list ('BP', 'EE'): a brand wherever the merchant starts. */
  isTrustedShort: boolean;
  /** 'mcc' when the name comes from the MCC list (airlines, hotels, car rental). */
  source: 'brand' | 'mcc';
  /**
   * The only countries brands of this name trade in (ISO 3166 alpha-2, lower case), from
   * name-suggestion-index's location sets; absent when one of them trades anywhere.
   */
  countries?: readonly string[];
}

export interface KeywordRule {
  concept: KeywordConcept;
  weight: number;
  kind: KeywordKind;
  word: string;
  /**
   * A hand-written keyword, a word of the MCC descriptions, a WordNet noun or an OpenStreetMap
   * preset's name in some language (both low confidence).
   */
  source: 'keyword' | 'mcc' | 'wordnet' | 'osm';
  /** Where in the merchant's name the words must stand (see KeywordGroup). */
  position?: 'whole' | 'end';
}

export interface KeywordPhrase {
  tokens: string[];
  rule: KeywordRule;
}

export interface KnowledgeIndex {
  /** Whole folded name ('pick n pay') -> the brand; decoded from the data on first use. */
  findBrandKey: (key: string) => BrandEntry | undefined;
  /**
   * A name of two or more words whose last word a statement cut short ('east midlands trai'): the
   * brand when every known name so beginning is that one brand's.
   */
  findBrandKeyCut: (prefix: string) => BrandEntry | undefined;
  /** First word of known names -> the most words a name starting with it has. */
  brandFirstWords: Map<string, number>;
  /**
   * The names (of more words) that begin with these words, the last of which may be cut short
   * ('sainsburys petro' begins "Sainsbury's petrol station"); none when more than `limit` (20) do.
   */
  findBrandsStartingWith: (prefix: string, limit?: number) => BrandEntry[];
  /** First token -> keyword phrases starting with it, longest first. */
  keywords: Map<string, KeywordPhrase[]>;
  /** Endings of compound words, longest first. */
  suffixes: { suffix: string; rule: KeywordRule }[];
  /** Beginnings of run-together names, longest first. */
  starts: { start: string; rule: KeywordRule }[];
  /** Beginnings (at least 4 letters) of single-word keywords, for names a bank cut short. */
  prefixes: Map<string, KeywordRule>;
  /** Single-word keywords of at least 5 letters, for words run together ('centenarybrasserie'). */
  parts: Map<string, KeywordRule>;
  /** Two-word keyword phrases by their first word, for phrases a bank cut short ('SERVICE STA'). */
  pairs: Map<string, { second: string; rule: KeywordRule }[]>;
  /** MCC code -> concept. */
  mcc: Map<string, ConceptId>;
  /** Everyday words and places (common-words.json): 'spice', 'brighton'. */
  everydayWords: Set<string>;
  /** WordNet's mammals, birds and fish, for the pub-name grammar ('THE PHEASANT'). */
  animals: Set<string>;
  /** Payment processor prefixes, as folded phrases. */
  processors: Map<string, string[][]>;
  /**
   * Country -> name -> concept, where the brands of a name trading in that country are another
   * kind of business than the name's overall ('jumbo' in Switzerland is a DIY chain).
   */
  localBrands: Map<string, Map<string, ConceptId>>;
}

/** The word lists of src/engine/knowledge/lexicon.json, by name (its 'about' says what each holds). */
export type LexiconList = keyof typeof knowledge.lexicon;

/** The lexicon's lists as sets, made when the module loads (a few hundred words). */
export const LEXICON = Object.fromEntries(
  Object.entries(knowledge.lexicon).map(([name, words]) => [name, new Set<string>(words)]),
) as unknown as Readonly<Record<LexiconList, ReadonlySet<string>>>;

/** The generated index file as the engine reads it. */
export interface KnowledgeFile {
  keywords: readonly KeywordGroup[];
  brands: Record<string, string[]>;
  mcc: Record<string, string>;
  mccWords: Record<string, string>;
  wordnetWords?: Record<string, string>;
  /** Concept -> OpenStreetMap presets' names of kinds of shop in several languages, '|'-separated. */
  presetWords?: Record<string, string>;
  animals?: string[];
  processors: string[];
  localBrands?: Record<string, Record<string, string>>;
  everydayWords?: string[];
}

let cached: KnowledgeIndex | undefined;

/** The shared index; the first call builds it (a few milliseconds), later calls reuse it. */
export function getKnowledgeIndex(): KnowledgeIndex {
  cached ??= buildIndex(knowledge as unknown as KnowledgeFile);
  return cached;
}

/** What may be left out of an index built by createKnowledgeIndex. */
export interface KnowledgeOmissions {
  /** Keyword phrases (folded) to leave out. */
  keywords?: ReadonlySet<string>;
  /** Brand entries to leave out, by their display name. */
  brands?: ReadonlySet<string>;
  /** Leave out WordNet's shop words and animals. */
  isWithoutWordnet?: boolean;
  /** Leave out the OpenStreetMap presets' names of kinds of shop. */
  isWithoutPresets?: boolean;
  /**
   * Curated name -> the brand sections name-suggestion-index alone gives for the names it replaced
   * (generated/nsi-under-curated.json): a curated name left out gives those back, as an index
   * built without it would hold them.
   */
  nsiUnderCurated?: Readonly<Record<string, Record<string, string[]>>>;
}

/**
 * An index of the generated knowledge without some of its entries: how evaluations measure a
 * source of knowledge, or the entries only one data set needed, by their absence.
 */
export function createKnowledgeIndex(omit: KnowledgeOmissions = {}): KnowledgeIndex {
  const file = knowledge as unknown as KnowledgeFile;
  const dropKeyword = (word: string) => omit.keywords?.has(word) === true;
  const dropBrand = (entry: string) => {
    const display = entry.slice(countFlags(entry)).split('|')[0]!;
    return omit.brands?.has(display) === true;
  };
  return buildIndex({
    ...file,
    keywords: file.keywords.map((group) => ({
      ...group,
      words: group.words.filter((w) => !dropKeyword(w)),
      ...(group.suffixes ? { suffixes: group.suffixes.filter((w) => !dropKeyword(w)) } : {}),
      ...(group.starts ? { starts: group.starts.filter((w) => !dropKeyword(w)) } : {}),
    })),
    brands: withoutCurated(file.brands, dropBrand, omit.brands, omit.nsiUnderCurated),
    ...(omit.isWithoutWordnet ? { wordnetWords: {}, animals: [] } : {}),
    ...(omit.isWithoutPresets ? { presetWords: {} } : {}),
  });
}

/**
 * The brand sections without the entries `drop` names; a curated name left out gives back what
 * name-suggestion-index alone said of the names it had replaced ('BP' stays a fuel brand).
 */
function withoutCurated(
  all: Record<string, string[]>,
  drop: (entry: string) => boolean,
  names: ReadonlySet<string> | undefined,
  shadowed: KnowledgeOmissions['nsiUnderCurated'],
): Record<string, string[]> {
  const brands = Object.fromEntries(
    Object.entries(all).map(([section, entries]) => [section, entries.filter((e) => !drop(e))]),
  );
  for (const name of names ?? []) {
    for (const [section, entries] of Object.entries(shadowed?.[name] ?? {}))
      brands[section] = [...(brands[section] ?? []), ...entries];
  }
  return brands;
}

const everydayCache = new WeakMap<KnowledgeFile, Set<string>>();
function everydayWordsOf(file: KnowledgeFile): Set<string> {
  let set = everydayCache.get(file);
  if (!set) {
    set = new Set(file.everydayWords ?? []);
    everydayCache.set(file, set);
  }
  return set;
}

function pushSorted<T extends { tokens: string[] }>(map: Map<string, T[]>, item: T): void {
  const first = item.tokens[0]!;
  const list = map.get(first);
  if (list) list.push(item);
  else map.set(first, [item]);
}

/**
 * Length of the flags before an entry's name: '~' a common word, '?' a name of several kinds, '!' a
 * curated two-letter name, then '^gb ie^' the countries it trades in.
 */
function countFlags(text: string): number {
  let i = 0;
  while (i < 3 && (text[i] === '~' || text[i] === '?' || text[i] === '!')) i += 1;
  if (text[i] === '^') {
    const close = text.indexOf('^', i + 1);
    if (close > i) i = close + 1;
  }
  return i;
}

function decodeEntry(text: string, concept: ConceptId, isMcc: boolean): BrandEntry {
  const flags = countFlags(text);
  const head = text.slice(0, flags);
  const bar = text.indexOf('|');
  const caret = head.indexOf('^');
  return {
    name: bar < 0 ? text.slice(flags) : text.slice(flags, bar),
    concept,
    isWeak: head.slice(0, caret < 0 ? undefined : caret).includes('~'),
    isAmbiguous: head.includes('?'),
    isTrustedShort: head.includes('!'),
    source: isMcc ? 'mcc' : 'brand',
    ...(caret < 0 ? {} : { countries: head.slice(caret + 1, -1).split(' ') }),
  };
}

const SECTION_SIZE = 65536;

/** What a WordNet noun alone is worth: just enough to place a line, less than any keyword. */
const WORDNET_WEIGHT = 0.64;

/**
 * What an OpenStreetMap preset's name alone is worth ('boulangerie', 'slaghuis'): as a WordNet
 * noun, just enough to place a line.
 */
const PRESET_WEIGHT = 0.64;

function buildIndex(file: KnowledgeFile): KnowledgeIndex {
  // Names map to a number (section * 65536 + position) so building stays cheap; an entry is decoded
  // only when a description matches it.
  const sections: { concept: ConceptId; isMcc: boolean; entries: string[] }[] = [];
  const brandKeys = new Map<string, number>();
  const brandFirstWords = new Map<string, number>();
  const noteKey = (key: string): void => {
    const space = key.indexOf(' ');
    if (space < 0) {
      if (!brandFirstWords.has(key)) brandFirstWords.set(key, 1);
      return;
    }
    let words = 2;
    for (let k = key.indexOf(' ', space + 1); k >= 0; k = key.indexOf(' ', k + 1)) words += 1;
    const first = key.slice(0, space);
    if ((brandFirstWords.get(first) ?? 0) < words) brandFirstWords.set(first, words);
  };
  for (const [section, entries] of Object.entries(file.brands)) {
    const isMcc = section.startsWith('mcc:');
    const conceptId = isMcc ? section.slice(4) : section;
    if (!isConceptId(conceptId) || entries.length >= SECTION_SIZE) continue;
    const base = sections.length * SECTION_SIZE;
    sections.push({ concept: conceptId, isMcc, entries });
    for (let e = 0; e < entries.length; e += 1) {
      const text = entries[e]!;
      const bar = text.indexOf('|');
      if (bar < 0) {
        const flags = countFlags(text);
        const key = (flags ? text.slice(flags) : text).toLowerCase();
        brandKeys.set(key, base + e);
        noteKey(key);
        continue;
      }
      let from = bar + 1;
      for (;;) {
        const next = text.indexOf('|', from);
        const key = next < 0 ? text.slice(from) : text.slice(from, next);
        brandKeys.set(key, base + e);
        noteKey(key);
        if (next < 0) break;
        from = next + 1;
      }
    }
  }
  const decoded = new Map<number, BrandEntry>();
  const findBrandKey = (key: string): BrandEntry | undefined => {
    const ref = brandKeys.get(key);
    return ref === undefined ? undefined : decodeRef(ref);
  };
  function decodeRef(ref: number): BrandEntry {
    let entry = decoded.get(ref);
    if (!entry) {
      const section = sections[Math.floor(ref / SECTION_SIZE)]!;
      entry = decodeEntry(section.entries[ref % SECTION_SIZE]!, section.concept, section.isMcc);
      decoded.set(ref, entry);
    }
    return entry;
  }

  // Names of several words, sorted, for names cut short; sorted on first use only.
  let sortedKeys: string[] | undefined;
  const sortedMultiWordKeys = (): string[] =>
    (sortedKeys ??= [...brandKeys.keys()].filter((k) => k.includes(' ')).sort());
  const findBrandKeyCut = (prefix: string): BrandEntry | undefined => {
    const keys = sortedMultiWordKeys();
    const lo = firstAtOrAfter(keys, prefix);
    const words = prefix.split(' ').length;
    let ref: number | undefined;
    for (let k = lo; k < keys.length && keys[k]!.startsWith(prefix); k += 1) {
      // A few names at most: a short cut word ('WEST MIDLANDS T') completes to none for sure.
      if (k - lo >= 20) return undefined;
      const key = keys[k]!;
      // Only the last word may be cut: 'west midlands trav' is 'west midlands travel', not '...
      // travel centre'.
      if (key.split(' ').length !== words) continue;
      const found = brandKeys.get(key)!;
      if (ref !== undefined && ref !== found) return undefined;
      ref = found;
    }
    if (ref === undefined) return undefined;
    return decodeRef(ref);
  };

  const findBrandsStartingWith = (prefix: string, limit = 20): BrandEntry[] => {
    const keys = sortedMultiWordKeys();
    const lo = firstAtOrAfter(keys, prefix);
    const refs = new Set<number>();
    for (let k = lo; k < keys.length && keys[k]!.startsWith(prefix); k += 1) {
      if (k - lo >= limit) return [];
      refs.add(brandKeys.get(keys[k]!)!);
    }
    return [...refs].map(decodeRef);
  };

  const keywords = new Map<string, KeywordPhrase[]>();
  const suffixes: { suffix: string; rule: KeywordRule }[] = [];
  const starts: { start: string; rule: KeywordRule }[] = [];
  const prefixCandidates = new Map<string, KeywordRule | null>();
  const parts = new Map<string, KeywordRule>();
  const pairs = new Map<string, { second: string; rule: KeywordRule }[]>();
  const seen = new Set<string>();
  for (const group of file.keywords) {
    for (const word of group.words) {
      if (seen.has(word)) continue; // the first group naming a word keeps it
      seen.add(word);
      const rule: KeywordRule = {
        concept: group.concept,
        weight: group.weight,
        kind: group.kind,
        word,
        source: 'keyword',
        ...(group.position ? { position: group.position } : {}),
      };
      const tokens = word.split(' ');
      pushSorted(keywords, { tokens, rule });
      // Statements drop the '&' of 'FOX & HOUNDS', 'FISH & CHIPS': a phrase holds without its 'and'.
      if (tokens.length >= 3 && tokens.includes('and')) {
        const short = tokens.filter((t) => t !== 'and');
        if (!seen.has(short.join(' '))) pushSorted(keywords, { tokens: short, rule });
      }
      // Words bound to a place in the name are matched whole and there only.
      if (group.position) continue;
      if (tokens.length === 1 && word.length >= 5) parts.set(word, rule);
      if (tokens.length === 2 && tokens[1]!.length >= 4) {
        const list = pairs.get(tokens[0]!) ?? [];
        list.push({ second: tokens[1]!, rule });
        pairs.set(tokens[0]!, list);
      }
      // Cut-short words: at least 5 letters and 70% of the word, and never a transaction type
      // (a cut 'uber' must not read as 'uberweisung').
      if (tokens.length === 1 && word.length >= 6 && group.kind !== 'type') {
        for (let n = Math.max(5, Math.ceil(word.length * 0.7)); n < word.length; n += 1) {
          const prefix = word.slice(0, n);
          const existing = prefixCandidates.get(prefix);
          if (existing === undefined) prefixCandidates.set(prefix, rule);
          else if (existing && existing.concept !== rule.concept)
            prefixCandidates.set(prefix, null);
        }
      }
    }
    for (const suffix of group.suffixes ?? []) {
      suffixes.push({
        suffix,
        rule: {
          concept: group.concept,
          weight: group.weight,
          kind: group.kind,
          word: suffix,
          source: 'keyword',
        },
      });
    }
    for (const start of group.starts ?? []) {
      starts.push({
        start,
        rule: {
          concept: group.concept,
          weight: group.weight,
          kind: group.kind,
          word: start,
          source: 'keyword',
        },
      });
    }
  }
  // One-word keywords of a general source, each word once (the first source to name it wins).
  const addWords = (
    byConcept: Record<string, string>,
    weight: number,
    source: 'wordnet' | 'mcc',
  ) => {
    for (const [conceptId, words] of Object.entries(byConcept)) {
      if (!isConceptId(conceptId)) continue;
      for (const word of words.split(' ')) {
        if (seen.has(word)) continue;
        seen.add(word);
        pushSorted(keywords, {
          tokens: [word],
          rule: { concept: conceptId, weight, kind: 'plain', word, source },
        });
      }
    }
  };
  // WordNet's nouns for kinds of shop no keyword holds ('greengrocery'): a general kind, unsure.
  addWords(file.wordnetWords ?? {}, WORDNET_WEIGHT, 'wordnet');
  // OpenStreetMap presets' names of kinds of shop, in several languages: unsure, as WordNet's. A
  // phrase holding a keyword of one word says no more than it, and would hide it ('SABA THAI
  // RESTAURANT' is read by 'restaurant', not by the unsure 'thai restaurant').
  const singleKeywords = new Set(
    file.keywords.flatMap((group) => group.words.filter((w) => !w.includes(' '))),
  );
  for (const [conceptId, phrases] of Object.entries(file.presetWords ?? {})) {
    if (!isConceptId(conceptId)) continue;
    for (const word of phrases.split('|')) {
      if (seen.has(word)) continue;
      if (word.includes(' ') && word.split(' ').some((t) => singleKeywords.has(t))) continue;
      seen.add(word);
      pushSorted(keywords, {
        tokens: word.split(' '),
        rule: { concept: conceptId, weight: PRESET_WEIGHT, kind: 'plain', word, source: 'osm' },
      });
    }
  }
  addWords(file.mccWords, 0.65, 'mcc');
  // A phrase of two words written as one ('CARWASH', 'PETSHOP'): the same phrase; not a cut one
  // ('service s' is no 'services').
  const joinedPhrases: KeywordPhrase[] = [];
  for (const list of keywords.values())
    for (const phrase of list)
      if (
        phrase.tokens.length === 2 &&
        phrase.tokens.every((t) => t.length >= 3) &&
        !phrase.rule.position &&
        phrase.rule.kind !== 'type'
      ) {
        const joined = phrase.tokens.join('');
        if (joined.length >= 7 && !seen.has(joined) && !everydayWordsOf(file).has(joined)) {
          seen.add(joined);
          joinedPhrases.push({ tokens: [joined], rule: phrase.rule });
        }
      }
  for (const phrase of joinedPhrases) pushSorted(keywords, phrase);
  for (const list of keywords.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  suffixes.sort((a, b) => b.suffix.length - a.suffix.length);
  starts.sort((a, b) => b.start.length - a.start.length);
  const prefixes = new Map<string, KeywordRule>();
  const everydayWords = new Set(file.everydayWords ?? []);
  for (const [prefix, rule] of prefixCandidates) {
    // A prefix that is itself a keyword is matched as that keyword instead; one that is a word of
    // its own was not cut short ('STATION' is no 'stationery').
    if (rule && !seen.has(prefix) && !everydayWords.has(prefix)) prefixes.set(prefix, rule);
  }

  const mcc = new Map<string, ConceptId>();
  for (const [code, conceptId] of Object.entries(file.mcc))
    if (isConceptId(conceptId)) mcc.set(code, conceptId);

  const processors = new Map<string, string[][]>();
  for (const phrase of file.processors) {
    const tokens = phrase.split(' ');
    const list = processors.get(tokens[0]!) ?? [];
    list.push(tokens);
    list.sort((a, b) => b.length - a.length);
    processors.set(tokens[0]!, list);
  }

  const localBrands = new Map<string, Map<string, ConceptId>>();
  for (const [country, names] of Object.entries(file.localBrands ?? {})) {
    const map = new Map<string, ConceptId>();
    for (const [key, conceptId] of Object.entries(names))
      if (isConceptId(conceptId)) map.set(key, conceptId);
    localBrands.set(country, map);
  }

  return {
    everydayWords,
    animals: new Set(file.animals ?? []),
    localBrands,
    findBrandKey,
    findBrandKeyCut,
    findBrandsStartingWith,
    brandFirstWords,
    keywords,
    suffixes,
    starts,
    prefixes,
    parts,
    pairs,
    mcc,
    processors,
  };
}

/** The index of the first of the sorted `keys` not before `prefix` (a binary search). */
function firstAtOrAfter(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
