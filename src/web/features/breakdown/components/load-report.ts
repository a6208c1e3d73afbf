// Loading the report's code: once, on demand or ahead of need (lazy-report.tsx).
export const loadReport = () => import('./breakdown-report.tsx');

/** Starts loading the report's code ahead of the first report (typing, a file). */
export function prefetchReport(): void {
  void loadReport();
}
