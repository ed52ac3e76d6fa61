import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.ts';

// What apps/web's build leaves (prerender/build.mjs): the shell index.html for every other path, and
// dist/prerendered/ with a page per public path, its .br and .gz, and pages.json.
const headScript = "document.documentElement.dataset.probe='1'";
const hash = `sha256-${createHash('sha256').update(headScript).digest('base64')}`;
const pages = [
  { path: '/', file: 'index.html', heading: '九位 AI 分析師，陪你看懂台股' },
  { path: '/pricing', file: 'pricing.html', heading: '會員方案' },
  { path: '/auth', file: 'auth.html', heading: '登入' },
];
const bannerOf = (key: string) =>
  `<div class="test-mode-banner" id="test-mode-static"><span>測試模式 ${key}</span></div>`;

function makeDist(root: string) {
  const web = join(root, 'web');
  mkdirSync(join(web, 'prerendered'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div>shell</body></html>',
  );
  for (const { file, heading } of pages) {
    // Padding so the page is the size of a real one, and compression is worth it.
    const padding = '<p class="filler">九位 AI 分析師從技術面、基本面與新聞解讀台股。</p>'.repeat(40);
    const html = Buffer.from(
      `<!doctype html><html lang="zh-Hant-TW"><head><script>${headScript}</script></head><body>` +
        `<div id="root" data-prerendered><main><h1>${heading}</h1>${padding}</main></div>` +
        `<script>start()</script></body></html>`,
    );
    const name = join(web, 'prerendered', file);
    writeFileSync(name, html);
    writeFileSync(
      `${name}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${name}.gz`, gzipSync(html, { level: 9 }));
  }
  writeFileSync(
    join(web, 'prerendered', 'pages.json'),
    JSON.stringify({
      pages: Object.fromEntries(pages.map(({ path, file }) => [path, file])),
      scriptHashes: [hash],
      testModeBanners: { '1,0': bannerOf('1,0'), '0,1': bannerOf('0,1'), '1,1': bannerOf('1,1') },
    }),
  );
  const admin = join(root, 'admin');
  mkdirSync(admin, { recursive: true });
  writeFileSync(join(admin, 'index.html'), '<!doctype html><html><body>admin-index</body></html>');
  return { web, admin };
}

/** The markup before the first script of the body: what a browser shows before running any. */
function bodyBeforeScripts(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body.slice(0, body.indexOf('<script'));
}

describe('serving the pre-rendered public pages', () => {
  let server: TestServer;
  let root: string;
  let dirs: { web: string; admin: string };
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alphadesk-prerendered-'));
    dirs = makeDist(root);
    server = await createTestServer({
      // No development mailbox and no payment sandbox: no test-mode strip to add.
      env: {
        WEB_DIST_DIR: dirs.web,
        ADMIN_DIST_DIR: dirs.admin,
        DEV_MAILBOX: 'false',
        PAYUNI_BUILTIN_SANDBOX: 'false',
      },
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

  it('runs without test conveniences, so the pages are the build files as they are', async () => {
    expect((await get('/api/health')).json()).toMatchObject({ testMode: { active: false } });
  });

  it.each(pages)('sends the build brotli file of $path, its heading before any script', async (page) => {
    const response = await get(page.path, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const file = join(dirs.web, 'prerendered', page.file);
    expect(response.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(bodyBeforeScripts(html)).toContain(`<h1>${page.heading}</h1>`);
  });

  it.each(pages)('sends the gzip file of $path without brotli, the raw page without either', async (page) => {
    const file = join(dirs.web, 'prerendered', page.file);
    const gzip = await get(page.path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain(page.heading);
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const raw = await get(page.path, accept);
      expect(raw.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(raw.headers['cache-control']).toBe('no-cache');
      expect(raw.rawPayload.equals(readFileSync(file)), String(accept)).toBe(true);
    }
  });

  it('lets the pages run their inline script by its hash, and nothing else inline', async () => {
    const response = await get('/pricing', 'br');
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' '${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Other pages keep the policy without the hash.
    const shell = await get('/dashboard');
    expect(String(shell.headers['content-security-policy'])).not.toContain(hash);
  });

  it('sends the shell for every other page or a query, and the back-office by its rule', async () => {
    for (const url of ['/dashboard', '/pricing/extra', '/about', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('shell');
      expect(response.body, url).not.toContain('data-prerendered');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // A query may ask for another view (/auth?mode=register) than the one built: the shell draws it.
    for (const url of ['/auth?mode=register', '/pricing?cycle=yearly', '/?utm_source=mail']) {
      const response = await get(url);
      expect(response.body, url).toContain('shell');
      expect(response.body, url).not.toContain('data-prerendered');
    }
    for (const url of ['/?admin=true', '/auth?admin=true']) {
      const response = await get(url);
      expect(response.body, url).toContain('admin-index');
    }
  });
});

describe('the pre-rendered pages of a server in test mode', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alphadesk-prerendered-'));
    const dirs = makeDist(root);
    server = await createTestServer({
      env: {
        WEB_DIST_DIR: dirs.web,
        ADMIN_DIST_DIR: dirs.admin,
        DEV_MAILBOX: 'true',
        PAYUNI_BUILTIN_SANDBOX: 'false',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('carry the test-mode strip in the HTML, in every encoding', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({
      testMode: { active: true, devMailbox: true, paymentSandbox: false },
    });
    for (const { path, heading } of pages) {
      const br = await server.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(br.rawPayload).toString('utf8');
      expect(bodyBeforeScripts(html)).toContain(heading);
      // The development mailbox without a payment sandbox: the strip that says just that.
      expect(html).toContain(`${bannerOf('1,0')}</body>`);
      expect(html).not.toContain('測試模式 1,1');
      const gzip = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
      const raw = await server.app.inject({ method: 'GET', url: path });
      expect(raw.body).toBe(html);
    }
  });
});
