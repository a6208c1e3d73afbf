// Generated spending histories with known recurring series, for `npm run eval:recurring` and
// `npm run bench:recurring`. Each history is 13 to 25 months of money out ending on `asOf`: some
// series (subscriptions with price rises, rent on the last working day, utilities that vary, weekly,
// fortnightly, quarterly and yearly bills, missed months, charges in a foreign currency that differ
// by a few percent, one cancelled) among the noise a real account has (groceries, coffee most days,
// fuel, shopping, same-priced purchases at one shop). Seeded, so every run sees the same histories.

import { seeded } from '../src/server/modules/demo/generate.ts';

export interface GeneratedCharge {
  description: string;
  amountCents: number;
  date: string;
}

export interface KnownSeries {
  description: string;
  cadence: 'weekly' | 'every_2_weeks' | 'every_4_weeks' | 'monthly' | 'quarterly' | 'yearly';
  dates: string[];
  stopped: boolean;
}

export interface GeneratedHistory {
  charges: GeneratedCharge[];
  series: KnownSeries[];
  asOf: string;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function monthDate(year: number, month: number, day: number | 'last' | 'lastWorking'): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  if (day === 'last') return `${year}-${pad(month)}-${pad(last)}`;
  if (day === 'lastWorking') {
    let d = last;
    while ([0, 6].includes(weekday(`${year}-${pad(month)}-${pad(d)}`))) d -= 1;
    return `${year}-${pad(month)}-${pad(d)}`;
  }
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

/** A card charge posts a day or two late now and then; a weekend charge posts on Monday. */
function posted(date: string, rand: () => number): string {
  let day = toDay(date);
  if (rand() < 0.2) day += 1 + Math.floor(rand() * 2);
  const wd = new Date(day * DAY_MS).getUTCDay();
  if (wd === 6) day += 2;
  if (wd === 0) day += 1;
  return toDate(day);
}

interface Template {
  description: string;
  cadence: KnownSeries['cadence'];
  /** Cents of the first charge. */
  cents: number;
  /** How a charge's amount is drawn from the base. */
  vary?: 'few-percent' | 'usage';
  day?: number | 'last' | 'lastWorking';
  /** Chance of one lasting price rise of 8-20% part-way. */
  rise?: number;
  /** Chance of one missed charge. */
  miss?: number;
  /** Chance the series was cancelled a few months before the end. */
  cancel?: number;
}

const TEMPLATES: readonly Template[] = [
  { description: 'NETFLIX.COM 866-579-7172 CA', cadence: 'monthly', cents: 1549, rise: 0.5 },
  { description: 'Spotify P1A2B3C4D5', cadence: 'monthly', cents: 1099, rise: 0.3, cancel: 0.3 },
  { description: 'PUREGYM LTD MEMBERSHIP', cadence: 'monthly', cents: 2499, miss: 0.4 },
  {
    description: 'SO OAKWOOD LETTINGS RENT',
    cadence: 'monthly',
    cents: 120000,
    day: 'lastWorking',
  },
  { description: 'BRITISH GAS DD', cadence: 'monthly', cents: 8500, vary: 'usage' },
  { description: 'THAMES WATER UTILITIES', cadence: 'quarterly', cents: 9600, vary: 'few-percent' },
  { description: 'AVIVA HOME INSURANCE', cadence: 'yearly', cents: 32_000, rise: 0.5 },
  { description: 'DIRECT LINE MOTOR INS', cadence: 'monthly', cents: 4210 },
  { description: 'VODAFONE LTD', cadence: 'monthly', cents: 3000, vary: 'few-percent', miss: 0.2 },
  { description: 'M GARCIA CLEANING', cadence: 'weekly', cents: 4000, miss: 0.3 },
  { description: 'BRIGHT HORIZONS NURSERY', cadence: 'every_2_weeks', cents: 41_000 },
  { description: 'APPLE.COM/BILL ICLOUD', cadence: 'monthly', cents: 299 },
  { description: 'AMAZON PRIME*2K4LM', cadence: 'yearly', cents: 9500 },
  { description: 'PATREON* MEMBERSHIP', cadence: 'monthly', cents: 520, vary: 'few-percent' },
  { description: 'DISNEY PLUS', cadence: 'monthly', cents: 799, cancel: 0.7 },
  { description: 'THE GUARDIAN SUBSCRIPTION', cadence: 'every_4_weeks', cents: 1200 },
  { description: 'KUMON MATHS CENTRE', cadence: 'monthly', cents: 7000, day: 5, miss: 0.3 },
];

function seriesDates(template: Template, start: string, end: string, rand: () => number): string[] {
  const dates: string[] = [];
  const first = toDay(start) + Math.floor(rand() * 25);
  const [y0, m0] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const day = template.day ?? 1 + Math.floor(rand() * 28);
  const steps: Record<KnownSeries['cadence'], number> = {
    weekly: 7,
    every_2_weeks: 14,
    every_4_weeks: 28,
    monthly: 1,
    quarterly: 3,
    yearly: 12,
  };
  const step = steps[template.cadence];
  const inMonths = ['monthly', 'quarterly', 'yearly'].includes(template.cadence);
  for (let i = 0; ; i += 1) {
    let date: string;
    if (inMonths) {
      const index = y0 * 12 + (m0 - 1) + i * step;
      date = monthDate(Math.floor(index / 12), (index % 12) + 1, day);
      if (date < start) continue;
    } else {
      date = toDate(first + i * step);
    }
    if (date > end) break;
    dates.push(date);
  }
  return dates;
}

function generateHistory(seed: number): GeneratedHistory {
  const rand = seeded(seed);
  const months = 13 + Math.floor(rand() * 13);
  const asOf = toDate(toDay('2026-11-20') - Math.floor(rand() * 200));
  const start = toDate(toDay(asOf) - Math.round(months * 30.44));
  const charges: GeneratedCharge[] = [];
  const series: KnownSeries[] = [];

  const picked = TEMPLATES.filter(() => rand() < 0.45);
  for (const template of picked) {
    let dates = seriesDates(template, start, asOf, rand);
    let stopped = false;
    if (template.cancel && rand() < template.cancel && dates.length > 6) {
      dates = dates.slice(0, dates.length - 3 - Math.floor(rand() * 3));
      stopped = true;
    }
    if (template.miss && rand() < template.miss && dates.length > 5) {
      dates.splice(2 + Math.floor(rand() * (dates.length - 4)), 1);
    }
    const riseAt =
      template.rise && rand() < template.rise && dates.length >= 4
        ? 1 + Math.floor(rand() * (dates.length - 2))
        : -1;
    const riseBy = 1.08 + rand() * 0.12;
    const memberDates: string[] = [];
    dates.forEach((date, i) => {
      let cents = template.cents * (riseAt >= 0 && i >= riseAt ? riseBy : 1);
      if (template.vary === 'few-percent') cents *= 0.97 + rand() * 0.06;
      if (template.vary === 'usage') cents *= 0.75 + rand() * 0.5;
      const day =
        template.cadence === 'monthly' || template.cadence === 'quarterly'
          ? posted(date, rand)
          : date;
      memberDates.push(day);
      charges.push({
        description: template.description,
        amountCents: Math.round(cents),
        date: day,
      });
    });
    if (memberDates.length >= 2)
      series.push({
        description: template.description,
        cadence: template.cadence,
        dates: memberDates,
        stopped,
      });
  }

  // The noise: habits and one-offs, none of them a series.
  for (let day = toDay(start); day <= toDay(asOf); day += 1) {
    const date = toDate(day);
    const wd = weekday(date);
    if (rand() < 0.22)
      charges.push({
        description: 'TESCO STORES 2041',
        amountCents: 1500 + Math.floor(rand() * 12_000),
        date,
      });
    if (wd === 6 && rand() < 0.7)
      charges.push({
        description: 'SAINSBURYS S/MKT',
        amountCents: 3000 + Math.floor(rand() * 6000),
        date,
      });
    if (wd >= 1 && wd <= 5 && rand() < 0.6)
      charges.push({ description: 'PRET A MANGER', amountCents: 395, date });
    if (rand() < 0.11)
      charges.push({
        description: 'SHELL 4411',
        amountCents: 4500 + Math.floor(rand() * 2500),
        date,
      });
    if (rand() < 0.08)
      charges.push({
        description: 'AMAZON MKTPLACE PMTS',
        amountCents: 500 + Math.floor(rand() * 11_500),
        date,
      });
    if (rand() < 0.05)
      charges.push({
        description: 'DELIVEROO',
        amountCents: 1800 + Math.floor(rand() * 2500),
        date,
      });
    if (rand() < 0.06)
      charges.push({
        description: 'UBER *TRIP',
        amountCents: 700 + Math.floor(rand() * 2000),
        date,
      });
    if (rand() < 0.015)
      charges.push({ description: 'ZARA UK', amountCents: 2000 + Math.floor(rand() * 8000), date });
    if (rand() < 0.01) charges.push({ description: 'TFL TRAVEL CH', amountCents: 1000, date });
  }
  charges.sort((a, b) => a.date.localeCompare(b.date));
  return { charges, series, asOf };
}

/** `count` histories from one seed: the same ones on every run. */
export function generateHistories(count: number, seed = 33): GeneratedHistory[] {
  return Array.from({ length: count }, (_, i) => generateHistory(seed * 1000 + i));
}
