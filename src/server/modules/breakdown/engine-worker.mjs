// Entry of a breakdown-engine worker thread (engine-pool.ts). Plain ESM so Node loads it as it is,
// under `npm start`, `npm run dev` and vitest alike: the TypeScript engine comes in through tsx's
// own API, which works whether or not the parent process registered tsx.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('./engine-task.ts')} */
const engine = await tsImport('./engine-task.ts', import.meta.url);
engine.warmEngine();

/** @param {import('./engine-task.ts').EngineTask | 'ping'} task */
export default function run(task) {
  return task === 'ping' ? 'pong' : engine.runEngineTask(task);
}
