import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API server runs separately on :3000 in development; in production it serves dist/ at /admin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // Assets are always requested from /admin/..., also when the app is opened at the root of an
  // admin host or with ?admin=true, because the server serves this build under /admin/.
  base: '/admin/',
  plugins: [
    react(),
    // Brotli (max quality) and gzip -9 files beside each text asset, so the server sends them as-is
    // instead of compressing on every request. Fonts and images are already compressed.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
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
