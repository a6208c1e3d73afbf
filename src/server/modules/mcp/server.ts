// The MCP server at /mcp (issue 35): the budget tools (budget-tools/tools.ts) for an assistant the
// person connects with a personal access token, over Streamable HTTP without sessions: each POST is
// one JSON-RPC exchange answered as JSON. A read-only token is not offered the tools that write.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TokenScope } from '#shared/contract/tokens';
import {
  BUDGET_TOOLS,
  ToolRefusal,
  type ApiCaller,
  type BudgetTool,
} from '../budget-tools/tools.ts';

const INSTRUCTIONS =
  "Pennyflow is the person's monthly budget. Amounts are whole cents (12345 is 123.45 in their currency) " +
  'except in analyse_statement, which keeps the statement’s own amounts. Dates are YYYY-MM-DD and ' +
  'months YYYY-MM. State figures exactly as the tools give them.';

async function runTool(tool: BudgetTool, input: unknown, api: ApiCaller): Promise<CallToolResult> {
  try {
    const result = await tool.run(input, api);
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  } catch (error) {
    if (error instanceof ToolRefusal) {
      return { isError: true, content: [{ type: 'text', text: error.message }] };
    }
    throw error;
  }
}

export function createMcpServer(options: { api: ApiCaller; scope: TokenScope }): McpServer {
  const server = new McpServer(
    { name: 'pennyflow', title: 'Pennyflow', version: '1.0.0' },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of BUDGET_TOOLS) {
    if (tool.writes && options.scope !== 'write') continue;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: !tool.writes, openWorldHint: false },
      },
      (input: unknown) => runTool(tool, input, options.api),
    );
  }
  return server;
}

/** Answers one MCP request (stateless: a server and transport of its own, closed after). */
export async function handleMcpRequest(options: {
  request: Request;
  api: ApiCaller;
  scope: TokenScope;
}): Promise<Response> {
  const server = createMcpServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(options.request);
  } finally {
    await server.close();
  }
}
