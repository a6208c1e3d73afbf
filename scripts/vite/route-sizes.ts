// After `npm run build`: prints the JavaScript each public page downloads before it can show (the
// entry with every chunk it imports, plus the page's own lazy chunk and its imports, raw and as brotli
// sends it; issue 18 keeps /start under 120 KB compressed, docs/benchmarks.md keeps the figures), and
// writes dist/route-preloads.json: each public page's own chunks, which the server names in the page's
// HTML as modulepreload links so the browser fetches them beside the entry instead of after it.
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../../src/shared/pages.ts';

/** Public routes and the module each one lazily loads (as in src/web/app/router.tsx). */
export const PUBLIC_ROUTE_MODULES: Record<string, string> = {
  '/start': 'features/auth/components/start-page.tsx',
  '/login': 'features/auth/components/login-page.tsx',
  '/signup': 'features/auth/components/signup-page.tsx',
  '/breakdown': 'features/breakdown/components/in-app-breakdown-page.tsx',
  '/budget-maker': 'features/budget-maker/components/budget-maker-page.tsx',
};

interface ChunkInfo {
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function routeSizes(): Plugin {
  return {
    name: 'pennyflow-route-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(fileName, output);
      }
      const brotli = new Map<string, number>();
      const compressedSize = (fileName: string) => {
        let size = brotli.get(fileName);
        if (size === undefined) {
          size = brotliCompressSync(chunks.get(fileName)!.code, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }).length;
          brotli.set(fileName, size);
        }
        return size;
      };
      const closure = (start: string, into: Set<string>) => {
        if (into.has(start) || !chunks.has(start)) return;
        into.add(start);
        for (const next of chunks.get(start)!.imports) closure(next, into);
      };
      const entry = [...chunks].find(([, c]) => c.isEntry)?.[0];
      if (!entry) return;
      const lines = [
        '',
        'JavaScript before each public page shows (entry + page, static imports):',
      ];
      const entryFiles = new Set<string>();
      closure(entry, entryFiles);
      const preloads: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(PUBLIC_ROUTE_MODULES)) {
        const files = new Set(entryFiles);
        const page = [...chunks].find(([, c]) => c.facadeModuleId?.endsWith(module))?.[0];
        if (page) closure(page, files);
        preloads[route] = [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
        const raw = [...files].reduce((sum, f) => sum + Buffer.byteLength(chunks.get(f)!.code), 0);
        const sent = [...files].reduce((sum, f) => sum + compressedSize(f), 0);
        lines.push(
          `  ${route.padEnd(14)} ${String(files.size).padStart(2)} files  ${kb(raw).padStart(9)} raw  ${kb(sent).padStart(8)} brotli`,
        );
      }
      console.log(lines.join('\n'));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
