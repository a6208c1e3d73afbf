// Runs the breakdown engine off the event loop, in a small pool of worker threads (tinypool), so one
// statement being read does not hold up every other request (ADR 0009). Before the workers are up,
// when they cannot start or a worker is lost, the engine runs in process: the answer is the same,
// only where it is computed differs. A full queue is refused instead (503 with Retry-After): run on
// the main thread, a burst of statements would hold up every other request (issue 32, F9).
import os from 'node:os';
import Tinypool from 'tinypool';
import type { BreakdownAnalysis } from '#engine/types';
import { BREAKDOWN_MESSAGES } from '#shared/contract/breakdown-messages';
import { AppError } from '#shared/errors';
import { runEngineTask, type EngineTask } from './engine-task.ts';

export type { EngineTask } from './engine-task.ts';

export interface BreakdownEngineStats {
  /** Tasks answered by a worker. */
  pooled: number;
  /** Tasks run on the calling thread: before the workers were ready, or without them. */
  inProcess: number;
  /** Tasks refused because every worker was busy and the queue full. */
  refused: number;
}

export interface BreakdownEngine {
  run(task: EngineTask): Promise<BreakdownAnalysis>;
  /**
   * Starts the workers ahead of the first request (otherwise the first request starts them). Resolves
   * true once they answer, false when they cannot start (the engine then stays in process).
   */
  start(): Promise<boolean>;
  /** Stops the workers; later tasks run in process. Safe to call more than once. */
  close(): Promise<void>;
  readonly stats: BreakdownEngineStats;
  /** Worker threads alive now. */
  readonly activeThreads: number;
}

export interface BreakdownEngineOptions {
  /** Worker threads; 0 runs every task in process. Default: one per core the process may use. */
  threads?: number | undefined;
  /** Tasks that may wait for a worker; past that a task is refused (503). Default: 64 per thread. */
  maxQueue?: number;
  /** Worker entry (tests point it elsewhere to see a failed start). */
  workerUrl?: URL;
}

const WORKER_URL = new URL('./engine-worker.mjs', import.meta.url);
const QUEUE_PER_THREAD = 64;
/** A statement takes well under a second; a few seconds lets the queue drain. */
const BUSY_RETRY_SECONDS = 5;

type State = 'idle' | 'starting' | 'ready' | 'failed' | 'closed';

export function createBreakdownEngine(options: BreakdownEngineOptions = {}): BreakdownEngine {
  const threads = Math.max(0, Math.floor(options.threads ?? os.availableParallelism()));
  const maxQueue = options.maxQueue ?? threads * QUEUE_PER_THREAD;
  const stats: BreakdownEngineStats = { pooled: 0, inProcess: 0, refused: 0 };
  let state: State = threads === 0 ? 'failed' : 'idle';
  let pool: Tinypool | undefined;
  let starting: Promise<boolean> | undefined;

  const runInProcess = (task: EngineTask): BreakdownAnalysis => {
    stats.inProcess += 1;
    return runEngineTask(task);
  };

  const start = (): Promise<boolean> => {
    if (state === 'ready') return Promise.resolve(true);
    if (state === 'failed' || state === 'closed') return Promise.resolve(false);
    if (starting) return starting;
    state = 'starting';
    const created = new Tinypool({
      filename: (options.workerUrl ?? WORKER_URL).href,
      minThreads: threads,
      maxThreads: threads,
      maxQueue,
    });
    pool = created;
    // One ping per thread: each answers once a worker has loaded and warmed the engine.
    starting = Promise.all(Array.from({ length: threads }, () => created.run('ping'))).then(
      () => {
        if (state !== 'starting') return false;
        state = 'ready';
        return true;
      },
      async (error: unknown) => {
        if (state !== 'starting') return false;
        state = 'failed';
        pool = undefined;
        console.warn('Breakdown engine workers could not start; running in process:', error);
        await created.destroy().catch(() => {});
        return false;
      },
    );
    return starting;
  };

  const run = async (task: EngineTask): Promise<BreakdownAnalysis> => {
    if (state === 'idle') void start();
    if (state !== 'ready' || !pool) return runInProcess(task);
    try {
      const result = (await pool.run(task)) as BreakdownAnalysis;
      stats.pooled += 1;
      return result;
    } catch (error) {
      if (isQueueFull(error)) {
        stats.refused += 1;
        throw new AppError('UNAVAILABLE', BREAKDOWN_MESSAGES.busy, {
          retryAfterSeconds: BUSY_RETRY_SECONDS,
        });
      }
      // A worker lost or the pool closing: logged, and this task is read here.
      if (state === 'ready') {
        console.error('Breakdown engine worker failed; running this task in process:', error);
      }
      return runInProcess(task);
    }
  };

  const close = async (): Promise<void> => {
    state = 'closed';
    const closing = pool;
    pool = undefined;
    await closing?.destroy();
  };

  return {
    run,
    start,
    close,
    stats,
    get activeThreads() {
      return pool?.threads.length ?? 0;
    },
  };
}

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && error.message === 'Task queue is at limit';
}
