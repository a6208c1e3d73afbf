// The knowledge families pass their schemas and cross-checks, and each check catches what it is for
// (a copy of the real data broken one way at a time), so none can silently stop working.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import index from '../src/engine/knowledge/generated/knowledge-index.json' with { type: 'json' };
import {
  checkKnowledge,
  readKnowledgeFiles,
  toIndexConcepts,
  toIndexKeywords,
  toIndexLexicon,
  type KnowledgeSources,
} from './knowledge-sources.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/engine/knowledge');
const raw = readKnowledgeFiles(dir);

/** The real files, parsed afresh, with one change applied. */
function problemsAfter(change: (files: KnowledgeSources) => void): string[] {
  const files = structuredClone(raw) as unknown as KnowledgeSources;
  change(files);
  return checkKnowledge(files as unknown as typeof raw).problems;
}

const findGroup = (files: KnowledgeSources, concept: string) => {
  const group = files.keywords.groups.find((g) => g.concept === concept);
  if (!group) throw new Error(`no group of ${concept}`);
  return group;
};

describe('knowledge sources (src/engine/knowledge/*.json)', () => {
  it('pass every schema and cross-check', () => {
    expect(checkKnowledge(raw).problems).toEqual([]);
  });

  it('hold no phrase twice, within a group or across groups', () => {
    const { sources } = checkKnowledge(raw);
    const phrases = sources!.keywords.groups.flatMap((g) => g.words);
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('catch a phrase twice in a group', () => {
    expect(
      problemsAfter((f) => {
        const group = findGroup(f, 'fees');
        group.words = [...group.words, group.words[0]!];
      }),
    ).toContainEqual(expect.stringMatching(/group 0 \(fees\): '.+' twice in the group/));
  });

  it('catch a phrase in groups of different categories, naming both', () => {
    const problems = problemsAfter((f) => findGroup(f, 'bars').words.push('bodega'));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /'bodega' stands in 2 groups of different categories: group \d+ alcohol \(Groceries\), group \d+ bars \(Dining Out\)/,
      ),
    );
    // ... and the record of how 'bodega' was resolved no longer holds.
    expect(problems).toContainEqual(
      expect.stringContaining("resolved 'bodega': still in a group of 'bars'"),
    );
  });

  it('catch a phrase in two groups of one category too', () => {
    expect(problemsAfter((f) => findGroup(f, 'coffee').words.push('restaurant'))).toContainEqual(
      expect.stringMatching(/'restaurant' stands in 2 groups: /),
    );
  });

  it('catch a weight outside 0..1', () => {
    expect(problemsAfter((f) => (findGroup(f, 'cash').weight = 1.2))).toContainEqual(
      expect.stringMatching(/^keywords\.json: groups\.\d+\.weight: /),
    );
    expect(problemsAfter((f) => (findGroup(f, 'cash').weight = -0.1))).not.toEqual([]);
  });

  it('catch an unknown concept anywhere, and a category outside the taxonomy', () => {
    expect(problemsAfter((f) => (findGroup(f, 'cash').concept = 'cashh'))).toContainEqual(
      expect.stringMatching(/keywords\.json: group \d+ \(cashh\): unknown concept 'cashh'/),
    );
    expect(problemsAfter((f) => (f.nsiKinds.kinds['shop/bakery'] = 'bakery'))).toContainEqual(
      "nsi-kinds.json: shop/bakery: unknown concept 'bakery'",
    );
    expect(problemsAfter((f) => f.mcc.ranges.push([5000, 5001, 'nothing']))).toContainEqual(
      "mcc.json: range 5000-5001: unknown concept 'nothing'",
    );
    expect(problemsAfter((f) => f.concepts.concepts.food!.related.push('drinks'))).toContainEqual(
      "concepts.json: food.related: unknown concept 'drinks'",
    );
    expect(
      problemsAfter((f) => ((f.concepts.concepts.food as { category: string }).category = 'Food')),
    ).toContainEqual(expect.stringMatching(/^concepts\.json: concepts\.food\.category: /));
    expect(problemsAfter((f) => (f.curated.groups[0]!.concept = 'web'))).toContainEqual(
      "curated-merchants.json: group 0: unknown concept 'web'",
    );
  });

  it('catch a phrase that is not folded, and a reversed MCC range', () => {
    expect(problemsAfter((f) => findGroup(f, 'cash').words.push('Geldautomat'))).toContainEqual(
      expect.stringMatching(/words\.\d+: not folded/),
    );
    expect(problemsAfter((f) => f.mcc.ranges.push([5999, 5000, 'shopping']))).toContainEqual(
      expect.stringMatching(/^mcc\.json: ranges\.\d+: a range runs from a lower code/),
    );
  });

  it('catch a word twice in a word list, and a place written as a common word too', () => {
    expect(problemsAfter((f) => f.commonWords.commonWords.push('target'))).toContainEqual(
      "common-words.json: commonWords: 'target' twice",
    );
    expect(problemsAfter((f) => f.commonWords.commonWords.push('london'))).toContainEqual(
      "common-words.json: 'london' is in placeNames, so not in commonWords too",
    );
    expect(problemsAfter((f) => f.lexicon.leadWords.push('pos'))).toContainEqual(
      "lexicon.json: leadWords: 'pos' twice",
    );
  });
});

// The full staleness check (brands from name-suggestion-index included) is `.ci/run`'s; this one is
// quick and catches the usual slip, a family edited without `npm run knowledge:build`.
describe('the generated index (src/engine/knowledge/generated/knowledge-index.json)', () => {
  it('holds the concepts, keyword groups and word lists of the families as they are now', () => {
    const { sources } = checkKnowledge(raw);
    const hint = 'stale: run `npm run knowledge:build` and commit the index';
    expect(index.concepts, hint).toEqual(toIndexConcepts(sources!.concepts));
    expect(index.keywords, hint).toEqual(toIndexKeywords(sources!.keywords));
    expect(index.lexicon, hint).toEqual(toIndexLexicon(sources!.lexicon));
  });
});
