// Whether a spending report made on the public page before sign-up is waiting in this browser. The
// report itself is the breakdown feature's (pending-report.ts); screens elsewhere only need to know
// it is there, to point to the Spend Breakdown where it is imported.
export const KEPT_REPORT_KEY = 'pennyflow.pendingReport';

export function hasKeptReport(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(KEPT_REPORT_KEY) !== null;
  } catch {
    return false;
  }
}
