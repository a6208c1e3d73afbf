// Serves the document readers' files from our own origin (DESIGN section 2: no CDN): tesseract.js's
// worker, the LSTM builds of tesseract.js-core (plain, SIMD, relaxed SIMD: the worker picks what the
// browser runs) and the English model; pdf.js's character maps, standard fonts, colour profiles and
// image decoders (JBIG2 and JPEG 2000, common in scanned statements). They are copied into
// dist/assets/<reader>/<versions>/ at build time and served from node_modules in development; the
// folder names carry the packages' versions, so the files are cached for a year like other assets.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function version(name: string): string {
  const file = path.join(packageDir(name), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Every file of a folder, by its path inside the folder. */
function folder(dir: string, prefix: string): Array<[string, string]> {
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => [`${prefix}${name}`, path.join(dir, name)]);
}

export const OCR_BASE = `/assets/ocr/${version('tesseract.js')}-${version('tesseract.js-core')}-${version('@tesseract.js-data/eng')}/`;
export const PDFJS_BASE = `/assets/pdfjs/${version('pdfjs-dist')}/`;

/** Served path -> the file it comes from. */
function vendorFiles(): Map<string, string> {
  const core = packageDir('tesseract.js-core');
  const pdfjs = packageDir('pdfjs-dist');
  const files: Array<[string, string]> = [
    [`${OCR_BASE}worker.min.js`, path.join(packageDir('tesseract.js'), 'dist/worker.min.js')],
    [
      `${OCR_BASE}lang/eng.traineddata.gz`,
      path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
    ],
    ...['lstm', 'simd-lstm', 'relaxedsimd-lstm'].map((variant): [string, string] => [
      `${OCR_BASE}core/tesseract-core-${variant}.wasm.js`,
      path.join(core, `tesseract-core-${variant}.wasm.js`),
    ]),
    ...['cmaps', 'standard_fonts', 'iccs', 'wasm'].flatMap((dir) =>
      folder(path.join(pdfjs, dir), `${PDFJS_BASE}${dir}/`),
    ),
  ];
  return new Map(files);
}

export function vendorAssets(): Plugin {
  return {
    name: 'pennyflow-vendor-assets',
    config: () => ({
      define: {
        __OCR_BASE__: JSON.stringify(OCR_BASE),
        __PDFJS_BASE__: JSON.stringify(PDFJS_BASE),
      },
    }),
    configureServer(server) {
      const files = vendorFiles();
      server.middlewares.use((req, res, next) => {
        const source = files.get(req.url?.split('?')[0] ?? '');
        if (!source) return next();
        res.setHeader(
          'Content-Type',
          source.endsWith('.js')
            ? 'text/javascript'
            : source.endsWith('.wasm')
              ? 'application/wasm'
              : 'application/octet-stream',
        );
        createReadStream(source).pipe(res);
      });
    },
    generateBundle() {
      for (const [served, source] of vendorFiles())
        this.emitFile({ type: 'asset', fileName: served.slice(1), source: readFileSync(source) });
    },
  };
}
