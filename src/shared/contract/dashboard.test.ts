// The dashboard's range limit is one rule for the server's check and the page's address: at most
// DASHBOARD_MAX_DAYS days counting both ends.
import { describe, expect, it } from 'vitest';
import { shiftDate } from '../period.ts';
import { dashboardQuery, DASHBOARD_MAX_DAYS, isWithinDashboardLimit } from './dashboard.ts';

describe('the dashboard range limit', () => {
  const from = '2016-01-01';
  const longest = shiftDate(from, DASHBOARD_MAX_DAYS - 1);

  it('takes a range of exactly the limit, both ends counted, and refuses one day more', () => {
    expect(isWithinDashboardLimit(from, longest)).toBe(true);
    expect(isWithinDashboardLimit(from, shiftDate(longest, 1))).toBe(false);
    expect(isWithinDashboardLimit(from, from)).toBe(true);
  });

  it('is the rule the query contract applies', () => {
    expect(dashboardQuery.safeParse({ from, to: longest }).success).toBe(true);
    const tooLong = dashboardQuery.safeParse({ from, to: shiftDate(longest, 1) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('The range can be at most ten years');
  });
});
