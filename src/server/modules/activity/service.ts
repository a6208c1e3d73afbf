// User activity (the spec's log_user_activity) and page views: the raw rows, and in the same
// transaction the rollups the admin figures read (user_active_days, page_view_days, page_visitors).
import { sql } from 'drizzle-orm';
import { PAGE_NAMES, type PagePath } from '#shared/pages';
import type { Database } from '../../db/client.ts';
import {
  pageViewDays,
  pageViews,
  pageVisitors,
  userActiveDays,
  userActivity,
} from '../../db/schema.ts';

type Writer = Pick<Database, 'insert'>;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The UTC day of an instant, as the admin figures count days. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function insertActivity(
  db: Writer,
  rows: Array<{ userId: string; type: string; details: Record<string, unknown> | null; at: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(userActivity).values(
    rows.map((row) => ({
      userId: row.userId,
      activityType: row.type,
      activityDetails: row.details,
      createdAt: row.at,
    })),
  );
  await db
    .insert(userActiveDays)
    .values(rows.map((row) => ({ userId: row.userId, day: utcDay(row.at) })))
    .onConflictDoNothing();
}

/** Logs one activity (a sign-in); analytics never break what the user was doing. */
export async function recordActivity(options: {
  db: Database;
  userId: string;
  type: string;
  details?: Record<string, unknown>;
  at?: Date;
}): Promise<void> {
  const { db, userId, type, details } = options;
  const at = options.at ?? new Date();
  try {
    await db.transaction((tx) =>
      insertActivity(tx, [{ userId, type, details: details ?? null, at }]),
    );
  } catch (error) {
    console.warn('Could not record user activity', error);
  }
}

/** How a batch arrived: fetched while the page was open, or sent by the beacon as it closed. */
export type PageViewTransport = 'fetch' | 'beacon';

export interface PageViewInput {
  path: PagePath;
  sessionId: string;
  referrer: string | null;
}

/**
 * Records a batch of page views from one browser: each view, its day's count, its visitor, and
 * for a signed-in user an activity row per view.
 */
export async function recordPageViews(options: {
  db: Database;
  userId: string | null;
  views: PageViewInput[];
  at?: Date;
  via?: PageViewTransport;
}): Promise<void> {
  const { db, userId, views } = options;
  const isBeacon = options.via === 'beacon';
  const at = options.at ?? new Date();
  const day = utcDay(at);
  const perPath = new Map<PagePath, number>();
  for (const view of views) perPath.set(view.path, (perPath.get(view.path) ?? 0) + 1);
  const visitors = new Map<string, { pagePath: PagePath; visitor: string }>();
  for (const view of views) {
    const visitor = userId ?? `session:${view.sessionId}`;
    visitors.set(`${view.path}\n${visitor}`, { pagePath: view.path, visitor });
  }

  await db.transaction(async (tx) => {
    await tx.insert(pageViews).values(
      views.map((view) => ({
        userId,
        pagePath: view.path,
        pageName: PAGE_NAMES[view.path],
        sessionId: view.sessionId,
        referrer: view.referrer,
        createdAt: at,
      })),
    );
    // Rows in a fixed order, so two batches upserting the same ones cannot deadlock.
    const counts = [...perPath].sort(([a], [b]) => byText(a, b));
    await tx
      .insert(pageViewDays)
      .values(
        counts.map(([pagePath, views]) => ({
          pagePath,
          day,
          pageName: PAGE_NAMES[pagePath],
          views,
          beaconViews: isBeacon ? views : 0,
        })),
      )
      .onConflictDoUpdate({
        target: [pageViewDays.pagePath, pageViewDays.day],
        set: {
          views: sql`${pageViewDays.views} + excluded.views`,
          beaconViews: sql`${pageViewDays.beaconViews} + excluded.beacon_views`,
        },
      });
    await tx
      .insert(pageVisitors)
      .values(
        [...visitors].sort(([a], [b]) => byText(a, b)).map(([, v]) => ({ ...v, lastViewedAt: at })),
      )
      .onConflictDoUpdate({
        target: [pageVisitors.pagePath, pageVisitors.visitor],
        set: { lastViewedAt: sql`greatest(${pageVisitors.lastViewedAt}, excluded.last_viewed_at)` },
      });
    if (userId) {
      await insertActivity(
        tx,
        views.map((view) => ({ userId, type: 'page_view', details: { path: view.path }, at })),
      );
    }
  });
}
