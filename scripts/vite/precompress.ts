// Brotli and gzip copies of the built app's text files, made once at build time so the server sends
// them compressed without compressing per request (serveStatic's `precompressed`). Large files
// (pdf.js's worker, the OCR cores) take a faster brotli level so the build stays quick.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|wasm|bcmap|pfb|ttf|icc)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

function brotliQuality(bytes: number): number {
  if (bytes < 600_000) return 11;
  if (bytes < 1_500_000) return 9;
  return 5;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pennyflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(source, { level: 9 });
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
