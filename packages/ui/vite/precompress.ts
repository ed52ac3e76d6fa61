import zlib from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Brotli (max quality) and gzip -9 files beside each text asset of a build, so the server sends them
 * as they are instead of compressing on every request. Fonts and images are already compressed.
 * Both apps build with it (their vite configs), and the server serves the copies (`preCompressed`).
 */
export function precompressAssets() {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
}
