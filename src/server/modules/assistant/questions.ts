// The in-app assistant without an AI provider (issue 35): the question shapes it understands, read
// into an intent it can answer exactly from the budget tools. Anything else is 'unsupported', and the
// assistant says so rather than guessing. Pure: the person's today and category names come in.
import { daysInMonth, shiftDate, shiftMonth, weekdayOf, type MonthKey } from '#shared/period';

/** Dates from and to (both included), and how to say them ('last month'). */
export interface Period {
  from: string;
  to: string;
  label: string;
}

/** What the money is: one category, one merchant (a note's words), or all spending. */
export type Subject =
  { kind: 'category'; name: string } | { kind: 'merchant'; name: string } | { kind: 'all' };

export type Intent =
  | { kind: 'spending'; subject: Subject; period: Period }
  | { kind: 'income'; category: string | null; period: Period }
  | { kind: 'compare'; subject: Subject; periods: [Period, Period] }
  | { kind: 'due'; period: Period }
  | { kind: 'add'; amount: number; category: string; note: string | null; date: string }
  | { kind: 'unsupported'; reason: string };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const monthEnd = (month: MonthKey) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
const monthPeriod = (month: MonthKey, label: string): Period => ({
  from: `${month}-01`,
  to: monthEnd(month),
  label,
});
/** Monday of the week holding `date`. */
const weekStart = (date: string) => shiftDate(date, -((weekdayOf(date) + 6) % 7));

/**
 * The periods a question names, in the order it names them: today, yesterday, this/last/next week,
 * this/last month, this/last year, a month by name (and year), the last or next N days.
 */
export function periodsIn(text: string, today: string): Period[] {
  const found: Array<{ at: number; period: Period }> = [];
  const month = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  const add = (pattern: RegExp, make: (match: RegExpExecArray) => Period | null) => {
    for (const match of text.matchAll(new RegExp(pattern, 'gi'))) {
      const period = make(match);
      if (period) found.push({ at: match.index, period });
    }
  };
  add(/\btoday\b/, () => ({ from: today, to: today, label: 'today' }));
  add(/\byesterday\b/, () => {
    const day = shiftDate(today, -1);
    return { from: day, to: day, label: 'yesterday' };
  });
  add(/\b(this|last|next) week\b/, (m) => {
    const shift = { this: 0, last: -7, next: 7 }[m[1]!.toLowerCase() as 'this'];
    const from = shiftDate(weekStart(today), shift);
    return { from, to: shiftDate(from, 6), label: `${m[1]!.toLowerCase()} week` };
  });
  add(/\b(this|last|previous|next) month\b/, (m) => {
    const word = m[1]!.toLowerCase();
    const shift = word === 'this' ? 0 : word === 'next' ? 1 : -1;
    return monthPeriod(shiftMonth(month, shift), `${word === 'previous' ? 'last' : word} month`);
  });
  add(/\b(this|last) year\b/, (m) => {
    const y = m[1]!.toLowerCase() === 'this' ? year : year - 1;
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `${m[1]!.toLowerCase()} year` };
  });
  add(
    /\b(?:in )?(january|february|march|april|may|june|july|august|september|october|november|december)(?: (\d{4}))?\b/,
    (m) => {
      const index = MONTHS.indexOf(m[1]!.toLowerCase());
      // A month named alone is its latest one up to this month.
      let y = m[2] ? Number(m[2]) : year;
      const key = `${y}-${String(index + 1).padStart(2, '0')}`;
      if (!m[2] && key > month) y -= 1;
      const named = `${y}-${String(index + 1).padStart(2, '0')}`;
      const label = `${MONTHS[index]![0]!.toUpperCase()}${MONTHS[index]!.slice(1)} ${y}`;
      return monthPeriod(named, label);
    },
  );
  add(/\b(?:the )?(last|past|next) (\d{1,3}) days\b/, (m) => {
    const days = Number(m[2]);
    if (days < 1) return null;
    const ahead = m[1]!.toLowerCase() === 'next';
    return ahead
      ? { from: today, to: shiftDate(today, days - 1), label: `the next ${days} days` }
      : { from: shiftDate(today, -(days - 1)), to: today, label: `the last ${days} days` };
  });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.period);
}

/** An amount in cents from '£12', '12.50', '$1,200', '12 dollars'; null when there is none. */
export function amountIn(text: string): number | null {
  const match = /(?:[£$€¥₹]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const amount = whole * 100 + cents;
  return amount > 0 ? amount : null;
}

const normal = (text: string) => text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');

/** The category a question names: the longest of the person's names found in it as words. */
export function categoryIn(text: string, categories: readonly string[]): string | null {
  const question = ` ${normal(text).replace(/[^\p{L}\p{N}' ]/gu, ' ')} `;
  const named = [...categories]
    .sort((a, b) => b.length - a.length)
    .find((name) => {
      const words = normal(name)
        .replace(/[^\p{L}\p{N}' ]/gu, ' ')
        .trim();
      if (!words) return false;
      const plural = words.endsWith('s') ? words.slice(0, -1) : `${words}s`;
      return question.includes(` ${words} `) || question.includes(` ${plural} `);
    });
  return named ?? null;
}

const SPEND = /\b(spend|spent|spending|cost|pay|paid)\b/i;
const EARN = /\b(earn|earned|income|made|make|get paid|got paid|receive|received)\b/i;
const DUE = /\b(due|bills?|to pay|owe)\b/i;
const COMPARE = /\b(compare|compared|versus|vs\.?|more than|less than|than)\b/i;
const ADD = /^\s*(add|log|record|spent|i spent|paid)\b/i;

/** The words after 'at' or 'on' that are no category and no period: a merchant ('at Starbucks'). */
function merchantIn(text: string): string | null {
  const match =
    /\b(?:at|from|with) ([\p{L}\p{N}&.'-]+(?: [\p{Lu}\p{N}&.'-][\p{L}\p{N}&.'-]*)*)/u.exec(text);
  if (!match) return null;
  const words = match[1]!.replace(/[?.!]+$/, '').trim();
  if (periodsIn(words, '2000-01-01').length > 0 || /^(all|the|my|a|an)$/i.test(words)) return null;
  return words || null;
}

function subjectOf(text: string, categories: readonly string[]): Subject {
  const category = categoryIn(text, categories);
  if (category) return { kind: 'category', name: category };
  const merchant = merchantIn(text);
  if (merchant) return { kind: 'merchant', name: merchant };
  return { kind: 'all' };
}

export const UNSUPPORTED_REASON =
  'I can answer how much you spent or earned (by category or merchant) over a period, compare two periods, say what is due, and add a transaction. I cannot answer that question exactly, so I will not guess.';

export function readQuestion(
  question: string,
  context: { today: string; categories: readonly string[]; incomeCategories: readonly string[] },
): Intent {
  const text = question.trim();
  const { today } = context;
  const periods = periodsIn(text, today);

  if (ADD.test(text)) {
    const amount = amountIn(text);
    if (amount === null)
      return {
        kind: 'unsupported',
        reason: 'Say how much to add, such as "Add £12 lunch to Dining Out today".',
      };
    const category = categoryIn(text, context.categories);
    if (!category) {
      return {
        kind: 'unsupported',
        reason:
          'Say which of your categories it goes to, such as "Add £12 lunch to Dining Out today".',
      };
    }
    const day = periods[0];
    const note = /\b(?:for|on)? ?([\p{L}][\p{L} '-]*?)\s+(?:to|in|into)\s/iu
      .exec(
        text.replace(/^\s*(add|log|record|spent|i spent|paid)\s+[£$€¥₹]?\s?[\d.,]+\s*/i, ''),
      )?.[1]
      ?.trim();
    return {
      kind: 'add',
      amount,
      category,
      note: note && note.toLowerCase() !== category.toLowerCase() ? note : null,
      date: day && day.from === day.to ? day.from : today,
    };
  }

  if (DUE.test(text) && !SPEND.test(text)) {
    const period = periods[0] ?? { from: today, to: shiftDate(today, 6), label: 'the next 7 days' };
    return { kind: 'due', period };
  }

  if (COMPARE.test(text) && periods.length >= 2) {
    return {
      kind: 'compare',
      subject: subjectOf(text, context.categories),
      periods: [periods[0]!, periods[1]!],
    };
  }

  if (EARN.test(text) && !SPEND.test(text)) {
    const period = periods[0];
    if (!period)
      return { kind: 'unsupported', reason: 'Say over which dates, such as "last month".' };
    return { kind: 'income', category: categoryIn(text, context.incomeCategories), period };
  }

  if (SPEND.test(text) || /\bhow much\b/i.test(text)) {
    const period = periods[0];
    if (!period)
      return {
        kind: 'unsupported',
        reason: 'Say over which dates, such as "last month" or "this week".',
      };
    const income = categoryIn(text, context.incomeCategories);
    if (income && !categoryIn(text, context.categories)) {
      return { kind: 'income', category: income, period };
    }
    return { kind: 'spending', subject: subjectOf(text, context.categories), period };
  }

  return { kind: 'unsupported', reason: UNSUPPORTED_REASON };
}
