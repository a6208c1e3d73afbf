// The free page's last report, kept for the tab's life (lib/tab-memory.ts) so a reload does not lose
// it; 'Try Another Analysis' forgets it, and so does signing out. The statement text is not kept: the
// page never shows it again once the report is up (a new analysis starts from an empty box), and a
// bank statement is better not stored where it has no use.
//
// Whose it is: the report is kept with its owner, the id of the user signed in when it was made (null
// when nobody was). A report made signed out belongs to this tab's visitor, so it comes back for them
// signed out or once they have signed in or made an account from the page (the flow: the
// page then keeps it under that account). A report made by a user comes back only for that same user:
// never for a signed-out visitor after their session ended, nor for anyone else signing in on this
// tab, since signing out elsewhere or a session expiring never runs this tab's clearUserData.
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

/** The signed-in user's id, or null for a signed-out visitor. */
export type ReportOwner = string | null;

interface KeptReport {
  owner: ReportOwner;
  report: Report;
}

function isKeptReport(value: unknown): value is KeptReport {
  const kept = value as Partial<KeptReport> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    (kept.owner === null || typeof kept.owner === 'string') &&
    isReport(kept.report)
  );
}

/** The kept report when this viewer may see it (see 'Whose it is' above), else null. */
export function readPublicReport(viewer: ReportOwner, store?: Store): Report | null {
  const kept = readTabMemory(NAME, store);
  if (!isKeptReport(kept)) return null;
  return kept.owner === null || kept.owner === viewer ? kept.report : null;
}

export function savePublicReport(report: Report, owner: ReportOwner, store?: Store): void {
  const kept: KeptReport = { owner, report };
  // Too big for this tab's storage (or storage blocked): an older report must not come back instead.
  if (!writeTabMemory(NAME, kept, store)) forgetTabMemory(NAME, store);
}

export function clearPublicReport(store?: Store): void {
  forgetTabMemory(NAME, store);
}
