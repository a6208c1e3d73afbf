// Learned merchant rules: what a user taught the categoriser by moving a transaction (merchant key ->
// category name), for money out (an expense category) or money in (an income category, ADR 0017).
// Every read and write is scoped to that user.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MERCHANT_RULE_MESSAGES,
  type MerchantRule,
  type MerchantRuleView,
} from '#shared/contract/breakdown';
import { AppError } from '#shared/errors';
import { normalizeMerchant } from '#engine/categorize/index';
import type { LearnedRule, RuleDirection } from '#engine/types';
import type { Database } from '../../db/client.ts';
import { merchantRules } from '../../db/schema.ts';

/** Enough for years of corrections, and a bound on what each breakdown loads. */
export const MERCHANT_RULES_MAX = 5_000;
const NEEDS_CATEGORY = 'needs category';
/** The key the engine gives text with no merchant name in it; a rule for it would catch them all. */
const NAMELESS_KEY = normalizeMerchant('').key;

function toDirection(value: string): RuleDirection {
  return value === 'in' ? 'in' : 'out';
}

/** Stores (or replaces) the user's category for the merchant behind `merchant`, in one transaction. */
export async function saveMerchantRule(options: {
  db: Database;
  userId: string;
  merchant: string;
  category: string;
  /** 'in' for a payer's income category; 'out' (spending) when absent. */
  direction?: RuleDirection | undefined;
}): Promise<MerchantRule> {
  const { db, userId, category } = options;
  const direction = options.direction ?? 'out';
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
      .values({
        userId,
        direction,
        merchantKey,
        merchantName: identity.name,
        categoryName: category,
      })
      .onConflictDoUpdate({
        target: [merchantRules.userId, merchantRules.direction, merchantRules.merchantKey],
        set: {
          categoryName: category,
          merchantName: identity.name,
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
  return { merchantKey, merchantName: identity.name, category, direction };
}

/** The user's rules for the engine, most recently taught first. */
export async function listLearnedRules(options: {
  db: Database;
  userId: string;
}): Promise<LearnedRule[]> {
  const rows = await options.db
    .select({
      merchantKey: merchantRules.merchantKey,
      category: merchantRules.categoryName,
      direction: merchantRules.direction,
    })
    .from(merchantRules)
    .where(eq(merchantRules.userId, options.userId))
    .orderBy(desc(merchantRules.updatedAt))
    .limit(MERCHANT_RULES_MAX);
  return rows.map((row) => ({ ...row, direction: toDirection(row.direction) }));
}

/**
 * Remembers the category of every merchant of a statement import, as a person's choice. Merchants
 * with no readable name are passed over, and the cap only stops new merchants being learned: an
 * import never fails for what it would have taught.
 */
export async function rememberMerchants(options: {
  db: Database;
  userId: string;
  merchants: string[];
  category: string;
  /** 'in' for an income import; 'out' when absent. */
  direction?: RuleDirection | undefined;
}): Promise<void> {
  const { db, userId, category } = options;
  const direction = options.direction ?? 'out';
  if (category.toLowerCase() === NEEDS_CATEGORY) return;
  const byKey = new Map<string, string>();
  for (const merchant of options.merchants) {
    const identity = normalizeMerchant(merchant);
    const key = identity.key.trim();
    if (key && key !== NAMELESS_KEY && !byKey.has(key)) byKey.set(key, identity.name);
  }
  if (byKey.size === 0) return;
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(merchantRules)
    .where(eq(merchantRules.userId, userId));
  const room = MERCHANT_RULES_MAX - (count?.value ?? 0);
  const existing = new Set(
    (
      await db
        .select({ key: merchantRules.merchantKey })
        .from(merchantRules)
        .where(and(eq(merchantRules.userId, userId), eq(merchantRules.direction, direction)))
    ).map((row) => row.key),
  );
  let added = 0;
  const values = [...byKey]
    .filter(([key]) => existing.has(key) || added++ < room)
    .map(([merchantKey, merchantName]) => ({
      userId,
      direction,
      merchantKey,
      merchantName,
      categoryName: category,
    }));
  if (values.length === 0) return;
  await db
    .insert(merchantRules)
    .values(values)
    .onConflictDoUpdate({
      target: [merchantRules.userId, merchantRules.direction, merchantRules.merchantKey],
      set: {
        categoryName: category,
        merchantName: sql`excluded.merchant_name`,
        timesUsed: sql`${merchantRules.timesUsed} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

/** A rule's columns as /settings shows them. */
const ruleColumns = {
  id: merchantRules.id,
  merchantKey: merchantRules.merchantKey,
  merchantName: merchantRules.merchantName,
  category: merchantRules.categoryName,
  direction: merchantRules.direction,
  timesUsed: merchantRules.timesUsed,
  updatedAt: merchantRules.updatedAt,
};

function toRuleView(row: {
  id: number;
  merchantKey: string;
  merchantName: string;
  category: string;
  direction: string;
  timesUsed: number;
  updatedAt: Date;
}): MerchantRuleView {
  // Rules taught before names were kept show their key.
  return {
    ...row,
    direction: toDirection(row.direction),
    merchantName: row.merchantName || row.merchantKey,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's rules for the settings list, most recently taught first. */
export async function listMerchantRules(options: {
  db: Database;
  userId: string;
}): Promise<MerchantRuleView[]> {
  const rows = await options.db
    .select(ruleColumns)
    .from(merchantRules)
    .where(eq(merchantRules.userId, options.userId))
    .orderBy(desc(merchantRules.updatedAt), desc(merchantRules.id))
    .limit(MERCHANT_RULES_MAX);
  return rows.map(toRuleView);
}

/** Changes the category one of the user's rules gives; another user's rule is NOT_FOUND. */
export async function changeMerchantRule(options: {
  db: Database;
  userId: string;
  id: number;
  category: string;
}): Promise<MerchantRuleView> {
  const { db, userId, id, category } = options;
  if (category.toLowerCase() === NEEDS_CATEGORY) {
    throw new AppError('VALIDATION', MERCHANT_RULE_MESSAGES.needsCategory);
  }
  const [row] = await db
    .update(merchantRules)
    .set({ categoryName: category, updatedAt: sql`now()` })
    .where(and(eq(merchantRules.id, id), eq(merchantRules.userId, userId)))
    .returning(ruleColumns);
  if (!row) throw new AppError('NOT_FOUND', MERCHANT_RULE_MESSAGES.notFound);
  return toRuleView(row);
}

/** Forgets one of the user's rules: the merchant is categorised as if never taught. */
export async function deleteMerchantRule(options: {
  db: Database;
  userId: string;
  id: number;
}): Promise<void> {
  const deleted = await options.db
    .delete(merchantRules)
    .where(and(eq(merchantRules.id, options.id), eq(merchantRules.userId, options.userId)))
    .returning({ id: merchantRules.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', MERCHANT_RULE_MESSAGES.notFound);
}
