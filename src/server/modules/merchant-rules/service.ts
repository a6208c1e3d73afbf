// Learned merchant rules: what a user taught the categoriser by moving a transaction (merchant key ->
// category name). Every read and write is scoped to that user.
import { desc, eq, sql } from 'drizzle-orm';
import { MERCHANT_RULE_MESSAGES, type MerchantRule } from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import { normalizeMerchant } from '#engine/categorize/index';
import type { LearnedRule } from '#engine/types';
import type { Database } from '../../db/client.ts';
import { merchantRules } from '../../db/schema.ts';

/** Enough for years of corrections, and a bound on what each breakdown loads. */
export const MERCHANT_RULES_MAX = 5_000;
const NEEDS_CATEGORY = 'needs category';
/** The key the engine gives text with no merchant name in it; a rule for it would catch them all. */
const NAMELESS_KEY = normalizeMerchant('').key;

/** Stores (or replaces) the user's category for the merchant behind `merchant`, in one transaction. */
export async function saveMerchantRule(options: {
  db: Database;
  userId: string;
  merchant: string;
  category: string;
}): Promise<MerchantRule> {
  const { db, userId, category } = options;
  if (category.toLowerCase() === NEEDS_CATEGORY) {
    throw new AppError('VALIDATION', MERCHANT_RULE_MESSAGES.needsCategory);
  }
  const identity = normalizeMerchant(options.merchant);
  const merchantKey = identity.key.trim();
  if (!merchantKey || merchantKey === NAMELESS_KEY) {
    throw new AppError('VALIDATION', MERCHANT_RULE_MESSAGES.merchantUnreadable);
  }

  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(merchantRules)
      .values({ userId, merchantKey, categoryName: category })
      .onConflictDoUpdate({
        target: [merchantRules.userId, merchantRules.merchantKey],
        set: {
          categoryName: category,
          timesUsed: sql`${merchantRules.timesUsed} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ timesUsed: merchantRules.timesUsed });
    if (saved?.timesUsed !== 1) return; // an existing rule changed: the count is unchanged
    const [count] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(merchantRules)
      .where(eq(merchantRules.userId, userId));
    if ((count?.value ?? 0) > MERCHANT_RULES_MAX) {
      throw new AppError(
        'CONFLICT',
        `You have taught ${MERCHANT_RULES_MAX.toLocaleString('en-US')} merchants, the most we keep.`,
      );
    }
  });
  return { merchantKey, merchantName: identity.name, category };
}

/** The user's rules for the engine, most recently taught first. */
export async function listLearnedRules(options: {
  db: Database;
  userId: string;
}): Promise<LearnedRule[]> {
  const rows = await options.db
    .select({ merchantKey: merchantRules.merchantKey, category: merchantRules.categoryName })
    .from(merchantRules)
    .where(eq(merchantRules.userId, options.userId))
    .orderBy(desc(merchantRules.updatedAt))
    .limit(MERCHANT_RULES_MAX);
  return rows;
}
