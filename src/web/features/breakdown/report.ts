// The breakdown report as the person edits it: the engine's answer turned into cents and ids, the
// edits (move, edit, delete, add a category, place a merchant) as pure steps, and everything shown
// (category totals, counts, insights) derived from the transactions so every figure agrees.
import type {
  BreakdownResponse,
  BreakdownTransaction,
  BreakdownVerification,
  MoneyInKind,
} from '#shared/contract/breakdown';
import { CATEGORY_NAME_MAX, normalizeCategoryName } from '#shared/categories';
import { parseAmountToCents } from '#shared/money';
import { computeInsights, type SpendingInsights } from '#engine/insights';
import { NEEDS_CATEGORY } from '#engine/types';

// The engine's name for what it could not place: the same words on every screen.
export { NEEDS_CATEGORY } from '#engine/types';

export interface ReportTransaction {
  id: string;
  merchant: string;
  /** Positive cents. */
  amountCents: number;
  /** 'YYYY-MM-DD', or null when the statement gave none. */
  date: string | null;
  category: string;
  /** The statement's own text. */
  description: string | null;
  /** Why the engine put it where it is ('brand: Tesco'); null once the person moved it. */
  reason: string | null;
  confidence: number | null;
  /** Money in only: income, a refund, or a transfer (a card payment, one's own accounts). */
  kind?: MoneyInKind;
  /**
   * Money in only, from a breakdown into the person's income categories: the one the engine chose,
   * or 'Needs Category'.
   */
  incomeCategory?: string;
  /** Money in only: whether the engine offered it as income. */
  isIncome?: boolean;
}

export interface Report {
  /** Money out, each in its category. */
  spending: ReportTransaction[];
  /** Money in (refunds, salary, payments to a card), shown apart. */
  moneyIn: ReportTransaction[];
  /** Categories the person added that have not held a transaction yet (drop targets). */
  addedCategories: string[];
  /** How many transactions the engine found going out and coming in, before any edit. */
  found: { moneyOut: number; moneyIn: number };
  /** ISO 4217 code of every amount. */
  currency: string;
  verification: BreakdownVerification;
}

export interface CategoryGroup {
  category: string;
  totalCents: number;
  transactions: ReportTransaction[];
}

const toCents = (amount: number): number => Math.round(Math.abs(amount) * 100);

function toReportTransaction(
  tx: BreakdownTransaction,
  category: string,
  id: string,
): ReportTransaction {
  return {
    id,
    merchant: tx.merchant,
    amountCents: toCents(tx.amount),
    date: tx.date ?? null,
    category,
    description: tx.description ?? null,
    reason: tx.reason ?? null,
    confidence: tx.confidence ?? null,
  };
}

/** The engine's answer as an editable report; ids are stable positions ('s3', 'i0'). */
export function createReport(response: BreakdownResponse): Report {
  let next = 0;
  const spending = response.categories.flatMap((group) =>
    group.transactions.map((tx) => toReportTransaction(tx, group.category, `s${next++}`)),
  );
  const moneyIn = (response.moneyIn?.transactions ?? []).map((tx, i) => ({
    ...toReportTransaction(tx, 'Money In', `i${i}`),
    ...(tx.kind && { kind: tx.kind }),
    ...(tx.category && { incomeCategory: tx.category }),
    ...(tx.isIncome !== undefined && { isIncome: tx.isIncome }),
  }));
  return {
    spending,
    moneyIn,
    addedCategories: [],
    found: { moneyOut: spending.length, moneyIn: moneyIn.length },
    currency: /^[A-Z]{3}$/.test(response.currency ?? '') ? response.currency : 'USD',
    verification: response.verification,
  };
}

/**
 * Categories with their transactions and totals, largest first ('Needs Category' last, since it is
 * a to-do list, not spending of a kind); empty ones disappear except those just added.
 */
export function groupByCategory(report: Report): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const tx of report.spending) {
    const group = groups.get(tx.category) ?? {
      category: tx.category,
      totalCents: 0,
      transactions: [],
    };
    group.totalCents += tx.amountCents;
    group.transactions.push(tx);
    groups.set(tx.category, group);
  }
  const filled = [...groups.values()].sort(
    (a, b) =>
      Number(a.category === NEEDS_CATEGORY) - Number(b.category === NEEDS_CATEGORY) ||
      b.totalCents - a.totalCents ||
      a.category.localeCompare(b.category),
  );
  const added = report.addedCategories
    .filter((name) => !groups.has(name))
    .map((category) => ({ category, totalCents: 0, transactions: [] }));
  return [...filled, ...added];
}

export interface ReportTotals {
  /** Categories holding money out ('Needs Category' is a to-do, not a category). */
  categoryCount: number;
  transactionCount: number;
  spentCents: number;
  moneyInCents: number;
}

export function reportTotals(report: Report): ReportTotals {
  return {
    categoryCount: new Set(
      report.spending.map((tx) => tx.category).filter((name) => name !== NEEDS_CATEGORY),
    ).size,
    transactionCount: report.spending.length,
    spentCents: report.spending.reduce((sum, tx) => sum + tx.amountCents, 0),
    moneyInCents: report.moneyIn.reduce((sum, tx) => sum + tx.amountCents, 0),
  };
}

/** The insights of the spending as it now stands (the person's edits included). */
export function reportInsights(report: Report): SpendingInsights {
  return computeInsights(
    report.spending.map((tx) => ({
      merchantKey: tx.merchant.trim().toLowerCase(),
      merchant: tx.merchant,
      amountCents: tx.amountCents,
      date: tx.date,
      category: tx.category,
      description: tx.description ?? '',
    })),
  );
}

/** The category names in use, whatever their case, plus those just added. */
function namesInUse(report: Report): string[] {
  return [...new Set([...report.spending.map((tx) => tx.category), ...report.addedCategories])];
}

/** The same name as one already in the report, ignoring case ('dining out' is 'Dining Out'). */
export function findCategory(report: Report, name: string): string | undefined {
  const key = normalizeCategoryName(name).toLowerCase();
  return namesInUse(report).find((existing) => existing.toLowerCase() === key);
}

/** Names to offer when adding a category: those not in the report yet, whatever their case. */
export function unusedCategoryNames(report: Report, names: readonly string[]): string[] {
  const inUse = new Set(namesInUse(report).map((name) => name.toLowerCase()));
  return names.filter((name) => !inUse.has(name.toLowerCase()));
}

export const ADD_CATEGORY_MESSAGES = {
  blank: 'Please enter a category name',
  tooLong: `Category names are at most ${CATEGORY_NAME_MAX} characters`,
  moneyIn: "'Money In' holds what came in; choose another name",
  reserved: "'Needs Category' is for what is still to be placed; choose another name",
  exists: 'That category is already in the report',
} as const;

export type ReportEdit =
  | { type: 'move'; id: string; category: string }
  | { type: 'edit'; id: string; merchant: string; amount: string; category: string }
  | { type: 'delete'; id: string }
  | { type: 'add-category'; name: string }
  | { type: 'place-merchant'; merchant: string; category: string };

/** Checks a new category's name: the error to show, or the name to add. */
export function checkCategoryName(
  report: Report,
  name: string,
): { error: string } | { name: string } {
  const clean = normalizeCategoryName(name);
  if (!clean) return { error: ADD_CATEGORY_MESSAGES.blank };
  if (clean.length > CATEGORY_NAME_MAX) return { error: ADD_CATEGORY_MESSAGES.tooLong };
  if (clean.toLowerCase() === 'money in') return { error: ADD_CATEGORY_MESSAGES.moneyIn };
  if (clean.toLowerCase() === NEEDS_CATEGORY.toLowerCase())
    return { error: ADD_CATEGORY_MESSAGES.reserved };
  if (findCategory(report, clean)) return { error: ADD_CATEGORY_MESSAGES.exists };
  return { name: clean };
}

/** A typed amount in cents: unreadable text counts as 0 and a minus sign is dropped (spec section 4). */
export function amountFromInput(text: string): number {
  return Math.abs(parseAmountToCents(text) ?? 0);
}

function setCategory(report: Report, ids: ReadonlySet<string>, category: string): Report {
  const target = findCategory(report, category) ?? normalizeCategoryName(category);
  if (!target) return report;
  return {
    ...report,
    spending: report.spending.map((tx) =>
      ids.has(tx.id) && tx.category !== target
        ? { ...tx, category: target, reason: 'moved by you', confidence: null }
        : tx,
    ),
    // An added category that now holds a transaction is an ordinary one: it goes when emptied.
    addedCategories: report.addedCategories.filter((name) => name !== target),
  };
}

/** Applies one edit; an edit naming an unknown transaction changes nothing. */
export function applyEdit(report: Report, edit: ReportEdit): Report {
  switch (edit.type) {
    case 'move':
      return setCategory(report, new Set([edit.id]), edit.category);
    case 'delete':
      return {
        ...report,
        spending: report.spending.filter((tx) => tx.id !== edit.id),
        moneyIn: report.moneyIn.filter((tx) => tx.id !== edit.id),
      };
    case 'edit': {
      const merchant = edit.merchant.trim();
      const amountCents = amountFromInput(edit.amount);
      const update = (tx: ReportTransaction): ReportTransaction =>
        tx.id === edit.id ? { ...tx, merchant: merchant || tx.merchant, amountCents } : tx;
      const edited = {
        ...report,
        spending: report.spending.map(update),
        moneyIn: report.moneyIn.map(update),
      };
      const isSpending = report.spending.some((tx) => tx.id === edit.id);
      return isSpending ? setCategory(edited, new Set([edit.id]), edit.category) : edited;
    }
    case 'add-category': {
      const checked = checkCategoryName(report, edit.name);
      if ('error' in checked) return report;
      return { ...report, addedCategories: [...report.addedCategories, checked.name] };
    }
    case 'place-merchant': {
      const ids = new Set(
        report.spending
          .filter((tx) => tx.category === NEEDS_CATEGORY && tx.merchant === edit.merchant)
          .map((tx) => tx.id),
      );
      return setCategory(report, ids, edit.category);
    }
  }
}

export interface ReviewMerchant {
  merchant: string;
  totalCents: number;
  count: number;
}

/** What the engine could not place, by merchant, most money first. */
export function reviewList(report: Report): ReviewMerchant[] {
  const merchants = new Map<string, ReviewMerchant>();
  for (const tx of report.spending) {
    if (tx.category !== NEEDS_CATEGORY) continue;
    const entry = merchants.get(tx.merchant) ?? { merchant: tx.merchant, totalCents: 0, count: 0 };
    entry.totalCents += tx.amountCents;
    entry.count += 1;
    merchants.set(tx.merchant, entry);
  }
  return [...merchants.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.merchant.localeCompare(b.merchant),
  );
}
