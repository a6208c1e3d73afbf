// Settings, API: the person's tokens, how a script uses one, and how to connect an assistant.
import { ExternalLink } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { usePublicConfig } from '#web/lib/session.ts';
import { ApiTokensCard } from './api-tokens-card.tsx';

const SNIPPET_CLASS =
  'whitespace-pre-wrap break-all rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-xs';

/** A desktop MCP client's configuration: mcp-remote carries the token to /mcp. */
function mcpClientConfig(origin: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        pennyflow: {
          command: 'npx',
          args: ['-y', 'mcp-remote', `${origin}/mcp`, '--header', 'Authorization:${AUTH}'],
          env: { AUTH: 'Bearer pf_...' },
        },
      },
    },
    null,
    2,
  );
}

export function ApiTab() {
  const origin = window.location.origin;
  const month = new Date().toISOString().slice(0, 7);
  const perMinute = usePublicConfig().data?.apiTokenRequestsPerMinute;
  return (
    <>
      <ApiTokensCard />
      <Card className="space-y-3">
        <div>
          <CardTitle>Using a token</CardTitle>
          <CardDescription>
            Send it in the Authorization header.
            {perMinute ? ` A token may make ${perMinute} requests a minute.` : null}
          </CardDescription>
        </div>
        <pre aria-label="Example request" className={SNIPPET_CLASS}>
          {`curl -H "Authorization: Bearer pf_..." \\\n  "${origin}/api/transactions?month=${month}"`}
        </pre>
        <a
          href="/api/docs"
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-text underline underline-offset-4"
        >
          API reference
          <ExternalLink aria-hidden className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Card>
      <Card className="space-y-3">
        <div>
          <CardTitle>Connect an assistant</CardTitle>
          <CardDescription>
            Assistants that speak MCP (the Model Context Protocol) can read your budget, search your
            transactions, see what is due and, with a read and write token, add transactions. Add
            Pennyflow to your desktop assistant&apos;s MCP settings with a token in place of pf_...:
          </CardDescription>
        </div>
        <pre aria-label="MCP client settings" className={SNIPPET_CLASS}>
          {mcpClientConfig(origin)}
        </pre>
        <p className="text-sm text-muted">
          Clients that connect over HTTP themselves use the address {origin}/mcp with the header
          Authorization: Bearer pf_...
        </p>
      </Card>
    </>
  );
}
