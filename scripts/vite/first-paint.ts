// The built index.html, arranged for a fast first paint:
// - the stylesheet is asked for before the scripts: when the service worker answers every request of
//   a second visit, it answers them in the order they were asked, and the page's first paint (the
//   saved picture, src/web/lib/app-snapshot.ts) needs only the stylesheet;
// - the app's entry is named as a modulepreload link instead of running from a module script of
//   its own: public/app-start.js runs it once the picture has painted. The browser still fetches
//   the entry and its chunks from the start; only when it runs changes.
// Development keeps Vite's own page.
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/;

export function firstPaint(): Plugin {
  return {
    name: 'pennyflow-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheet = STYLESHEET.exec(html)?.[0];
        if (!ENTRY_SCRIPT.test(html) || !stylesheet)
          throw new Error('index.html: the entry script or the stylesheet was not found');
        return html
          .replace(stylesheet, '')
          .replace(
            ENTRY_SCRIPT,
            `${stylesheet.trim()}\n    <link rel="modulepreload" crossorigin href="$1" data-app-entry>\n`,
          );
      },
    },
  };
}
