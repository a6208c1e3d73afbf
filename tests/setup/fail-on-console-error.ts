// Every test project loads this: a test that makes the code log console.error fails, so an error that
// a page or the server would print cannot hide behind a passing test. A test that expects an error
// silences it on purpose with vi.spyOn(console, 'error').mockImplementation(...), which replaces this.
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const originalError = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (logged.length > 0) {
    const first = format(...logged[0]!);
    throw new Error(`The test logged console.error ${logged.length} time(s); first: ${first}`);
  }
});
