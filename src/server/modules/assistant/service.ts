// The assistant's answer to one question: Pro only; with an AI provider the model chooses the budget
// tools (model.ts), else the question is read against the person's own category names (questions.ts)
// and answered with the tools in their currency.
import { eq } from 'drizzle-orm';
import { ASSISTANT_MESSAGES, type AssistantReply } from '#shared/contract/assistant';
import type { CategoryView } from '#shared/contract/budget';
import { AppError } from '#shared/errors';
import type { CurrencyCode } from '#shared/money';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { profiles } from '../../db/schema.ts';
import type { ApiCaller } from '../budget-tools/tools.ts';
import { isProUser } from '../subscription/service.ts';
import { answerIntent } from './answer.ts';
import { answerWithModel } from './model.ts';
import { readQuestion } from './questions.ts';

export async function askAssistant(options: {
  db: Database;
  env: Env;
  userId: string;
  question: string;
  today: string;
  api: ApiCaller;
}): Promise<AssistantReply> {
  const { db, userId, api } = options;
  if (!(await isProUser({ db, userId }))) {
    throw new AppError('FORBIDDEN', ASSISTANT_MESSAGES.proOnly);
  }
  const [profile] = await db
    .select({ currency: profiles.currency })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const currency = (profile?.currency ?? 'USD') as CurrencyCode;
  if (options.env.AI_PROVIDER === 'openai') {
    return answerWithModel({ ...options, currency });
  }
  const listed = await api({ method: 'GET', path: '/api/categories' });
  const rows = (listed.body as { categories?: CategoryView[] } | null)?.categories ?? [];
  const namesOf = (income: boolean) => [
    ...new Set(rows.filter((row) => (row.type === 'income') === income).map((row) => row.name)),
  ];
  const intent = readQuestion(options.question, {
    today: options.today,
    categories: namesOf(false),
    incomeCategories: namesOf(true),
  });
  return answerIntent({ intent, api, currency });
}
