// One statement in, the contract's breakdown out: the local engine always runs, once; when a refiner
// is configured, it is asked about the merchants left in 'Needs Category' and its answers regroup the
// analysis (nothing is read twice). Then the analysis is shaped into the response. Shared by the
// endpoint (engine runs in its worker pool) and `npm run cli -- breakdown` (in process).
import { applyRefinements, type BreakdownOptions } from '#engine/breakdown';
import { DEFAULT_CATEGORIES, normalizeMerchant } from '#engine/categorize/index';
import {
  NEEDS_CATEGORY,
  type BreakdownAnalysis,
  type LearnedRule,
  type Refinement,
} from '#engine/types';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import type { BreakdownEngine } from './engine-pool.ts';
import { runEngineTask } from './engine-task.ts';
import { REFINE_MAX_MERCHANTS, redactMerchantName, type Refiner } from './refine.ts';
import { toBreakdownResponse } from './response.ts';

export interface AnalyzeOptions {
  message: string;
  userCategories?: string[] | undefined;
  /** The person's income categories, which money in is matched to. */
  incomeCategories?: string[] | undefined;
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

/**
 * Distinct merchants of the money out left in 'Needs Category', each once in statement order, under
 * the key the analysis gave them, with a name that is safe to send.
 */
export function listUncertainMerchants(analysis: BreakdownAnalysis): UncertainMerchant[] {
  const merchants = new Map<string, string>();
  for (const { merchant, decision } of analysis.transactions) {
    if (merchants.size >= REFINE_MAX_MERCHANTS) break;
    if (decision?.category !== NEEDS_CATEGORY) continue;
    if (!merchant.key || merchant.key === NAMELESS_KEY || merchants.has(merchant.key)) continue;
    const name = redactMerchantName(merchant.name);
    if (/\p{L}/u.test(name)) merchants.set(merchant.key, name);
  }
  return [...merchants].map(([key, name]) => ({ key, name }));
}

/** Asks the refiner about the uncertain merchants; none when there is nothing to ask or no answer. */
async function askRefiner(options: {
  analysis: BreakdownAnalysis;
  refiner: Refiner;
  userCategories: string[] | undefined;
}): Promise<Refinement[]> {
  const uncertain = listUncertainMerchants(options.analysis);
  if (uncertain.length === 0) return [];
  const allowedCategories = options.userCategories?.length
    ? options.userCategories
    : DEFAULT_ALLOWED;
  const suggestions = await options.refiner.suggest({
    merchants: uncertain.map((m) => m.name),
    allowedCategories,
  });
  return [...suggestions].map(([index, category]) => ({
    merchantKey: uncertain[index]!.key,
    category,
  }));
}

export async function analyzeStatement(options: AnalyzeOptions): Promise<BreakdownResponse> {
  const { message, userCategories, incomeCategories, learnedRules, refiner } = options;
  const engine = options.engine ?? inProcess;
  const analysis = await engine.run({
    message,
    options: { userCategories, incomeCategories, learnedRules, ...options.reading },
  });
  const refinements = refiner ? await askRefiner({ analysis, refiner, userCategories }) : [];
  return toBreakdownResponse(applyRefinements(analysis, refinements));
}
