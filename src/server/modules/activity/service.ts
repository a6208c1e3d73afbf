// User activity log (the spec's log_user_activity): logins and page views feed the admin analytics.
import type { Database } from '../../db/client.ts';
import { userActivity } from '../../db/schema.ts';

export async function recordActivity(options: {
  db: Database;
  userId: string;
  type: string;
  details?: Record<string, unknown>;
}): Promise<void> {
  try {
    await options.db.insert(userActivity).values({
      userId: options.userId,
      activityType: options.type,
      activityDetails: options.details ?? null,
    });
  } catch (error) {
    // Analytics must never break sign-in.
    console.warn('Could not record user activity', error);
  }
}
