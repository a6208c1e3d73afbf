// Keeps the tab's title and the meta description in step with the page on screen (the server sends
// the first page's own in index.html; this follows in-app navigation).
import { pageMeta } from '#shared/pages';
import type { LocationSource } from './page-views.ts';

function apply(pathname: string): void {
  const { title, description } = pageMeta(pathname);
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

export function followPageMeta(router: LocationSource): void {
  apply(router.state.location.pathname);
  router.subscribe((state) => apply(state.location.pathname));
}
