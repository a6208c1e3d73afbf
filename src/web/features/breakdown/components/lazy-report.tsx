// The report's code (charts, drag and drop, the table) loads when the person starts entering a
// statement, not with the page: a first visit downloads only the input. When it has arrived by the
// time the report is ready (the usual case), the report renders directly: a component suspending
// even for a loaded module would hold the report back behind React's fallback throttle.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import type { BreakdownReport } from './breakdown-report.tsx';
import { loadedReport, loadReport } from './load-report.ts';

const Report = lazy(async () => ({ default: (await loadReport()).BreakdownReport }));

export function LazyBreakdownReport(props: ComponentProps<typeof BreakdownReport>) {
  // Decided once: switching paths later would remount the report and lose its sort and scroll.
  const [loaded] = useState(loadedReport);
  if (loaded) return <loaded.BreakdownReport {...props} />;
  return (
    <Suspense fallback={<LoadingScreen label="Preparing your report" />}>
      <Report {...props} />
    </Suspense>
  );
}
