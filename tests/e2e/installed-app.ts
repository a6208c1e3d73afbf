// Helpers for journeys through the service worker (they set `serviceWorkers: 'allow'`) and the
// answers the app saves on the device.
import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and this page is under its control. */
export async function whenControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/**
 * What Android does when something is shared to the installed app: a multipart POST to the
 * manifest's share_target (/share), which the service worker answers.
 */
export async function shareToApp(
  page: Page,
  shared: { file?: { name: string; type: string; base64: string }; text?: string },
): Promise<void> {
  await page.evaluate(({ file, text }) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share';
    form.enctype = 'multipart/form-data';
    if (file) {
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'file';
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([bytes], file.name, { type: file.type }));
      input.files = files.files;
      form.append(input);
    }
    if (text) {
      const field = document.createElement('textarea');
      field.name = 'text';
      field.value = text;
      form.append(field);
    }
    document.body.append(form);
    form.submit();
  }, shared);
}

interface SavedQueries {
  state?: { queries?: Array<{ queryKey: unknown[]; state: { dataUpdatedAt: number } }> };
}

/**
 * What the app saved on the device for offline use (null when nothing is), read without ever
 * creating its database: a read that created it empty, before the app's first save, would leave it
 * without its store, and the app could then never save.
 */
export function savedAnswers(page: Page): Promise<SavedQueries | null> {
  return page.evaluate(
    () =>
      new Promise<SavedQueries | null>((resolve) => {
        const open = indexedDB.open('pennyflow-saved-queries');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(null);
          const get = db.transaction('queries').objectStore('queries').get('latest');
          get.onsuccess = () => resolve((get.result as SavedQueries | undefined) ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );
}

/**
 * Waits until what the page shows has been saved on the device for offline use: the category list
 * as fetched by this page, not one an earlier page saved (that copy can be put back at start and
 * then be overwritten, or be older than the categories onboarding made, while this page's own
 * fetch is still on its way when the test cuts the connection). With 'any page', a category list
 * saved by any page will do.
 */
export async function whenAnswersSaved(page: Page, mode?: 'any page'): Promise<void> {
  const pageStart = await page.evaluate(() => performance.timeOrigin);
  await expect
    .poll(async () =>
      Boolean(
        (await savedAnswers(page))?.state?.queries?.some(
          (query) =>
            query.queryKey[0] === 'categories' &&
            (mode === 'any page' || query.state.dataUpdatedAt >= pageStart),
        ),
      ),
    )
    .toBe(true);
}
