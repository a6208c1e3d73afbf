// The labelled merchant strings the categorisation evaluations read (eval:categorize, eval:learning):
// where each source lives under the data folder, how its rows are read, and which of its labels map
// to our default categories.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The data folder: CATEGORIZATION_DIR, or ../shared/data/categorization beside the repository. */
export const DEFAULT_DATA_DIR =
  process.env.CATEGORIZATION_DIR ?? path.resolve(root, '../shared/data/categorization');

export interface Row {
  description: string;
  amountCents: number;
  label: string;
  /** ISO date 'YYYY-MM-DD', for the sources that give one. */
  date?: string | undefined;
}

export interface Source {
  name: string;
  file: string;
  /** Source label -> our default category (or categories that all fit); labels not listed are excluded. */
  mapping: Record<string, string | string[]>;
  read: (file: string) => Row[];
  note: string;
  /** The statements' country (ISO 3166 alpha-2), given to the categoriser as detectCountry would. */
  country: string;
}

// ---- label mappings: only labels whose meaning is clear ----

const ZA_MAPPING: Record<string, string | string[]> = {
  Groceries: 'Groceries',
  'Eating Out': 'Dining Out',
  'Fast Food & Takeouts': 'Dining Out',
  Restaurants: 'Dining Out',
  Coffee: 'Dining Out',
  Fuel: 'Transportation',
  Transport: 'Transportation',
  Parking: 'Transportation',
  Subscriptions: 'Subscriptions',
  'Cellular Data Purchase': 'Phone',
  Clothing: 'Shopping',
  'Electronics and Appliances': 'Shopping',
  'Online Purchase': 'Shopping',
  'Home and Garden': 'Home Maintenance',
  'Personal Care': 'Personal Care',
  'Health and Medical': 'Healthcare',
  Education: 'Education',
  Entertainment: 'Entertainment',
  Gambling: 'Entertainment',
  'Holidays and Travel': 'Travel',
  Donation: 'Gifts',
  'Auto Insurance': 'Insurance',
  'Life Insurance': 'Insurance',
  'General Insurance': 'Insurance',
  'Health Insurance': 'Insurance',
  'Bank Charges and Fees': 'Fees & Charges',
  'Insufficient Funds Fee': 'Fees & Charges',
  'Spend Limit Exceeded Fee': 'Fees & Charges',
  'Cash Deposit Fee': 'Fees & Charges',
  'ATM and Cash Withdrawal': 'Cash & ATM',
  'Savings Transfer': 'Transfers',
  'Bank Transfer': 'Transfers',
  Investments: 'Transfers',
  'General Loan Repayment': 'Transfers',
  'Interest Received': 'Income & Refunds',
  Refund: 'Income & Refunds',
  // Left out: General Purchases, Debit Order (a payment method, not a purpose), Alcohol, Tobacco &
  // Smoking, Sport (gym or sporting goods), Interest Repayment (fee or loan).
};

const CAMT_MAPPING: Record<string, string | string[]> = {
  Restaurants: 'Dining Out',
  Courses: 'Groceries',
  Alimentation: 'Groceries',
  Abonnements: 'Subscriptions',
  'Transports Publics': 'Transportation',
  Voiture: 'Transportation',
  Santé: 'Healthcare',
  'Assurance Maladie': 'Insurance',
  Assurances: 'Insurance',
  Vacances: 'Travel',
  Shopping: 'Shopping',
  Loisirs: 'Entertainment',
  Divertissement: 'Entertainment',
  Mobilier: 'Home Maintenance',
  'Équipement Maison': 'Home Maintenance',
  'Soins Personnels': 'Personal Care',
  'Bien-être': 'Personal Care',
  Éducation: 'Education',
  Formation: 'Education',
  Dons: 'Gifts',
  Logement: 'Rent/Mortgage',
  'Frais Bancaires': 'Fees & Charges',
  Virements: 'Transfers',
  Transferts: 'Transfers',
  Investissements: 'Transfers',
  // Left out: Sport (gyms and sporting goods), Utilités (public toilets, telecoms and energy),
  // Pension, Services, Divers, Non Classé, Autre, Family, Taxes, Impôts, Allocations.
};

const BIRMINGHAM_MAPPING: Record<string, string | string[]> = {
  'Vehicle Fuel': 'Transportation',
  'Travel Bus/Rail': 'Transportation',
  'Travel Taxis': 'Transportation',
  'Car Parking': 'Transportation',
  // A council's food purchases are made at supermarkets and at cafés alike, and its hospitality
  // is meals and rooms: our taxonomy splits each in two, and either half is right.
  'Purchases Food': ['Groceries', 'Dining Out'],
  Hospitality: ['Dining Out', 'Travel'],
  Electricity: 'Utilities',
  Gas: 'Utilities',
  Water: 'Utilities',
  'Clothing&Uniforms': 'Shopping',
  // Left out: every code that names a purpose rather than a kind of merchant (Equip Operational,
  // Conference Fees, Books, Stationery...), and Bank & Goro charges (mostly cash withdrawals).
};

// ---- readers ----

function parseAmount(text: string | undefined, fallback: number): number {
  const cleaned = (text ?? '').replace(/[^\d.-]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : fallback;
}

export function readCsv(file: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data;
}

/** The date of a record as 'YYYY-MM-DD' ('2023-10-10 00:00:00' and '2023-10-27T00:00:00' alike). */
function parseDate(text: string | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec((text ?? '').trim())?.[0];
}

export const sources: Source[] = [
  {
    name: 'za-bank-lines',
    file: 'za-bank-lines/transactions-dev.csv',
    mapping: ZA_MAPPING,
    note: 'South African bank lines, signed amounts',
    country: 'za',
    read: (file) =>
      readCsv(file).map((r) => ({
        description: r.description ?? '',
        amountCents: parseAmount(r.amount, -100),
        label: (r.label ?? '').trim(),
        date: parseDate(r.date),
      })),
  },
  {
    name: 'camt-csv-ch debtors',
    file: 'camt-csv-ch/database/debtors.yaml',
    mapping: CAMT_MAPPING,
    note: 'Swiss card merchants (money out), French labels',
    country: 'ch',
    read: (file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const at = line.lastIndexOf(': ');
          return {
            description: line.slice(0, at),
            amountCents: -100,
            label: line.slice(at + 2).trim(),
          };
        })
        .filter((r) => r.description.length > 0),
  },
  {
    name: 'birmingham majority',
    file: 'birmingham-pcard/derived_merchant_majority_label.csv',
    mapping: BIRMINGHAM_MAPPING,
    note: 'UK council card merchants, one row per merchant, majority code held by at least half its transactions',
    country: 'gb',
    read: (file) =>
      readCsv(file)
        .filter((r) => Number(r.majority_share) >= 0.5)
        .map((r) => ({
          description: r.merchant_name ?? '',
          amountCents: -100,
          label: (r.majority_cac_desc_1 ?? '').trim(),
        })),
  },
  {
    name: 'birmingham sample',
    file: 'birmingham-pcard/derived_sample_10000_transactions.csv',
    mapping: BIRMINGHAM_MAPPING,
    note: 'UK council card transactions (10,000-row sample), each with its own code',
    country: 'gb',
    read: (file) =>
      readCsv(file).map((r) => ({
        description: r.merchant_name ?? '',
        amountCents: -Math.abs(parseAmount(r.amount, 100)),
        label: (r.cac_desc_1 ?? '').trim(),
        date: parseDate(r.date),
      })),
  },
];
