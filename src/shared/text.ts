// Text people type into names: what may not be in it, and its one spelling. NUL breaks PostgreSQL
// text; other control characters, bidi overrides and invisible characters let a name look like another
// or reorder what is shown around it ('Rent' that reads 'tneR', two 'Groceries' that differ unseen).

// C0 controls other than tab, line feed and carriage return (whitespace, collapsed by the name rules),
// DEL and C1; the zero-width space and direction marks; bidi embeddings, overrides and isolates; the
// word joiner and invisible operators; the byte-order mark. The zero-width joiner and non-joiner stay:
// emoji sequences and several scripts (Persian, the Indic ones) need them.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

export const CONTROL_CHARACTERS_MESSAGE = 'Names cannot contain control characters';

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** For text we did not type (a statement's lines): the same characters dropped rather than refused. */
export function withoutForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_ALL, '').normalize('NFC');
}
