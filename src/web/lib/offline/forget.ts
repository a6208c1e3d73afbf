// Signing out leaves nothing personal on the device: the entries waiting to sync, the saved answers
// the app opens with offline, the pictures of its pages, and an unread shared statement.
import { forgetSnapshots } from '../app-snapshot.ts';
import { clearOutbox } from './outbox-store.ts';
import { forgetSavedAnswers } from './saved-queries.ts';
import { forgetShared } from './shared-item.ts';

export async function forgetOfflineData(): Promise<void> {
  forgetSnapshots();
  await Promise.allSettled([clearOutbox(), forgetSavedAnswers(), forgetShared()]);
}
