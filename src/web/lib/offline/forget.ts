// Signing out leaves nothing personal on the device: the entries waiting to sync, the saved answers
// the app opens with offline, and an unread shared statement.
import { clearOutbox } from './outbox-store.ts';
import { forgetSavedAnswers } from './saved-queries.ts';
import { forgetShared } from './shared-item.ts';

export async function forgetOfflineData(): Promise<void> {
  await Promise.allSettled([clearOutbox(), forgetSavedAnswers(), forgetShared()]);
}
