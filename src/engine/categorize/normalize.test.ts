import { describe, expect, it } from 'vitest';
import { normalizeMerchant } from './index.ts';

describe('normalizeMerchant', () => {
  it.each([
    ['STARBUCKS STORE #123 SEATTLE WA', 'Starbucks', 'starbucks'],
    ['AMZN Mktp US*2K4LJ8K90', 'Amazon', 'amazon'],
    ['PAYPAL *SPOTIFY', 'Spotify', 'spotify'],
    ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'Blue Bottle Coffee', 'blue bottle coffee'],
    ['POS PURCHASE SHELL OIL 57444 HOUSTON TX', 'Shell', 'shell'],
    ['CARD PURCHASE 12/03 TESCO STORES 2933', 'Tesco', 'tesco'],
    ['VISA DEBIT CONTACTLESS NETFLIX.COM', 'Netflix', 'netflix'],
    ['Kartenzahlung REWE Markt GmbH 12.03.2024', 'Rewe', 'rewe'],
    ['BEA NR:XXXX 12.03.21/13.45 ALBERT HEIJN 1234 AMSTERDAM', 'Albert Heijn', 'albert heijn'],
    ['UBER *EATS', 'Uber Eats', 'uber eats'],
    ['DD THAMES WATER', 'Thames Water', 'thames water'],
    ['TRADER JOE S #123', "Trader Joe's", 'trader joes'],
    ['AMERICAN AIR0012345678901', 'American Airlines', 'american airlines'],
    ['HEB #123', 'H-E-B', 'h e b'],
    ['TWINT *Migros Zürich', 'Migros', 'migros'],
    ['AplPay SUSHI NOW', 'Sushi Now', 'sushi now'],
    ['GglPay BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', 'blue bottle coffee'],
    ['PAYMENT BY INTERNET', 'Payment by Internet', 'payment by internet'],
    ['DM *DOMAINNAME REGISTER', 'Domainname Register', 'domainname register'],
  ])('%s -> %s', (description, name, key) => {
    expect(normalizeMerchant(description)).toEqual({ name, key });
  });

  it('strips processor codes, dates, card numbers, references and the city and state of unknown merchants', () => {
    expect(normalizeMerchant('TST* JOES DINER SEATTLE WA')).toEqual({
      name: 'Joes Diner',
      key: 'joes diner',
    });
    expect(normalizeMerchant('POS Purchase Marble Pantry - Arc  * 22 Aug')).toEqual({
      name: 'Marble Pantry',
      key: 'marble pantry',
    });
    expect(
      normalizeMerchant('CARD 1234 XXXX5678 GREEN LEAF GROCERS REF 8812739 14:32'),
    ).toMatchObject({
      key: 'green leaf grocers',
    });
    expect(normalizeMerchant('ZAPPER1*Fabrica Rosebank  * 04 Oct').key).toBe('fabrica rosebank');
  });

  it('strips a processor code before a star once, never the name after it', () => {
    expect(normalizeMerchant('POS Purchase Zapper1*Fabrica @ T * 04 Oct').key).toMatch(/^fabrica/);
    expect(normalizeMerchant('POS Purchase Zapper *Servest Par  * 12 Aug').key).toBe('servest par');
  });

  it('keeps web and channel words out of keys', () => {
    expect(normalizeMerchant('POS Purchase Https://Switchplayg  * 25 Oct').key).toBe('switchplayg');
    expect(normalizeMerchant('PMT E-COM BLUEWAVE STUDIO').key).toBe('bluewave studio');
    expect(normalizeMerchant('BLUEWAVE STUDIO www.bluewave.example').key).toBe('bluewave studio');
  });

  it("keys a seller by the handle after a payment processor, not by the processor's name", () => {
    expect(normalizeMerchant('PAYPAL *MAPLE969').key).toBe('maple969');
    expect(normalizeMerchant('paypal maple969').key).toBe(
      normalizeMerchant('PAYPAL *MAPLE969').key,
    );
    expect(normalizeMerchant('paypal topchef1000').key).not.toBe(
      normalizeMerchant('paypal maple969').key,
    );
  });

  it('keys a web shop by its domain name, dots printed or not', () => {
    expect(normalizeMerchant('www.1st4sport.com').key).toBe('1st4sport');
    expect(normalizeMerchant('WWW TONER24 CO UK').key).toBe('toner24');
    expect(normalizeMerchant('EXPRESSGRASS COM').key).toBe('expressgrass');
    expect(normalizeMerchant('FTC ECOM').key).toBe('ftc');
  });

  it('reads a keyword after an elided article', () => {
    expect(normalizeMerchant("VERS LE COMPTE D'INVESTISSEMENT").key).toBe(
      'vers le compte investissement',
    );
    expect(normalizeMerchant("L'OCCITANE").key).toBe('loccitane');
  });

  it('repairs letters lost to a wrong encoding', () => {
    expect(normalizeMerchant('CAFÃ© NERO').key).toBe('caffe nero');
    expect(normalizeMerchant('caf? philia')).toEqual({ name: 'Cafe Philia', key: 'cafe philia' });
    expect(normalizeMerchant('supermarch\ufffd du lac').key).toBe('supermarche du lac');
    // A lost letter that cannot be told is no shorter name: 'caf' is not the brand CAF.
    expect(normalizeMerchant('M?NCHEN SHOP').key).toBe('mnchen shop');
  });

  it('reads a long word with one letter too many as the known word', () => {
    expect(normalizeMerchant('mcdonaldis').key).toBe('mcdonalds');
    expect(normalizeMerchant('subi ssupermarket').key).toBe('subi supermarket');
    // Names of their own stay: a consonant, a last vowel or a brand's double letter is not a typo.
    expect(normalizeMerchant('CHRISTINE SMITH').key).toBe('christine smith');
    expect(normalizeMerchant('CAFFE CONCERTO').key).toBe('caffe concerto');
    expect(normalizeMerchant('MARSHALL FLEET').key).not.toMatch(/^marshal\b/);
  });

  it('gives one key to the branches of an unknown merchant', () => {
    const a = normalizeMerchant('CORNER BISTRO #12 PORTLAND OR');
    const b = normalizeMerchant('CORNER BISTRO 0045');
    expect(a.key).toBe('corner bistro');
    expect(b.key).toBe(a.key);
  });

  it('keeps the merchant’s own mixed case and the capitals of short acronyms', () => {
    // (PnP is now known as Pick n Pay: an unknown mixed-case name keeps its own capitals.)
    expect(normalizeMerchant('POS Purchase KwaMashu DeliCorner').name).toMatch(/^KwaMashu/);
    expect(normalizeMerchant('POS Purchase PnP Family Store').name).toBe('Pick n Pay');
    expect(normalizeMerchant('ABC LIQUORS OF MIAMI').name).toBe('ABC Liquors of Miami');
  });

  it('never throws and always gives a key', () => {
    for (const input of ['', '   ', '****', '12/03/2024 14.99', '🙂🙂', 'x'.repeat(5000)]) {
      const identity = normalizeMerchant(input);
      expect(identity.key.length).toBeGreaterThan(0);
      expect(identity.key).toBe(identity.key.toLowerCase());
    }
  });
});
