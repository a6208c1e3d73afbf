import { describe, expect, it } from 'vitest';
import { extractWordnetWords, parseWordnet } from './knowledge-sources-wordnet.ts';

// A few synsets in WordNet's own format: offset, lexicographer file, 'n', word count (hex), words
// with lexical ids, pointer count, pointers ('@' hypernym), gloss.
const dataNoun = [
  '00000001 06 n 01 establishment 0 000 | a place of business',
  '00000002 06 n 01 place_of_business 0 001 @ 00000001 n 0000 | x',
  '00000003 06 n 01 mercantile_establishment 0 001 @ 00000002 n 0000 | x',
  '00000004 06 n 02 shop 0 store 0 001 @ 00000003 n 0000 | x',
  '00000005 06 n 01 bakery 0 001 @ 00000004 n 0000 | x',
  '00000006 06 n 01 patisserie 0 001 @ 00000005 n 0000 | a bakery of French pastry',
  '00000007 06 n 01 emporium 0 001 @ 00000004 n 0000 | a large shop',
  '00000008 06 n 01 hotel 0 001 @ 00000002 n 0000 | x',
  '00000009 06 n 01 khan 1 001 @ 00000008 n 0000 | an inn for caravans',
  '00000030 18 n 01 khan 0 000 | a title',
  '00000010 05 n 01 animal 0 000 | x',
  '00000011 05 n 01 bird 0 001 @ 00000010 n 0000 | x',
  '00000012 05 n 02 pheasant 0 Phasianus 0 001 @ 00000011 n 0000 | x',
  '00000013 05 n 01 flea 0 001 @ 00000010 n 0000 | an insect',
  '00000020 13 n 01 dish 0 000 | x',
  '00000021 13 n 01 chowder 0 001 @ 00000020 n 0000 | a thick soup',
].join('\n');

// lemma, 'n', senses, pointer kinds, senses again, senses seen in texts, offsets (most used first).
const indexNoun = [
  'patisserie n 1 1 @ 1 0 00000006',
  'emporium n 1 1 @ 1 0 00000007',
  'khan n 2 1 @ 2 0 00000030 00000009',
  'pheasant n 1 1 @ 1 1 00000012',
  'phasianus n 1 1 @ 1 0 00000012',
  'flea n 1 1 @ 1 1 00000013',
  'chowder n 1 1 @ 1 1 00000021',
  'bakery n 1 1 @ 1 1 00000005',
].join('\n');

describe('extractWordnetWords', () => {
  const words = extractWordnetWords(parseWordnet({ dataNoun, indexNoun }), {
    keywordConcept: new Map([
      ['bakery', 'groceries'],
      ['hotel', 'lodging'],
    ]),
    known: new Set(['bakery', 'hotel']),
    everyday: new Set(),
  });

  it('gives a kind of shop the concept of the nearest kind above it that a keyword names', () => {
    expect(words.shopWords).toEqual({ patisserie: 'groceries' });
  });

  it('skips a word that says only "a shop", one that is first something else, and keywords', () => {
    expect(words.shopWords).not.toHaveProperty('emporium');
    expect(words.shopWords).not.toHaveProperty('khan');
    expect(words.shopWords).not.toHaveProperty('bakery');
  });

  it('takes mammals, birds and fish for pub names, not insects nor genus names', () => {
    expect(words.animals).toContain('pheasant');
    expect(words.animals).not.toContain('flea');
    expect(words.animals).not.toContain('phasianus');
  });

  it('takes foods', () => {
    expect(words.foodWords).toContain('chowder');
    expect(words.foodWords).not.toContain('pheasant');
  });
});
