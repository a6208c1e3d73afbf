// Every test project loads this: a test file whose code logs console.error fails, so an error that a
// page or the server would print cannot hide behind a passing test. Logs at import time or in
// beforeAll fail the next test to end, logs in a test fail that test, logs in afterAll fail the file.
// A test that expects an error silences it on purpose with
// vi.spyOn(console, 'error').mockImplementation(...), which takes the place of this wrapper.
import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

// Kept on the global so that each test file, which loads this afresh in the same worker, wraps the
// real console.error and not the previous file's wrapper.
const globals = globalThis as { pennyflowConsoleError?: typeof console.error };
globals.pennyflowConsoleError ??= console.error.bind(console);
const originalError = globals.pennyflowConsoleError;
let logged: unknown[][] = [];

console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};

function failOnLoggedErrors(): void {
  if (logged.length === 0) return;
  const count = logged.length;
  const first = format(...logged[0]!);
  logged = [];
  throw new Error(`console.error was logged ${count} time(s); first: ${first}`);
}

afterEach(failOnLoggedErrors);
afterAll(failOnLoggedErrors);
