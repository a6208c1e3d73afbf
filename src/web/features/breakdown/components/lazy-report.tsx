// The report's code (charts, drag and drop, the table) loads when the person starts entering a
// statement, not with the page: a first visit downloads only the input.
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { loadReport } from './load-report.ts';

const Report = lazy(async () => ({ default: (await loadReport()).BreakdownReport }));

export function LazyBreakdownReport(props: ComponentProps<typeof Report>) {
  return (
    <Suspense fallback={<LoadingScreen label="Preparing your report" />}>
      <Report {...props} />
    </Suspense>
  );
}
