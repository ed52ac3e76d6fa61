import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs separately on :3000; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
