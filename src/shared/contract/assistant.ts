// The in-app assistant (issue 35, Pro): a question about the person's own budget, answered from the
// same tools the MCP server offers.
import { z } from 'zod';
import { calendarDate } from './budget.ts';
import { typedTextField } from './text-fields.ts';

export const ASSISTANT_QUESTION_MAX = 500;

export const ASSISTANT_MESSAGES = {
  empty: 'Ask a question about your budget',
  proOnly: 'The assistant is part of Pro. Upgrade to ask about your budget in your own words.',
} as const;

export const askInput = z
  .object({
    question: typedTextField(
      ASSISTANT_QUESTION_MAX,
      `Questions can be at most ${ASSISTANT_QUESTION_MAX} characters`,
    )
      .transform((text) => text.trim())
      .pipe(z.string().min(1, ASSISTANT_MESSAGES.empty)),
    /** The person's today, which 'this week' and 'last month' count from. */
    today: calendarDate,
  })
  .strict();
export type AskInput = z.input<typeof askInput>;

export interface AssistantReply {
  answer: string;
  /** False when the question is not one it can answer exactly (the answer says what it can). */
  supported: boolean;
  /** The tools it used, in order. */
  toolCalls: Array<{ tool: string; input: Record<string, unknown> }>;
}

/** Questions it answers, offered as examples. */
export const ASSISTANT_EXAMPLES = [
  'How much did I spend on dining out last month?',
  'What is due this week?',
  'Did I spend more on groceries this month than last month?',
  'Add $12 lunch to Dining Out today',
] as const;
