// Settings, API: the person's tokens, and how a script uses one.
import { TOKEN_REQUESTS_PER_MINUTE } from '#shared/contract/tokens';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { ApiTokensCard } from './api-tokens-card.tsx';

export function ApiTab() {
  const origin = window.location.origin;
  const month = new Date().toISOString().slice(0, 7);
  return (
    <>
      <ApiTokensCard />
      <Card className="space-y-3">
        <div>
          <CardTitle>Using a token</CardTitle>
          <CardDescription>
            Send it in the Authorization header. A token may make {TOKEN_REQUESTS_PER_MINUTE}{' '}
            requests a minute.
          </CardDescription>
        </div>
        <pre
          aria-label="Example request"
          className="whitespace-pre-wrap break-all rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-xs"
        >
          {`curl -H "Authorization: Bearer pf_..." \\\n  "${origin}/api/transactions?month=${month}"`}
        </pre>
      </Card>
    </>
  );
}
