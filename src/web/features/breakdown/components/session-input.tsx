// The statement box of a breakdown page, wired to its session (use-breakdown-session.ts), with the
// spec's button labels and the public limit; what shows past the limit is the page's to say.
import type { ReactNode } from 'react';
import { BREAKDOWN_MAX_CHARACTERS } from '#shared/contract/breakdown-messages';
import { StatementInput } from './statement-input.tsx';
import type { useBreakdownSession } from './use-breakdown-session.ts';

export function SessionStatementInput({
  session,
  overLimit,
}: {
  session: ReturnType<typeof useBreakdownSession>;
  /** Shown once typing, pasting or a file went past the limit. */
  overLimit: ReactNode;
}) {
  return (
    <StatementInput
      value={session.text}
      onChange={session.setText}
      limit={BREAKDOWN_MAX_CHARACTERS}
      onOverLimit={session.markOverLimit}
      onSubmit={() => void session.submit()}
      isPending={session.isPending}
      submitLabel="Get Spending Report"
      pendingLabel="Analyzing... Could take up to 3 minutes"
      error={session.error}
      footer={session.isOverLimit ? overLimit : null}
    />
  );
}
