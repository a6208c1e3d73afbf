// The schemas of text people type, shared by every contract: control characters refused with one
// clear message (src/shared/text.ts says which), names trimmed, collapsed and in one Unicode spelling.
import { z } from 'zod';
import { CATEGORY_NAME_MAX, normalizeCategoryName } from '../categories.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  withoutForbiddenCharacters,
} from '../text.ts';

const isClean = (value: string) => !hasForbiddenCharacters(value);

/** A category name as typed. */
export function categoryNameField(messages: { type: string; empty: string; tooLong?: string }) {
  return z
    .string({ message: messages.type })
    .refine(isClean, CONTROL_CHARACTERS_MESSAGE)
    .transform(normalizeCategoryName)
    .pipe(
      z
        .string()
        .min(1, messages.empty)
        .max(
          CATEGORY_NAME_MAX,
          messages.tooLong ?? `Names can be at most ${CATEGORY_NAME_MAX} characters`,
        ),
    );
}

/** Other typed text (a search, a merchant to remember). */
export function typedTextField(max: number, tooLong: string) {
  return z
    .string()
    .max(max, tooLong)
    .refine(isClean, CONTROL_CHARACTERS_MESSAGE)
    .transform((value) => value.normalize('NFC'));
}

/** Text read from a statement: the same characters are dropped, since nobody typed them. */
export function statementTextField(max: number, tooLong: string) {
  return z.string().max(max, tooLong).transform(withoutForbiddenCharacters);
}
