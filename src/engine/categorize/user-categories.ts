// Where each concept lands: the default taxonomy, or the user's own category names matched by
// synonyms ('Eating Out' receives restaurants) and, failing a close one, by broader concepts
// (a supermarket goes to 'Food' when there is no 'Groceries'; fuel to 'Car' when there is no 'Fuel').

import { toCategoryKey } from '#shared/categories';
import { NEEDS_CATEGORY } from '../types.ts';
import { CONCEPTS, type ConceptId } from './concepts.ts';
import { LEXICON } from './knowledge.ts';
import { foldText, singularize } from './text.ts';

export interface CategoryTarget {
  category: string;
  /** How well the category fits the concept, 0-1 (1 for the concept's own name). */
  fit: number;
}

export type CategoryResolver = (concept: ConceptId) => CategoryTarget | undefined;

/** The default taxonomy: each concept's own category. */
export function createDefaultResolver(): CategoryResolver {
  return (concept) => ({ category: CONCEPTS[concept].category, fit: 1 });
}

/** Words that end many category names without saying what they hold ('Cellular Data Purchase'). */
const GENERIC_WORDS = LEXICON.categoryNameFillers;

const JOINING_WORDS = LEXICON.joiningWords;

/** Words of a category name, folded and made singular; '&', '/', ',', '+' and 'and' split parts. */
function parseName(name: string): string[][] {
  // '&' first: folding would join 'Clothing&Uniforms' into one word.
  const folded = foldText(name.replace(/[&/,+|;]/g, ' and ')).replace(/[^a-z0-9 ]+/g, ' ');
  const parts: string[][] = [[]];
  for (const word of folded.split(/\s+/)) {
    if (!word) continue;
    if (JOINING_WORDS.has(word)) {
      if (parts[parts.length - 1]!.length > 0) parts.push([]);
      continue;
    }
    parts[parts.length - 1]!.push(singularize(word));
  }
  return parts.filter((p) => p.length > 0);
}

/** 'Other Travel' read as 'travel', 'Cellular Data Purchase' as 'cellular data'. */
function dropGenericWords(parts: string[][]): string[][] {
  return parts.map((part) => {
    let words = part;
    while (words.length > 1 && GENERIC_WORDS.has(words[words.length - 1]!)) {
      words = words.slice(0, -1);
    }
    while (words.length > 1 && GENERIC_WORDS.has(words[0]!)) words = words.slice(1);
    return words;
  });
}

/** Aliases that mean different things to different people ('Gas' is fuel or a utility bill). */
const AMBIGUOUS_ALIASES = LEXICON.ambiguousAliases;

function toAliasWords(alias: string): string[] {
  return alias
    .replace(/[&/,+|;]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and')
    .map(singularize);
}

interface AliasMatch {
  concept: ConceptId;
  score: number;
}

let aliasTable: { concept: ConceptId; aliases: string[][] }[] | undefined;

/** Every concept's aliases as word lists, prepared once. */
function getAliasTable(): { concept: ConceptId; aliases: string[][] }[] {
  aliasTable ??= (Object.keys(CONCEPTS) as ConceptId[]).map((concept) => ({
    concept,
    aliases: CONCEPTS[concept].aliases.map(toAliasWords).filter((words) => words.length > 0),
  }));
  return aliasTable;
}

function weighAlias(words: string[]): number {
  return words.length === 1 && AMBIGUOUS_ALIASES.has(words[0]!) ? 0.8 : 1;
}

/** How each concept's aliases match one category name, as written and without generic words. */
function matchCategoryName(name: string): AliasMatch[] {
  const parts = parseName(name);
  let matches = matchParts(parts, 1);
  const plain = dropGenericWords(parts);
  if (plain.some((p, k) => p.length !== parts[k]!.length)) {
    // 'Phone Bill' is the phone's: a concept named only by the filler ('bill') is not matched.
    const dropped = parts.flatMap((p, k) => p.filter((w) => !plain[k]!.includes(w)));
    const byFiller = new Set(matchParts([dropped], 1).map((m) => m.concept));
    const plainMatches = new Set(matchParts(plain, 1).map((m) => m.concept));
    if (plainMatches.size > 0)
      matches = matches.filter((m) => !byFiller.has(m.concept) || plainMatches.has(m.concept));
    for (const m of matchParts(plain, 0.95)) {
      const existing = matches.find((x) => x.concept === m.concept);
      if (!existing) matches.push(m);
      else existing.score = Math.max(existing.score, m.score);
    }
  }
  return matches;
}

/** Alias matches over a name's parts; the head (last words) of each part wins over modifiers. */
function matchParts(parts: string[][], factor: number): AliasMatch[] {
  const wholeWords = parts.flat();
  const matches: AliasMatch[] = [];
  for (const { concept, aliases } of getAliasTable()) {
    let best = 0;
    for (const words of aliases) {
      const weight = weighAlias(words);
      if (words.length === wholeWords.length && words.every((w, k) => w === wholeWords[k])) {
        best = Math.max(best, weight);
        continue;
      }
      for (const part of parts) {
        const at = findSequence(part, words);
        if (at < 0) {
          // 'Autoversicherung' ends with 'versicherung': a compound whose head is the alias.
          const last = part[part.length - 1]!;
          const word = words[words.length - 1]!;
          if (
            words.length === 1 &&
            word.length >= 6 &&
            last.length > word.length &&
            last.endsWith(word)
          ) {
            best = Math.max(best, 0.7 * weight);
          }
          continue;
        }
        const isWholePart = words.length === part.length;
        // The last words of a part are its head ('Car Insurance' is insurance); earlier ones only
        // modify it, so 'Car Insurance' never receives fuel.
        const isHead = at + words.length === part.length;
        if (isWholePart || isHead) best = Math.max(best, (isWholePart ? 0.95 : 0.85) * weight);
      }
    }
    if (best > 0) matches.push({ concept, score: best * factor });
  }
  return matches;
}

function findSequence(haystack: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let k = 0; k < needle.length; k += 1) if (haystack[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Maps concepts onto the user's own categories. A concept goes to the category naming it most
 * closely; failing that, to one naming a broader or related concept (each step away costs fit);
 * failing all, to nothing (the caller files it under 'Needs Category').
 */
export function createUserResolver(userCategories: readonly string[]): CategoryResolver {
  const names = [
    ...new Set(
      userCategories
        .map((c) => c.trim())
        .filter((c) => c && c.toLowerCase() !== NEEDS_CATEGORY.toLowerCase()),
    ),
  ];
  const byConcept = new Map<ConceptId, { category: string; score: number }>();
  for (const name of names) {
    for (const { concept, score } of matchCategoryName(name)) {
      const current = byConcept.get(concept);
      // Ties go to the earlier category, as the user listed them.
      if (!current || score > current.score) byConcept.set(concept, { category: name, score });
    }
  }
  const cache = new Map<ConceptId, CategoryTarget | undefined>();
  const resolve = (concept: ConceptId): CategoryTarget | undefined => {
    if (cache.has(concept)) return cache.get(concept);
    // Breadth-first over the related concepts, nearest first.
    const seen = new Set<ConceptId>([concept]);
    let level: ConceptId[] = [concept];
    let depth = 0;
    let result: CategoryTarget | undefined;
    // Two steps away at most, and only a close name that far ('Bills' for electricity, not 'Home
    // and Garden' for it through 'housing').
    while (level.length > 0 && depth <= 2 && !result) {
      let best: { category: string; score: number } | undefined;
      for (const id of level) {
        const hit = byConcept.get(id);
        if (hit && (!best || hit.score > best.score)) best = hit;
      }
      if (best) {
        const fit = best.score - 0.1 * depth;
        // Further away, only a close name will do ('Bills' for electricity, not 'Home and Garden').
        if (depth === 0 || fit >= (depth === 1 ? 0.7 : 0.8))
          result = { category: best.category, fit };
        break;
      }
      const next: ConceptId[] = [];
      for (const id of level) {
        for (const related of CONCEPTS[id].related as readonly ConceptId[]) {
          if (!seen.has(related)) {
            seen.add(related);
            next.push(related);
          }
        }
      }
      level = next;
      depth += 1;
    }
    cache.set(concept, result);
    return result;
  };
  return resolve;
}

/** The user's own spelling of a category name, matched without regard to case or spacing. */
export function createCategoryLookup(
  userCategories: readonly string[],
): (name: string) => string | undefined {
  const map = new Map<string, string>();
  for (const c of userCategories) {
    const key = toCategoryKey(c);
    if (key && !map.has(key)) map.set(key, c.trim());
  }
  return (name) => map.get(toCategoryKey(name));
}
