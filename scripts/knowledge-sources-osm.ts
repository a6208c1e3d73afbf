// `npx tsx scripts/knowledge-sources-osm.ts [--schema DIR]`: extracts from the OpenStreetMap tagging
// schema of the iD editor (npm `@openstreetmap/id-tagging-schema`, ISC) the names its presets give a
// kind of shop or amenity in several languages ('Boulangerie', 'Bäckerei', 'Panetteria', 'Slaghuis'),
// into src/engine/knowledge/third-party/osm-presets/preset-words.json. Each preset whose kind
// nsi-kinds.json maps to a concept lends that concept to its name in each language; a name that
// presets of different categories share, or that is a place or a lexicon word,
// is left out (a hand-written keyword of the same phrase wins in the index). The engine reads the words at low confidence (a business word in another language,
// a name never seen). Install the package for a run with
// `npm install --no-save @openstreetmap/id-tagging-schema@7.2.0`, or pass --schema.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONCEPTS } from '../src/engine/categorize/concepts.ts';
import { foldText } from '../src/engine/categorize/text.ts';
import { loadKnowledgeSources } from './knowledge-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knowledgeDir = path.join(root, 'src/engine/knowledge');
const outDir = path.join(knowledgeDir, 'third-party/osm-presets');

/**
 * The languages read, with their regional forms ('Petrol Station' is British English): those of
 * the statements we meet (English, Afrikaans, the languages of Switzerland and the neighbouring
 * countries, Dutch, Spanish, Portuguese).
 */
export const LANGUAGES = [
  'en',
  'en-GB',
  'en-IE',
  'en-AU',
  'en-NZ',
  'en-CA',
  'en-US',
  'en-IN',
  'af',
  'de',
  'de-AT',
  'de-CH',
  'fr',
  'it',
  'nl',
  'nl-BE',
  'es',
  'pt',
  'pt-BR',
] as const;

/** A search term counts when presets in this many languages (regions aside) give it one kind. */
const MIN_TERM_LANGUAGES = 3;

/** Concepts a word alone must never claim: a bank's name says nothing of what was bought. */
const SKIPPED_CONCEPTS = new Set(['bank', 'cash', 'transfer']);

/** Preset id ('shop/bakery') -> its name in one language, and its search terms. */
export type PresetNames = Record<string, { name?: string; terms?: string[] } | undefined>;

export interface ChooseOptions {
  /** Kind of place (preset id without the tree) -> concept, as nsi-kinds.json maps them. */
  kinds: Record<string, string>;
  /** Phrases never taken: keywords, common words, lexicon words. */
  skip: ReadonlySet<string>;
  /** Concept -> its category, to tell presets of different categories apart. */
  categoryOf: (concept: string) => string | undefined;
}

/** The concept of a preset: its own kind's, or the nearest kind above it ('amenity/fast_food/burger'). */
function findKind(id: string, kinds: Record<string, string>): string | undefined {
  const parts = id.split('/');
  for (let n = parts.length; n >= 2; n -= 1) {
    const concept = kinds[parts.slice(0, n).join('/')];
    if (concept) return concept;
  }
  return undefined;
}

/** A preset's name folded as the engine folds a description; undefined when no use as a word. */
export function foldName(name: string): string | undefined {
  const folded = foldText(name)
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!folded) return undefined;
  const words = folded.split(' ');
  // A phrase of at most three words ('salon de coiffure'); one word of at least four letters.
  if (words.length > 3 || (words.length === 1 && folded.length < 4)) return undefined;
  return folded;
}

/**
 * Phrase -> concept: each preset's name in each language, for presets of a mapped kind; a phrase
 * named by presets of different categories is dropped, and so is one in `skip`.
 */
export function choosePresetWords(
  byLanguage: [language: string, presets: PresetNames][],
  options: ChooseOptions,
): Record<string, string> {
  const concepts = new Map<string, Set<string>>();
  /** 'word concept' -> the languages (without region) whose presets of that concept give the term. */
  const termBases = new Map<string, Set<string>>();
  for (const [language, presets] of byLanguage) {
    for (const [id, preset] of Object.entries(presets)) {
      const concept = findKind(id, options.kinds);
      if (!concept || SKIPPED_CONCEPTS.has(concept) || !preset?.name) continue;
      const phrase = foldName(preset.name);
      if (phrase && !options.skip.has(phrase)) {
        const seen = concepts.get(phrase) ?? new Set<string>();
        seen.add(concept);
        concepts.set(phrase, seen);
      }
      // A search term only when one word that the same kind's presets give in several languages
      // ('pizzeria', 'sushi', 'doner'): terms of one language ('table', 'dinner', 'bar' for a
      // restaurant) place wrongly (with them, right of placed fell on every development set).
      for (const term of preset.terms ?? []) {
        const word = foldName(term);
        if (!word || word.includes(' ') || options.skip.has(word)) continue;
        const key = `${word} ${concept}`;
        const bases = termBases.get(key) ?? new Set<string>();
        bases.add(language.split('-')[0]!);
        termBases.set(key, bases);
      }
    }
  }
  for (const [key, bases] of termBases) {
    if (bases.size < MIN_TERM_LANGUAGES) continue;
    const [word, concept] = key.split(' ') as [string, string];
    const seen = concepts.get(word) ?? new Set<string>();
    seen.add(concept);
    concepts.set(word, seen);
  }
  // The name or a search term of any other preset (a park, a bench, a building) makes a phrase no
  // business word.
  for (const [, presets] of byLanguage) {
    for (const [id, preset] of Object.entries(presets)) {
      if (findKind(id, options.kinds) || !preset?.name) continue;
      for (const name of [preset.name, ...(preset.terms ?? [])]) {
        const phrase = foldName(name);
        if (phrase && concepts.has(phrase)) concepts.get(phrase)!.add(`other:${id}`);
      }
    }
  }
  const chosen: Record<string, string> = {};
  for (const [phrase, seen] of [...concepts].sort((a, b) => a[0].localeCompare(b[0]))) {
    const categories = new Set([...seen].map((c) => options.categoryOf(c) ?? c));
    if (categories.size !== 1) continue;
    // Several concepts of one category: the first in order ('bakery' before 'groceries').
    chosen[phrase] = [...seen].sort()[0]!;
  }
  return chosen;
}

function readPresetNames(schemaDir: string, language: string): PresetNames {
  const file = path.join(schemaDir, 'dist/translations', `${language}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { presets?: { presets?: PresetNames } }
  >;
  return data[language]?.presets?.presets ?? {};
}

function findSchemaDir(argv: string[]): string {
  const i = argv.indexOf('--schema');
  if (i >= 0 && argv[i + 1]) return path.resolve(argv[i + 1]!);
  const require = createRequire(import.meta.url);
  try {
    return path.dirname(require.resolve('@openstreetmap/id-tagging-schema/package.json'));
  } catch {
    throw new Error(
      'the tagging schema is not installed: npm install --no-save @openstreetmap/id-tagging-schema@7.2.0 (or pass --schema DIR)',
    );
  }
}

function main(): void {
  const schemaDir = findSchemaDir(process.argv.slice(2));
  const version = (
    JSON.parse(readFileSync(path.join(schemaDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const sources = loadKnowledgeSources(knowledgeDir);
  // Keywords are not skipped: the index lets a keyword win over the same phrase here, and an
  // evaluation leaving the keyword out must still find what this general source says.
  const skip = new Set<string>();
  // Not the common words: they are words too common to be a brand ('bakery', 'hotel'), which is
  // what a kind of shop is.
  for (const w of sources.commonWords.placeNames) skip.add(w);
  for (const w of sources.commonWords.genericNames) skip.add(w);
  for (const [name, list] of Object.entries(sources.lexicon))
    if (name !== 'about' && Array.isArray(list)) for (const w of list) skip.add(String(w));
  const words = choosePresetWords(
    LANGUAGES.map((language) => [language, readPresetNames(schemaDir, language)]),
    {
      kinds: sources.nsiKinds.kinds,
      skip,
      categoryOf: (concept) => CONCEPTS[concept as keyof typeof CONCEPTS]?.category,
    },
  );
  if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
  copyFileSync(path.join(schemaDir, 'LICENSE.md'), path.join(outDir, 'LICENSE.md'));
  const output = {
    _generated: `Extracted by scripts/knowledge-sources-osm.ts from @openstreetmap/id-tagging-schema ${version} (ISC, LICENSE.md beside this file): the names its presets give kinds of shop and amenity in ${LANGUAGES.join(', ')}, with the concept nsi-kinds.json gives the kind. Do not edit by hand.`,
    words,
  };
  writeFileSync(path.join(outDir, 'preset-words.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `OSM preset words: ${Object.keys(words).length} phrases -> ${path.relative(root, outDir)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
