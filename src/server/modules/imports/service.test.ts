import { describe, expect, it } from 'vitest';
import { describeMonths } from './service.ts';

describe('describeMonths', () => {
  it('names the months rows went to, once each, in order', () => {
    expect(describeMonths(['2026-11', '2026-11'])).toBe('November 2026');
    expect(describeMonths(['2026-11', '2026-10'])).toBe('October and November 2026');
    expect(describeMonths(['2026-09', '2026-11', '2026-10'])).toBe(
      'September, October and November 2026',
    );
    expect(describeMonths(['2026-01', '2025-12'])).toBe('December 2025 and January 2026');
  });
});
