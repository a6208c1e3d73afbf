// After sign-up from the free breakdown: the report made there is waiting in this browser, and the
// Spend Breakdown is where it goes into the budget.
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { hasKeptReport } from '#web/lib/kept-report.ts';

export function KeptReportNotice() {
  const [isWaiting] = useState(hasKeptReport);
  if (!isWaiting) return null;
  return (
    <section
      aria-labelledby="kept-report-title"
      className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <FileCheck2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent-text" />
        <div>
          <h2 id="kept-report-title" className="font-semibold text-text">
            Your spending report is ready to import
          </h2>
          <p className="text-sm text-muted">
            The report you made before signing up is kept in this browser. Add its categories to
            your budget in one click each.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/ai-chat">Open Spend Breakdown</Link>
      </Button>
    </section>
  );
}
