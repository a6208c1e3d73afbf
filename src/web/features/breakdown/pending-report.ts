// A report made on the public page before the visitor had an account, kept in the browser until
// they have finished onboarding and can import it into their budget (the Spend Breakdown's import).
import { KEPT_REPORT_KEY as KEY } from '#web/lib/kept-report.ts';
import type { Report } from './report.ts';

/** A statement kept longer than this in a browser (a shared computer, say) is let go. */
const KEEP_DAYS = 30;

export function savePendingReport(report: Report, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ savedAt: new Date().toISOString(), report }));
  } catch {
    // Storage full or disabled (private mode): the report stays on screen, nothing else is lost.
  }
}

export function loadPendingReport(storage: Storage = localStorage): Report | null {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as {
      savedAt?: string;
      report?: Report;
    } | null;
    if (!saved) return null;
    const age = Date.now() - Date.parse(saved.savedAt ?? '');
    if (!(age >= 0 && age < KEEP_DAYS * 86_400_000)) {
      storage.removeItem(KEY);
      return null;
    }
    const report = saved.report;
    return report && Array.isArray(report.spending) && Array.isArray(report.moneyIn)
      ? report
      : null;
  } catch {
    return null;
  }
}

export function clearPendingReport(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
