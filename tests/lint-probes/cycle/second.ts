// Lint probe: the other half of the cycle in first.ts.
import { first } from './first.ts';

export const second = 'second';
export const callFirst = (): string => first();
