// The work a breakdown-engine worker does: the pure engine on one request's input. Kept apart from
// the pool so a worker thread loads the engine and nothing of the server.
import { analyzeBreakdown, type BreakdownOptions } from '#engine/breakdown';
import type { BreakdownAnalysis } from '#engine/types';

/** One engine run: plain data both ways, so it crosses to a worker by structured clone. */
export interface EngineTask {
  message: string;
  options: BreakdownOptions;
}

export function runEngineTask(task: EngineTask): BreakdownAnalysis {
  return analyzeBreakdown(task.message, task.options);
}

/** Builds the engine's lookups (the merchant knowledge index) before the first real task. */
export function warmEngine(): void {
  analyzeBreakdown('01/02/2026 STARBUCKS STORE #12 -4.50\n01/03/2026 ACME PAYROLL 100.00', {
    today: '2026-01-05',
  });
}
