import { describe, expect, it } from 'vitest';
import { ONBOARDING_EXPENSE_CHOICES } from '#shared/categories';
import { NEEDS_CATEGORY } from '../types.ts';
import { CONCEPTS, DEFAULT_CATEGORIES } from './concepts.ts';
import { createCategorizer, normalizeMerchant } from './index.ts';

const out = (description: string, amountCents = -1250) => ({ description, amountCents });

describe('createCategorizer, default taxonomy', () => {
  const categorize = createCategorizer({});

  it.each([
    ['STARBUCKS STORE #123 SEATTLE WA', 'Dining Out', 'brand'],
    ['TESCO STORES 2933', 'Groceries', 'brand'],
    ['SHELL OIL 57444', 'Transportation', 'brand'],
    ['NETFLIX.COM', 'Subscriptions', 'brand'],
    ['UBER *TRIP', 'Transportation', 'brand'],
    ['UBER *EATS', 'Dining Out', 'brand'],
    ['DD THAMES WATER', 'Utilities', 'brand'],
    ['VODAFONE LTD', 'Phone', 'brand'],
    ['GEICO AUTO', 'Insurance', 'brand'],
    ['RYANAIR', 'Travel', 'brand'],
    // Curated operators: British forecourt and motorway service operators, initialisms, transit.
    ['RONTEC WEOLEY CASTLE', 'Transportation', 'brand'],
    ['EUROGARAGES T/A SOLIHULL', 'Transportation', 'brand'],
    ['MOTO FRANKLEY N/E COST', 'Dining Out', 'brand'],
    ['WELCOME BREAK STARBUCK', 'Dining Out', 'brand'],
    ['POS Purchase PnP Fam Elgin * 12 Aug', 'Groceries', 'brand'],
    ['POS Purchase Gautrain Ctls Local * 02 Nov', 'Transportation', 'brand'],
    ['JOES DINER SEATTLE WA', 'Dining Out', 'keyword'],
    ['Stadt-Apotheke am Markt', 'Healthcare', 'keyword'],
    ['PARKHAUS ZENTRUM', 'Transportation', 'keyword'],
    ['Boulangerie du Coin', 'Groceries', 'keyword'],
    ['ATM WITHDRAWAL HIGH ST', 'Cash & ATM', 'keyword'],
    ['Monthly Account Fee', 'Fees & Charges', 'keyword'],
    ['Transfer to savings', 'Transfers', 'keyword'],
    ['Überweisung an Max Mustermann', 'Transfers', 'keyword'],
    ['KINGSWAY SERVICE S', 'Transportation', 'keyword'],
    ['HIGH ROAD SERVI', 'Transportation', 'keyword'],
    ['BOB S PLUMBING SERVIC', 'Home Maintenance', 'keyword'],
    ['GREEN LANE STN T/O', 'Transportation', 'keyword'],
    ['ACE RADIO CARS LTD', 'Transportation', 'keyword'],
    ['PATEL H/WARE', 'Home Maintenance', 'keyword'],
    ['ROSTICCERIA DA MARIO', 'Dining Out', 'keyword'],
    ['TAXIZENTRALE NORD', 'Transportation', 'keyword'],
    // Words bound to a place in the name: a pub's whole name, a service station's last word.
    ['THE PLOUGH', 'Dining Out', 'keyword'],
    ['THE FOX AND HOUNDS', 'Dining Out', 'keyword'],
    ['TILE CROSS SERVICE', 'Transportation', 'keyword'],
    ['BRISTOL STREET SER', 'Transportation', 'keyword'],
    ['JJ FOOD SERVICE LIMITED', 'Groceries', 'keyword'],
    ['SOLIHULL STATION T/O', 'Transportation', 'keyword'],
    ['POS PURCHASE DJS BILTONG (PTY) LTD', 'Groceries', 'keyword'],
    ['PENNS LANE SF CONNECT', 'Transportation', 'keyword'],
    ['ASDA F/S SMALL HEATH', 'Transportation', 'keyword'],
    ['NORTON CANES CONNECT 3262', 'Transportation', 'keyword'],
    ['THE FOX & HOUNDS', 'Dining Out', 'keyword'],
    // Cuisines and the places restaurants are named after.
    ['BOMBAY SPICE', 'Dining Out', 'keyword'],
    ['LAHORE KARAHI HOUSE', 'Dining Out', 'keyword'],
    ['PEKING GARDEN', 'Dining Out', 'keyword'],
    ['CHEZ GINO, LAUSANNE CH', 'Dining Out', 'keyword'],
    ['BUVETTE DU LAC', 'Dining Out', 'keyword'],
    ['PATINOIRE DE MALLEY', 'Entertainment', 'keyword'],
    ['VILLAGE HTL SOLIHULL', 'Travel', 'keyword'],
    ['TROWELL N/E WH SMITHS', 'Shopping', 'brand'],
    // A name of several words whose last word the statement's column cut short.
    ['EAST MIDLANDS TRAI', 'Transportation', 'brand'],
    ['HOLIDAY INN EXPRES', 'Travel', 'brand'],
    // Money lenders and money transfer shops from the brand index: loan repayments, transfers.
    ['ONEMAIN FINANCIAL PMT', 'Transfers', 'brand'],
    ['ORANGE MONEY', 'Transfers', 'brand'],
  ])('%s -> %s (%s)', (description, category, reason) => {
    const decision = categorize(out(description));
    expect(decision.category).toBe(category);
    expect(decision.reason).toBe(reason);
  });

  it('takes a whole last word for itself, not for a longer name cut short', () => {
    // 'TEAM SPORT' is not 'Team Sportia'; 'EAST MIDLANDS FOO' has no name to complete.
    expect(categorize(out('TEAM SPORT')).merchant.name).toBe('Team Sport');
    expect(categorize(out('EAST MIDLANDS FOO')).category).toBe(NEEDS_CATEGORY);
  });

  it('believes a pub name or a last word only where it stands', () => {
    // (A trust is a charity's name: not a pub.)
    expect(categorize(out('THE PLOUGH TRUST')).category).not.toBe('Dining Out');
    for (const description of [
      'THE CROWN PROSECUTION SERVICE',
      'SERVICE CO',
      'CONNECT LTD',
      'JONES SMITH WILLIAMS CONNECT',
      // 'San' is no brand: only a fragment of 'SANパーク', a name mixing two scripts.
      'SAN CARLO',
    ]) {
      expect(categorize(out(description)).category).toBe(NEEDS_CATEGORY);
    }
  });

  it('uses only the default taxonomy', () => {
    expect(DEFAULT_CATEGORIES).toEqual([
      ...ONBOARDING_EXPENSE_CHOICES,
      'Travel',
      'Fees & Charges',
      'Cash & ATM',
      'Transfers',
      'Income & Refunds',
    ]);
    for (const info of Object.values(CONCEPTS)) expect(DEFAULT_CATEGORIES).toContain(info.category);
  });

  it('reads the sign: money in is income or a refund, interest is earned or charged', () => {
    expect(categorize({ description: 'ACME CORP PAYROLL', amountCents: 250_000 }).category).toBe(
      'Income & Refunds',
    );
    expect(categorize({ description: 'AMAZON MARKETPLACE', amountCents: 2_500 })).toMatchObject({
      category: 'Income & Refunds',
      reason: 'brand',
    });
    expect(categorize({ description: 'INTEREST', amountCents: 120 }).category).toBe(
      'Income & Refunds',
    );
    expect(categorize({ description: 'INTEREST CHARGE', amountCents: -1_999 }).category).toBe(
      'Fees & Charges',
    );
  });

  it('a transaction type beats the merchant named on it', () => {
    expect(categorize(out('International Processing Fee: Netflix.com'))).toMatchObject({
      category: 'Fees & Charges',
      reason: 'keyword',
    });
  });

  it("what a shop's side business sells beats the shop ('TESCO PFS' is fuel)", () => {
    expect(categorize(out('TESCO PFS 4203'))).toMatchObject({
      category: 'Transportation',
      reason: 'keyword',
    });
    expect(categorize(out('WAITROSE PETROL STATION'))).toMatchObject({
      category: 'Transportation',
      reason: 'keyword',
    });
    expect(categorize(out('IKEA RESTAURANT')).category).toBe('Dining Out');
  });

  it('sends what it cannot place to Needs Category with low confidence, never a confident guess', () => {
    const decision = categorize(out('XQZ HOLDINGS 4411'));
    expect(decision).toMatchObject({ category: NEEDS_CATEGORY, reason: 'fallback' });
    expect(decision.confidence).toBeLessThan(0.5);
  });

  it('gives every decision a confidence between 0 and 1, a reason and a detail', () => {
    for (const description of [
      'STARBUCKS',
      'JOES DINER',
      'Monthly Account Fee',
      'XQZ 4411',
      '',
      'MCC 5812 SOMEWHERE',
    ]) {
      const decision = categorize(out(description));
      expect(decision.confidence).toBeGreaterThanOrEqual(0);
      expect(decision.confidence).toBeLessThanOrEqual(1);
      expect(['learned', 'brand', 'keyword', 'mcc', 'fallback']).toContain(decision.reason);
      expect(decision.detail).toBeTruthy();
      expect(decision.merchant.key).toBeTruthy();
    }
  });

  it('believes a two-letter name only where it looks like one', () => {
    expect(categorize(out('bp snax 24 weoley castle')).category).toBe('Transportation');
    expect(categorize(out('EE LIMITED')).category).toBe('Phone');
    expect(categorize(out('au grotto')).category).not.toBe('Phone');
    expect(categorize(out('hi runcorn')).category).not.toBe('Phone');
  });

  it('reads an explicit merchant category code', () => {
    expect(categorize(out('CARD PAYMENT MCC 5812 LOCAL PLACE'))).toMatchObject({
      category: 'Dining Out',
      reason: 'mcc',
    });
  });
});

describe('createCategorizer, the order of the layers', () => {
  it('learned rules beat brands, brands beat keywords, keywords beat the fallback', () => {
    const categorize = createCategorizer({
      learnedRules: [{ merchantKey: 'starbucks', category: 'Coffee Budget' }],
    });
    // learned > brand
    expect(categorize(out('STARBUCKS STORE #9'))).toMatchObject({
      category: 'Coffee Budget',
      reason: 'learned',
    });
    // brand > keyword: Costa Coffee is a brand before 'coffee' is a keyword
    expect(categorize(out('COSTA COFFEE 4411'))).toMatchObject({
      category: 'Dining Out',
      reason: 'brand',
    });
    // brand > keyword even when the keyword points elsewhere
    expect(categorize(out('ALDI GARDEN CENTRE'))).toMatchObject({
      category: 'Groceries',
      reason: 'brand',
    });
    // keyword > fallback
    expect(categorize(out('MARIOS PIZZERIA'))).toMatchObject({
      category: 'Dining Out',
      reason: 'keyword',
    });
    // fallback
    expect(categorize(out('MARIOS 4411'))).toMatchObject({
      category: NEEDS_CATEGORY,
      reason: 'fallback',
    });
  });

  it('a learned rule matches its merchant in any case and wherever it is, and no other merchant', () => {
    const categorize = createCategorizer({
      learnedRules: [
        { merchantKey: 'Joes Diner', category: 'Treats' },
        { merchantKey: 'the', category: 'Fuel' },
      ],
    });
    // The city and state are not part of the merchant.
    expect(categorize(out('JOES DINER SEATTLE WA'))).toMatchObject({
      category: 'Treats',
      confidence: 0.97,
      reason: 'learned',
    });
    // Another merchant whose name starts with the same words is not taught by it.
    expect(categorize(out('JOES DINER SOUTH TERRACE'))).not.toMatchObject({ reason: 'learned' });
    expect(categorize(out('THE BAGEL FACTORY'))).not.toMatchObject({ reason: 'learned' });
  });

  it("a known brand's key is matched exactly: a rule for 'uber' leaves Uber Eats alone", () => {
    const categorize = createCategorizer({
      learnedRules: [{ merchantKey: 'uber', category: 'Commute' }],
    });
    expect(categorize(out('UBER *TRIP'))).toMatchObject({ category: 'Commute', reason: 'learned' });
    expect(categorize(out('UBER *EATS'))).toMatchObject({
      category: 'Dining Out',
      reason: 'brand',
    });
  });

  it('with user categories, a learned rule naming a category the user no longer has is ignored', () => {
    const categorize = createCategorizer({
      userCategories: ['Groceries', 'Eating Out'],
      learnedRules: [
        { merchantKey: 'starbucks', category: 'Old Category' },
        { merchantKey: 'tesco', category: 'groceries' },
      ],
    });
    expect(categorize(out('STARBUCKS'))).toMatchObject({ category: 'Eating Out', reason: 'brand' });
    expect(categorize(out('TESCO STORES'))).toMatchObject({
      category: 'Groceries',
      reason: 'learned',
    });
  });
});

describe('createCategorizer, the user’s own categories', () => {
  it("a supermarket goes to the user's 'Food' when there is no 'Groceries'", () => {
    const categorize = createCategorizer({ userCategories: ['Food', 'Car', 'Bills', 'Fun'] });
    expect(categorize(out('TESCO STORES 2933')).category).toBe('Food');
    expect(categorize(out('PIZZA HUT')).category).toBe('Food');
    expect(categorize(out('SHELL OIL')).category).toBe('Car');
    expect(categorize(out('NCP CAR PARK')).category).toBe('Car');
    expect(categorize(out('DD THAMES WATER')).category).toBe('Bills');
  });

  it('maps by synonyms and related concepts, in any case and any language', () => {
    expect(
      createCategorizer({ userCategories: ['eating out', 'groceries'] })(out('PIZZA EXPRESS'))
        .category,
    ).toBe('eating out');
    expect(
      createCategorizer({ userCategories: ['Lebensmittel', 'Versicherungen'] })(out('ALDI SUED'))
        .category,
    ).toBe('Lebensmittel');
    expect(
      createCategorizer({ userCategories: ['Courses', 'Santé'] })(out('pharmacie du lac')).category,
    ).toBe('Santé');
    expect(
      createCategorizer({ userCategories: ['Car Insurance', 'Transportation'] })(out('SHELL'))
        .category,
    ).toBe('Transportation');
  });

  it('sends what no user category fits to Needs Category, and names only the user’s categories', () => {
    const userCategories = ['Food', 'Car'];
    const categorize = createCategorizer({ userCategories });
    const decision = categorize(out('NETFLIX.COM'));
    expect(decision.category).toBe(NEEDS_CATEGORY);
    expect(decision.confidence).toBeLessThanOrEqual(0.3);
    for (const description of [
      'TESCO',
      'NETFLIX',
      'ATM WITHDRAWAL',
      'Monthly fee',
      'XQZ',
      'SALARY',
    ]) {
      const { category } = categorize({
        description,
        amountCents: description === 'SALARY' ? 100 : -100,
      });
      expect([...userCategories, NEEDS_CATEGORY]).toContain(category);
    }
  });

  it('an empty list means the default taxonomy', () => {
    expect(createCategorizer({ userCategories: [] })(out('TESCO')).category).toBe('Groceries');
  });
});

describe('createCategorizer, performance sanity', () => {
  it('categorises a few thousand lines without trouble', () => {
    const categorize = createCategorizer({});
    const lines = [
      'STARBUCKS STORE #123 SEATTLE WA',
      'POS Purchase Engen Mitchell Park  * 07 Oct',
      'XQZ 4411',
      'Monthly Account Fee',
    ];
    let placed = 0;
    for (let i = 0; i < 2_000; i += 1) {
      if (categorize(out(`${lines[i % lines.length]} ${i}`)).category !== NEEDS_CATEGORY)
        placed += 1;
    }
    expect(placed).toBe(1_500);
  });
});

describe("createCategorizer, the statement's country", () => {
  const british = createCategorizer({ country: 'GB' });

  it('does not take an everyday word inside a longer name for a brand trading only abroad', () => {
    // Merchant's is an American tyre chain, Small a Kazakh shop, Six a Mexican one.
    const spice = british(out('SPICE MERCHANTS'));
    expect(spice.category).not.toBe('Transportation');
    expect(spice.merchant.name).toBe('Spice Merchants');
    // (Small Heath's filling station, cut short by the card column.)
    expect(british(out('SMALL HEATH FILLIN')).category).toBe('Transportation');
    expect(british(out('SIX CARD CONTACTLESS S')).category).toBe(NEEDS_CATEGORY);
  });

  it('does not take everyday words inside a longer name for a foreign brand of several words', () => {
    // North Coast is an American home store, Big Boy an American diner chain.
    expect(british(out('NORTH COAST SURF SCHOOL')).category).not.toBe('Home Maintenance');
    expect(british(out('BIG BOY TOYS')).category).toBe('Shopping');
    // The whole name is still the brand's.
    expect(british(out('NORTH COAST')).category).toBe('Home Maintenance');
  });

  it("keys a merchant as text alone reads it, whatever the statement's country", () => {
    // A rule saved from the text (normalizeMerchant has no country) must find it in any statement.
    for (const description of ['SPICE MERCHANTS', 'BRIGHTON  HOVE CITY C', 'JUMBO-6049 VEVEY']) {
      const key = normalizeMerchant(description).key;
      for (const country of ['gb', 'ch', 'za']) {
        const categorize = createCategorizer({
          country,
          learnedRules: [{ merchantKey: key, category: 'Hobbies' }],
        });
        expect(categorize(out(description)), `${description} in ${country}`).toMatchObject({
          category: 'Hobbies',
          reason: 'learned',
        });
      }
    }
  });

  it('finds the rule of a name the country reads apart from a foreign brand’s spelling', () => {
    // Text alone reads these as brands trading abroad (Woodland, Pavilions, Gulliver, Baguette),
    // so the rule is stored under that brand's key; the country drops the brand, and the rule must
    // still be found, before a rule for a shorter name of the same words.
    const cases: [string, string][] = [
      ['WOODLANDS', 'gb'],
      ['PAVILION PUBLISHING', 'gb'],
      ['GULLIVERS LAND', 'gb'],
      ['ELLES BAGUETTES', 'gb'],
      ['E H SMITH BLDRS MERCHANT', 'gb'],
      ['EDITIONS PLUS S.A.R.L', 'ch'],
    ];
    for (const [description, country] of cases) {
      const key = normalizeMerchant(description).key;
      const categorize = createCategorizer({
        country,
        learnedRules: [
          { merchantKey: key, category: 'Hobbies' },
          { merchantKey: 'e h smith', category: 'Other' },
        ],
      });
      expect(categorize(out(description)), `${description} (${key}) in ${country}`).toMatchObject({
        category: 'Hobbies',
        reason: 'learned',
        merchant: { key },
      });
    }
  });

  it('does not claim a category from one word of a foreign brand', () => {
    // Brighton Collectibles trades in the United States only.
    const brighton = british(out('BRIGHTON  HOVE CITY C'));
    expect(brighton.category).toBe(NEEDS_CATEGORY);
    expect(brighton.merchant.name).not.toContain('Collectibles');
  });

  it('still believes brands that trade in the country, and names of several words', () => {
    expect(british(out('TESCO STORES 2933')).category).toBe('Groceries');
    expect(british(out('SAINSBURYS S/MKT')).category).toBe('Groceries');
    expect(
      createCategorizer({ country: 'za' })(out('POS Purchase PnP Fam Elgin * 12 Aug')).category,
    ).toBe('Groceries');
  });

  it('reads a name borne by different businesses in different countries as the local one', () => {
    // Jumbo is a supermarket in the Netherlands and a DIY chain in Switzerland.
    expect(createCategorizer({ country: 'ch' })(out('JUMBO-6049 VEVEY')).category).toBe(
      'Home Maintenance',
    );
    expect(createCategorizer({ country: 'nl' })(out('JUMBO 6049')).category).toBe('Groceries');
  });

  it('without a country, reads brands as before', () => {
    expect(createCategorizer({})(out('SPICE MERCHANTS')).category).toBe('Transportation');
    // An unreadable country is no country.
    expect(createCategorizer({ country: 'Britain' })(out('SPICE MERCHANTS')).category).toBe(
      'Transportation',
    );
  });
});

describe('createCategorizer, words read wrongly', () => {
  const categorize = createCategorizer({ country: 'gb' });

  it('takes no evidence from a lead word the name does not start with', () => {
    // 'FUEL' is stripped as a bank's lead word ('FUEL PURCHASE'): it says nothing about a restaurant.
    expect(categorize(out('FUEL BAR  RESTAURANT')).category).toBe('Dining Out');
    expect(categorize(out('FUEL PURCHASE 1234')).category).toBe('Transportation');
  });

  it("takes no evidence from the means of payment ('BY INTERNET') nor from a word that was not cut short", () => {
    expect(categorize(out('PAYMENT BY INTERNET')).category).toBe(NEEDS_CATEGORY);
    expect(categorize(out('PAYMENT BY PHONE')).category).toBe(NEEDS_CATEGORY);
    // 'STATION' is a word of its own, not 'stationery' cut short by a card column.
    expect(categorize(out('BP *FUEL STATION')).category).not.toBe('Shopping');
    // Two letters before a star are a processor's code, not the dm drugstore.
    expect(categorize(out('DM *DOMAINNAME REGISTER')).category).not.toBe('Personal Care');
  });

  it('takes no brand from a word one letter or an ending away from its name', () => {
    // 'WOODLANDS' in Britain is no Woodland of India; 'UNIVERSALS' no insurer Universa with 'ls'.
    expect(categorize(out('WOODLANDS')).category).toBe(NEEDS_CATEGORY);
    expect(categorize(out('UNIVERSALS 888-334-0909')).category).toBe(NEEDS_CATEGORY);
    // A name run into the next word is still read.
    expect(categorize(out('dropboxinte')).category).toBe('Subscriptions');
  });

  it('takes the business a payment names over the bank it went through', () => {
    expect(categorize(out('DIGITAL PAYMENT DT ABSA BANK Vodacom')).category).toBe('Phone');
    expect(categorize(out('HSBC BANK TESCO STORES 2933')).merchant.name).toBe('Tesco');
  });

  it('takes no brand from a place or a name inside a longer merchant name', () => {
    const swiss = createCategorizer({ country: 'ch' });
    // Helvetia and Vaudoise are Swiss insurers, and also Switzerland's and Vaud's names.
    expect(swiss(out('GATE GOURMET HELVETIA')).category).not.toBe('Insurance');
    expect(swiss(out('LIGUE VAUDOISE CONTRE LE CANCER')).category).not.toBe('Insurance');
    expect(swiss(out('HELVETIA VERSICHERUNGEN')).category).toBe('Insurance');
    expect(swiss(out('VAUDOISE ASSURANCES')).category).toBe('Insurance');
    // A pub called the Old House at Home is no At Home store; a statement's 'AT HOME STORE' is.
    expect(categorize(out('OLD HOUSE AT HOME')).category).not.toBe('Home Maintenance');
    expect(createCategorizer({ country: 'us' })(out('AT HOME STORE 123')).category).toBe(
      'Home Maintenance',
    );
    // Hilton Park is a motorway service area on the M6, not a Hilton hotel.
    expect(categorize(out('HILTON PARK S/W EDC')).category).toBe('Dining Out');
    expect(categorize(out('HILTON LONDON METROPOLE')).category).toBe('Travel');
  });

  it("reads games as entertainment and a supermarket's clothing arm as shopping", () => {
    for (const description of ['ROBLOX.COM', 'STEAMPOWERED.COM', 'NINTENDO ESHOP'])
      expect(categorize(out(description)).category, description).toBe('Entertainment');
    expect(categorize(out('TESCO CLOTHING UK')).category).toBe('Shopping');
    expect(categorize(out('TESCO STORES 2815')).category).toBe('Groceries');
  });

  it('reads repaired and misspelt words', () => {
    expect(categorize(out('caf? philia')).category).toBe('Dining Out');
    expect(categorize(out('mcdonaldis')).category).toBe('Dining Out');
    expect(categorize(out('subi ssupermarket')).category).toBe('Groceries');
  });
});

describe('createCategorizer, kinds of business that are general', () => {
  const categorize = createCategorizer({ country: 'gb' });

  it.each([
    ['BANKOMAT WIEN', 'Cash & ATM'],
    ['GELDAUTOMAT BERLIN HBF', 'Cash & ATM'],
    ['MULTIBANCO LISBOA', 'Cash & ATM'],
    ['NOTTINGHAM CITY TRANSPORT', 'Transportation'],
    ['TRANSPORT FOR LONDON', 'Transportation'],
    ['CHILTERN RLWY', 'Transportation'],
    ['NOTTINGHAM CITY TRAVEL', 'Transportation'],
    ['THOMAS COOK TRAVEL', 'Travel'],
    ['ASTON VILLA FC', 'Entertainment'],
    ['HARBORNE CRICKET CLUB', 'Fitness'],
    ['ISLAMIC RELIEF', 'Gifts'],
    ['CHRISTIAN AID', 'Gifts'],
    ['WOODLAND TRUST', 'Gifts'],
    ['ST MARYS HOSPICE', 'Gifts'],
    ['KINGS ARMS', 'Dining Out'],
    ['THE GOAT AND COMPASSES', 'Dining Out'],
    ['THE DOG & PARTRIDGE', 'Dining Out'],
    ['MIDLAND UNDERWRITERS', 'Insurance'],
  ])('%s -> %s', (description, category) => {
    expect(categorize(out(description)).category).toBe(category);
  });

  it('reads a pub name of the British pattern at low confidence only', () => {
    const pub = categorize(out('THE GOAT AND COMPASSES'));
    expect(pub.confidence).toBeLessThan(0.7);
  });

  it('keeps a phrase naming a hospital trust out of the charities', () => {
    expect(categorize(out('NHS TRUST')).category).toBe('Healthcare');
  });

  it('reads paying off a card or a loan as debt, never as spending', () => {
    for (const description of [
      'PAYMENT - THANK YOU',
      'BARCLAYCARD PAYMENT',
      'CREDIT CARD BILL',
      'LOAN REPAYMENT 1234',
      'CAR FINANCE',
      'STUDENT LOAN',
    ]) {
      expect(categorize(out(description)).category, description).toBe('Transfers');
    }
  });

  it('places nothing on a channel word or an ambiguous shop word alone', () => {
    expect(categorize(out('RHB WEBSHOP')).category).toBe(NEEDS_CATEGORY);
    expect(categorize(out('SAIRA NEWS')).category).toBe(NEEDS_CATEGORY);
  });
});

describe('merchant names after Spanish and Portuguese words of the kind of transaction', () => {
  it("names the merchant, not 'Pago Automático Cuentas' or 'Giro Cajero Automático'", () => {
    expect(normalizeMerchant('Pago Automático Cuentas ENTEL PCS TELECOMUNICACIONES').name).toBe(
      'Entel',
    );
    expect(normalizeMerchant('Giro Cajero Automático BANCO SANTANDER LOS LEONES').name).toBe(
      'Banco Santander',
    );
    expect(normalizeMerchant('Pago en Línea AGUAS ANDINAS S.A.').name).toMatch(/^Aguas Andinas/);
    expect(normalizeMerchant('Compra Nacional UNIMARC PROVIDENCIA').name).toBe('Unimarc');
  });
});
