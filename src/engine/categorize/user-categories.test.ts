import { describe, expect, it } from 'vitest';
import { createCategoryLookup, createUserResolver } from './user-categories.ts';

describe('createUserResolver', () => {
  it('uses the closest name, then broader concepts, nearest first', () => {
    const resolve = createUserResolver(['Food', 'Car', 'Bills', 'Fun']);
    expect(resolve('groceries')?.category).toBe('Food');
    expect(resolve('dining')?.category).toBe('Food');
    expect(resolve('fuel')?.category).toBe('Car');
    expect(resolve('parking')?.category).toBe('Car');
    expect(resolve('utilities')?.category).toBe('Bills');
    expect(resolve('entertainment')?.category).toBe('Fun');
    expect(resolve('pets')).toBeUndefined();
  });

  it('prefers the concept’s own name to a broader one, and fits it better', () => {
    const resolve = createUserResolver(['Food', 'Groceries', 'Eating Out']);
    expect(resolve('groceries')).toMatchObject({ category: 'Groceries', fit: 1 });
    expect(resolve('dining')).toMatchObject({ category: 'Eating Out', fit: 1 });
    expect(resolve('fastfood')?.category).toBe('Eating Out');
    expect(resolve('dining')!.fit).toBeGreaterThan(createUserResolver(['Food'])('dining')!.fit);
  });

  it('reads the head of a name: Car Insurance holds insurance, never fuel', () => {
    const resolve = createUserResolver(['Car Insurance', 'Transportation']);
    expect(resolve('carinsurance')?.category).toBe('Car Insurance');
    expect(resolve('fuel')?.category).toBe('Transportation');
  });

  it('splits coordinated names and ignores case, accents and generic words', () => {
    const resolve = createUserResolver([
      'HEALTH & FITNESS',
      'Clothing&Uniforms',
      'Cellular Data Purchase',
      'Santé',
    ]);
    expect(resolve('fitness')?.category).toBe('HEALTH & FITNESS');
    expect(resolve('clothing')?.category).toBe('Clothing&Uniforms');
    expect(resolve('phone')?.category).toBe('Cellular Data Purchase');
    expect(resolve('pharmacy')?.category).toBe('Santé');
    expect(createUserResolver(['HEALTH & FITNESS'])('pharmacy')?.category).toBe('HEALTH & FITNESS');
  });

  it('understands names in German, French, Dutch and Spanish', () => {
    expect(createUserResolver(['Lebensmittel'])('groceries')?.category).toBe('Lebensmittel');
    expect(createUserResolver(['Courses', 'Restaurants'])('coffee')?.category).toBe('Restaurants');
    expect(createUserResolver(['Boodschappen'])('groceries')?.category).toBe('Boodschappen');
    expect(createUserResolver(['Transporte'])('taxi')?.category).toBe('Transporte');
    expect(createUserResolver(['Autoversicherung'])('insurance')?.category).toBe(
      'Autoversicherung',
    );
  });

  it('does not stretch far: a utility bill is not Home and Garden', () => {
    expect(createUserResolver(['Home and Garden', 'Groceries'])('utilities')).toBeUndefined();
  });

  it("a known brand's kind reaches the person's category of that kind, however it is named", () => {
    const resolve = createUserResolver(['Wireless', 'Gym Membership', 'Workout Classes']);
    expect(resolve('phone')?.category).toBe('Wireless');
    expect(resolve('fitness')?.category).toBe('Gym Membership');
    expect(createUserResolver(['Cellphone', 'Workout'])('fitness')?.category).toBe('Workout');
  });

  it("a filler word ('bill') does not name a concept of its own: 'Phone Bill' is the phone's", () => {
    const resolve = createUserResolver(['Phone Bill', 'Gas Bill']);
    expect(resolve('phone')?.category).toBe('Phone Bill');
    expect(resolve('utilities')?.category).toBe('Gas Bill');
    // Alone, 'Bills' still receives what bills are.
    expect(createUserResolver(['Bills'])('utilities')?.category).toBe('Bills');
  });

  it('never offers Needs Category as a user category', () => {
    expect(createUserResolver(['Needs Category'])('misc')).toBeUndefined();
  });
});

describe('createCategoryLookup', () => {
  it('finds the user’s own spelling whatever the case and spacing', () => {
    const lookup = createCategoryLookup(['Dining Out', 'Groceries']);
    expect(lookup('dining  out')).toBe('Dining Out');
    expect(lookup('GROCERIES ')).toBe('Groceries');
    expect(lookup('Travel')).toBeUndefined();
  });
});
