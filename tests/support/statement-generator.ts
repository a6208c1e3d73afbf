// Deterministic, realistic statements for property tests and benchmarks: the same seed gives the same text.
import { seeded } from '../../src/server/modules/demo/generate.ts';

export interface GeneratedRecord {
  date: string; // YYYY-MM-DD
  merchant: string;
  amountCents: number; // negative = money out
}

export type StatementStyle = 'text' | 'csv' | 'csv-debit-credit';

const MERCHANTS = [
  'STARBUCKS STORE #1234 SEATTLE WA',
  'WHOLEFDS MKT 10234 AUSTIN TX',
  'SHELL OIL 57444 HOUSTON TX',
  'AMZN Mktp US*2K4LM8',
  'NETFLIX.COM 866-579-7172 CA',
  'UBER *TRIP HELP.UBER.COM',
  'TRADER JOE S #552 PORTLAND OR',
  'CHIPOTLE 0897 DENVER CO',
  'SQ *BLUE BOTTLE COFFEE',
  'TARGET 00012345 MINNEAPOLIS MN',
  'SPOTIFY USA 877-7781161',
  'CVS/PHARMACY #04821',
  'COMCAST CABLE COMM',
  'PLANET FITNESS CLUB FEE',
  'DELTA AIR LINES 0062345',
  'MARRIOTT HOTEL BOSTON',
  'HOME DEPOT #6512',
  'PETSMART #0231',
  'ATM WITHDRAWAL 004512 MAIN ST',
  'MONTHLY SERVICE FEE',
  'TST* JOES PIZZA',
  'LYFT *RIDE THU 8PM',
  'WALGREENS #7823',
  'COSTCO WHSE #0117',
  'DOORDASH*THAI BASIL',
];

const INCOME = ['PAYROLL ACME CORP DIR DEP', 'REFUND AMAZON MARKETPLACE', 'ZELLE FROM JANE DOE'];

export function generateRecords(options: {
  count: number;
  seed?: number;
  incomeShare?: number;
}): GeneratedRecord[] {
  const next = seeded(options.seed ?? 1);
  const incomeShare = options.incomeShare ?? 0.05;
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: options.count }, (_, i) => {
    const isIncome = next() < incomeShare;
    const day = Math.floor((i / Math.max(1, options.count)) * 88);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const pool = isIncome ? INCOME : MERCHANTS;
    const merchant = pool[Math.floor(next() * pool.length)]!;
    const cents = isIncome
      ? 50_000 + Math.floor(next() * 300_000)
      : 199 + Math.floor(next() * 25_000);
    return { date, merchant, amountCents: isIncome ? cents : -cents };
  });
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const decimal = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

export function renderStatement(records: GeneratedRecord[], style: StatementStyle): string {
  switch (style) {
    case 'text':
      return records
        .map(
          (r) =>
            `${usDate(r.date)}  ${r.merchant}  ${r.amountCents < 0 ? '-' : ''}${decimal(r.amountCents)}`,
        )
        .join('\n');
    case 'csv':
      return [
        'Date,Description,Amount',
        ...records.map(
          (r) =>
            `${usDate(r.date)},"${r.merchant}",${r.amountCents < 0 ? '-' : ''}${decimal(r.amountCents)}`,
        ),
      ].join('\n');
    case 'csv-debit-credit':
      return [
        'Posted Date,Payee,Debit,Credit',
        ...records.map(
          (r) =>
            `${r.date},"${r.merchant}",${r.amountCents < 0 ? decimal(r.amountCents) : ''},${r.amountCents > 0 ? decimal(r.amountCents) : ''}`,
        ),
      ].join('\n');
  }
}

/** A statement of at most `characters` characters in the pasted-text style (the benchmark's input). */
export function generateStatementOfSize(
  characters: number,
  seed = 7,
): { text: string; records: GeneratedRecord[] } {
  // Generate generously, then keep whole lines while they fit.
  const candidates = generateRecords({ count: Math.ceil(characters / 30), seed });
  const records: GeneratedRecord[] = [];
  let length = 0;
  for (const record of candidates) {
    const lineLength = renderStatement([record], 'text').length + (records.length > 0 ? 1 : 0);
    if (length + lineLength > characters) break;
    records.push(record);
    length += lineLength;
  }
  return { text: renderStatement(records, 'text'), records };
}
