// Where each concept lands: the default taxonomy, or the user's own category names matched by
// synonyms ('Eating Out' receives restaurants) and, failing a close one, by broader concepts
// (a supermarket goes to 'Food' when there is no 'Groceries'; fuel to 'Car' when there is no 'Fuel').

import { NEEDS_CATEGORY } from '../types.ts';
import { CONCEPTS, type ConceptId } from './concepts.ts';
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

/** Words of a category name, folded and made singular; '&', '/', ',', '+' and 'and' split parts. */
function parseName(name: string): string[][] {
  const folded = foldText(name)
    .replace(/[&/,+|;]/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ');
  const parts: string[][] = [[]];
  for (const word of folded.split(/\s+/)) {
    if (!word) continue;
    if (
      word === 'and' ||
      word === 'und' ||
      word === 'et' ||
      word === 'en' ||
      word === 'y' ||
      word === 'e'
    ) {
      if (parts[parts.length - 1]!.length > 0) parts.push([]);
      continue;
    }
    parts[parts.length - 1]!.push(singularize(word));
  }
  return parts.filter((p) => p.length > 0);
}

function aliasWords(alias: string): string[] {
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
    aliases: CONCEPTS[concept].aliases.map(aliasWords).filter((words) => words.length > 0),
  }));
  return aliasTable;
}

/** How each concept's aliases match one category name; the head of each part wins over modifiers. */
function matchCategoryName(name: string): AliasMatch[] {
  const parts = parseName(name);
  const wholeWords = parts.flat();
  const matches: AliasMatch[] = [];
  for (const { concept, aliases } of getAliasTable()) {
    let best = 0;
    for (const words of aliases) {
      if (words.length === wholeWords.length && words.every((w, k) => w === wholeWords[k])) {
        best = 1;
        break;
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
            best = Math.max(best, 0.7);
          }
          continue;
        }
        const isWholePart = words.length === part.length;
        // The last words of a part are its head ('Car Insurance' is insurance); earlier ones only
        // modify it, so 'Car Insurance' never receives fuel.
        const isHead = at + words.length === part.length;
        if (isWholePart || isHead) best = Math.max(best, isWholePart ? 0.95 : 0.85);
      }
    }
    if (best > 0) matches.push({ concept, score: best });
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
    while (level.length > 0 && depth <= 3 && !result) {
      let best: { category: string; score: number } | undefined;
      for (const id of level) {
        const hit = byConcept.get(id);
        if (hit && (!best || hit.score > best.score)) best = hit;
      }
      if (best) {
        result = { category: best.category, fit: Math.max(0.5, best.score - 0.1 * depth) };
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
    const key = c.trim().replace(/\s+/g, ' ').toLowerCase();
    if (key && !map.has(key)) map.set(key, c.trim());
  }
  return (name) => map.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}
