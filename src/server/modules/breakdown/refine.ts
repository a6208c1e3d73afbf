// The optional LLM refinement (AI_PROVIDER=openai): asks an OpenAI-compatible endpoint to place the
// merchants the local engine left in 'Needs Category'. It sees merchant names only, with anything that
// looks like a number, amount or date removed, and its answers count only when they name an allowed
// category. Any failure means no suggestions: the local result stands.
import OpenAI from 'openai';
import { z } from 'zod';
import { toCategoryKey } from '#shared/categories';
import type { Env } from '../../env.ts';

export const REFINE_TIMEOUT_MS = 8_000;
/** Bounds the prompt; a statement rarely has more distinct uncertain merchants. */
export const REFINE_MAX_MERCHANTS = 100;
const MERCHANT_NAME_MAX = 60;
const DEFAULT_MODEL = 'gpt-4o-mini';
const NEEDS_CATEGORY = 'needs category';

export interface RefineRequest {
  /** Redacted merchant names; a suggestion refers to one by its index. */
  merchants: string[];
  allowedCategories: string[];
}

export interface Refiner {
  /** Index of the merchant -> an allowed category, spelled as allowed. Never rejects. */
  suggest(request: RefineRequest): Promise<Map<number, string>>;
}

export interface RefinerConfig {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

const digitCount = (token: string) => token.replace(/\D/g, '').length;
const isNumberLike = (token: string) => /^[-+($€£¥]*\d[\d.,/:'-]*[)]?$/.test(token);

/**
 * A merchant name safe to send, word by word: a word with three or more digits (card, account, store,
 * phone and reference numbers, masked ones too) goes, as does one with a digit, a separator and a digit
 * (amounts, dates, times), and so does a run of short numbers that adds up to three digits ('12 34 56').
 * Short numbers that are part of a brand ('7-Eleven', 'Forever 21') stay.
 */
export function redactMerchantName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const isDropped = words.map(
    (word) => digitCount(word) >= 3 || /\d[.,/:'-]\d/.test(word) || /^[#*$€£¥]+$/.test(word),
  );
  for (let start = 0; start < words.length;) {
    let end = start;
    while (end < words.length && isNumberLike(words[end]!)) end += 1;
    const run = words.slice(start, end);
    if (run.length > 1 && digitCount(run.join('')) >= 3) isDropped.fill(true, start, end);
    start = end === start ? start + 1 : end;
  }
  return words
    .filter((_, i) => !isDropped[i])
    .join(' ')
    .slice(0, MERCHANT_NAME_MAX)
    .trim();
}

const SYSTEM_PROMPT = [
  'You assign card and bank transactions to spending categories by merchant name.',
  'You receive JSON: {"allowedCategories": [...], "merchants": [{"id": number, "name": string}]}.',
  'Answer with JSON only: {"assignments": [{"id": number, "category": string}]}.',
  'Use only the allowed categories, spelled exactly. Leave out any merchant you are not sure about.',
].join('\n');

const assignmentList = z.object({ assignments: z.array(z.unknown()) });
const assignment = z.object({ id: z.coerce.number().int().nonnegative(), category: z.string() });

/**
 * Reads the model's answer: {"assignments": [{id, category}]} or, as some models answer, a plain
 * {"<id>": "<category>"} object. Keeps only known ids and allowed categories (case-insensitive, returned
 * in the allowed spelling); everything else is dropped.
 */
export function parseSuggestions(options: {
  content: string;
  merchantCount: number;
  allowedCategories: string[];
}): Map<number, string> {
  const allowed = new Map(
    options.allowedCategories
      .filter((name) => toCategoryKey(name) !== NEEDS_CATEGORY)
      .map((name) => [toCategoryKey(name), name]),
  );
  const text = options.content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const parsed: unknown = JSON.parse(text);
  let pairs: unknown[] = [];
  const list = assignmentList.safeParse(parsed);
  if (list.success) pairs = list.data.assignments;
  else if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    pairs = Object.entries(parsed).map(([id, category]) => ({ id, category }));
  } else throw new Error('The answer is not a JSON object');

  const suggestions = new Map<number, string>();
  for (const pair of pairs) {
    const result = assignment.safeParse(pair);
    if (!result.success || result.data.id >= options.merchantCount) continue;
    const category = allowed.get(toCategoryKey(result.data.category));
    if (category && !suggestions.has(result.data.id)) suggestions.set(result.data.id, category);
  }
  return suggestions;
}

function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIError && error.status) return `HTTP ${error.status}`;
  if (error instanceof Error) return error.name === 'Error' ? error.message : error.name;
  return String(error);
}

export function createOpenAiRefiner(config: RefinerConfig): Refiner {
  const timeoutMs = config.timeoutMs ?? REFINE_TIMEOUT_MS;
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) need no key, but the SDK insists on one.
    apiKey: config.apiKey || 'not-needed',
    baseURL: config.baseURL,
    timeout: timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  const model = config.model || DEFAULT_MODEL;

  return {
    async suggest(request) {
      if (request.merchants.length === 0 || request.allowedCategories.length === 0) {
        return new Map();
      }
      const payload = {
        allowedCategories: request.allowedCategories,
        merchants: request.merchants.map((name, id) => ({ id, name })),
      };
      const started = performance.now();
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: JSON.stringify(payload) },
            ],
          },
          // The SDK's timeout covers the wait for headers; this one covers the whole answer.
          { signal: AbortSignal.timeout(timeoutMs) },
        );
        const content = completion.choices?.[0]?.message?.content;
        if (!content) throw new Error('The answer has no content');
        return parseSuggestions({
          content,
          merchantCount: request.merchants.length,
          allowedCategories: request.allowedCategories,
        });
      } catch (error) {
        // Merchant names stay out of the log; the reason and the time are enough to diagnose.
        const ms = Math.round(performance.now() - started);
        console.warn(
          `Breakdown: LLM refinement failed after ${ms} ms (${describeFailure(error)}); kept the local result`,
        );
        return new Map();
      }
    },
  };
}

const refinerByEnv = new WeakMap<Env, Refiner | null>();

/** The configured refiner, or null for AI_PROVIDER=local. One client per configuration. */
export function refinerFromEnv(env: Env): Refiner | null {
  let refiner = refinerByEnv.get(env);
  if (refiner === undefined) {
    refiner =
      env.AI_PROVIDER === 'openai'
        ? createOpenAiRefiner({
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            model: env.AI_MODEL,
          })
        : null;
    refinerByEnv.set(env, refiner);
  }
  return refiner;
}
