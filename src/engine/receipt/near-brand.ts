// OCR misreads a letter of a shop's name as often as any other word: 'lestfalen' for Westfalen,
// 'rassmann.de' for Rossmann, 'INCEPENDENT' for independent. Names and words one OCR slip (a
// letter changed, two swapped, a thin letter lost or added) from what OCR read, believed only when
// exactly one is that close and it is long enough (seven letters) that one slip rarely turns
// another word into it: shorter names are a letter away from too many words ('HUST' from Fust).
// On 15,854 real merchant names as banks print them, 36 (0.23%) get a near brand claimed.
import { getKnowledgeIndex, type BrandEntry } from '../categorize/knowledge.ts';
import { splitWords } from '../categorize/text.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Phrases longer than this are left alone: their variants grow with their length. */
const MAX_PHRASE_LETTERS = 20;
const MIN_LETTERS = 7;

/**
 * Letters thin enough for OCR to lose or invent: a letter more or less is only one of these
 * (a word one 's' from a brand is its plural or possessive, not a misreading: 'Slater', 'Harvey').
 */
const THIN = 'iljft1r';

/** Every word one OCR slip from `word`: a letter changed, two swapped, a thin one lost or added. */
function* oneEditAway(word: string): Generator<string> {
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    for (const letter of THIN) yield before + letter + after;
    if (i === word.length) continue;
    if (THIN.includes(word[i]!)) yield before + after.slice(1);
    for (const letter of ALPHABET) if (letter !== word[i]) yield before + letter + after.slice(1);
    if (i + 1 < word.length && word[i + 1] !== word[i]) {
      yield before + word[i + 1] + word[i] + after.slice(2);
    }
  }
}

const letterCount = (key: string) => key.replace(/ /g, '').length;

/**
 * The one brand within an edit of the first one, two or three words of `line` (where a shop's name
 * stands; a brand a letter from a word inside a line is mostly chance), or null. `country` (ISO
 * 3166 alpha-2, lower case) leaves out brands that only trade elsewhere.
 */
export function findNearBrand(line: string, country?: string): string | null {
  const index = getKnowledgeIndex();
  const words = splitWords(line);
  const names = new Set<string>();
  const fits = (entry: BrandEntry | undefined, key: string): entry is BrandEntry =>
    entry !== undefined &&
    entry.source === 'brand' &&
    !entry.isWeak &&
    letterCount(key) >= MIN_LETTERS &&
    (!country || !entry.countries || entry.countries.includes(country));
  // A phrase holding a word the engine knows as it stands ('baumarkt', 'cooperativa') is read
  // right: a brand one letter from it is another name ('V-Baumarkt', 'Kooperativa').
  const isKnown = (word: string) =>
    index.everydayWords.has(word) || index.keywords.has(word) || Boolean(index.findBrandKey(word));
  for (let size = 1; size <= Math.min(3, words.length); size++) {
    const phrase = words.slice(0, size);
    const letters = letterCount(phrase.join(' '));
    if (letters < MIN_LETTERS - 1 || letters > MAX_PHRASE_LETTERS) continue;
    if (phrase.some(isKnown)) continue;
    // The letter misread is in a word of four letters or more: a letter of a short word changes
    // it into another ('WH Smith' is not 'EH Smith').
    phrase.forEach((word, at) => {
      if (word.length < 4) return;
      for (const variant of oneEditAway(word)) {
        const key = [...phrase.slice(0, at), variant, ...phrase.slice(at + 1)].join(' ');
        const entry = index.findBrandKey(key);
        if (fits(entry, key)) names.add(entry.name);
      }
    });
  }
  return names.size === 1 ? [...names][0]! : null;
}

/**
 * `name` with each word OCR misread put right: a word the engine does not know, one edit from
 * exactly one everyday word of seven letters or more ('BENS INCEPENDENT GROCER' -> 'BENS INDEPENDENT
 * GROCER'), in the case it was printed in.
 */
export function correctMisreadWords(name: string): string {
  const index = getKnowledgeIndex();
  return name.replace(/\p{L}{6,}/gu, (word) => {
    const key = splitWords(word).join('');
    if (key.length < MIN_LETTERS || index.everydayWords.has(key) || index.keywords.has(key))
      return word;
    const near = new Set<string>();
    for (const variant of oneEditAway(key)) {
      if (variant.length >= MIN_LETTERS && index.everydayWords.has(variant)) near.add(variant);
    }
    if (near.size !== 1) return word;
    const [fixed] = near as Set<string>;
    return word === word.toUpperCase()
      ? fixed!.toUpperCase()
      : word[0] === word[0]!.toUpperCase()
        ? fixed![0]!.toUpperCase() + fixed!.slice(1)
        : fixed!;
  });
}
