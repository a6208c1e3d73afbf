// The breakdown engine's worker pool: the same answer as the engine in process, and the in-process
// fallbacks (not started, failed start, full queue, closed). Worker threads: the slow project, whose
// 120 s timeouts cover starting them on a loaded machine.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors';
import { generateStatementOfSize } from '../../../../tests/support/statement-generator.ts';
import { createBreakdownEngine, type BreakdownEngine, type EngineTask } from './engine-pool.ts';
import { runEngineTask } from './engine-task.ts';

const FIXTURES = new URL('../../../../tests/fixtures/statements/', import.meta.url);
const TODAY = '2026-11-22';

/** Real statements of several formats (CSV, OFX, CAMT), plus the 30,000-character benchmark input. */
const TASKS: Array<[string, EngineTask]> = [
  ...[
    'reckon/spec/integration/austrian_example/input.csv',
    'bank2ynab/test/test-data/test_row_format_CD_flag.csv',
    'ofxparse/tests/fixtures/checking.ofx',
    'genkgo-camt/test/data/camt053.v2.minimal.xml',
  ].map((file): [string, EngineTask] => [
    file,
    { message: readFileSync(new URL(file, FIXTURES), 'utf8'), options: { today: TODAY } },
  ]),
  [
    'generated, user categories and a learned rule',
    {
      message: generateStatementOfSize(30_000).text,
      options: {
        today: TODAY,
        userCategories: ['Food', 'Transport', 'Home'],
        learnedRules: [{ merchantKey: 'starbucks', category: 'Food' }],
      },
    },
  ],
];

describe('the breakdown engine in worker threads', () => {
  let engine: BreakdownEngine;
  beforeAll(async () => {
    // Load the merchant knowledge in this thread too, for the in-process answers compared below.
    runEngineTask(TASKS[0]![1]);
    engine = createBreakdownEngine({ threads: 2 });
    expect(await engine.start()).toBe(true);
  });
  afterAll(() => engine?.close());

  it.each(TASKS)('answers the same JSON as in process: %s', async (_name, task) => {
    const before = engine.stats.pooled;
    const pooled = await engine.run(task);
    expect(engine.stats.pooled).toBe(before + 1);
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(runEngineTask(task)));
  });

  it('spreads concurrent tasks over its threads', async () => {
    const task = TASKS.at(-1)![1];
    const expected = JSON.stringify(runEngineTask(task));
    const answers = await Promise.all(Array.from({ length: 6 }, () => engine.run(task)));
    for (const answer of answers) expect(JSON.stringify(answer)).toBe(expected);
    expect(engine.activeThreads).toBe(2);
  });
});

describe('the breakdown engine falling back to in process', () => {
  const task = TASKS[0]![1];

  it('runs in process while its workers start, and in the pool once they are up', async () => {
    const engine = createBreakdownEngine({ threads: 1 });
    try {
      await engine.run(task); // starts the workers without waiting for them
      expect(engine.stats).toEqual({ pooled: 0, inProcess: 1, refused: 0 });
      expect(await engine.start()).toBe(true);
      await engine.run(task);
      expect(engine.stats).toEqual({ pooled: 1, inProcess: 1, refused: 0 });
    } finally {
      await engine.close();
    }
  });

  it('stays in process when the workers cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const engine = createBreakdownEngine({
      threads: 1,
      workerUrl: new URL('./no-such-worker.mjs', import.meta.url),
    });
    try {
      expect(await engine.start()).toBe(false);
      expect(warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(await engine.run(task))).toBe(JSON.stringify(runEngineTask(task)));
      expect(engine.stats).toEqual({ pooled: 0, inProcess: 1, refused: 0 });
      expect(engine.activeThreads).toBe(0);
    } finally {
      warn.mockRestore();
      await engine.close();
    }
  });

  it('refuses a task when the queue is full (503, try again), never reading it on the main thread', async () => {
    const engine = createBreakdownEngine({ threads: 1, maxQueue: 1 });
    try {
      expect(await engine.start()).toBe(true);
      const expected = JSON.stringify(runEngineTask(task));
      const answers = await Promise.allSettled(Array.from({ length: 6 }, () => engine.run(task)));
      const done = answers.filter((answer) => answer.status === 'fulfilled');
      const refused = answers.filter((answer) => answer.status === 'rejected');
      // One on the worker, one waiting for it: the rest were refused.
      expect(done).toHaveLength(2);
      for (const answer of done) expect(JSON.stringify(answer.value)).toBe(expected);
      for (const answer of refused) {
        expect(answer.reason).toBeInstanceOf(AppError);
        expect(answer.reason).toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 5 });
      }
      expect(engine.stats).toEqual({ pooled: 2, inProcess: 0, refused: 4 });
    } finally {
      await engine.close();
    }
  });

  it('stops its threads on close and runs later tasks in process', async () => {
    const engine = createBreakdownEngine({ threads: 1 });
    expect(await engine.start()).toBe(true);
    expect(engine.activeThreads).toBe(1);
    await engine.close();
    expect(engine.activeThreads).toBe(0);
    expect(await engine.start()).toBe(false);
    await engine.run(task);
    expect(engine.stats).toEqual({ pooled: 0, inProcess: 1, refused: 0 });
    await engine.close(); // twice is fine
  });

  it('never starts threads when asked for none', async () => {
    const engine = createBreakdownEngine({ threads: 0 });
    expect(await engine.start()).toBe(false);
    await engine.run(task);
    expect(engine.stats).toEqual({ pooled: 0, inProcess: 1, refused: 0 });
    expect(engine.activeThreads).toBe(0);
  });
});
