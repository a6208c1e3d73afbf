// The pub-name grammar of Britain and Ireland: 'THE PHEASANT', 'THREE STAGS', 'THE WHITE HART',
// 'FOX & HOUNDS'. A name of that shape and nothing else is a pub, though no word says 'pub'; a
// shape, not a list of pubs, and so only fairly sure.

import { LEXICON, type KnowledgeIndex } from './knowledge.ts';
import type { PreparedDescription } from './normalize.ts';
import { singularize } from './text.ts';

/** Countries whose pubs are named so (lexicon.json pubCountries). */
const PUB_COUNTRIES = LEXICON.pubCountries;
/** What pubs are named after besides animals: 'crown', 'anchor', 'plough', 'wheatsheaf'. */
const PUB_NOUNS = LEXICON.pubNouns;
/** Words before the noun: numbers, colours, 'old', 'royal', 'jolly'. */
const PUB_QUALIFIERS = LEXICON.pubQualifiers;

export interface PubNameMatch {
  /** 'the <noun>', 'the <qualifier> <noun>', '<noun> & <noun>'. */
  form: string;
  confidence: number;
}

const COMPANY_FORMS = new Set(['ltd', 'limited', 'plc', 'llp']);

function isPubNoun(word: string, index: KnowledgeIndex): boolean {
  if (PUB_NOUNS.has(word) || index.animals.has(word)) return true;
  const singular = singularize(word);
  return singular !== word && (PUB_NOUNS.has(singular) || index.animals.has(singular));
}

/**
 * Whether the merchant's whole name is a pub's name of the country's grammar. Only with the
 * statement's country, and only for a name of two to five words.
 */
export function readPubName(
  prepared: PreparedDescription,
  index: KnowledgeIndex,
  country: string | undefined,
): PubNameMatch | undefined {
  if (!country || !PUB_COUNTRIES.has(country)) return undefined;
  // A company's legal name ('RED KITE LTD') is how a card reader names a firm, not a pub's sign.
  if (prepared.tokens.some((t) => COMPANY_FORMS.has(t.norm))) return undefined;
  const span = prepared.tokens.slice(prepared.start, prepared.end);
  if (span.length < 2 || span.length > 5) return undefined;
  if (span.some((t) => t.isNoise || !/^[a-z]+$/.test(t.norm))) return undefined;
  const words = span.map((t) => t.norm);
  // '<noun> & <noun>', 'THE <noun> AND <noun>': one side a pub's noun, the other a word.
  const and = words.findIndex((w, i) => i > 0 && (w === 'and' || span[i]!.sep === '&'));
  if (and > 0) {
    const isWord = words[and] === 'and';
    const left = words.slice(words[0] === 'the' ? 1 : 0, and);
    const right = words.slice(isWord ? and + 1 : and);
    if (right[0] === 'the') right.shift();
    if (left.length !== 1 || right.length !== 1) return undefined;
    if (left[0]!.length < 3 || right[0]!.length < 3) return undefined;
    const pubNouns = [left[0]!, right[0]!].filter((w) => isPubNoun(w, index)).length;
    // Without 'The', '<noun> & <noun>' is how boutiques and salons are named ('MAPLE & ROSE',
    // 'HOLLIS & GRAY') as much as pubs: read as a pub's sign only after 'The' ('THE FOX & FINCH'),
    // or when both are the nouns of inn signs ('CROWN & ANCHOR', 'FOX & HOUNDS').
    if (pubNouns < (words[0] === 'the' ? 1 : 2)) return undefined;
    return { form: '<noun> & <noun>', confidence: 0.66 };
  }
  // 'THE PHEASANT', 'THE RED LION', 'THREE STAGS', 'WHITE HART': qualifiers, then the noun last.
  let i = words[0] === 'the' ? 1 : 0;
  const qualifiers = words.slice(i, -1);
  if (!qualifiers.every((w) => PUB_QUALIFIERS.has(w))) return undefined;
  i = words.length - 1;
  if (!isPubNoun(words[i]!, index)) return undefined;
  if (words[0] !== 'the' && qualifiers.length === 0) return undefined;
  return {
    form: words[0] === 'the' ? 'the <noun>' : '<qualifier> <noun>',
    confidence: qualifiers.length > 0 ? 0.68 : 0.66,
  };
}
