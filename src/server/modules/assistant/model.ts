// The assistant with an AI provider (AI_PROVIDER=openai: OpenAI or any server speaking its chat
// API, local ones included): the model chooses among the budget tools and sees only their results.
// Every figure in its answer must be one a tool gave; an answer with any other figure is not shown.
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AssistantReply } from '#shared/contract/assistant';
import type { CurrencyCode } from '#shared/money';
import type { Env } from '../../env.ts';
import { BUDGET_TOOLS, ToolRefusal, type ApiCaller } from '../budget-tools/tools.ts';

/** Tool rounds before the model must answer. */
const MAX_ROUNDS = 5;
const TIMEOUT_MS = 30_000;
const DEFAULT_MODEL = 'gpt-4o-mini';

export const UNCHECKED_ANSWER =
  'I could not check every figure of that answer against your budget, so I will not give it. Try asking more simply, such as "How much did I spend on groceries last month?"';

const TOOLS: ChatCompletionTool[] = BUDGET_TOOLS.map((tool) => ({
  type: 'function',
  function: {
    name: tool.name,
    description: tool.description,
    parameters: z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >,
  },
}));

function systemPrompt(today: string, currency: CurrencyCode): string {
  return [
    "You answer questions about the person's own budget in Pennyflow, using only the tools.",
    `Today is ${today}. Their currency is ${currency}.`,
    'Tool amounts are whole cents: 12345 is 123.45. Write amounts with two decimals and the currency symbol.',
    'State only figures a tool returned, converted from cents; never add, subtract, estimate or round them.',
    'If the tools cannot answer the question, say so in one sentence.',
    'Answer in one or two short sentences.',
  ].join('\n');
}

/** Every amount in the tool results, in cents (numbers, nested anywhere). */
function amountsIn(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'number' && Number.isInteger(value)) into.add(Math.abs(value));
  else if (Array.isArray(value)) for (const item of value) amountsIn(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) amountsIn(item, into);
  return into;
}

/**
 * The money figures an answer states, in cents: an amount with a currency sign, or with two
 * decimals. Dates and counts are not money and are left alone.
 */
export function figuresIn(answer: string): number[] {
  const figures: number[] = [];
  for (const match of answer.matchAll(
    /(?:[£$€¥₹]\s?-?(\d[\d,]*(?:\.\d{1,2})?))|\b(\d[\d,]*\.\d{2})\b/g,
  )) {
    const text = (match[1] ?? match[2]!).replaceAll(',', '');
    figures.push(Math.round(Number(text) * 100));
  }
  return figures;
}

export async function answerWithModel(options: {
  env: Env;
  question: string;
  today: string;
  currency: CurrencyCode;
  api: ApiCaller;
}): Promise<AssistantReply> {
  const { env, api } = options;
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY || 'not-needed',
    baseURL: env.OPENAI_BASE_URL,
    timeout: TIMEOUT_MS,
    maxRetries: 0,
    logLevel: 'off',
  });
  const toolCalls: AssistantReply['toolCalls'] = [];
  const seen = new Set<number>();
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(options.today, options.currency) },
    { role: 'user', content: options.question },
  ];
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const completion = await client.chat.completions.create(
      {
        model: env.AI_MODEL || DEFAULT_MODEL,
        temperature: 0,
        messages,
        ...(round < MAX_ROUNDS ? { tools: TOOLS } : {}),
      },
      { signal: AbortSignal.timeout(TIMEOUT_MS) },
    );
    const message = completion.choices[0]?.message;
    if (!message) break;
    const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
    if (calls.length === 0) {
      const answer = message.content?.trim() ?? '';
      const checked = figuresIn(answer).every((figure) => seen.has(figure));
      return checked && answer
        ? { answer, supported: true, toolCalls }
        : { answer: UNCHECKED_ANSWER, supported: false, toolCalls };
    }
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const tool = BUDGET_TOOLS.find((candidate) => candidate.name === call.function.name);
      let content: string;
      try {
        if (!tool) throw new ToolRefusal(`There is no tool called ${call.function.name}`);
        const input = tool.input.safeParse(JSON.parse(call.function.arguments || '{}'));
        if (!input.success)
          throw new ToolRefusal(input.error.issues[0]?.message ?? 'Invalid input');
        toolCalls.push({ tool: tool.name, input: input.data as Record<string, unknown> });
        const result = await tool.run(input.data, api);
        amountsIn(result, seen);
        content = JSON.stringify(result);
      } catch (error) {
        if (!(error instanceof ToolRefusal) && !(error instanceof SyntaxError)) throw error;
        content = JSON.stringify({ error: error.message });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  return { answer: UNCHECKED_ANSWER, supported: false, toolCalls };
}
