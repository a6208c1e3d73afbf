// Series of charges that recur (issue 33): one merchant charging on a cadence, about the same amount.
// Pure and in cents, so the breakdown (one statement, in the browser or a worker) and the server
// (a person's whole history) find the same series. What makes a series:
// - one merchant (its key), and amounts that stay within a few percent of each other, except for
//   at most one lasting step (a price change: 15.49 then 17.99 on);
// - gaps that are whole steps of one cadence (weekly to yearly), one step in three at most missed
//   (a skipped month), days a little early or late (weekends, month lengths);
// - two charges are enough only for a bill-like merchant (rent, a utility, a subscription, a gym)
//   or an identical amount a cadence apart; three or more stand on their own.
// Habits (coffee, weekly groceries) fail on the amounts; the cadence alone never makes a series.

import {
  BILL_CADENCES,
  cadenceDays,
  cadenceMonths,
  type BillCadence,
} from '#shared/budget/schedule';
import { sameDayInMonth, shiftDate, shiftMonth } from '#shared/period';

/** A series' cadences are a repeating bill's, so a series becomes a bill as it is. */
export const SERIES_CADENCES = BILL_CADENCES;
export type SeriesCadence = BillCadence;

export type MerchantKind = 'biller' | 'payee' | 'shop';

export interface RecurringItem {
  merchantKey: string;
  merchant: string;
  /** Positive cents of money out. */
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /**
   * What the merchant is: a biller (rent, utilities, phone, a subscription: billed on a schedule), a
   * shop (bought from now and then: groceries, fuel, cash), or a payee nothing is known of (a person
   * or firm paid by transfer). Absent: a payee.
   */
  kind?: MerchantKind;
}

export interface RecurringSeries {
  merchantKey: string;
  merchant: string;
  cadence: SeriesCadence;
  /** The amount now: the latest price's median, cents. */
  typicalCents: number;
  /** The least and most of the latest price's charges. */
  minCents: number;
  maxCents: number;
  count: number;
  firstDate: string;
  lastDate: string;
  nextExpected: string;
  /** 0 to 1: how sure the series is (more charges, steadier gaps and amounts, a bill-like merchant). */
  confidence: number;
  /** The price before a lasting change and the day it changed; null when it never changed. */
  priceChange: { fromCents: number; toCents: number; date: string } | null;
  /** The next charge is well overdue as of the history's end (`asOf`): the series seems to have stopped. */
  stopped: boolean;
  /** The dates of the charges that make it. */
  dates: string[];
}

const DAY_MS = 86_400_000;

/** Default categories whose merchants usually bill on a schedule (concepts.json's names). */
const BILL_LIKE_CATEGORIES = new Set([
  'rent/mortgage',
  'utilities',
  'phone',
  'internet',
  'insurance',
  'subscriptions',
  'fitness',
  'education',
]);

/**
 * Words a bank prints on charges billed on a schedule ('AMAZON PRIME', 'PUREGYM MEMBERSHIP', 'DD',
 * 'standing order'), in the languages of the statements we read: they mark one charge as a bill
 * where the merchant's category (Shopping, for Amazon) says nothing.
 */
const BILLING_WORDS =
  /\b(subscr\w*|membership|member|prime|premium|renewal|annual fee|monthly fee|monthly plan|direct debit|standing order|recurring|abonnement|abo|lastschrift|dauerauftrag|pr[ée]l[èe]vement|domiciliaci[óo]n|addebito)\b/i;

/** 'DD' (direct debit) and 'SO' (standing order) as a bank's type code: a word of their own. */
const TYPE_CODES = /(?:^|\s)(dd|so|sto)(?:\s|$)/i;

/** Whether a charge's words say it is billed on a schedule. */
export function hasBillingWords(description: string): boolean {
  return BILLING_WORDS.test(description) || TYPE_CODES.test(description);
}

/** Default categories that say nothing of how a merchant charges: its payees are judged by the amounts. */
const PAYEE_CATEGORIES = new Set(['needs category', 'transfers', 'fees & charges']);

/** A charge's merchant kind from its category (the default taxonomy's) and its words. */
export function merchantKindOf(category: string, description: string): MerchantKind {
  if (isBillLikeCategory(category) || hasBillingWords(description)) return 'biller';
  return PAYEE_CATEGORIES.has(category.trim().toLowerCase()) ? 'payee' : 'shop';
}

/** Whether a category (the default taxonomy's) holds merchants that bill on a schedule. */
export function isBillLikeCategory(category: string): boolean {
  return BILL_LIKE_CATEGORIES.has(category.trim().toLowerCase());
}

/** A breakdown's money out as the detector reads it (undated rows cannot recur and are left out). */
export function recurringItemsOf(
  spending: ReadonlyArray<{
    merchantKey: string;
    merchant: string;
    amountCents: number;
    date: string | null;
    category: string;
    description?: string;
  }>,
): RecurringItem[] {
  return spending.flatMap((item) =>
    item.date === null
      ? []
      : [
          {
            merchantKey: item.merchantKey,
            merchant: item.merchant,
            amountCents: item.amountCents,
            date: item.date,
            kind: merchantKindOf(item.category, item.description ?? ''),
          },
        ],
  );
}

interface CadenceShape {
  cadence: SeriesCadence;
  /** Days in one step (months are counted as 30.44 days, years as 365.25). */
  days: number;
  /** How far a charge may fall from a whole step, in days. */
  slack: number;
}

const CADENCES: readonly CadenceShape[] = [
  { cadence: 'weekly', days: 7, slack: 1 },
  { cadence: 'every_2_weeks', days: 14, slack: 2 },
  { cadence: 'every_4_weeks', days: 28, slack: 1 },
  { cadence: 'monthly', days: 30.44, slack: 5 },
  { cadence: 'quarterly', days: 91.31, slack: 8 },
  { cadence: 'yearly', days: 365.25, slack: 12 },
];

/** Amounts within this share of each other are one price ('a few percent' either way). */
const SAME_PRICE = 0.06;
/** A bill-like merchant's amounts may vary this much around their median (a utility's usage). */
const BILL_SPREAD = 0.35;
/** A series nothing marks as billed keeps one price to the cent, or near it (a cleaner's 40.00). */
const EXACT_SPREAD = 0.01;
const MIN_CONFIDENCE = 0.5;

// (Date.UTC of the digits: Date.parse of an ISO string costs several times more, on every charge.)
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

const samePrice = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * SAME_PRICE;

/** How many whole steps a gap is, when it is close enough to one (1 or 2: one missed), else null. */
function stepsIn(gapDays: number, shape: CadenceShape): number | null {
  for (const steps of [1, 2]) {
    if (Math.abs(gapDays - steps * shape.days) <= shape.slack * steps) return steps;
  }
  return null;
}

function nextAfter(date: string, cadence: SeriesCadence): string {
  switch (cadence) {
    case 'weekly':
      return dateOfDay(dayNumber(date) + 7);
    case 'every_2_weeks':
      return dateOfDay(dayNumber(date) + 14);
    case 'every_4_weeks':
      return dateOfDay(dayNumber(date) + 28);
    case 'monthly':
      return sameDayInMonth(date, shiftMonth(date.slice(0, 7), 1));
    case 'quarterly':
      return sameDayInMonth(date, shiftMonth(date.slice(0, 7), 3));
    case 'yearly':
      return sameDayInMonth(date, shiftMonth(date.slice(0, 7), 12));
  }
}

interface Charge {
  day: number;
  date: string;
  cents: number;
}

/**
 * Splits charges (by date) into at most two prices: where one lasting step divides them into runs
 * that each keep one price. Returns the index the latest price starts at (0: one price), or null
 * when the amounts wander more than that. A clean step (each run within a few percent) is preferred
 * to reading a biller's price change as amounts that merely vary.
 */
function priceStep(charges: readonly Charge[], spread: number): number | null {
  const fits = (run: readonly Charge[], within: number) => {
    const mid = median(run.map((c) => c.cents));
    return run.every((c) => Math.abs(c.cents - mid) <= mid * within);
  };
  const stepWithin = (within: number): number | null => {
    for (let at = 2; at < charges.length; at += 1) {
      const after = charges.slice(at);
      // A price change lasts: the old price was charged at least twice, and the new one twice too
      // unless only the latest charge shows it.
      if (after.length < 2 && charges.length < 4) continue;
      if (fits(charges.slice(0, at), within) && fits(after, within)) return at;
    }
    return null;
  };
  const tight = Math.min(spread, SAME_PRICE);
  // One price to the cent; then a change between two prices each kept to the cent (10.99 to 11.99 is
  // a price rise, not amounts a few percent apart); then looser readings.
  const exact = Math.min(spread, EXACT_SPREAD);
  if (fits(charges, exact)) return 0;
  const exactStep = stepWithin(exact);
  if (exactStep !== null) return exactStep;
  if (fits(charges, tight)) return 0;
  const step = stepWithin(tight);
  if (step !== null) return step;
  return spread > tight && fits(charges, spread) ? 0 : null;
}

/** The best series one merchant's charges hold for one cadence, or null. */
function seriesFor(
  charges: readonly Charge[],
  shape: CadenceShape,
  kind: MerchantKind,
): { members: Charge[]; missed: number } | null {
  // Charges that span less than one step hold no chain of this cadence (a month's statement, yearly).
  if (charges.length < 2 || charges.at(-1)!.day - charges[0]!.day < shape.days - shape.slack)
    return null;
  // The longest chain of charges a whole step (or two) apart, earliest first.
  const best: Array<{ length: number; missed: number; previous: number }> = [];
  for (let i = 0; i < charges.length; i += 1) {
    best[i] = { length: 1, missed: 0, previous: -1 };
    for (let j = i - 1; j >= 0; j -= 1) {
      const gap = charges[i]!.day - charges[j]!.day;
      if (gap > 2 * shape.days + 2 * shape.slack) break;
      const steps = stepsIn(gap, shape);
      if (steps === null) continue;
      // A shop's amounts along the chain move in small steps; a biller's or payee's may change more
      // (a price change; what is left over is judged by `priceStep`).
      if (kind === 'shop' && !samePrice(charges[i]!.cents, charges[j]!.cents)) {
        const ratio = charges[i]!.cents / charges[j]!.cents;
        if (ratio < 0.7 || ratio > 1.4) continue;
      }
      const candidate = {
        length: best[j]!.length + 1,
        missed: best[j]!.missed + steps - 1,
        previous: j,
      };
      const current = best[i]!;
      if (
        candidate.length - candidate.missed > current.length - current.missed ||
        (candidate.length - candidate.missed === current.length - current.missed &&
          candidate.missed < current.missed)
      )
        best[i] = candidate;
    }
  }
  let end = -1;
  for (let i = 0; i < charges.length; i += 1) {
    const score = best[i]!.length - best[i]!.missed;
    if (end < 0 || score > best[end]!.length - best[end]!.missed) end = i;
  }
  if (end < 0) return null;
  const members: Charge[] = [];
  for (let i = end; i >= 0; i = best[i]!.previous) members.unshift(charges[i]!);
  const missed = best[end]!.missed;
  if (members.length < 2 || missed * 3 > members.length) return null;
  return { members, missed };
}

function confidenceOf(options: {
  count: number;
  missed: number;
  exact: boolean;
  kind: MerchantKind;
  priceChanged: boolean;
}): number {
  const { count, missed, exact, kind, priceChanged } = options;
  let score = count >= 4 ? 0.8 : count === 3 ? 0.7 : 0.5;
  if (exact) score += 0.1;
  if (kind === 'biller') score += 0.1;
  score -= missed * 0.05;
  if (priceChanged) score -= 0.05;
  return Math.max(0, Math.min(0.99, Math.round(score * 100) / 100));
}

/** Charges grouped by price: sorted by amount, each within a few percent of the one before. */
function priceClusters(charges: readonly Charge[], within: number): Charge[][] {
  const byAmount = [...charges].sort((a, b) => a.cents - b.cents);
  const clusters: Charge[][] = [];
  for (const charge of byAmount) {
    const last = clusters.at(-1)?.at(-1);
    if (last && charge.cents - last.cents <= charge.cents * within) clusters.at(-1)!.push(charge);
    else clusters.push([charge]);
  }
  return clusters
    .filter((cluster) => cluster.length >= 2)
    .map((cluster) => cluster.sort((a, b) => a.day - b.day));
}

/** A chain of charges made into a series, or null when its amounts or its size do not hold up. */
function toSeries(options: {
  items: readonly RecurringItem[];
  shape: CadenceShape;
  members: Charge[];
  missed: number;
  kind: MerchantKind;
  busy: boolean;
  asOf: string;
}): RecurringSeries | null {
  const { shape, members, missed, kind, busy } = options;
  // Two charges prove a series only for a biller; elsewhere three or more. A shop's keep one price
  // to the cent (a price met by chance three times a cadence apart is rare, a near one is not); a
  // busy merchant's near it; a payee's a few percent; a biller's vary more.
  // Two charges a week or two apart say little: those cadences need three.
  if (members.length < 3 && (busy || kind !== 'biller' || shape.days < 28)) return null;
  const spread =
    kind === 'shop' ? 0 : busy ? EXACT_SPREAD : kind === 'payee' ? SAME_PRICE : BILL_SPREAD;
  const step = priceStep(members, spread);
  if (step === null || (busy && step > 0)) return null;
  const latest = members.slice(step);
  const amounts = latest.map((c) => c.cents);
  const exact = amounts.every((cents) => cents === amounts[0]);
  const typical = median(amounts);
  const earlier = step > 0 ? median(members.slice(0, step).map((c) => c.cents)) : null;
  const lastDate = members.at(-1)!.date;
  const nextExpected = nextAfter(lastDate, shape.cadence);
  const grace = Math.max(7, Math.round(shape.days / 2));
  return {
    merchantKey: options.items[0]!.merchantKey,
    merchant: options.items[0]!.merchant,
    cadence: shape.cadence,
    typicalCents: typical,
    minCents: Math.min(...amounts),
    maxCents: Math.max(...amounts),
    count: members.length,
    firstDate: members[0]!.date,
    lastDate,
    nextExpected,
    confidence: confidenceOf({
      count: members.length,
      missed,
      exact,
      kind,
      priceChanged: earlier !== null,
    }),
    priceChange:
      earlier === null ? null : { fromCents: earlier, toCents: typical, date: latest[0]!.date },
    stopped: dayNumber(options.asOf) > dayNumber(nextExpected) + grace,
    dates: members.map((c) => c.date),
  };
}

/**
 * Charges of the chain's price that it leaves out: a coffee bought most days has a weekly chain in
 * it, but it is a habit. At a shop any such charge in the whole history counts (top-ups of 10.00 at
 * random times hold chains by chance), one in four forgiven; elsewhere those within the chain's span.
 */
function isHabit(pool: readonly Charge[], members: readonly Charge[], kind: MerchantKind): boolean {
  const isShop = kind === 'shop';
  const first = isShop ? -Infinity : members[0]!.day;
  const last = isShop ? Infinity : members.at(-1)!.day;
  const inChain = new Set(members.map((c) => c.day));
  const price = median(members.map((c) => c.cents));
  const extra = pool.filter(
    (c) =>
      c.day >= first &&
      c.day <= last &&
      !inChain.has(c.day) &&
      Math.abs(c.cents - price) <= price * (isShop ? EXACT_SPREAD : SAME_PRICE),
  ).length;
  return isShop ? extra > members.length / 4 : extra > members.length / 2;
}

/** A merchant charged more often than the chain, within its span, is a shop, not a biller. */
function isBusy(all: readonly Charge[], members: readonly Charge[]): boolean {
  const first = members[0]!.day;
  const last = members.at(-1)!.day;
  const inChain = new Set(members.map((c) => c.day));
  const extra = all.filter((c) => c.day >= first && c.day <= last && !inChain.has(c.day)).length;
  return extra >= members.length;
}

const scoreOf = (series: RecurringSeries) => series.count * 10 + series.confidence;

/** Days the charges fall from where the cadence's own calendar puts them, summed (0: exactly). */
function driftOf(dates: readonly string[], shape: CadenceShape): number {
  let drift = 0;
  for (let i = 1; i < dates.length; i += 1) {
    const steps = Math.max(
      1,
      Math.round((dayNumber(dates[i]!) - dayNumber(dates[i - 1]!)) / shape.days),
    );
    let expected = dates[i - 1]!;
    for (let step = 0; step < steps; step += 1) expected = nextAfter(expected, shape.cadence);
    drift += Math.abs(dayNumber(dates[i]!) - dayNumber(expected));
  }
  return drift;
}

/**
 * Whether a series read with one cadence beats the best so far: more charges and surer first, then
 * the one whose calendar the dates keep; on a tie (charges on the 3rd of February and of March are
 * 28 days and one month apart) monthly, by far the more common.
 */
function isBetter(
  series: RecurringSeries,
  best: RecurringSeries | null,
  drift: number,
  bestDrift: number,
): boolean {
  if (!best) return true;
  if (scoreOf(series) !== scoreOf(best)) return scoreOf(series) > scoreOf(best);
  if (drift !== bestDrift) return drift < bestDrift;
  return series.cadence === 'monthly' && best.cadence !== 'monthly';
}

/**
 * The series one merchant's charges hold: its billed charges (Amazon Prime) apart from its purchases
 * (Amazon's marketplace) when it has both.
 */
function detectForMerchant(items: readonly RecurringItem[], asOf: string): RecurringSeries[] {
  const billed = items.filter((item) => item.kind === 'biller');
  const rest = items.filter((item) => item.kind !== 'biller');
  const shops = rest.filter((item) => item.kind === 'shop').length;
  return [
    ...(billed.length > 0 ? detectInCharges(billed, 'biller', asOf) : []),
    ...(rest.length > 0
      ? detectInCharges(rest, shops * 2 > rest.length ? 'shop' : 'payee', asOf)
      : []),
  ];
}

/** The strongest series in one merchant's charges, then any other at another price. */
function detectInCharges(
  items: readonly RecurringItem[],
  kind: MerchantKind,
  asOf: string,
): RecurringSeries[] {
  // One charge a day: a day's repeats are one purchase split, or a double charge.
  const byDay = new Map<string, Charge>();
  for (const item of items) {
    const existing = byDay.get(item.date);
    if (!existing || item.amountCents > existing.cents)
      byDay.set(item.date, { day: dayNumber(item.date), date: item.date, cents: item.amountCents });
  }
  let charges = [...byDay.values()].sort((a, b) => a.day - b.day);
  const found: RecurringSeries[] = [];
  while (charges.length >= 2 && found.length < 3) {
    // All the charges (a price change included), or one price's (a subscription among purchases).
    // A shop's series keeps one price to the cent, so only its exact prices are worth a look.
    const pools =
      kind === 'shop'
        ? priceClusters(charges, 0)
        : [charges, ...priceClusters(charges, SAME_PRICE)];
    let best: RecurringSeries | null = null;
    let bestDrift = Infinity;
    for (const pool of pools) {
      for (const shape of CADENCES) {
        const chain = seriesFor(pool, shape, kind);
        if (!chain) continue;
        if (isHabit(pool, chain.members, kind)) continue;
        const busy = isBusy(charges, chain.members);
        const series = toSeries({ items, shape, ...chain, kind, busy, asOf });
        if (!series) continue;
        const drift = driftOf(series.dates, shape);
        if (isBetter(series, best, drift, bestDrift)) [best, bestDrift] = [series, drift];
      }
    }
    if (!best) break;
    // A second series of one merchant is another price, not the first's charges that fell off it.
    const spread = kind === 'biller' ? BILL_SPREAD : SAME_PRICE;
    const price = best.typicalCents;
    if (
      found.some(
        (other) =>
          Math.abs(other.typicalCents - price) <= Math.max(other.typicalCents, price) * spread,
      )
    )
      break;
    found.push(best);
    const used = new Set(best.dates);
    charges = charges.filter((c) => !used.has(c.date));
  }
  return found;
}

/**
 * The series in a history of money out, most costly a year first. `asOf` is the history's end
 * ('YYYY-MM-DD'; today for a person, the last day for a statement) and decides which have stopped.
 */
export function detectRecurring(items: readonly RecurringItem[], asOf: string): RecurringSeries[] {
  const byMerchant = new Map<string, RecurringItem[]>();
  for (const item of items) {
    // A charge with no merchant name cannot be told from another one.
    if (item.merchantKey === 'unknown') continue;
    if (item.amountCents <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(item.date)) continue;
    const list = byMerchant.get(item.merchantKey);
    if (list) list.push(item);
    else byMerchant.set(item.merchantKey, [item]);
  }
  const found: RecurringSeries[] = [];
  for (const list of byMerchant.values()) {
    for (const series of detectForMerchant(list, asOf))
      if (series.confidence >= MIN_CONFIDENCE) found.push(series);
  }
  return found.sort(
    (a, b) => yearlyCents(b) - yearlyCents(a) || a.merchant.localeCompare(b.merchant),
  );
}

const PER_YEAR: Record<SeriesCadence, number> = {
  weekly: 365.25 / 7,
  every_2_weeks: 365.25 / 14,
  every_4_weeks: 365.25 / 28,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

/** What a series costs in a year at its current price, cents. */
export function yearlyCents(series: Pick<RecurringSeries, 'cadence' | 'typicalCents'>): number {
  return Math.round(series.typicalCents * PER_YEAR[series.cadence]);
}

/** The fields of a repeating bill made of a series in one click. */
export interface SeriesBill {
  name: string;
  cadence: SeriesCadence;
  /** The series' next charge on or after today. */
  startDate: string;
  amountKind: 'exact' | 'about' | 'range';
  amount: number;
  amountMax: number | null;
}

/**
 * A series as a repeating bill: named after the merchant, from its next charge on or after `today`,
 * of its current amount: exact, about (within 6%), or the range its charges span.
 */
export function billOfSeries(
  series: Pick<
    RecurringSeries,
    'merchant' | 'cadence' | 'typicalCents' | 'minCents' | 'maxCents' | 'lastDate'
  >,
  today: string,
): SeriesBill {
  const exact = series.minCents === series.maxCents;
  const about = series.maxCents <= series.minCents * 1.06;
  return {
    name: series.merchant,
    cadence: series.cadence,
    startDate: nextOnOrAfter(series, today),
    amountKind: exact ? 'exact' : about ? 'about' : 'range',
    amount: exact || about ? series.typicalCents : series.minCents,
    amountMax: exact || about ? null : series.maxCents,
  };
}

function nextOnOrAfter(series: Pick<RecurringSeries, 'cadence' | 'lastDate'>, today: string) {
  const days = cadenceDays(series.cadence);
  const months = cadenceMonths(series.cadence) ?? 1;
  for (let step = 1; ; step += 1) {
    const next =
      days !== null
        ? shiftDate(series.lastDate, step * days)
        : sameDayInMonth(series.lastDate, shiftMonth(series.lastDate.slice(0, 7), step * months));
    if (next >= today) return next;
  }
}

/**
 * The repeating bill a series already is: the one made of it (by its key), else one of the same name
 * and cadence (made from a statement's report, or by hand).
 */
export function billOfSameSeries<
  T extends { name: string; cadence: string; seriesKey: string | null },
>(
  bills: readonly T[],
  series: { key?: string; merchant: string; cadence: SeriesCadence },
): T | undefined {
  const name = series.merchant.trim().toLowerCase();
  return (
    (series.key === undefined ? undefined : bills.find((b) => b.seriesKey === series.key)) ??
    bills.find((b) => b.cadence === series.cadence && b.name.trim().toLowerCase() === name)
  );
}
