// POST /api/page-views: the web app's batched page views (signed in or not). Answers 204 with no body,
// since a beacon never reads it; limited per address so a script cannot flood the admin tables.
// Batches come as JSON from fetch while the page is open, or as text/plain from navigator.sendBeacon
// as it closes: a beacon typed application/json is refused by browsers (or would need a preflight),
// so the beacon sends the same JSON as text. The app's CSRF checks still apply (csrf() checks the
// Origin of every text/plain body, requireSameOrigin that of any with a cookie), and so does the
// body limit; each view is counted by the way it came (page_view_days.beacon_views).
import { Hono } from 'hono';
import { pageViewBatch } from '#shared/contract/analytics';
import { AppError } from '#shared/errors';
import type { AppEnv } from '../../http/context.ts';
import { limitPerAddress, perApp } from '../../http/rate-limit.ts';
import { optionalUser } from '../../http/session.ts';
import { parseOrRefuse } from '../../http/validate.ts';
import { recordPageViews, type PageViewTransport } from './service.ts';

const JSON_MEDIA_TYPE = /^application\/json$/i;
const BEACON_MEDIA_TYPE = /^text\/plain$/i;
export const PAGE_VIEW_BODY_MESSAGE =
  'Send the page views as JSON (Content-Type: application/json, or text/plain from a beacon)';

/**
 * Batches a minute from one address: a tab sends at most one every 5 seconds (12 a minute), so this
 * leaves room for ten busy tabs behind one address.
 */
export const PAGE_VIEW_BATCHES_PER_MINUTE = 120;

const limitFor = perApp((deps) =>
  limitPerAddress({
    limit: PAGE_VIEW_BATCHES_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many page views from this address. Please slow down.',
    trustedProxies: deps.env.TRUST_PROXY,
    store: deps.limits.store('page-views:address', 'allow'),
  }),
);

/** How the batch came, by its content type; null for any other type. */
function transportOf(contentType: string | undefined): PageViewTransport | null {
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType)) return 'fetch';
  if (BEACON_MEDIA_TYPE.test(mediaType)) return 'beacon';
  return null;
}

export const pageViewRoutes = new Hono<AppEnv>().post(
  '/',
  (c, next) => limitFor(c.var.deps)(c, next),
  optionalUser,
  async (c) => {
    const via = transportOf(c.req.header('content-type'));
    if (!via) throw new AppError('VALIDATION', PAGE_VIEW_BODY_MESSAGE);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new AppError('VALIDATION', PAGE_VIEW_BODY_MESSAGE);
    }
    const { views } = parseOrRefuse(pageViewBatch, body);
    await recordPageViews({ db: c.var.deps.db, userId: c.var.maybeUser?.id ?? null, views, via });
    return c.body(null, 204);
  },
);
