import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../packages/ui/vite/precompress.ts';

// In development the API server runs separately on :3000; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    // Read by scripts/bench/bundle-size.ts to measure what the landing page loads up front.
    manifest: true,
    sourcemap: false,
  },
});
