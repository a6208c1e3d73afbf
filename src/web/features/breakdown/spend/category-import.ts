// What a category card's import does and says (spec sections 4 and 8): the rows sent for a category,
// whether it can be imported at all, and the outcome in the spec's words. Pure, so each rule is tested.
import { IMPORT_MESSAGES, type ImportResult, type ImportRowInput } from '#shared/contract/imports';
import { NEEDS_CATEGORY, type CategoryGroup, type ReportTransaction } from '../report.ts';

/** A card after at least one answer from the server. */
export interface CompleteImport {
  status: 'complete';
  /** Rows added by this card's imports so far. */
  added: number;
  period: string;
  /** The imports that added rows, all undone by 'Undo import'. */
  importIds: string[];
  /** The card's transactions now in the budget: imported, or found there already. */
  handledIds: string[];
  /** The rows the server found already in the budget (offered to 'Add anyway'). */
  duplicateIds: string[];
  outcome: ImportOutcome;
  /** A later request that failed (the imports before it stand). */
  error?: string | undefined;
}

/** A category card's import: idle, importing, or complete with what the server answered. */
export type CategoryImport =
  { status: 'idle'; error?: string | undefined } | { status: 'importing' } | CompleteImport;

export interface ImportOutcome {
  tone: 'success' | 'warning' | 'error';
  message: string;
  /** Up to three reasons rows failed. */
  reasons: string[];
}

/** 'Needs Category' in any case: such a group cannot be imported. */
export function isNeedsCategory(name: string): boolean {
  return name.trim().toLowerCase() === NEEDS_CATEGORY.toLowerCase();
}

/** The user's category of that name, in any case, as the account spells it; undefined if none. */
export function matchUserCategory(
  name: string,
  userCategories: readonly string[],
): string | undefined {
  const wanted = name.trim().toLowerCase();
  return userCategories.find((c) => c.toLowerCase() === wanted);
}

/** One import row per transaction, in the card's order. */
export function importRowsOf(
  transactions: readonly ReportTransaction[],
  options: { addAnyway?: boolean } = {},
): ImportRowInput[] {
  return transactions.map((tx) => ({
    date: tx.date,
    merchant: tx.merchant,
    description: tx.description,
    amount: tx.amountCents,
    ...(options.addAnyway && { addAnyway: true }),
  }));
}

/** The transactions of a group the server said are already in the budget. */
export function duplicatesOf(group: CategoryGroup, result: ImportResult): string[] {
  return group.transactions
    .filter((_, index) => result.rows[index]?.status === 'duplicate')
    .map((tx) => tx.id);
}

/** What to tell the person after an import, in the spec's words where it has them. */
export function describeOutcome(result: ImportResult): ImportOutcome {
  const reasons = [
    ...new Set(result.rows.flatMap((r) => (r.status === 'failed' && r.reason ? [r.reason] : []))),
  ].slice(0, 3);
  const skipped =
    result.duplicates === 0
      ? ''
      : ` ${result.duplicates === 1 ? '1 transaction was' : `${result.duplicates} transactions were`} already in your budget and skipped.`;
  if (result.failed > 0 && result.imported > 0) {
    return {
      tone: 'warning',
      message: `${IMPORT_MESSAGES.partial(result.imported, result.failed)}${skipped}`,
      reasons,
    };
  }
  if (result.failed > 0) {
    return {
      tone: 'error',
      message: `${IMPORT_MESSAGES.someFailed(result.failed)}${skipped}`,
      reasons,
    };
  }
  if (result.imported === 0) {
    return {
      tone: 'warning',
      message:
        result.duplicates === 1
          ? 'This transaction is already in your budget, so nothing was added.'
          : `All ${result.duplicates} transactions are already in your budget, so nothing was added.`,
      reasons: [],
    };
  }
  if (result.duplicates > 0) {
    return {
      tone: 'success',
      message: `Added ${result.imported} to ${result.category}.${skipped}`,
      reasons: [],
    };
  }
  return {
    tone: 'success',
    message: IMPORT_MESSAGES.allImported(result.imported, result.category),
    reasons: [],
  };
}

/** The card's state after an answer, adding to what earlier imports of the card did. */
export function completeImport(
  previous: CategoryImport,
  sent: CategoryGroup,
  result: ImportResult,
): CompleteImport {
  const before = previous.status === 'complete' ? previous : null;
  const handled = sent.transactions
    .filter((_, index) => {
      const status = result.rows[index]?.status;
      return status === 'imported' || status === 'duplicate';
    })
    .map((tx) => tx.id);
  return {
    status: 'complete',
    added: (before?.added ?? 0) + result.imported,
    period: result.imported > 0 ? result.period : (before?.period ?? result.period),
    importIds: [...(before?.importIds ?? []), ...(result.importId ? [result.importId] : [])],
    handledIds: [...new Set([...(before?.handledIds ?? []), ...handled])],
    duplicateIds: duplicatesOf(sent, result),
    outcome: describeOutcome(result),
  };
}

/**
 * The card's transactions not yet in the budget: all of them before an import; after one, those
 * moved in since, or that failed and were fixed.
 */
export function notYetImported(group: CategoryGroup, state: CategoryImport): ReportTransaction[] {
  if (state.status !== 'complete') return group.transactions;
  const handled = new Set(state.handledIds);
  return group.transactions.filter((tx) => !handled.has(tx.id));
}

/** After a request failed: the error, on top of what the card had imported before. */
export function failImport(previous: CategoryImport, error: string): CategoryImport {
  return previous.status === 'complete' ? { ...previous, error } : { status: 'idle', error };
}
