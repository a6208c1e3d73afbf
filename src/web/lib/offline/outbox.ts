// The offline queue's rules, apart from where entries are kept and how they are sent (so they can be
// tested alone): an Add Transaction made without a connection waits here with its own idempotency
// key, and is sent when the connection returns, oldest first, each exactly once (the server keeps
// the key's first answer, so a retry after a lost answer never adds twice).
import type { NewTransactionInput } from '#shared/contract/budget';
import { isMoneyOut } from '#shared/budget/rules';
import { BUDGET_MESSAGES } from '#shared/contract/budget';

export interface PendingEntry {
  /** Sent as the Idempotency-Key: the same for every try of this entry. */
  key: string;
  /** Whose entry it is: another person signing in on this device never sends it. */
  userId: string;
  input: NewTransactionInput;
  /** The month's category row chosen, to follow a rename made meanwhile. */
  categoryId: string | null;
  createdAt: number;
  /** The server's refusal (the category was deleted meanwhile): the person edits or discards it. */
  problem?: string;
}

/** Where entries wait: IndexedDB in the browser (outbox-store.ts). */
export interface OutboxStore {
  list(): Promise<PendingEntry[]>;
  put(entry: PendingEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What one send came to. */
export type SendResult =
  | { kind: 'added' }
  /** The server refused the entry itself (4xx): it will not get better by retrying. */
  | { kind: 'refused'; message: string }
  /** No answer, or the server could not answer now (5xx, 429): try again later. */
  | { kind: 'unreachable' };

/** What a sync tells the person, besides the entries that simply arrived. */
export type SyncNotice =
  | { kind: 'renamed'; entry: PendingEntry; from: string; to: string }
  | { kind: 'refused'; entry: PendingEntry; message: string };

export interface SyncReport {
  sent: number;
  notices: SyncNotice[];
  /** Whether entries are still waiting because the server could not be reached. */
  isStalled: boolean;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http LAN address still gets 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function byAge(entries: PendingEntry[]): PendingEntry[] {
  return [...entries].sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
}

/**
 * Sends a user's waiting entries, oldest first, stopping at the first one the server cannot take
 * now. A category renamed meanwhile is followed by its row (as the dialog would now offer it under
 * its new name); anything else the server refuses stays, marked with the server's words.
 */
export async function syncOutbox(options: {
  store: OutboxStore;
  userId: string;
  send: (entry: PendingEntry) => Promise<SendResult>;
  /** Each category row's current name, by id (fetched fresh once per sync). */
  currentNames: () => Promise<ReadonlyMap<string, string>>;
}): Promise<SyncReport> {
  const waiting = byAge(await options.store.list()).filter(
    (entry) => entry.userId === options.userId && entry.problem === undefined,
  );
  const report: SyncReport = { sent: 0, notices: [], isStalled: false };
  if (waiting.length === 0) return report;
  const names = await options.currentNames();
  for (const queued of waiting) {
    const renamedTo = queued.categoryId ? names.get(queued.categoryId) : undefined;
    const entry =
      renamedTo && renamedTo !== queued.input.name
        ? { ...queued, input: { ...queued.input, name: renamedTo } }
        : queued;
    const result = await options.send(entry);
    if (result.kind === 'unreachable') {
      report.isStalled = true;
      break;
    }
    // A key the server already holds with other input: an earlier try of this entry arrived
    // (before the rename followed here), so it is in the budget already.
    if (result.kind === 'added' || result.message === BUDGET_MESSAGES.idempotencyKeyReused) {
      await options.store.remove(entry.key);
      report.sent++;
      if (entry !== queued) {
        report.notices.push({
          kind: 'renamed',
          entry,
          from: queued.input.name,
          to: entry.input.name,
        });
      }
      continue;
    }
    await options.store.put({ ...queued, problem: result.message });
    report.notices.push({ kind: 'refused', entry: queued, message: result.message });
  }
  return report;
}

/** Money in and out of entries (pending ones, counted in a period's totals). */
export function pendingTotals(entries: PendingEntry[]): { moneyIn: number; moneyOut: number } {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const { input } of entries) {
    if (!isMoneyOut(input.type)) moneyIn += input.amount;
    else moneyOut += input.amount;
  }
  return { moneyIn, moneyOut };
}
