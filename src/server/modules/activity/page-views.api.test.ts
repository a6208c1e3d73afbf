// POST /api/page-views: what the web app's tracker sends, signed in or not. Bad batches change
// nothing; a signed-in view is also the user's activity (log_user_activity), which DAU counts.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewDays, pageViews, userActiveDays, userActivity } from '../../db/schema.ts';
import {
  expectError,
  signUp,
  startTestSystem,
  uniqueAddress,
  type TestSystem,
} from '../../../../tests/setup/api-harness.ts';
import { PAGE_VIEW_BATCHES_PER_MINUTE } from './routes.ts';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

const sessionId = () => `test-${crypto.randomUUID()}`;

function post(json: unknown, init: { cookie?: string; address?: string } = {}) {
  return system.request('/api/page-views', {
    json,
    cookie: init.cookie,
    headers: { 'x-forwarded-for': init.address ?? uniqueAddress() },
  });
}

async function viewsOf(session: string) {
  return system.db
    .select({ path: pageViews.pagePath, name: pageViews.pageName, userId: pageViews.userId })
    .from(pageViews)
    .where(eq(pageViews.sessionId, session));
}

describe('POST /api/page-views', () => {
  it('records a visitor’s batch under each page’s name, with no body in the answer', async () => {
    const session = sessionId();
    const response = await post({
      views: [
        { path: '/budget-maker', sessionId: session, referrer: 'https://search.example/q' },
        { path: '/start/', sessionId: session, referrer: '/budget-maker' },
      ],
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await viewsOf(session)).toEqual(
      expect.arrayContaining([
        { path: '/budget-maker', name: 'Budget Maker', userId: null },
        { path: '/start', name: 'Start', userId: null },
      ]),
    );
  });

  it('logs a signed-in view as the user’s activity, which makes them active today', async () => {
    const user = await signUp(system);
    const session = sessionId();
    expect(
      (await post({ views: [{ path: '/budget', sessionId: session, referrer: null }] }, user))
        .status,
    ).toBe(204);
    expect(await viewsOf(session)).toEqual([
      { path: '/budget', name: 'Your Budget', userId: user.id },
    ]);
    const [views] = await system.db
      .select({ n: count() })
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.activityType, 'page_view')));
    expect(views!.n).toBe(1);
    const days = await system.db
      .select()
      .from(userActiveDays)
      .where(eq(userActiveDays.userId, user.id));
    expect(days.map((d) => d.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it('refuses unknown pages, bad session ids, empty and oversized batches, and writes nothing', async () => {
    const session = sessionId();
    const view = { path: '/budget', sessionId: session, referrer: null };
    const bad: Array<[unknown, RegExp]> = [
      [{ views: [{ ...view, path: '/wp-admin' }] }, /Unknown page/],
      [{ views: [{ ...view, path: 'https://evil.example/' }] }, /Unknown page/],
      [{ views: [{ ...view, sessionId: 'x' }] }, /session id/],
      [{ views: [{ ...view, referrer: 'a\u0000b' }] }, /control characters/],
      [{ views: [] }, /at least one/],
      [{ views: Array.from({ length: 26 }, () => view) }, /at most 25/],
      [{}, /./],
    ];
    for (const [json, message] of bad) {
      await expectError(await post(json), 400, { error: message });
    }
    expect(await viewsOf(session)).toEqual([]);
  });

  it('takes a beacon’s text/plain batch, counts it as sent on leaving, and keeps the app’s rules', async () => {
    const session = sessionId();
    const body = JSON.stringify({
      views: [{ path: '/budget-maker', sessionId: session, referrer: null }],
    });
    const beacon = (init: { body: string; origin?: string | null; cookie?: string }) =>
      system.request('/api/page-views', {
        body: init.body,
        origin: init.origin,
        cookie: init.cookie,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': uniqueAddress() },
      });
    const beaconViews = async () => {
      const [row] = await system.db
        .select({ views: pageViewDays.views, beaconViews: pageViewDays.beaconViews })
        .from(pageViewDays)
        .where(
          and(
            eq(pageViewDays.pagePath, '/budget-maker'),
            eq(pageViewDays.day, new Date().toISOString().slice(0, 10)),
          ),
        );
      return row ?? { views: 0, beaconViews: 0 };
    };
    const before = await beaconViews();
    expect((await beacon({ body })).status).toBe(204);
    expect(await viewsOf(session)).toEqual([
      { path: '/budget-maker', name: 'Budget Maker', userId: null },
    ]);
    // A fetched batch adds to the views but not to those sent on leaving.
    expect(
      (await post({ views: [{ path: '/budget-maker', sessionId: session, referrer: null }] }))
        .status,
    ).toBe(204);
    expect(await beaconViews()).toEqual({
      views: before.views + 2,
      beaconViews: before.beaconViews + 1,
    });

    // From another site, or with no Origin, a text/plain body is refused (with or without a cookie).
    const user = await signUp(system);
    await expectError(await beacon({ body, origin: 'https://evil.example' }), 403);
    await expectError(await beacon({ body, origin: null, cookie: user.cookie }), 403);
    await expectError(
      await beacon({ body, origin: 'https://evil.example', cookie: user.cookie }),
      403,
    );
    // Not JSON, a bad batch, another content type, or more than the body limit: refused.
    await expectError(await beacon({ body: 'views=1' }), 400, { error: /as JSON/ });
    await expectError(
      await beacon({
        body: JSON.stringify({
          views: [{ path: '/wp-admin', sessionId: session, referrer: null }],
        }),
      }),
      400,
      { error: /Unknown page/ },
    );
    await expectError(
      await system.request('/api/page-views', {
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': uniqueAddress(),
        },
      }),
      400,
      { error: /as JSON/ },
    );
    await expectError(await beacon({ body: `${body}${' '.repeat(1_100_000)}` }), 413);
    expect(await viewsOf(session)).toHaveLength(2);
    expect((await beaconViews()).beaconViews).toBe(before.beaconViews + 1);
  });

  it('limits the batches one address may send a minute', async () => {
    const address = uniqueAddress();
    const view = { path: '/start', sessionId: sessionId(), referrer: null };
    for (let i = 0; i < PAGE_VIEW_BATCHES_PER_MINUTE; i++) {
      expect((await post({ views: [view] }, { address })).status).toBe(204);
    }
    await expectError(await post({ views: [view] }, { address }), 429);
  });
});
