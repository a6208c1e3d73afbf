// The Spend Breakdown's result kept in the browser for the days an import can be undone, so a reload
// brings back the report, what was imported from it and its 'Undo import'. One per user.
import { IMPORT_UNDO_DAYS } from '#shared/contract/imports';
import type { Report } from '../report.ts';
import type { CategoryImport } from './category-import.ts';

export interface SpendSession {
  report: Report;
  /** Each category card's import, by category name. */
  imports: Record<string, CategoryImport>;
  /** Each income category card's import, by category name (ADR 0017). */
  incomeImports?: Record<string, CategoryImport>;
  /** The person's choice for a money-in row, by its id: an income category or 'Not income'. */
  moneyInChoices?: Record<string, string>;
  transactionDate: string;
  /** When the report was made (ISO): it is kept 7 days from then, however often it is shown. */
  createdAt: string;
}

const keyFor = (userId: string) => `pennyflow.spendBreakdown.${userId}`;

export function saveSpendSession(
  userId: string,
  session: SpendSession,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(keyFor(userId), JSON.stringify({ session }));
  } catch {
    // Storage full or disabled: the result stays on screen until the page is left.
  }
}

export function loadSpendSession(
  userId: string,
  storage: Storage = localStorage,
): SpendSession | null {
  try {
    const saved = JSON.parse(storage.getItem(keyFor(userId)) ?? 'null') as {
      session?: SpendSession;
    } | null;
    if (!saved?.session) return null;
    const age = Date.now() - Date.parse(saved.session.createdAt ?? '');
    if (!(age >= 0 && age < IMPORT_UNDO_DAYS * 86_400_000)) {
      storage.removeItem(keyFor(userId));
      return null;
    }
    const { report, imports, incomeImports, moneyInChoices, transactionDate, createdAt } =
      saved.session;
    if (!report || !Array.isArray(report.spending) || !Array.isArray(report.moneyIn)) return null;
    // An import cut off by the reload is shown as not done: importing again skips what it added.
    const settle = (states: Record<string, CategoryImport> | undefined) =>
      Object.fromEntries(
        Object.entries(states ?? {}).map(([name, state]) => [
          name,
          state.status === 'importing' ? { status: 'idle' as const } : state,
        ]),
      );
    return {
      report,
      imports: settle(imports),
      incomeImports: settle(incomeImports),
      moneyInChoices: moneyInChoices ?? {},
      transactionDate,
      createdAt,
    };
  } catch {
    return null;
  }
}

export function clearSpendSession(userId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyFor(userId));
  } catch {
    // nothing kept
  }
}
