// Test helper: a local HTTP server that speaks the chat-completions protocol, records what it was sent
// and answers as each test tells it to (content, an HTTP error, or a stall).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
    [key: string]: unknown;
  };
}

export type FakeAnswer =
  | { content: string }
  | { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> }
  | { status: number; body?: string }
  | { stallMs: number; content?: string };

export interface FakeLlm {
  baseURL: string;
  requests: ChatRequest[];
  /** What the next requests get; a function sees the request. */
  answer: FakeAnswer | ((request: ChatRequest) => FakeAnswer);
  close(): Promise<void>;
}

/** An answer that asks for tool calls, as the chat API gives it. */
function toolCallCompletion(
  model: string,
  calls: Array<{ name: string; arguments: Record<string, unknown> }>,
) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((call, i) => ({
            id: `call_${i}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        },
        finish_reason: 'tool_calls',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

function completion(model: string, content: string) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const sockets = new Set<Socket>();
  const fake: FakeLlm = {
    baseURL: '',
    requests: [],
    answer: { content: '{"assignments":[]}' },
    close: async () => {},
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: ChatRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as ChatRequest['body'],
      };
      fake.requests.push(request);
      const answer = typeof fake.answer === 'function' ? fake.answer(request) : fake.answer;
      const send = (status: number, body: string) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if ('stallMs' in answer) {
        const timer = setTimeout(
          () => send(200, completion(request.body.model, answer.content ?? '{}')),
          answer.stallMs,
        );
        res.on('close', () => clearTimeout(timer));
      } else if ('toolCalls' in answer) {
        send(200, toolCallCompletion(request.body.model, answer.toolCalls));
      } else if ('status' in answer) {
        send(answer.status, answer.body ?? '{"error":{"message":"boom","type":"server_error"}}');
      } else {
        send(200, completion(request.body.model, answer.content));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/** The JSON the refiner put in its user message. */
export function sentPayload(request: ChatRequest): {
  allowedCategories: string[];
  merchants: Array<{ id: number; name: string }>;
} {
  const user = request.body.messages.find((m) => m.role === 'user');
  return JSON.parse(user?.content ?? '{}') as ReturnType<typeof sentPayload>;
}
