import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './scripts/vite/app-manifest.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { routeSizes } from './scripts/vite/route-sizes.ts';
import { firstPaint } from './scripts/vite/first-paint.ts';
import { vendorAssets } from './scripts/vite/vendor-assets.ts';

// The web app lives in src/web; `vite build` writes dist/, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    vendorAssets(),
    // The installable app (ADR 0034): the manifest, and a Workbox service worker (src/web/sw.ts)
    // that keeps the app shell and its assets. API answers never pass through its caches.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: appManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png}', 'route-preloads.json'],
        // The readers' large files (pdf.js's worker, OCR's model) are fetched when a document is read
        // and then kept by the worker's runtime cache, not downloaded with the shell.
        globIgnores: ['assets/ocr/**', 'assets/pdfjs/**', 'assets/pdf.worker*', 'icons/**'],
      },
    }),
    precompress(),
    routeSizes(),
    firstPaint(),
  ],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
