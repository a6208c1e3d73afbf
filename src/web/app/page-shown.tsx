import { useLayoutEffect } from 'react';
import { pageShown } from '#web/lib/app-snapshot.ts';

/** Mounts with its page, once that has loaded: before paint, the live page replaces the picture. */
export function PageShown() {
  useLayoutEffect(pageShown, []);
  return null;
}
