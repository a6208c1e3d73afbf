// The OpenStreetMap preset extraction on a few presets in the schema's format: a mapped kind lends
// its concept to its name in each language, a sub-kind takes its parent's, and names shared across
// categories, skipped words, search terms and other presets' words are left out.
import { describe, expect, it } from 'vitest';
import { choosePresetWords, foldName, type PresetNames } from './knowledge-sources-osm.ts';

const kinds = { 'shop/bakery': 'bakery', 'amenity/fast_food': 'fastfood', 'shop/wine': 'alcohol' };
const categoryOf = (concept: string) =>
  ({ bakery: 'Groceries', fastfood: 'Dining Out', alcohol: 'Groceries' })[concept];

// Terms of a fast-food kind in four language tags, three languages once regions are set aside.
const itFood: PresetNames = {
  'amenity/fast_food': { name: 'Fast food', terms: ['kebab', 'panino'] },
};
const en: PresetNames = { 'amenity/fast_food': { name: 'Fast Food', terms: ['kebab', 'panino'] } };
const enGb: PresetNames = {
  'amenity/fast_food': { name: 'Fast Food', terms: ['kebab', 'chippy'] },
};
const frFood: PresetNames = {
  'amenity/fast_food': { name: 'Restauration rapide', terms: ['kebab'] },
};

describe('choosePresetWords', () => {
  const fr: PresetNames = {
    'shop/bakery': { name: 'Boulangerie', terms: ['pain', 'croissant'] },
    'amenity/fast_food/burger': { name: 'Restauration rapide (burger)' },
    'shop/wine': { name: 'Caviste' },
    'leisure/park': { name: 'Parc', terms: ['caviste'] },
  };
  const de: PresetNames = {
    'shop/bakery': { name: 'Bäckerei' },
    'amenity/fast_food': { name: 'Imbiss' },
    'shop/wine': { name: 'Imbiss' },
  };

  const words = choosePresetWords(
    [
      ['fr', fr],
      ['de', de],
    ],
    { kinds, skip: new Set(['baeckerei']), categoryOf },
  );

  it("takes a mapped kind's name in each language, folded", () => {
    expect(words.boulangerie).toBe('bakery');
    expect(words.backerei).toBe('bakery');
  });

  it("gives a sub-kind its parent's concept, brackets and all folded away", () => {
    expect(words['restauration rapide burger']).toBe('fastfood');
  });

  it('leaves out terms of fewer languages, names of kinds of two categories, and words of other presets', () => {
    expect(words.pain).toBeUndefined();
    expect(words.imbiss).toBeUndefined();
    expect(words.caviste).toBeUndefined();
    expect(words.parc).toBeUndefined();
  });

  it('leaves out skipped words', () => {
    const skipping = choosePresetWords([['de', de]], {
      kinds,
      skip: new Set(['backerei']),
      categoryOf,
    });
    expect(skipping.backerei).toBeUndefined();
  });
});

describe('search terms', () => {
  it('count when presets of one kind give them in three languages, regional forms as one', () => {
    const words = choosePresetWords(
      [
        ['it', itFood],
        ['en', en],
        ['en-GB', enGb],
        ['fr', frFood],
      ],
      { kinds, skip: new Set(), categoryOf },
    );
    expect(words.kebab).toBe('fastfood');
    expect(words.panino).toBeUndefined();
    expect(words.chippy).toBeUndefined();
  });
});

describe('foldName', () => {
  it('keeps phrases of up to three words, and single words of four letters or more', () => {
    expect(foldName('Salon de coiffure')).toBe('salon de coiffure');
    expect(foldName('Bar')).toBeUndefined();
    expect(foldName('Magasin de pièces détachées auto')).toBeUndefined();
  });
});
