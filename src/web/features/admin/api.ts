// The admin dashboard's sources, one query each, so every card loads (and fails) on its own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

const sources = {
  lifetime: () => unwrap(api.admin['lifetime-stats'].$get()),
  revenue: () => unwrap(api.admin.revenue.$get()),
  featureUsage: () => unwrap(api.admin['feature-usage'].$get()),
  engagement: () => unwrap(api.admin.engagement.$get()),
  growth: () => unwrap(api.admin.growth.$get()),
  monthlyRevenue: () => unwrap(api.admin['monthly-revenue'].$get()),
  dailyStats: () => unwrap(api.admin['daily-stats'].$get()),
  recentUsers: () => unwrap(api.admin['recent-users'].$get()),
  budgetMaker: () => unwrap(api.admin['budget-maker'].$get()),
  pageViews: () => unwrap(api.admin['page-views'].$get()),
};

export type AdminSource = keyof typeof sources;
export type AdminData<K extends AdminSource> = Awaited<ReturnType<(typeof sources)[K]>>;

const adminKeys = {
  all: ['admin'] as const,
  source: (source: AdminSource) => [...adminKeys.all, source] as const,
};

export function useAdminSource<K extends AdminSource>(source: K) {
  return useQuery({
    queryKey: adminKeys.source(source),
    queryFn: sources[source] as () => Promise<AdminData<K>>,
  });
}

/** Reloads every figure on the page. */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
