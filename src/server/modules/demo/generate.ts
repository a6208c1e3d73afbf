// Realistic demo budget data: a household's monthly categories and transactions over some months,
// deterministic for a seed. Pure: the seeding service writes what this returns.
import { isBillType } from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import { daysInMonth, shiftMonth, type MonthKey } from '#shared/period';

interface Plan {
  name: string;
  type: CategoryType;
  /** Monthly goal in cents. */
  goal: number;
  /** Typical single amount in cents. */
  typical: number;
  /** Fixed items happen this many times a month; variable ones share the rest by weight. */
  perMonth?: number;
  weight?: number;
  /** Day of the month for fixed items and bills' due dates. */
  day?: number;
}

const PLANS: Plan[] = [
  { name: 'Salary', type: 'income', goal: 520_000, typical: 260_000, perMonth: 2, day: 1 },
  { name: 'Side Gig', type: 'income', goal: 40_000, typical: 8_000, weight: 1 },
  { name: 'Rent/Mortgage', type: 'expense', goal: 185_000, typical: 185_000, perMonth: 1, day: 1 },
  { name: 'Utilities', type: 'expense', goal: 22_000, typical: 11_000, perMonth: 2, day: 12 },
  { name: 'Phone', type: 'expense', goal: 6_500, typical: 6_500, perMonth: 1, day: 8 },
  { name: 'Internet', type: 'expense', goal: 7_000, typical: 7_000, perMonth: 1, day: 9 },
  { name: 'Insurance', type: 'expense', goal: 18_000, typical: 18_000, perMonth: 1, day: 3 },
  { name: 'Groceries', type: 'expense', goal: 65_000, typical: 6_500, weight: 10 },
  { name: 'Dining Out', type: 'expense', goal: 25_000, typical: 3_200, weight: 7 },
  { name: 'Transportation', type: 'expense', goal: 20_000, typical: 4_000, weight: 5 },
  { name: 'Entertainment', type: 'expense', goal: 12_000, typical: 2_500, weight: 3 },
  { name: 'Shopping', type: 'expense', goal: 20_000, typical: 5_500, weight: 4 },
  { name: 'Healthcare', type: 'expense', goal: 10_000, typical: 4_500, weight: 1 },
  { name: 'Subscriptions', type: 'expense', goal: 4_500, typical: 1_299, weight: 2 },
  { name: 'Emergency Fund', type: 'savings', goal: 50_000, typical: 50_000, perMonth: 1, day: 25 },
  { name: 'Car Loan', type: 'debt', goal: 32_000, typical: 32_000, perMonth: 1, day: 15 },
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
}

/** mulberry32: a small, fast, seeded generator (the same demo every time for one seed). */
function seeded(seed: number): () => number {
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
  const fixed = PLANS.filter((p) => p.perMonth);
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
    const add = (plan: Plan, amount: number, day: number) => {
      transactions.push({
        name: plan.name,
        type: plan.type,
        amount,
        month,
        date: dayOf(month, day),
      });
      quota -= 1;
    };
    for (const plan of fixed) {
      for (let n = 0; n < plan.perMonth! && quota > 0; n++) {
        const due = (plan.day ?? 1) + n * 14;
        // A bill due after today is not paid yet: /budget shows it still to pay.
        if (isBillType(plan.type) && due > lastDay) continue;
        add(plan, plan.typical, Math.min(lastDay, due));
      }
    }
    while (quota > 0) {
      const plan = pickVariable();
      add(plan, amountNear(plan.typical), 1 + Math.floor(random() * lastDay));
    }
    for (const plan of PLANS) {
      const isBill = isBillType(plan.type);
      categories.push({
        name: plan.name,
        type: plan.type,
        month,
        goal: plan.goal,
        actual: 0,
        dueDate: isBill ? dayOf(month, Math.min(daysInMonth(month), plan.day ?? 1)) : null,
        isPaid: false,
      });
    }
  });
  const byKey = new Map(categories.map((c) => [`${c.type}|${c.name}|${c.month}`, c]));
  for (const tx of transactions)
    byKey.get(`${tx.type}|${tx.name}|${tx.month}`)!.actual += tx.amount;
  // A bill whose payment was made is ticked paid: ticking it again would add nothing.
  for (const c of categories) c.isPaid = isBillType(c.type) && c.goal > 0 && c.actual >= c.goal;
  return { categories, transactions };
}
