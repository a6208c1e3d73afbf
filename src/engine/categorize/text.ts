// Text folding shared by the knowledge build and the engine, so names and descriptions meet in one
// form: lower case, accents removed, apostrophes dropped, '&' inside a word joined ('M&S' -> 'ms').

const NON_ASCII = /[^\p{ASCII}]/u;
const MARKS = /\p{M}+/gu;
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const SPECIAL = /[ßæøœđðłıþ]/g;
const APOSTROPHES = /['’`´]/g;
const INNER_AMPERSAND = /([a-z0-9])&(?=[a-z0-9])/g;
const NON_WORD = /[^a-z0-9]+/;

/** Lower case without accents or apostrophes; other characters are kept. */
export function foldText(text: string): string {
  let s = text.toLowerCase();
  if (NON_ASCII.test(s)) {
    s = s
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(SPECIAL, (ch) => SPECIAL_LETTERS[ch] ?? ch);
  }
  return s.replace(APOSTROPHES, '').replace(INNER_AMPERSAND, '$1');
}

/** Folded words: letters and digits only. */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(NON_WORD)
    .filter((w) => w.length > 0);
}

/** The lookup key of a name: its folded words joined by single spaces. */
export function toKey(text: string): string {
  return splitWords(text).join(' ');
}

const IES_TO_IE = new Set(['movies', 'cookies', 'series', 'species', 'pies', 'ties', 'lies']);

/** A crude singular: enough to let 'restaurants' find 'restaurant' and 'pharmacies' 'pharmacy'. */
export function singularize(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) {
    return IES_TO_IE.has(word) ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  }
  if (/(?:sh|ch|x|ss|zz)es$/.test(word) || /[^o]uses$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}
