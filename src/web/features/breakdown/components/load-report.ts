// Loading the report's code: once, on demand or ahead of need (lazy-report.tsx).
import type * as ReportCode from './breakdown-report.tsx';

type ReportModule = typeof ReportCode;

let loaded: ReportModule | undefined;

export const loadReport = (): Promise<ReportModule> =>
  import('./breakdown-report.tsx').then((module) => (loaded = module));

/** The report's module when it has arrived, so it renders at once, without a Suspense round. */
export function loadedReport(): ReportModule | undefined {
  return loaded;
}

/** Starts loading the report's code ahead of the first report (typing, a file). */
export function prefetchReport(): void {
  void loadReport();
}
