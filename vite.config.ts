import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite/precompress.ts';
import { routeSizes } from './scripts/vite/route-sizes.ts';
import { vendorAssets } from './scripts/vite/vendor-assets.ts';

// The web app lives in src/web; `vite build` writes dist/, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), vendorAssets(), precompress(), routeSizes()],
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
