// The hand-written knowledge families in src/engine/knowledge/*.json: one zod schema per file and the
// checks that span files (known concepts, no phrase twice). Used by `npm run knowledge:build` before
// it merges them, and by knowledge-sources.test.ts. Lives in scripts/ because the engine may import
// no package (zod included) and never reads these files itself, only the generated index.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CATEGORIES } from '../src/engine/categorize/taxonomy.ts';
import { toKey } from '../src/engine/categorize/text.ts';

/** Each family file says what its keys hold, for the next person to edit it. */
const about = z.record(z.string(), z.string());
const note = z.string().min(1);
/** Folded the way the engine folds a description: lower case, no accents, single spaces. */
const phrase = z
  .string()
  .min(1)
  .refine((text) => toKey(text) === text, {
    message: 'not folded (lower case a-z, 0-9, single spaces)',
  });
const word = phrase.refine((text) => !text.includes(' '), { message: 'one word expected' });
const conceptId = z.string().regex(/^[a-z]+$/, 'a concept id is lower-case letters');
const weight = z.number().min(0).max(1);

export const conceptsFile = z.strictObject({
  about,
  concepts: z.record(
    conceptId,
    z.strictObject({
      section: note.optional(),
      note: note.optional(),
      category: z.enum(DEFAULT_CATEGORIES),
      group: z.enum(['spending', 'fees', 'cash', 'transfer', 'income']),
      related: z.array(conceptId),
      /** Compared after folding, with '&', '/', ',', '+' and 'and' read as separators. */
      aliases: z.array(
        z
          .string()
          .min(1)
          .refine((text) => text === text.trim().toLowerCase(), { message: 'lower case, trimmed' }),
      ),
    }),
  ),
  brandTiePriority: z.array(conceptId),
});
export type ConceptsFile = z.infer<typeof conceptsFile>;

export const keywordGroup = z.strictObject({
  section: note.optional(),
  note: note.optional(),
  /** A concept, or 'interest' (the sign decides: charged or earned). */
  concept: conceptId,
  weight,
  kind: z.enum(['type', 'override', 'plain']),
  position: z.enum(['whole', 'end']).optional(),
  words: z.array(phrase).min(1),
  suffixes: z
    .array(word.refine((w) => w.length >= 4, { message: 'at least 4 letters' }))
    .optional(),
  starts: z.array(word).optional(),
});
export type KeywordGroupSource = z.infer<typeof keywordGroup>;

export const keywordsFile = z.strictObject({
  about,
  /** Phrases once in groups of different concepts, and the concept chosen. */
  resolved: z.array(
    z.strictObject({
      phrase,
      concept: conceptId,
      notIn: z.array(conceptId).min(1),
      why: note,
    }),
  ),
  groups: z.array(keywordGroup).min(1),
});
export type KeywordsFile = z.infer<typeof keywordsFile>;

const nsiPath = z.string().regex(/^[a-z_]+\/[a-z0-9_:-]+$/, "a kind is 'key/value'");
export const nsiKindsFile = z.strictObject({
  about,
  kinds: z.record(nsiPath, conceptId),
  kindNotes: z.record(nsiPath, note),
  secondaryKinds: z.array(nsiPath),
  operators: z.record(z.string().regex(/^(operators|transit)\/[a-z_]+\/[a-z_]+$/), conceptId),
  kindWords: z.array(word),
});
export type NsiKindsFile = z.infer<typeof nsiKindsFile>;

const mccCode = z.number().int().min(0).max(9999);
export const mccFile = z.strictObject({
  about,
  ranges: z.array(
    z.tuple([mccCode, mccCode, conceptId]).refine(([from, to]) => from <= to, {
      message: 'a range runs from a lower code to a higher one',
    }),
  ),
  stopwords: z.array(word),
});
export type MccFile = z.infer<typeof mccFile>;

export const commonWordsFile = z.strictObject({
  about,
  commonWords: z.array(word),
  placeNames: z.array(word),
  genericNames: z.array(phrase),
});
export type CommonWordsFile = z.infer<typeof commonWordsFile>;

export const curatedMerchantsFile = z.strictObject({
  _about: z.string(),
  _licence: z.string(),
  groups: z.array(
    z.strictObject({ concept: conceptId, source: z.string().min(1), names: z.array(z.string()) }),
  ),
  processors: z.strictObject({ source: z.string(), note: z.string(), names: z.array(z.string()) }),
});
export type CuratedMerchantsFile = z.infer<typeof curatedMerchantsFile>;

/** Word lists the engine reads lines and category names with; each list is a set. */
export const lexiconFile = z.strictObject({
  about,
  leadWords: z.array(word),
  numberLeads: z.array(word),
  companySuffixes: z.array(word),
  domainEndings: z.array(word),
  usStates: z.array(word),
  countryCodes: z.array(word),
  cityPrefixes: z.array(word),
  smallWords: z.array(word),
  months: z.array(word),
  placeWords: z.array(word),
  lightHeads: z.array(word),
  retailWords: z.array(word),
  streetWords: z.array(word),
  payeeLeads: z.array(word),
  pubCountries: z.array(z.string().regex(/^[a-z]{2}$/, 'a country code: two lower-case letters')),
  pubNouns: z.array(word),
  pubQualifiers: z.array(word),
  categoryNameFillers: z.array(word),
  joiningWords: z.array(word),
  ambiguousAliases: z.array(word),
});
export type LexiconFile = z.infer<typeof lexiconFile>;

export interface KnowledgeSources {
  concepts: ConceptsFile;
  keywords: KeywordsFile;
  nsiKinds: NsiKindsFile;
  mcc: MccFile;
  commonWords: CommonWordsFile;
  curated: CuratedMerchantsFile;
  lexicon: LexiconFile;
}

const FILES = {
  concepts: ['concepts.json', conceptsFile],
  keywords: ['keywords.json', keywordsFile],
  nsiKinds: ['nsi-kinds.json', nsiKindsFile],
  mcc: ['mcc.json', mccFile],
  commonWords: ['common-words.json', commonWordsFile],
  curated: ['curated-merchants.json', curatedMerchantsFile],
  lexicon: ['lexicon.json', lexiconFile],
} as const;

/** The family files as read from disk, not yet checked. */
export function readKnowledgeFiles(dir: string): Record<keyof KnowledgeSources, unknown> {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return Object.fromEntries(
    Object.entries(FILES).map(([family, [file]]) => [family, read(file)]),
  ) as Record<keyof KnowledgeSources, unknown>;
}

/**
 * Every problem in the families, as one readable line each ('keywords.json: ...'); the sources
 * only when there is none.
 */
export function checkKnowledge(raw: Record<keyof KnowledgeSources, unknown>): {
  problems: string[];
  sources?: KnowledgeSources;
} {
  const problems: string[] = [];
  const parsed: Partial<Record<keyof KnowledgeSources, unknown>> = {};
  for (const [family, [file, schema]] of Object.entries(FILES)) {
    const result = schema.safeParse(raw[family as keyof KnowledgeSources]);
    if (result.success) parsed[family as keyof KnowledgeSources] = result.data;
    else
      for (const issue of result.error.issues)
        problems.push(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  if (problems.length) return { problems };
  const sources = parsed as KnowledgeSources;
  problems.push(...findCrossProblems(sources));
  return problems.length ? { problems } : { problems, sources };
}

/** Read and check the families; throws one error listing every problem. */
export function loadKnowledgeSources(dir: string): KnowledgeSources {
  const { problems, sources } = checkKnowledge(readKnowledgeFiles(dir));
  if (!sources)
    throw new Error(
      `knowledge sources in ${dir} have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
    );
  return sources;
}

/** The concepts as the engine reads them from the index: the documentation fields dropped. */
export function toIndexConcepts(file: ConceptsFile) {
  return Object.fromEntries(
    Object.entries(file.concepts).map(([id, { category, group, related, aliases }]) => [
      id,
      { category, group, related, aliases },
    ]),
  );
}

/** The keyword groups as the engine reads them from the index, in order, without documentation. */
export function toIndexKeywords(file: KeywordsFile) {
  return file.groups.map(({ concept, weight, kind, position, words, suffixes, starts }) => ({
    concept,
    weight,
    kind,
    ...(position ? { position } : {}),
    words,
    ...(suffixes ? { suffixes } : {}),
    ...(starts ? { starts } : {}),
  }));
}

/** The word lists as the engine reads them from the index. */
export function toIndexLexicon(file: LexiconFile): Omit<LexiconFile, 'about'> {
  const { about: _about, ...lists } = file;
  return lists;
}

function findDuplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const item of list) (seen.has(item) ? twice : seen).add(item);
  return [...twice];
}

function findCrossProblems(sources: KnowledgeSources): string[] {
  const problems: string[] = [];
  const { concepts, keywords, nsiKinds, mcc, commonWords, curated, lexicon } = sources;
  const known = new Set(Object.keys(concepts.concepts));
  const requireConcept = (where: string, id: string): void => {
    if (!known.has(id)) problems.push(`${where}: unknown concept '${id}'`);
  };
  const categoryOf = (id: string): string =>
    id === 'interest' ? 'interest (by sign)' : (concepts.concepts[id]?.category ?? '?');

  // concepts.json
  for (const [id, info] of Object.entries(concepts.concepts)) {
    for (const other of info.related) requireConcept(`concepts.json: ${id}.related`, other);
    if (info.related.includes(id)) problems.push(`concepts.json: ${id} is related to itself`);
    for (const alias of findDuplicates(info.aliases))
      problems.push(`concepts.json: ${id}.aliases: '${alias}' twice`);
  }
  for (const id of concepts.brandTiePriority) requireConcept('concepts.json: brandTiePriority', id);
  for (const id of findDuplicates(concepts.brandTiePriority))
    problems.push(`concepts.json: brandTiePriority: '${id}' twice`);

  // keywords.json: each phrase in one group only, and never in a group of another category.
  const groupsOf = new Map<string, number[]>();
  keywords.groups.forEach((group, i) => {
    const where = `keywords.json: group ${i} (${group.concept})`;
    if (group.concept !== 'interest') requireConcept(where, group.concept);
    for (const phrase of findDuplicates(group.words))
      problems.push(`${where}: '${phrase}' twice in the group`);
    for (const phrase of new Set(group.words))
      groupsOf.set(phrase, [...(groupsOf.get(phrase) ?? []), i]);
  });
  for (const [phrase, groups] of groupsOf) {
    if (groups.length < 2) continue;
    const targets = groups.map((i) => {
      const concept = keywords.groups[i]!.concept;
      return `group ${i} ${concept} (${categoryOf(concept)})`;
    });
    const categories = new Set(groups.map((i) => categoryOf(keywords.groups[i]!.concept)));
    problems.push(
      `keywords.json: '${phrase}' stands in ${groups.length} groups${categories.size > 1 ? ' of different categories' : ''}: ${targets.join(', ')}; keep it in one`,
    );
  }
  for (const field of ['suffixes', 'starts'] as const) {
    const all = keywords.groups.flatMap((group) => group[field] ?? []);
    for (const part of findDuplicates(all))
      problems.push(`keywords.json: ${field}: '${part}' twice`);
  }
  for (const entry of keywords.resolved) {
    const where = `keywords.json: resolved '${entry.phrase}'`;
    for (const id of [entry.concept, ...entry.notIn]) requireConcept(where, id);
    const placed = (groupsOf.get(entry.phrase) ?? []).map((i) => keywords.groups[i]!.concept);
    if (!placed.includes(entry.concept))
      problems.push(`${where}: not in a group of '${entry.concept}' as recorded`);
    for (const id of entry.notIn)
      if (placed.includes(id)) problems.push(`${where}: still in a group of '${id}'`);
  }

  // nsi-kinds.json
  for (const [kind, id] of Object.entries(nsiKinds.kinds))
    requireConcept(`nsi-kinds.json: ${kind}`, id);
  for (const [op, id] of Object.entries(nsiKinds.operators))
    requireConcept(`nsi-kinds.json: ${op}`, id);
  for (const kind of [...nsiKinds.secondaryKinds, ...Object.keys(nsiKinds.kindNotes)])
    if (!Object.hasOwn(nsiKinds.kinds, kind))
      problems.push(`nsi-kinds.json: '${kind}' is not one of the kinds`);
  for (const [name, list] of [
    ['secondaryKinds', nsiKinds.secondaryKinds],
    ['kindWords', nsiKinds.kindWords],
  ] as const)
    for (const item of findDuplicates(list))
      problems.push(`nsi-kinds.json: ${name}: '${item}' twice`);

  // mcc.json
  mcc.ranges.forEach(([from, to, id]) => requireConcept(`mcc.json: range ${from}-${to}`, id));
  for (const item of findDuplicates(mcc.stopwords))
    problems.push(`mcc.json: stopwords: '${item}' twice`);

  // common-words.json: a place is a common word already, so it is written once, as a place.
  for (const [name, list] of Object.entries(commonWords)) {
    if (!Array.isArray(list)) continue;
    for (const item of findDuplicates(list))
      problems.push(`common-words.json: ${name}: '${item}' twice`);
  }
  const places = new Set(commonWords.placeNames);
  for (const item of commonWords.commonWords)
    if (places.has(item))
      problems.push(`common-words.json: '${item}' is in placeNames, so not in commonWords too`);

  // lexicon.json
  for (const [name, list] of Object.entries(lexicon)) {
    if (!Array.isArray(list)) continue;
    for (const item of findDuplicates(list))
      problems.push(`lexicon.json: ${name}: '${item}' twice`);
  }

  // curated-merchants.json
  curated.groups.forEach((group, i) =>
    requireConcept(`curated-merchants.json: group ${i}`, group.concept),
  );
  return problems;
}
