// Lint probe: imports second.ts, which imports this file back. `npm run lint` ignores this folder;
// architecture.test.ts lints it and expects import-x/no-cycle to report the cycle.
import { second } from './second.ts';

export const first = (): string => `first, then ${second}`;
