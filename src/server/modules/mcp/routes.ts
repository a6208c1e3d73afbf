// /mcp: an assistant's connection, authorised by a personal access token (http/api-tokens.ts has
// checked it). Each tool calls this app's own API in process with the same token and the same
// client, so the API's scopes, limits, metering and security log apply to it as to any script.
import type { Context, Hono } from 'hono';
import { TOKEN_MESSAGES } from '#shared/contract/tokens';
import type { ErrorBody } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { inProcessCaller } from '../budget-tools/tools.ts';
import { handleMcpRequest } from './server.ts';

export async function mcpResponse(app: Hono<AppEnv>, c: Context<AppEnv>): Promise<Response> {
  const holder = c.var.tokenHolder;
  if (!holder) {
    c.header('WWW-Authenticate', 'Bearer realm="Pennyflow", error="invalid_token"');
    return c.json(
      {
        error: `${TOKEN_MESSAGES.invalid}. Connect with a token from Settings > API`,
        code: 'UNAUTHENTICATED',
      } satisfies ErrorBody,
      401,
    );
  }
  const api = inProcessCaller({
    app,
    headers: {
      authorization: c.req.header('authorization') ?? '',
      'user-agent': c.req.header('user-agent') ?? 'MCP client',
    },
    env: c.env,
  });
  return handleMcpRequest({ request: c.req.raw, api, scope: holder.scope });
}
