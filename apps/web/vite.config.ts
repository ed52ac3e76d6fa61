import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../packages/ui/vite/precompress.ts';

// In development the API server runs separately on :3000; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The build-time render's bundle (see ssr below) is run once and deleted: nothing to compress.
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  // The build-time page render (src/prerender.tsx) runs in Node: bundled whole, since antd's ES
  // modules import paths without file extensions, which Node's loader refuses.
  ssr: { noExternal: true },
  build: {
    // Read by scripts/bench/bundle-size.ts to measure what the landing page loads up front.
    manifest: true,
    sourcemap: false,
  },
}));
