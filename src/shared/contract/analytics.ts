// Page views the web app reports in batches (src/web/lib/page-views.ts). Only the app's own pages
// are accepted; the server files each under its name from src/shared/pages.ts.
import { z } from 'zod';
import { knownPagePath } from '../pages.ts';
import { PAGE_VIEW_BATCH_MAX, PAGE_VIEW_REFERRER_MAX } from './analytics-limits.ts';
import { typedTextField } from './text-fields.ts';

export * from './analytics-limits.ts';

const pageView = z.object({
  path: z
    .string()
    .max(200, 'Unknown page')
    .transform((path, ctx) => {
      const known = knownPagePath(path);
      if (!known) ctx.addIssue({ code: 'custom', message: 'Unknown page' });
      return known ?? z.NEVER;
    }),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'A session id is 8 to 64 letters, digits or hyphens'),
  referrer: typedTextField(PAGE_VIEW_REFERRER_MAX, 'The referrer is too long').nullable(),
});

export const pageViewBatch = z.object({
  views: z
    .array(pageView)
    .min(1, 'Send at least one page view')
    .max(PAGE_VIEW_BATCH_MAX, `Send at most ${PAGE_VIEW_BATCH_MAX} page views at once`),
});

export type PageViewBatch = z.input<typeof pageViewBatch>;
