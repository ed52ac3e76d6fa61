import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.ts';

/** Builds tiny stand-in dist folders so the serving rules are tested without a Vite build. */
function makeDist(root: string, name: string) {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="zh-Hant-TW"><body>${name}-index</body></html>`,
  );
  writeFileSync(join(root, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
}

describe('serving the web apps', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alphadesk-dist-'));
    makeDist(join(root, 'web'), 'web');
    makeDist(join(root, 'admin'), 'admin');
    server = await createTestServer({
      env: { WEB_DIST_DIR: join(root, 'web'), ADMIN_DIST_DIR: join(root, 'admin') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost') =>
    server.app.inject({ method: 'GET', url, headers: { host } });

  it.each(['/', '/dashboard', '/analysis/history', '/no/such/page'])(
    'serves the member app at %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('web-index');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/admin', '/admin/', '/admin/users', '/?admin=true', '/dashboard?admin=true'])(
    'serves the back-office at %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('admin-index');
    },
  );

  it('serves the back-office to a host whose name contains admin', async () => {
    expect((await get('/', 'admin.alphadesk.tw')).body).toContain('admin-index');
    expect((await get('/', 'www.alphadesk.tw')).body).toContain('web-index');
  });

  it('serves hashed assets with a long cache and both apps side by side', async () => {
    const web = await get('/assets/web-abc123.js');
    expect(web.statusCode).toBe(200);
    expect(web.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/admin-abc123.js')).body).toContain("'admin'");
  });

  it('answers a missing asset or API path with a JSON 404, not a page', async () => {
    for (const url of ['/assets/missing.js', '/api/no-such-thing', '/admin/assets/missing.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'NOT_FOUND', message: '找不到請求的資源' },
      });
    }
  });
});
