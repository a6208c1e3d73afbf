// What another app shared to Pennyflow (a PDF, a photo, a CSV or text), kept in IndexedDB by the
// service worker between the share's POST and the /share page that reads it. One item at a time:
// a new share replaces an unread one. Runs in the service worker and in the page.
import { createStore, del, get, set } from 'idb-keyval';

export { SHARE_PATH } from '#shared/pages';

export interface SharedItem {
  /** The shared file, if any (the first one: a statement or a receipt). */
  file: File | null;
  /** Shared text: the text itself, else the title and link another app sent. */
  text: string;
  receivedAt: number;
}

const store = () => createStore('pennyflow-shared', 'items');
const KEY = 'latest';

/** Reads a share target's form (the manifest's params: file, text, title, url) and keeps it. */
export async function keepShared(form: FormData): Promise<void> {
  const file = form.getAll('file').find((value): value is File => value instanceof File) ?? null;
  const text = ['text', 'title', 'url']
    .map((name) => form.get(name))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const item: SharedItem = {
    file: file && file.size > 0 ? file : null,
    // Apps put a statement's text in 'text'; 'title' and 'url' only when there is no text.
    text: text[0] ?? '',
    receivedAt: Date.now(),
  };
  await set(KEY, item, store());
}

/** The item waiting to be read, taken out so a reload does not read it twice. */
export async function takeShared(): Promise<SharedItem | null> {
  const item = await get<SharedItem>(KEY, store());
  if (item) await del(KEY, store());
  return item ?? null;
}

/** Forgets an unread share (signing out). */
export async function forgetShared(): Promise<void> {
  await del(KEY, store());
}
