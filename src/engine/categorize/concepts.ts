// The concepts the categoriser thinks in, and where each one lands: a default category of the app's
// taxonomy, and the chain of broader concepts tried when the user's own categories lack a close one.
// The data is src/engine/knowledge/concepts.json, read here from the generated knowledge index.
import knowledge from '../knowledge/generated/knowledge-index.json' with { type: 'json' };

export { DEFAULT_CATEGORIES } from './taxonomy.ts';

/** How a concept counts in a breakdown: spending, or one of the kinds of money that is not spending. */
export type ConceptGroup = 'spending' | 'fees' | 'cash' | 'transfer' | 'income';

export interface ConceptInfo {
  /** The category of the default taxonomy (onboarding choices plus the statement ones). */
  category: string;
  group: ConceptGroup;
  /** Broader or related concepts, nearest first, tried when a user has no category for this one. */
  related: readonly string[];
  /**
   * Names a person might give a category that holds this concept (any language, any case),
   * compared after folding accents and case, with '&', '/', ',', '+' and 'and' read as separators
   * of coordinated names ("Food & Drink" is "food" and "drink").
   */
  aliases: readonly string[];
}

export type ConceptId = keyof typeof knowledge.concepts;

// The build checked every field against its schema (scripts/knowledge-sources.ts).
export const CONCEPTS = knowledge.concepts as unknown as Readonly<Record<ConceptId, ConceptInfo>>;

export function isConceptId(value: string): value is ConceptId {
  return Object.hasOwn(CONCEPTS, value);
}

export function getConcept(id: ConceptId): ConceptInfo {
  return CONCEPTS[id];
}
