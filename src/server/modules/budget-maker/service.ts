// The budget maker's work: the pasted expenses go through the breakdown engine with no user
// categories (the default taxonomy), the income and the categories become a budget
// (#shared/budget-maker/result), and the budget counter goes up by one in the same step, with a
// NOTIFY so every open page on every instance shows the new count.
import { eq, sql } from 'drizzle-orm';
import { buildBudgetResult } from '#shared/budget-maker/result';
import { BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';
import {
  BUDGET_MAKER_MESSAGES,
  type BudgetMakerIncome,
  type BudgetMakerResult,
} from '#shared/contract/budget-maker';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { budgetCounter } from '../../db/schema.ts';
import { analyzeStatement } from '../breakdown/analyze.ts';
import type { BreakdownEngine } from '../breakdown/engine-pool.ts';
import { LIVE_CHANNELS, notify } from '../live/hub.ts';

/** The spec's single counter row. */
const COUNTER_ID = 1;

export async function readBudgetCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: budgetCounter.count })
    .from(budgetCounter)
    .where(eq(budgetCounter.id, COUNTER_ID));
  return row?.count ?? 0;
}

/** Adds one generated budget and tells every listener the new count once it commits. */
async function countOneBudget(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(budgetCounter)
      .values({ id: COUNTER_ID, count: 1 })
      .onConflictDoUpdate({
        target: budgetCounter.id,
        set: { count: sql`${budgetCounter.count} + 1`, updatedAt: sql`now()` },
      })
      .returning({ count: budgetCounter.count });
    const count = row!.count;
    await notify(tx, LIVE_CHANNELS.budgetCounter, String(count));
    return count;
  });
}

export async function generateBudget(options: {
  db: Database;
  income: BudgetMakerIncome[];
  expenses: string;
  engine?: Pick<BreakdownEngine, 'run'> | undefined;
}): Promise<BudgetMakerResult> {
  let categories;
  try {
    const breakdown = await analyzeStatement({ message: options.expenses, engine: options.engine });
    categories = breakdown.categories;
  } catch (error) {
    throw new AppError('INTERNAL', BUDGET_MAKER_MESSAGES.generateFailed, { cause: error });
  }
  if (categories.length === 0) throw new AppError('VALIDATION', BREAKDOWN_MESSAGES.nothingParsed);
  const budgetsGenerated = await countOneBudget(options.db);
  return buildBudgetResult({
    income: options.income,
    expenses: categories.map((c) => ({ category: c.category, amount: Math.round(c.total * 100) })),
    budgetsGenerated,
  });
}
