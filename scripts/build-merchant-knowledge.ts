// `npm run knowledge:build`: merges the categoriser's knowledge into the one index the engine reads,
// src/engine/knowledge/generated/knowledge-index.json (committed; `.ci/run` fails when it is stale).
//
// Sources, all read offline:
// - the hand-written families in src/engine/knowledge/*.json (concepts, keywords, NSI kinds, MCC
//   ranges, common words, curated merchants), each checked by its zod schema in knowledge-sources.ts;
// - name-suggestion-index (installed package, BSD-3-Clause): real brands with the OpenStreetMap kind
//   of place they run (shop=supermarket, amenity=fuel, ...), mapped to our concepts by nsi-kinds.json;
// - the MCC list (src/engine/knowledge/third-party/mcc-codes, Unlicense): each code mapped to a
//   concept by mcc.json, the airline, car rental and hotel names of codes 3000-3999, and the words
//   of the other descriptions.
// The output is deterministic (same inputs, same bytes) and formatted as Prettier would, so that
// `npm run format` never makes it look stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { singularize, splitWords, toKey } from '../src/engine/categorize/text.ts';
import {
  loadKnowledgeSources,
  toIndexConcepts,
  toIndexKeywords,
  toIndexLexicon,
} from './knowledge-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knowledgeDir = path.join(root, 'src/engine/knowledge');
const outFile = path.join(knowledgeDir, 'generated/knowledge-index.json');
const require = createRequire(import.meta.url);

/** A concept id of concepts.json (checked by the sources' schema before anything is built). */
type ConceptId = string;

const sources = loadKnowledgeSources(knowledgeDir);
const CONCEPTS = sources.concepts.concepts;
const NSI_KINDS: Record<string, ConceptId> = sources.nsiKinds.kinds;
const SECONDARY_KINDS = new Set(sources.nsiKinds.secondaryKinds);
const NSI_OPERATOR_PATHS: Record<string, ConceptId> = sources.nsiKinds.operators;
const KIND_WORDS = new Set(sources.nsiKinds.kindWords);
const CONCEPT_PRIORITY: ConceptId[] = sources.concepts.brandTiePriority;
// A place is a common word too: written once in the data, as a place.
const PLACE_NAMES = new Set(sources.commonWords.placeNames);
const COMMON_WORDS = new Set([...sources.commonWords.commonWords, ...PLACE_NAMES]);
const GENERIC_NAMES = new Set(sources.commonWords.genericNames);
const MCC_RANGES = sources.mcc.ranges;
const MCC_STOPWORDS = new Set(sources.mcc.stopwords);
const KEYWORD_GROUPS = sources.keywords.groups;

/** 'Booker Wholesale' -> 'Booker'; undefined when nothing distinctive is left. */
function withoutKindWord(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3) return undefined;
  const last = toKey(words[words.length - 1]!);
  if (!KIND_WORDS.has(last)) return undefined;
  const rest = words.slice(0, -1).join(' ');
  const key = toKey(rest);
  if (key.length < 5 || /\d/.test(key)) return undefined;
  // An everyday word left alone ('Red', 'Family') names nothing.
  if (!key.includes(' ') && (COMMON_WORDS.has(key) || COMMON_WORDS.has(singularize(key))))
    return undefined;
  return rest;
}

// ---- helpers ----

interface Candidate {
  concept: ConceptId;
  weight: number;
  display: string;
  /** The index's kind ('shop/supermarket'), when the candidate comes from it. */
  kind?: string;
  /**
   * The countries the brand trades in (ISO 3166 alpha-2, lower case), from the index's location
   * set; absent when it trades anywhere or the set names no country we can read.
   */
  countries?: readonly string[];
}

interface KeyInfo {
  candidates: Candidate[];
  source: 'nsi' | 'mcc' | 'curated';
}

function cleanDisplay(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isMostlyLatin(name: string): boolean {
  const letters = name.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
  return latin * 2 >= letters.length;
}

/** A word mixing Latin letters with another script's ('SANパーク', 'Skuratov Сoffee'). */
function isMixedScript(name: string): boolean {
  return name.split(/[^\p{L}\p{M}]+/u).some((word) => {
    const letters = word.match(/[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]/gu) ?? [];
    const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
    return latin > 0 && latin < letters.length;
  });
}

function isUsableKey(key: string, source: KeyInfo['source']): boolean {
  if (key.length < 2) return false;
  // Mostly digits (a route number, a phone number) says nothing; our own list may name 'O2'.
  const letters = key.replace(/[^a-z]/g, '').length;
  return letters >= (source === 'curated' ? 1 : 2);
}

const keywordPhrases = new Set<string>();
for (const group of KEYWORD_GROUPS) for (const word of group.words) keywordPhrases.add(word);

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

// ---- build ----

interface NsiItem {
  displayName: string;
  matchNames?: string[];
  tags: Record<string, string>;
  locationSet?: { include?: unknown[] };
}

/** Location-set names that are one country but not written as its code. */
const LOCATION_ALIASES: Record<string, string> = {
  conus: 'us',
  uk: 'gb',
  'mainland china': 'cn',
  'northern cyprus': 'cy',
  crimea: 'ua',
};

/**
 * The countries of a name-suggestion-index location set ('gb', 'us-tx.geojson' -> 'us', 'gb-eng'
 * -> 'gb'); undefined when any part of it is wider than a country (the world '001', a continent
 * '150', a point with a radius) or unreadable, so the brand is trusted everywhere.
 */
function readLocationCountries(item: NsiItem): string[] | undefined {
  const include = item.locationSet?.include;
  if (!Array.isArray(include) || include.length === 0) return undefined;
  const countries = new Set<string>();
  for (const part of include) {
    if (typeof part !== 'string') return undefined;
    const name = part.toLowerCase();
    const code = LOCATION_ALIASES[name] ?? /^([a-z]{2})(?:-|$)/.exec(name)?.[1];
    // 'eu', 'un' and 'ea' are unions of countries, not one.
    if (!code || code === 'eu' || code === 'un' || code === 'ea' || /^\d/.test(name))
      return undefined;
    countries.add(LOCATION_ALIASES[code] ?? code);
  }
  return [...countries].sort();
}
interface NsiFile {
  _meta: { version: string };
  nsi: Record<string, { items: NsiItem[] }>;
}
interface GenericWordsFile {
  genericWords: string[];
}
interface MccRow {
  mcc: string;
  edited_description: string;
  combined_description: string;
}

async function main(): Promise<void> {
  // The package's "exports" map does not expose its JSON, so find its folder from its main entry.
  const nsiDir = path.resolve(path.dirname(require.resolve('name-suggestion-index')), '../..');
  const nsi = readJson<NsiFile>(path.join(nsiDir, 'dist/json/nsi.json'));
  const nsiVersion = readJson<{ version: string }>(path.join(nsiDir, 'package.json')).version;
  const generic = readJson<GenericWordsFile>(
    path.join(nsiDir, 'dist/json/genericWords.json'),
  ).genericWords.map((pattern) => new RegExp(pattern, 'i'));
  const curated = sources.curated;
  const mccRows = readJson<MccRow[]>(
    path.join(knowledgeDir, 'third-party/mcc-codes/mcc_codes.json'),
  );

  const keys = new Map<string, KeyInfo>();
  /** Key -> the name-suggestion-index candidates a curated name replaced, and that name. */
  const shadowed = new Map<string, { display: string; info: KeyInfo }>();
  const addCandidate = (rawName: string, candidate: Candidate, source: KeyInfo['source']): void => {
    const key = toKey(rawName);
    if (!isUsableKey(key, source) || keywordPhrases.has(key) || GENERIC_NAMES.has(key)) return;
    // 'Оптика 1st' is not the brand '1st': a name mostly in another script gives no Latin key.
    if (source === 'nsi' && !isMostlyLatin(rawName)) return;
    // Nor is 'SANパーク' the brand 'San': a word mixing scripts leaves a fragment once folded (the
    // brand's Latin name, when it has one, comes from its other tags).
    if (source === 'nsi' && isMixedScript(rawName)) return;
    // A one-word name that is a city or country is read as the place in a description, not a brand.
    if (source !== 'curated' && PLACE_NAMES.has(key)) return;
    // 'La Boucherie' is the word for a butcher's with an article: leave it to the keywords.
    const withoutArticle = key.replace(/^(the|la|le|les|l|el|il|der|die|das|de|het|los|las) /, '');
    if (withoutArticle !== key && keywordPhrases.has(withoutArticle)) return;
    // Two or three letters make a name only when the brand writes them so ('KFC', 'BP', 'dm').
    if (source === 'nsi' && key.length <= 3 && toKey(candidate.display).replace(/ /g, '') !== key)
      return;
    if (generic.some((re) => re.test(key))) return;
    let info = keys.get(key);
    if (!info) {
      info = { candidates: [], source };
      keys.set(key, info);
    }
    // Curated knowledge replaces what the index says about the same name. What it replaced is
    // kept aside (nsiUnderCurated), so an evaluation that leaves the curated name out still has
    // what name-suggestion-index alone would have given.
    if (source === 'curated' && info.source !== 'curated') {
      if (info.source === 'nsi') shadowed.set(key, { display: candidate.display, info });
      info = { candidates: [], source: 'curated' };
      keys.set(key, info);
    } else if (info.source === 'curated' && source !== 'curated') return;
    info.candidates.push(candidate);
  };
  // Statements run words together ('MARKSSPENCER', 'PIZZAHUT', 'DISCHEM'): each name of two or
  // more words is also known written as one.
  const addWithVariants = (
    rawName: string,
    candidate: Candidate,
    source: KeyInfo['source'],
  ): void => {
    addCandidate(rawName, candidate, source);
    const words = splitWords(rawName);
    if (words.length >= 2 && words.length <= 4) {
      const squashed = words.join('');
      // 'H-E-B' is also written 'HEB': initials join at any length.
      const isInitials = words.every((w) => w.length === 1);
      if ((squashed.length >= 7 || isInitials) && !keys.has(squashed))
        addCandidate(squashed, { ...candidate, weight: candidate.weight * 0.8 }, source);
    }
    if (/\s&\s/.test(rawName))
      addWithVariants(rawName.replace(/\s&\s/g, ' and '), candidate, source);
  };

  // 'Booker Wholesale' is printed 'BOOKER LIMITED': the name without the word for its kind, kept
  // for after every full name is known, so that it never takes another brand's name.
  const shortForms: [string, Candidate][] = [];
  let nsiItems = 0;
  for (const [treePath, { items }] of Object.entries(nsi.nsi)) {
    const [tree, ...rest] = treePath.split('/');
    const kind = rest.join('/');
    if (tree === 'brands') {
      const concept = NSI_KINDS[kind];
      if (!concept) continue;
      const factor = SECONDARY_KINDS.has(kind) ? 0.5 : 1;
      for (const item of items) {
        nsiItems += 1;
        const tags = item.tags;
        const countries = readLocationCountries(item);
        const where = countries ? { countries } : {};
        const display =
          cleanDisplay(item.displayName) || cleanDisplay(tags.brand ?? tags.name ?? '');
        if (!toKey(display)) continue;
        const names = new Set(
          [item.displayName, tags.name, tags.brand, tags['brand:en'], tags['name:en']]
            .filter((n): n is string => typeof n === 'string')
            .map(cleanDisplay),
        );
        for (const name of names) {
          addWithVariants(name, { concept, weight: factor, display, kind, ...where }, 'nsi');
          const short = withoutKindWord(name);
          if (short)
            shortForms.push([short, { concept, weight: 0.6 * factor, display, kind, ...where }]);
        }
        for (const name of item.matchNames ?? [])
          addCandidate(name, { concept, weight: 0.6 * factor, display, kind, ...where }, 'nsi');
        // The brand's other names: its full style ('Courtyard by Marriott'), a former name, and
        // the short form people and card terminals use ('Sprouts', 'M&S').
        // (Not for banks: a bank's former names are other banks' and places' names.)
        for (const tag of ['official_name', 'alt_name', 'old_name', 'short_name', 'brand:short']) {
          const other = concept === 'bank' ? undefined : tags[tag];
          // One word alone ('Standard', 'Hawthorn', 'Jeromes') is more often an everyday word or a
          // place than the brand: only names of two words or more.
          if (typeof other === 'string' && toKey(cleanDisplay(other)).includes(' '))
            addCandidate(
              cleanDisplay(other),
              { concept, weight: 0.6 * factor, display, kind, ...where },
              'nsi',
            );
        }
      }
    } else {
      const concept = NSI_OPERATOR_PATHS[treePath];
      if (!concept) continue;
      for (const item of items) {
        nsiItems += 1;
        const tags = item.tags;
        const names = [tags.operator, tags.network, tags['operator:en'], tags['network:en']]
          .filter((n): n is string => typeof n === 'string')
          .map(cleanDisplay);
        for (const name of names) {
          const key = toKey(name);
          // Networks called after a place or a bare abbreviation would catch unrelated lines.
          if (key.split(' ').length < 2) continue;
          if (
            /\b(city|county|council|municipal|gemeinde|stadt|ville|region|department|district|government|ministry|state|province|kommune)\b/.test(
              key,
            )
          )
            continue;
          addCandidate(name, { concept, weight: 0.8, display: name }, 'nsi');
        }
      }
    }
  }

  // MCC: airline, car rental and hotel chain names.
  const mccConcept = new Map<string, ConceptId>();
  const findMccConcept = (code: number): ConceptId | undefined => {
    let found: ConceptId | undefined;
    for (const [from, to, concept] of MCC_RANGES) if (code >= from && code <= to) found = concept;
    return found;
  };
  const wordConcepts = new Map<string, Map<ConceptId, number>>();
  for (const row of mccRows) {
    const code = Number(row.mcc);
    const concept = findMccConcept(code);
    if (!concept) continue;
    mccConcept.set(row.mcc, concept);
    const description = row.edited_description || row.combined_description;
    if (code >= 3000 && code <= 3999) {
      const display = description.replace(/\s+/g, ' ').trim();
      const key = toKey(display);
      // Generic rows ('Airlines', 'Hotels/Motels/Inns/Resorts') are not names.
      if (/^(airlines?|hotels?.*|car rental.*|motels?|resorts?)$/.test(key)) continue;
      // One short word ('WESTERN', 'MIDWAY') is more often something else in a description.
      if (!key.includes(' ') && key.length < 8) continue;
      addCandidate(display, { concept, weight: 1, display: toTitleCase(display) }, 'mcc');
      continue;
    }
    for (const word of splitWords(description)) {
      const w = singularize(word);
      if (w.length < 4 || MCC_STOPWORDS.has(w) || MCC_STOPWORDS.has(word)) continue;
      const counts = wordConcepts.get(w) ?? new Map<ConceptId, number>();
      counts.set(concept, (counts.get(concept) ?? 0) + 1);
      wordConcepts.set(w, counts);
    }
  }

  // Curated names.
  for (const group of curated.groups) {
    for (const entry of group.names) {
      const [display, ...alts] = entry.split('|');
      if (!display) continue;
      for (const name of [display, ...alts])
        addWithVariants(name, { concept: group.concept, weight: 1, display }, 'curated');
    }
  }

  // A first word that begins brands of other kinds ('Virgin' of Virgin Hotels, Virgin Trains and
  // Virgin Media) belongs to none of them.
  const kindsByFirstWords = new Map<string, Set<string>>();
  for (const [key, info] of keys) {
    const words = key.split(' ');
    for (let n = 1; n < words.length; n += 1) {
      const head = words.slice(0, n).join(' ');
      const kinds = kindsByFirstWords.get(head) ?? new Set<string>();
      for (const c of info.candidates) kinds.add(c.concept);
      kindsByFirstWords.set(head, kinds);
    }
  }
  for (const [name, candidate] of shortForms) {
    const key = toKey(name);
    if (keys.has(key) || key.startsWith('the ')) continue;
    if ((kindsByFirstWords.get(key)?.size ?? 0) > 1) continue;
    addCandidate(name, candidate, 'nsi');
  }

  // Resolve each key to one concept and group keys by (source, concept, display, flags).
  const entries = new Map<
    string,
    {
      source: KeyInfo['source'];
      concept: ConceptId;
      flags: string;
      display: string;
      keys: string[];
    }
  >();
  let ambiguous = 0;
  const localBrands: Record<string, Record<string, ConceptId>> = {};
  const resolveKey = (key: string, info: KeyInfo, into: typeof entries): void => {
    const totals = new Map<ConceptId, number>();
    const displayWeight = new Map<string, number>();
    const kinds = new Set(info.candidates.map((c) => c.kind));
    // A supermarket with a petrol station is a supermarket; a petrol station with a shop is a
    // petrol station.
    const isSupermarket = kinds.has('shop/supermarket');
    const isFuel = kinds.has('amenity/fuel');
    const weigh = (c: Candidate): number => {
      let weight = c.weight;
      if (isSupermarket && c.kind === 'amenity/fuel') weight *= 0.5;
      if (isFuel && !isSupermarket && (c.kind === 'shop/convenience' || c.kind === 'shop/kiosk'))
        weight *= 0.5;
      return weight;
    };
    for (const c of info.candidates) {
      const weight = weigh(c);
      totals.set(c.concept, (totals.get(c.concept) ?? 0) + weight);
      displayWeight.set(c.display, (displayWeight.get(c.display) ?? 0) + weight);
    }
    const ranked = [...totals].sort(
      (a, b) => b[1] - a[1] || rankConcept(a[0]) - rankConcept(b[0]) || a[0].localeCompare(b[0]),
    );
    const [concept, best] = ranked[0]!;
    const sum = [...totals.values()].reduce((s, v) => s + v, 0);
    // The display that is this very name first ('Greggs', not 'Bitesize Greggs'), then the most
    // used, then the shortest.
    const isOwnName = (name: string): number => (toKey(name) === key ? 1 : 0);
    const isLatin = (name: string): number => (isMostlyLatin(name) ? 1 : 0);
    const display = [...displayWeight].sort(
      (a, b) =>
        isLatin(b[0]) - isLatin(a[0]) ||
        isOwnName(b[0]) - isOwnName(a[0]) ||
        b[1] - a[1] ||
        a[0].length - b[0].length ||
        a[0].localeCompare(b[0]),
    )[0]![0];
    const words = key.split(' ');
    const isWeak =
      words.length === 1 &&
      (COMMON_WORDS.has(key) || COMMON_WORDS.has(singularize(key)) || key.length <= 3);
    const isAmbiguous = best / sum < 0.6;
    if (isAmbiguous && into === entries) ambiguous += 1;
    // A name that brands of different businesses bear in different countries ('Jumbo' is a Dutch
    // supermarket and a Swiss DIY chain): in a country, the brands trading there decide. Only
    // where the name is ambiguous overall; a clear winner is not overturned.
    if (info.source === 'nsi' && isAmbiguous && into === entries) {
      const countries = new Set(info.candidates.flatMap((c) => c.countries ?? []));
      for (const country of [...countries].sort()) {
        const local = new Map<ConceptId, number>();
        for (const c of info.candidates)
          if (!c.countries || c.countries.includes(country))
            local.set(c.concept, (local.get(c.concept) ?? 0) + weigh(c));
        const [localConcept, localBest] = [...local].sort(
          (a, b) =>
            b[1] - a[1] || rankConcept(a[0]) - rankConcept(b[0]) || a[0].localeCompare(b[0]),
        )[0]!;
        const localSum = [...local.values()].reduce((sum, v) => sum + v, 0);
        if (localConcept !== concept && localBest / localSum >= 0.6)
          (localBrands[country] ??= {})[key] = localConcept;
      }
    }
    // '!' marks a two-letter name from our curated list ('BP', 'EE', 'O2'): known to be a brand.
    const isTrustedShort = info.source === 'curated' && key.length <= 2;
    // Where the name trades: every country of every brand so named, unless one trades anywhere.
    const where = new Set<string>();
    let isAnywhere = info.source !== 'nsi';
    for (const c of info.candidates) {
      if (!c.countries) isAnywhere = true;
      else for (const country of c.countries) where.add(country);
    }
    const countries = isAnywhere ? '' : `^${[...where].sort().join(' ')}^`;
    const flags = `${isWeak ? '~' : ''}${isAmbiguous ? '?' : ''}${isTrustedShort ? '!' : ''}${countries}`;
    const id = `${info.source}\u0000${concept}\u0000${flags}\u0000${display}`;
    const entry = into.get(id) ?? { source: info.source, concept, flags, display, keys: [] };
    entry.keys.push(key);
    into.set(id, entry);
  };
  for (const [key, info] of keys) resolveKey(key, info, entries);
  // What name-suggestion-index alone says of each name a curated one replaced, by curated name.
  const shadowedEntries = new Map<string, typeof entries>();
  for (const [key, { display, info }] of shadowed) {
    const into = shadowedEntries.get(display) ?? new Map();
    shadowedEntries.set(display, into);
    resolveKey(key, info, into);
  }

  // Encode: 'Display' when the only key is the display in lower case, else 'Display|key|key'.
  const encodeBrands = (from: typeof entries): Record<string, string[]> => {
    const encoded: Record<string, string[]> = {};
    for (const entry of [...from.values()].sort((a, b) => a.display.localeCompare(b.display))) {
      const section = entry.source === 'mcc' ? `mcc:${entry.concept}` : entry.concept;
      const display = entry.display.replace(/[|^]/g, ' ');
      const sortedKeys = [...entry.keys].sort();
      const isPlain = sortedKeys.length === 1 && sortedKeys[0] === display.toLowerCase();
      const text = entry.flags + (isPlain ? display : [display, ...sortedKeys].join('|'));
      (encoded[section] ??= []).push(text);
    }
    return encoded;
  };
  const brands = encodeBrands(entries);
  const nsiUnderCurated = Object.fromEntries(
    [...shadowedEntries]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([display, from]) => [display, encodeBrands(from)]),
  );

  // MCC words whose descriptions all point one way, and that our keywords do not already hold.
  const mccWords: Record<string, string[]> = {};
  for (const [word, counts] of [...wordConcepts].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (counts.size !== 1 || keywordPhrases.has(word) || COMMON_WORDS.has(word)) continue;
    const [concept] = [...counts.keys()];
    (mccWords[concept!] ??= []).push(word);
  }
  const mccWordsJoined: Record<string, string> = {};
  for (const [concept, words] of Object.entries(mccWords))
    mccWordsJoined[concept] = words.join(' ');

  const processors = [...new Set(curated.processors.names.map(toKey))].sort();

  // WordNet's shop words no keyword holds, by concept, and its animals for the pub-name grammar:
  // extracted once by scripts/knowledge-sources-wordnet.ts into third-party/wordnet/.
  const wordnet = readJson<{
    shopWords: Record<string, string>;
    foodWords: string[];
    animals: string[];
  }>(path.join(knowledgeDir, 'third-party/wordnet/wordnet-words.json'));
  const wordnetWords: Record<string, string[]> = {};
  // A merchant named after a food ('PIE', 'BAGUETTE', 'KEBAB') mostly serves it.
  const wordnetConcepts = [
    ...Object.entries(wordnet.shopWords),
    ...wordnet.foodWords.map((word) => [word, 'dining'] as const),
  ].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [word, concept] of wordnetConcepts) {
    if (!CONCEPTS[concept]) throw new Error(`wordnet-words.json: unknown concept '${concept}'`);
    if (keywordPhrases.has(word) || COMMON_WORDS.has(word)) continue;
    (wordnetWords[concept] ??= []).push(word);
  }

  // OpenStreetMap presets' names of kinds of shop in several languages ('boulangerie',
  // 'slaghuis'): extracted once by scripts/knowledge-sources-osm.ts into third-party/osm-presets/.
  const presetFile = path.join(knowledgeDir, 'third-party/osm-presets/preset-words.json');
  const presets = existsSync(presetFile)
    ? readJson<{ words: Record<string, string> }>(presetFile).words
    : {};
  const presetWords: Record<string, string[]> = {};
  for (const [phrase, concept] of Object.entries(presets).sort((a, b) =>
    a[0].localeCompare(b[0]),
  )) {
    if (!CONCEPTS[concept]) throw new Error(`preset-words.json: unknown concept '${concept}'`);
    // A keyword of the same phrase wins in the engine's index; kept here, so that an index left
    // without that keyword (leave one source out) still has this general source's word.
    if (PLACE_NAMES.has(phrase)) continue;
    (presetWords[concept] ??= []).push(phrase);
  }

  const output = {
    _generated: `Generated by scripts/build-merchant-knowledge.ts (npm run knowledge:build) from src/engine/knowledge/*.json; do not edit by hand. Brand names from name-suggestion-index ${nsiVersion} (BSD-3-Clause, see LICENSE-name-suggestion-index.md beside this file); MCC codes and names from greggles/mcc-codes (Unlicense, see ../third-party/mcc-codes/LICENSE.txt); WordNet's shop words and animals from WordNet 3.1 (WordNet licence, see ../third-party/wordnet/LICENSE); concepts, keywords and curated names by Pennyflow.`,
    _format:
      "concepts: id -> category, group, related, aliases (concepts.json). keywords: the keyword groups in order (keywords.json). lexicon: word lists for reading lines and category names (lexicon.json). brands: concept -> entries 'Display|key|key' (keys are folded names; an entry without keys has the display in lower case as its one key). Prefix '~': a common word, believed only at the start of a merchant; '?': the name means several kinds; '!': a curated two-letter name; '^gb ie^' (after those): the only countries brands of this name trade in, from name-suggestion-index's location sets (none: anywhere). Sections 'mcc:<concept>' come from the MCC list. mcc: code -> concept. mccWords: concept -> words of MCC descriptions. wordnetWords: concept -> nouns naming a kind of shop or eating place in WordNet that no keyword holds, read at low confidence. presetWords: concept -> OpenStreetMap presets' names of kinds of shop and amenity in several languages, '|'-separated (third-party/osm-presets), read at low confidence. animals: WordNet's mammals, birds and fish, for the pub-name grammar. everydayWords: the common words and places of common-words.json, which a foreign brand's name is not believed to be inside a longer name. localBrands: country -> name -> concept, where the brands of that name trading in the country are another kind of business than the name's overall. processors: payment processor prefixes.",
    version: 2,
    concepts: toIndexConcepts(sources.concepts),
    keywords: toIndexKeywords(sources.keywords),
    lexicon: toIndexLexicon(sources.lexicon),
    brands,
    mcc: Object.fromEntries([...mccConcept].sort((a, b) => a[0].localeCompare(b[0]))),
    mccWords: mccWordsJoined,
    wordnetWords: Object.fromEntries(
      Object.entries(wordnetWords)
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([concept, words]) => [concept, words.join(' ')]),
    ),
    presetWords: Object.fromEntries(
      Object.entries(presetWords)
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([concept, phrases]) => [concept, phrases.join('|')]),
    ),
    animals: wordnet.animals,
    everydayWords: [...COMMON_WORDS].sort(),
    localBrands: Object.fromEntries(
      Object.entries(localBrands)
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([country, names]) => [
          country,
          Object.fromEntries(Object.entries(names).sort((a, b) => a[0].localeCompare(b[0]))),
        ]),
    ),
    processors,
  };
  // What name-suggestion-index alone says of the names curated ones replaced: read only by
  // evaluations that leave a curated name out (eval:categorize), never by the engine.
  const shadowFile = path.join(path.dirname(outFile), 'nsi-under-curated.json');
  const shadowJson = await prettier.format(
    JSON.stringify(
      {
        _generated:
          'Generated by scripts/build-merchant-knowledge.ts; do not edit by hand. Curated name -> the brands sections (as in knowledge-index.json) that name-suggestion-index alone gives for the names the curated entry replaced: what the knowledge would hold without it. Read by eval:categorize when it leaves a curated name out; the engine never reads it.',
        nsiUnderCurated,
      },
      null,
      2,
    ),
    { ...((await prettier.resolveConfig(shadowFile)) ?? {}), parser: 'json' },
  );
  writeFileSync(shadowFile, shadowJson);
  const prettierConfig = (await prettier.resolveConfig(outFile)) ?? {};
  const json = await prettier.format(JSON.stringify(output, null, 2), {
    ...prettierConfig,
    parser: 'json',
  });
  writeFileSync(outFile, json);

  const entryCount = Object.values(brands).reduce((n, list) => n + list.length, 0);
  const phraseCount = KEYWORD_GROUPS.reduce((n, group) => n + group.words.length, 0);
  console.log(
    `knowledge index: ${Object.keys(CONCEPTS).length} concepts, ${KEYWORD_GROUPS.length} keyword groups (${phraseCount} phrases); ` +
      `${nsiItems} NSI items, ${keys.size} names -> ${entryCount} entries (${ambiguous} ambiguous), ` +
      `${mccConcept.size} MCC codes, ${Object.values(mccWords).flat().length} MCC words, ${processors.length} processors; ` +
      `${(json.length / 1024).toFixed(0)} kB -> ${path.relative(root, outFile)}`,
  );
  const unused = Object.keys(CONCEPTS).filter(
    (c) => !brands[c] && !Object.keys(brands).includes(`mcc:${c}`),
  );
  if (unused.length) console.log(`concepts without brands: ${unused.join(', ')}`);
}

function rankConcept(concept: ConceptId): number {
  const i = CONCEPT_PRIORITY.indexOf(concept);
  return i === -1 ? CONCEPT_PRIORITY.length : i;
}

function toTitleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

await main();
