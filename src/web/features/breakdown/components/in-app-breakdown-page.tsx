// The in-app Spending Breakdown (shell /breakdown, spec section 2): the same input and report as the
// public page, for a signed-in person; its upload works (DESIGN section 11).
import { RotateCcw } from 'lucide-react';
import { BREAKDOWN_MAX_CHARACTERS, BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fetchMe } from '#web/lib/session.ts';
import { LazyBreakdownReport } from './lazy-report.tsx';
import { SessionStatementInput } from './session-input.tsx';
import { useBreakdownSession } from './use-breakdown-session.ts';

export function InAppBreakdownPage() {
  const session = useBreakdownSession({
    // The free page's tool inside the app ('authenticated_user' is the metered Spend Breakdown's).
    source: 'free_tool',
    // A session that ended in another tab is caught before the request, in the spec's words.
    // (Asked directly, not through the session cache: the page stays to say so.)
    precheck: async () => ((await fetchMe()) ? null : BREAKDOWN_MESSAGES.signIn),
  });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Spending Breakdown"
        description="Paste or upload a statement and see every transaction sorted into categories."
        actions={
          session.report ? (
            <Button variant="secondary" onClick={session.reset}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              Analyze New Transactions
            </Button>
          ) : undefined
        }
      />
      {session.report ? (
        <LazyBreakdownReport report={session.report} onChange={session.setReport} />
      ) : (
        <div className="max-w-3xl rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <SessionStatementInput
            session={session}
            overLimit={
              <Alert tone="warning">
                {BREAKDOWN_MESSAGES.pasteLimit(BREAKDOWN_MAX_CHARACTERS)}
              </Alert>
            }
          />
        </div>
      )}
    </div>
  );
}
