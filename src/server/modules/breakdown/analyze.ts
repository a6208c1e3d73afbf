// One statement in, the contract's breakdown out: the local engine always runs; when a refiner is
// configured, it is asked about the merchants left in 'Needs Category' and the engine runs again with
// the answers. Shared by the endpoint (engine runs in its worker pool) and `npm run cli -- breakdown`
// (in process).
import type { BreakdownOptions } from '#engine/breakdown';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import { DEFAULT_CATEGORIES, normalizeMerchant } from '#engine/categorize/index';
import { NEEDS_CATEGORY, type LearnedRule } from '#engine/types';
import type { BreakdownEngine } from './engine-pool.ts';
import { runEngineTask } from './engine-task.ts';
import { REFINE_MAX_MERCHANTS, redactMerchantName, type Refiner } from './refine.ts';

export interface AnalyzeOptions {
  message: string;
  userCategories?: string[] | undefined;
  learnedRules?: LearnedRule[] | undefined;
  refiner?: Refiner | null | undefined;
  /** How ambiguous dates and unsigned amounts read, when the caller knows (the CLI's flags). */
  reading?: Pick<BreakdownOptions, 'dateOrder' | 'signs'> | undefined;
  /** Where the pure engine runs; in process when absent. */
  engine?: Pick<BreakdownEngine, 'run'> | undefined;
}

const inProcess: Pick<BreakdownEngine, 'run'> = {
  run: (task) => Promise.resolve(runEngineTask(task)),
};

/** What an outflow may be refined into without user categories: the default taxonomy, less income. */
const DEFAULT_ALLOWED = DEFAULT_CATEGORIES.filter((name) => name !== 'Income & Refunds');

/** The key the engine gives text with no merchant name in it: nothing to ask about. */
const NAMELESS_KEY = normalizeMerchant('').key;

interface UncertainMerchant {
  key: string;
  /** The redacted name the refiner sees. */
  name: string;
}

/** Distinct merchants of the 'Needs Category' group, each once, with a name that is safe to send. */
export function listUncertainMerchants(breakdown: BreakdownResponse): UncertainMerchant[] {
  const group = breakdown.categories.find((c) => c.category === NEEDS_CATEGORY);
  const merchants = new Map<string, string>();
  for (const transaction of group?.transactions ?? []) {
    if (merchants.size >= REFINE_MAX_MERCHANTS) break;
    const identity = normalizeMerchant(transaction.description ?? transaction.merchant);
    if (!identity.key || identity.key === NAMELESS_KEY || merchants.has(identity.key)) continue;
    const name = redactMerchantName(transaction.merchant || identity.name);
    if (/\p{L}/u.test(name)) merchants.set(identity.key, name);
  }
  return [...merchants].map(([key, name]) => ({ key, name }));
}

export async function analyzeStatement(options: AnalyzeOptions): Promise<BreakdownResponse> {
  const { message, userCategories, learnedRules, refiner } = options;
  const engine = options.engine ?? inProcess;
  const reading = options.reading ?? {};
  const local = await engine.run({
    message,
    options: { userCategories, learnedRules, ...reading },
  });
  if (!refiner) return local;

  const uncertain = listUncertainMerchants(local);
  if (uncertain.length === 0) return local;
  const allowedCategories = userCategories?.length ? userCategories : DEFAULT_ALLOWED;
  const suggestions = await refiner.suggest({
    merchants: uncertain.map((m) => m.name),
    allowedCategories,
  });
  if (suggestions.size === 0) return local;
  const refinements = [...suggestions].map(([index, category]) => ({
    merchantKey: uncertain[index]!.key,
    category,
  }));
  return engine.run({
    message,
    options: { userCategories, learnedRules, refinements, ...reading },
  });
}
