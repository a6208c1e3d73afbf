// The admin dashboard's two lists: page views by page, and the newest users. A table from the sm
// breakpoint up, a stacked list on phones, so nothing scrolls sideways.
import type { SubscriptionStatus } from '#shared/subscription';
import { TruncatedName } from '#web/components/truncated-name.tsx';
import { EmptyState, Figure, StackedList, TableRegion, td, th } from '#web/components/ui/table.tsx';
import { cn } from '#web/lib/cn.ts';
import type { AdminData } from '../api.ts';
import { formatCount, formatDay, formatInstant } from '../format.ts';

const ACCESS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Pro',
  trialing: 'Trial',
  none: 'Free',
};

function AccessBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'none' ? 'bg-surface-2 text-muted' : 'bg-accent-soft text-accent-text',
      )}
    >
      {ACCESS_LABELS[status]}
    </span>
  );
}

function ActiveToday({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className="inline-flex items-center gap-1.5 text-positive">
      <span aria-hidden className="h-2 w-2 rounded-full bg-positive" />
      Active today
    </span>
  ) : (
    <span className="text-muted">Not today</span>
  );
}

export function PageViewsTable({ pages }: { pages: AdminData<'pageViews'> }) {
  if (pages.length === 0) return <EmptyState message="No page views recorded yet." />;
  const num = `${td} text-right tabular-nums`;
  return (
    <>
      <TableRegion label="Page views" isWideOnly>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className={th}>
                Page
              </th>
              <th scope="col" className={`${th} text-right`}>
                Views
              </th>
              <th scope="col" className={`${th} hidden text-right md:table-cell`}>
                Sent on leaving
              </th>
              <th scope="col" className={`${th} text-right`}>
                Visitors
              </th>
              <th scope="col" className={`${th} text-right`}>
                Today
              </th>
              <th scope="col" className={`${th} hidden text-right md:table-cell`}>
                Yesterday
              </th>
              <th scope="col" className={`${th} hidden text-right md:table-cell`}>
                This week
              </th>
              <th scope="col" className={`${th} text-right`}>
                This month
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                Last viewed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {pages.map((page) => (
              <tr key={page.pagePath}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {page.pageName}
                  <span className="block text-xs font-normal text-muted">{page.pagePath}</span>
                </th>
                <td className={num}>{formatCount(page.totalViews)}</td>
                <td className={`${num} hidden md:table-cell`}>{formatCount(page.beaconViews)}</td>
                <td className={num}>{formatCount(page.uniqueUsers)}</td>
                <td className={num}>{formatCount(page.viewsToday)}</td>
                <td className={`${num} hidden md:table-cell`}>
                  {formatCount(page.viewsYesterday)}
                </td>
                <td className={`${num} hidden md:table-cell`}>{formatCount(page.viewsThisWeek)}</td>
                <td className={num}>{formatCount(page.viewsThisMonth)}</td>
                <td className={`${td} hidden whitespace-nowrap text-muted lg:table-cell`}>
                  {page.lastViewedAt ? formatInstant(page.lastViewedAt) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <StackedList label="Page views">
        {pages.map((page) => (
          <li key={page.pagePath} className="py-3">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{page.pageName}</span>
              <span className="text-xs text-muted">{page.pagePath}</span>
            </div>
            <dl className="mt-1 grid grid-cols-4 gap-2 text-sm tabular-nums">
              <Figure label="Views">{formatCount(page.totalViews)}</Figure>
              <Figure label="Visitors">{formatCount(page.uniqueUsers)}</Figure>
              <Figure label="Today">{formatCount(page.viewsToday)}</Figure>
              <Figure label="Month">{formatCount(page.viewsThisMonth)}</Figure>
            </dl>
            <p className="mt-1 text-xs text-muted">
              {formatCount(page.beaconViews)} of the views sent as the page was left
            </p>
          </li>
        ))}
      </StackedList>
    </>
  );
}

export function RecentUsersTable({ users }: { users: AdminData<'recentUsers'> }) {
  if (users.length === 0) return <EmptyState message="No one has signed up yet." />;
  return (
    <>
      <TableRegion label="Newest users" isWideOnly>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className={`${th} w-[40%]`}>
                Email
              </th>
              <th scope="col" className={th}>
                Signed up
              </th>
              <th scope="col" className={`${th} hidden md:table-cell`}>
                Last active
              </th>
              <th scope="col" className={th}>
                Today
              </th>
              <th scope="col" className={`${th} w-20`}>
                Access
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  <TruncatedName name={user.email} />
                </th>
                <td className={`${td} whitespace-nowrap`}>{formatDay(user.signupDate)}</td>
                <td className={`${td} hidden whitespace-nowrap text-muted md:table-cell`}>
                  {user.lastActiveAt ? formatInstant(user.lastActiveAt) : 'Never'}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <ActiveToday isActive={user.activeToday} />
                </td>
                <td className={td}>
                  <AccessBadge status={user.subscriptionStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <StackedList label="Newest users">
        {users.map((user) => (
          <li key={user.id} className="py-3">
            <div className="flex items-center justify-between gap-2">
              <TruncatedName name={user.email} className="font-medium" />
              <AccessBadge status={user.subscriptionStatus} />
            </div>
            <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
              <Figure label="Signed up">{formatDay(user.signupDate)}</Figure>
              <Figure label="Last active">
                {user.lastActiveAt ? formatDay(user.lastActiveAt) : 'Never'}
              </Figure>
            </dl>
          </li>
        ))}
      </StackedList>
    </>
  );
}
