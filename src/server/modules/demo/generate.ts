// Realistic demo budget data: a household's monthly categories and transactions over some months,
// deterministic for a seed. Each transaction names its merchant (History shows it), pay, rent, bills
// and subscriptions come on their days at their prices, and a bill paid is paid as the app's tick
// pays it (one bill_payment, ADR 0015). Pure: the seeding service writes what this returns.
import { isBillType } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import { daysInMonth, shiftMonth, type MonthKey } from '#shared/period';

/** A charge that comes every month: from whom, how much (cents) and on which day. */
interface Fixed {
  merchant: string;
  amount: number;
  day: number;
}

interface Plan {
  name: string;
  type: CategoryType;
  /** Monthly goal in cents. */
  goal: number;
  /** Every month's charges (pay, rent, bills, subscriptions), each on its day. */
  fixed?: Fixed[];
  /** Everyday spending shares the rest of a month by weight, around a typical amount in cents. */
  weight?: number;
  typical?: number;
  /** Where everyday spending goes, as a statement names it: one is picked per transaction. */
  merchants?: string[];
}

/** A bill's single monthly payment: its amount is its goal, its day its due date. */
const bill = (merchant: string, goal: number, day: number) => ({
  goal,
  fixed: [{ merchant, amount: goal, day }],
});

const PLANS: Plan[] = [
  {
    name: 'Salary',
    type: 'income',
    goal: 520_000,
    fixed: [
      { merchant: 'Acme Corp payroll', amount: 260_000, day: 1 },
      { merchant: 'Acme Corp payroll', amount: 260_000, day: 15 },
    ],
  },
  {
    name: 'Side Gig',
    type: 'income',
    goal: 40_000,
    typical: 8_000,
    weight: 1,
    merchants: ['Upwork payout', 'Etsy payout', 'Fiverr payout'],
  },
  {
    name: 'Rent/Mortgage',
    type: 'expense',
    goal: 185_000,
    fixed: [{ merchant: 'Maple Court Apartments', amount: 185_000, day: 1 }],
  },
  {
    name: 'Utilities',
    type: 'expense',
    goal: 22_000,
    fixed: [
      { merchant: 'City Power & Light', amount: 11_000, day: 12 },
      { merchant: 'Metro Water & Sewer', amount: 11_000, day: 26 },
    ],
  },
  {
    name: 'Phone',
    type: 'expense',
    goal: 6_500,
    fixed: [{ merchant: 'Verizon Wireless', amount: 6_500, day: 8 }],
  },
  {
    name: 'Internet',
    type: 'expense',
    goal: 7_000,
    fixed: [{ merchant: 'Xfinity Internet', amount: 7_000, day: 9 }],
  },
  {
    name: 'Insurance',
    type: 'expense',
    goal: 18_000,
    fixed: [{ merchant: 'State Farm auto & renters', amount: 18_000, day: 3 }],
  },
  {
    name: 'Groceries',
    type: 'expense',
    goal: 65_000,
    typical: 6_500,
    weight: 10,
    merchants: ["Trader Joe's", 'Safeway', 'Whole Foods Market', 'Costco', 'Kroger'],
  },
  {
    name: 'Dining Out',
    type: 'expense',
    goal: 25_000,
    typical: 3_200,
    weight: 7,
    merchants: [
      'Chipotle',
      'Starbucks',
      'Sweetgreen',
      'Olive Garden',
      'Panera Bread',
      'Thai Basil',
    ],
  },
  {
    name: 'Transportation',
    type: 'expense',
    goal: 20_000,
    typical: 4_000,
    weight: 5,
    merchants: ['Shell', 'Chevron', 'Uber', 'Lyft', 'City Parking'],
  },
  {
    name: 'Entertainment',
    type: 'expense',
    goal: 12_000,
    typical: 2_500,
    weight: 3,
    merchants: ['AMC Theatres', 'Steam', 'Ticketmaster', 'Barnes & Noble'],
  },
  {
    name: 'Shopping',
    type: 'expense',
    goal: 20_000,
    typical: 5_500,
    weight: 4,
    merchants: ['Amazon', 'Target', 'IKEA', 'Best Buy', 'Old Navy'],
  },
  {
    name: 'Healthcare',
    type: 'expense',
    goal: 10_000,
    typical: 4_500,
    weight: 1,
    merchants: ['CVS Pharmacy', 'Walgreens', 'Riverside Family Clinic', 'Bright Smile Dental'],
  },
  {
    name: 'Subscriptions',
    type: 'expense',
    goal: 4_500,
    fixed: [
      { merchant: 'Netflix', amount: 1_549, day: 5 },
      { merchant: 'Spotify', amount: 1_199, day: 14 },
      { merchant: 'Hulu', amount: 799, day: 21 },
    ],
  },
  { name: 'Emergency Fund', type: 'savings', ...bill('Transfer to Ally savings', 50_000, 25) },
  { name: 'Car Loan', type: 'debt', ...bill('Toyota Financial Services', 32_000, 15) },
];

export interface DemoCategory {
  name: string;
  type: CategoryType;
  month: MonthKey;
  goal: number;
  actual: number;
  dueDate: string | null;
  isPaid: boolean;
}

export interface DemoTransaction {
  name: string;
  type: CategoryType;
  amount: number;
  month: MonthKey;
  date: string;
  /** The merchant, as History shows it beside the category. */
  note: string;
  /** A bill's payment is the one its tick records (ADR 0015); everything else is an entry. */
  kind: 'entry' | 'bill_payment';
}

/** mulberry32: a small, fast, seeded generator (the same demo every time for one seed). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function monthsEndingAt(today: string, count: number): MonthKey[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(today.slice(0, 7), i - (count - 1)));
}

function dayOf(month: MonthKey, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * `transactions` spread evenly over the `months` months up to `today`'s ('YYYY-MM-DD'), never after
 * today: each month's fixed items (pay, rent, bills) first, then everyday spending by weight with
 * amounts scattered around each category's typical amount. Category actuals are their month's sums.
 */
export function generateDemoBudget(options: {
  transactions: number;
  months: number;
  today: string;
  seed?: number;
}): { categories: DemoCategory[]; transactions: DemoTransaction[] } {
  const random = seeded(options.seed ?? 42);
  const months = monthsEndingAt(options.today, options.months);
  const fixed = PLANS.filter((p) => p.fixed);
  const variable = PLANS.filter((p) => p.weight);
  const totalWeight = variable.reduce((sum, p) => sum + p.weight!, 0);
  const pickVariable = (): Plan => {
    let r = random() * totalWeight;
    for (const plan of variable) {
      r -= plan.weight!;
      if (r < 0) return plan;
    }
    return variable[variable.length - 1]!;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // Around the typical amount: between 0.4x and 2x, more often near it, to the cent.
  const amountNear = (typical: number) =>
    Math.max(100, Math.round(typical * (0.4 + 1.6 * random() * random() + 0.3 * random())));

  const transactions: DemoTransaction[] = [];
  const categories: DemoCategory[] = [];
  const base = Math.floor(options.transactions / months.length);
  const extra = options.transactions % months.length;
  months.forEach((month, index) => {
    const isCurrent = index === months.length - 1;
    const lastDay = isCurrent ? Number(options.today.slice(8, 10)) : daysInMonth(month);
    let quota = base + (index >= months.length - extra ? 1 : 0);
    const add = (plan: Plan, amount: number, day: number, note: string) => {
      const kind = isBillType(plan.type) ? 'bill_payment' : 'entry';
      transactions.push({
        name: plan.name,
        type: plan.type,
        amount,
        month,
        date: dayOf(month, day),
        note,
        kind,
      });
      quota -= 1;
    };
    for (const plan of fixed) {
      for (const charge of plan.fixed!) {
        if (quota === 0) break;
        // Nothing dated after today: a bill due later is not paid yet (/budget shows it to pay),
        // and later pay and subscriptions have not come.
        if (charge.day > lastDay) continue;
        add(plan, charge.amount, charge.day, charge.merchant);
      }
    }
    while (quota > 0) {
      const plan = pickVariable();
      add(
        plan,
        amountNear(plan.typical!),
        1 + Math.floor(random() * lastDay),
        pick(plan.merchants!),
      );
    }
    for (const plan of PLANS) {
      const isBill = isBillType(plan.type);
      categories.push({
        name: plan.name,
        type: plan.type,
        month,
        goal: plan.goal,
        actual: 0,
        dueDate: isBill ? dayOf(month, Math.min(daysInMonth(month), plan.fixed![0]!.day)) : null,
        isPaid: false,
      });
    }
  });
  const byKey = new Map(categories.map((c) => [`${c.type}|${c.name}|${c.month}`, c]));
  for (const tx of transactions)
    byKey.get(`${tx.type}|${tx.name}|${tx.month}`)!.actual += tx.amount;
  // A bill is ticked paid exactly when its payment (a bill_payment of its amount) was made, as the
  // app's own tick records it: unticking removes that payment, ticking again makes one, never two.
  for (const c of categories) c.isPaid = isBillType(c.type) && c.goal > 0 && c.actual >= c.goal;
  return { categories, transactions };
}
