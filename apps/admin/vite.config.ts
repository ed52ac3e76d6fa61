import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../packages/ui/vite/precompress.ts';

// The API server runs separately on :3000 in development; in production it serves dist/ at /admin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // Assets are always requested from /admin/..., also when the app is opened at the root of an
  // admin host or with ?admin=true, because the server serves this build under /admin/.
  base: '/admin/',
  plugins: [react(), precompressAssets()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    // Staff-only and behind a sign-in: one chunk is fine here, unlike the member landing page.
    chunkSizeWarningLimit: 1500,
  },
});
