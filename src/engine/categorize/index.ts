// Merchant normalisation and categorisation (DESIGN.md section 6, steps 3 and 4).

export { createCategorizer, CONFIDENCE_THRESHOLD, normalizeMerchant } from './categorizer.ts';
export type {
  CategorizedTransaction,
  Categorizer,
  CategorizerInput,
  CategorizerOptions,
} from './categorizer.ts';
export { CONCEPTS, DEFAULT_CATEGORIES } from './concepts.ts';
export { detectCountry } from './country.ts';
export type { CountrySignals } from './country.ts';
export type { ConceptGroup, ConceptId } from './concepts.ts';
