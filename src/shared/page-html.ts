// A page's HTML from the built index.html: its own <title> and meta description (for crawlers and
// link previews that run no script) and modulepreload links for its chunks. The server renders it
// (server/static.ts), and so does the service worker for the pages it answers (web/sw.ts).
import { knownPagePath, pageMeta } from './pages.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each public page's own chunks (written by scripts/vite/route-sizes.ts at build). */
export type RoutePreloads = Record<string, string[]>;

/**
 * index.html with a page's own <title> and meta description, and modulepreload links for its chunks,
 * so the browser fetches them beside the entry rather than once the entry has run.
 */
export function pageHtml(
  indexHtml: string,
  pathname: string,
  preloads: RoutePreloads = {},
): string {
  const { title, description } = pageMeta(pathname);
  const route = knownPagePath(pathname);
  const links = (route ? (preloads[route] ?? []) : [])
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace('</head>', `${links}</head>`);
}
