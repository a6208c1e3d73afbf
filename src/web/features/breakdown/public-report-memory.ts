// The free page's last report, kept for the tab's life (lib/tab-memory.ts) so a reload does not lose
// it; 'Try Another Analysis' forgets it, and so does signing out. The statement text is not kept: the
// page never shows it again once the report is up (a new analysis starts from an empty box), and a
// bank statement is better not stored where it has no use.
import { forgetTabMemory, readTabMemory, writeTabMemory } from '#web/lib/tab-memory.ts';
import type { Report } from './report.ts';

const NAME = 'public-report';

type Store = Parameters<typeof readTabMemory>[1];

/** Enough of a report's shape to draw it; anything else in storage is ignored. */
function isReport(value: unknown): value is Report {
  const report = value as Partial<Report> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    Array.isArray(report.spending) &&
    Array.isArray(report.moneyIn) &&
    Array.isArray(report.addedCategories) &&
    typeof report.currency === 'string' &&
    typeof report.found === 'object' &&
    report.found !== null &&
    typeof report.verification === 'object' &&
    report.verification !== null
  );
}

export function readPublicReport(store?: Store): Report | null {
  const kept = readTabMemory(NAME, store);
  return isReport(kept) ? kept : null;
}

export function savePublicReport(report: Report, store?: Store): void {
  // Too big for this tab's storage (or storage blocked): an older report must not come back instead.
  if (!writeTabMemory(NAME, report, store)) forgetTabMemory(NAME, store);
}

export function clearPublicReport(store?: Store): void {
  forgetTabMemory(NAME, store);
}
