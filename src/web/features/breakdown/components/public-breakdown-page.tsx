// The free breakdown page (public /breakdown, spec section 2): paste or upload a statement, get the
// report, with no account. What follows a report for a visitor (the free-account form) is given by
// the route, which composes it from the auth feature.
import { Lock, RotateCcw, ShieldCheck, Sparkles } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BREAKDOWN_MAX_CHARACTERS } from '#shared/contract/breakdown-messages';
import { PublicHeader } from '#web/components/public-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  clearPublicReport,
  readPublicReport,
  savePublicReport,
  type ReportOwner,
} from '../public-report-memory.ts';
import { LazyBreakdownReport } from './lazy-report.tsx';
import { SessionStatementInput } from './session-input.tsx';
import { useBreakdownSession } from './use-breakdown-session.ts';
import type { Report } from '../report.ts';

export function UpsellBox() {
  return (
    <div
      role="status"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-sm text-accent-text"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Lock aria-hidden className="h-4 w-4" />
        Unlock Pennyflow For Unlimited AI Usage
      </p>
      <p className="mt-1 text-text">
        The free tool reads up to {BREAKDOWN_MAX_CHARACTERS.toLocaleString('en-US')} characters at a
        time, so what you added was not taken. Paste a smaller part, or get unlimited use.
      </p>
      <Button asChild size="sm" className="mt-3">
        <Link to="/signup">Get Pennyflow - $29</Link>
      </Button>
    </div>
  );
}

export function PublicBreakdownPage({
  viewer,
  afterReport,
}: {
  /** Who is looking: the signed-in user's id, or null. The kept report is theirs or nobody's. */
  viewer: ReportOwner;
  /** Shown under a report (the sign-up call and free-account form), given the report made. */
  afterReport?: (report: Report) => ReactNode;
}) {
  // A reload of this tab brings the last report back, edits and all, to the one it belongs to; a
  // reset forgets it. Kept again under the viewer, so an account made from the page takes it over.
  const [keptReport] = useState(() => readPublicReport(viewer));
  const session = useBreakdownSession({ source: 'free_tool', initialReport: keptReport });
  useEffect(() => {
    if (session.report) savePublicReport(session.report, viewer);
    else clearPublicReport();
  }, [session.report, viewer]);
  return (
    <div className="min-h-screen">
      <PublicHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {session.report ? (
          <div className="space-y-8">
            <LazyBreakdownReport
              report={session.report}
              onChange={session.setReport}
              actions={
                <Button variant="secondary" size="sm" onClick={session.reset}>
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  Try Another Analysis
                </Button>
              }
            />
            {afterReport?.(session.report)}
          </div>
        ) : (
          <div className="mx-auto max-w-3xl">
            <div className="text-center">
              <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-text">
                <Sparkles aria-hidden className="h-3.5 w-3.5" />
                Free, no account needed
              </p>
              <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                See exactly where your money went last month
              </h1>
              <p className="mx-auto mt-3 max-w-xl text-muted text-pretty">
                Paste the transactions from your bank or card statement, or upload an export. Every
                transaction comes back sorted into categories with totals, a chart and insights,
                checked so nothing is missed.
              </p>
            </div>
            <div className="mt-8 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
              <SessionStatementInput session={session} overLimit={<UpsellBox />} />
            </div>
            <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted">
              <ShieldCheck aria-hidden className="h-4 w-4" />
              Your statement is read on our server and not stored.
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
