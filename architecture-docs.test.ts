// The architecture docs name real files: every repository path they give in backticks (under src/,
// tests/, scripts/, bench/ or docs/) must exist, so a moved or deleted module fails here, with the list
// of what is missing, instead of leaving the docs to drift. A path with a placeholder or a wildcard
// (`src/server/modules/<area>/routes.ts`, `tests/e2e/*.spec.ts`) is checked up to that segment.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCS = [
  'docs/architecture.md',
  'docs/engine.md',
  'docs/ledger.md',
  'docs/live-updates.md',
  'docs/server.md',
  'docs/web.md',
  'docs/glossary.md',
];

const REPOSITORY_PATH = /^(?:src|tests|scripts|bench|docs)\//;
/** A segment that stands for many: `<area>`, `*`, `{a,b}`, `...`. */
const PLACEHOLDER = /[<>*{}]|\.\.\./;

/** The repository paths a Markdown text names in inline code, as they must exist on disk. */
export function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const paths = new Set<string>();
  for (const [, code] of prose.matchAll(/`([^`\n]+)`/g)) {
    const text = code!.trim();
    if (!REPOSITORY_PATH.test(text) || /\s/.test(text)) continue;
    const segments = text.replace(/[#:].*$/, '').split('/');
    const open = segments.findIndex((segment) => PLACEHOLDER.test(segment));
    paths.add(open === -1 ? segments.join('/') : `${segments.slice(0, open).join('/')}/`);
  }
  return [...paths];
}

/** The named paths that do not exist, relative to the repository root (the working directory). */
export function missingPaths(markdown: string, exists: (path: string) => boolean): string[] {
  return namedPaths(markdown).filter((path) => !exists(path));
}

describe('namedPaths', () => {
  it('finds paths in inline code, cut at a placeholder, and ignores fenced blocks and commands', () => {
    const markdown = [
      'See `src/shared/period.ts` and `src/server/modules/<area>/routes.ts`, `tests/e2e/*.spec.ts`,',
      '`src/server/modules/admin/queries.ts:185`, `docs/deploy.md#live-updates`, `npm run lint`,',
      '`DATABASE_URL` and `node --import tsx tests/support/stripe-server-main.ts`.',
      '```',
      '`src/only/in/a/fence.ts`',
      '```',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      'src/shared/period.ts',
      'src/server/modules/',
      'tests/e2e/',
      'src/server/modules/admin/queries.ts',
      'docs/deploy.md',
    ]);
  });

  it('reports a path that does not exist', () => {
    const markdown =
      'The ledger is `src/server/modules/ledger/` and `src/server/modules/no-such/`.';
    expect(missingPaths(markdown, existsSync)).toEqual(['src/server/modules/no-such/']);
  });
});

describe('the architecture docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const markdown = readFileSync(doc, 'utf8');
    expect(namedPaths(markdown).length).toBeGreaterThan(0);
    expect(missingPaths(markdown, existsSync), `paths named in ${doc} that do not exist`).toEqual(
      [],
    );
  });
});
