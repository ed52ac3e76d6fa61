import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.ts';

/** A script that compresses like real bundle code: repeated shapes, varying names. */
function fakeBundle(): Buffer {
  const salt = randomBytes(8).toString('hex');
  const lines = Array.from(
    { length: 800 },
    (_, i) => `export function handler_${salt}_${i}(value){return value*${i}+"${salt}";}`,
  );
  return Buffer.from(lines.join('\n'));
}

/** What the Vite build leaves: a hashed asset with .br and .gz beside it, and an index page. */
function makeBuiltDist(root: string, script: Buffer) {
  mkdirSync(join(root, 'assets'), { recursive: true });
  const name = join(root, 'assets', `index-${randomBytes(4).toString('hex')}.js`);
  writeFileSync(name, script);
  writeFileSync(
    `${name}.br`,
    brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${name}.gz`, gzipSync(script, { level: 9 }));
  const padding = '<meta name="x" content="placeholder">'.repeat(60);
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="zh-Hant-TW"><head>${padding}</head><body>built-index</body></html>`,
  );
  return `/assets/${name.split('/').pop()}`;
}

describe('compressed answers', () => {
  let server: TestServer;
  let root: string;
  let script: Buffer;
  let scriptUrl: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alphadesk-dist-'));
    script = fakeBundle();
    scriptUrl = makeBuiltDist(join(root, 'web'), script);
    server = await createTestServer({
      env: { WEB_DIST_DIR: join(root, 'web'), ADMIN_DIST_DIR: join(root, 'admin') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the prebuilt brotli file to a browser that accepts it', async () => {
    const response = await get(scriptUrl, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // The very bytes the build wrote, not a fresh on-the-fly compression.
    expect(response.rawPayload.equals(readFileSync(join(root, 'web', `${scriptUrl}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the prebuilt gzip file when brotli is not accepted', async () => {
    const response = await get(scriptUrl, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(readFileSync(join(root, 'web', `${scriptUrl}.gz`)))).toBe(true);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it.each([undefined, 'identity'])('sends the raw file for accept-encoding %s', async (accept) => {
    const response = await get(scriptUrl, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('keeps the index page uncached, compressed when asked', async () => {
    for (const url of ['/', '/pricing']) {
      const response = await get(url, 'br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('built-index');
    }
    const plain = await get('/');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('built-index');
  });

  it('compresses a large JSON answer when asked, and saves bytes doing so', async () => {
    const raw = await get('/api/docs/json');
    const brotli = await get('/api/docs/json', 'br');
    const gzip = await get('/api/docs/json', 'gzip');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.rawPayload.length).toBeGreaterThan(1024);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).equals(raw.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(raw.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(raw.rawPayload.length / 3);
    expect(gzip.rawPayload.length).toBeLessThan(raw.rawPayload.length / 3);
  });

  it('leaves a small JSON answer as it is, where compressing would save next to nothing', async () => {
    const raw = await get('/api/health');
    const asked = await get('/api/health', 'br');
    expect(raw.rawPayload.length).toBeLessThan(1024);
    expect(asked.headers['content-encoding']).toBeUndefined();
    // Sent as plain JSON (its timings differ from one answer to the next, so not byte for byte).
    expect(JSON.parse(asked.rawPayload.toString('utf8'))).toMatchObject({ status: expect.any(String) });
    expect(asked.rawPayload.length).toBeLessThan(1024);
    // What compression would have bought at this size: a handful of bytes on a single packet.
    const saved = raw.rawPayload.length - brotliCompressSync(raw.rawPayload).length;
    expect(saved).toBeLessThan(400);
  });
});
