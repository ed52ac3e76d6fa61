import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// In development the API server runs separately on :3000; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
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
