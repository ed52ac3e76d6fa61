import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { TestMode } from '@alphadesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

export interface WebAppDirs {
  webDistDir: string;
  adminDistDir: string;
}

/** The server's test conveniences (as /api/health reports them), warned about on every page. */
export interface WebAppOptions {
  testMode?: Pick<TestMode, 'active' | 'devMailbox' | 'paymentSandbox'>;
}

/**
 * The spec's admin rule: the back-office opens for paths under /admin, for a host whose name
 * contains "admin", or with ?admin=true; everything else is the member site.
 */
export function wantsAdminApp(request: Pick<FastifyRequest, 'url' | 'hostname'>): boolean {
  const url = new URL(request.url, 'http://placeholder');
  return (
    url.pathname === '/admin' ||
    url.pathname.startsWith('/admin/') ||
    request.hostname.toLowerCase().includes('admin') ||
    url.searchParams.get('admin') === 'true'
  );
}

/**
 * Serves the built member app at / and the back-office at /admin. Hashed assets are cached for a
 * year; index.html is never cached so a deploy is picked up at once. The build writes .br and .gz
 * beside each text asset; the one the client accepts is sent (brotli first), else the raw file.
 * Any unknown non-API path gets the index page of the app it belongs to, and the client router
 * takes over. The member site's public pages (/, /pricing, /auth) were rendered to HTML at build
 * time (apps/web/prerender): those paths get their own page, which paints before any script runs.
 */
export async function registerWebApps(
  app: FastifyInstance,
  dirs: WebAppDirs,
  options: WebAppOptions = {},
): Promise<void> {
  const pages = { web: readIndex(dirs.webDistDir), admin: readIndex(dirs.adminDistDir) };
  const prerendered = pages.web ? readPrerendered(dirs.webDistDir, options.testMode) : null;
  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header(
      'cache-control',
      path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };

  if (pages.admin) {
    await app.register(fastifyStatic, {
      root: dirs.adminDistDir,
      prefix: '/admin/',
      index: false,
      wildcard: true,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }
  if (pages.web) {
    await app.register(fastifyStatic, {
      root: dirs.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders,
    });
  }

  // Page paths (no file extension) get the index page of their app; files go to the static handlers.
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const url = request.url;
    // The API's own paths, told apart before anything is cut from the URL: the busiest requests.
    if (url.startsWith('/api/')) return done();
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/ws/') || hasFileExtension(path))
      return done();
    // A page the server itself serves (the development mailbox) is not the client router's.
    if (ownPage(request.routeOptions.url)) return done();
    const admin = wantsAdminApp(request);
    // Only the bare path: a query (/auth?mode=register) may ask for another view than the one built.
    const built = admin || request.url !== path ? undefined : prerendered?.pages.get(path);
    // Answered here: the request goes no further (done is not called).
    if (built && prerendered) void sendPrerendered(request, reply, built, prerendered.scriptHashes);
    else void sendPage(reply, admin ? pages.admin : pages.web, admin ? 'admin' : 'web');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
}

/** A matched route other than the static files' catch-alls. */
function ownPage(route: string | undefined): boolean {
  return route !== undefined && route !== '/*' && route !== '/admin/*';
}

function hasFileExtension(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path);
}

function readIndex(distDir: string): string | null {
  const file = join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** One pre-rendered page as the build wrote it: the HTML and its brotli and gzip copies. */
interface PrerenderedPage {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * dist/prerendered/pages.json (written by apps/web/prerender/build.mjs): path → file, and the
 * hashes of the inline scripts those pages run before they paint.
 */
function readPrerendered(
  distDir: string,
  testMode: WebAppOptions['testMode'],
): {
  pages: Map<string, PrerenderedPage>;
  scriptHashes: string[];
} | null {
  const dir = join(distDir, 'prerendered');
  const listFile = join(dir, 'pages.json');
  if (!existsSync(listFile)) return null;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as {
    pages: Record<string, string>;
    scriptHashes: string[];
    testModeBanners?: Record<string, string>;
  };
  // In test mode the warning strip goes into the page, so it shows before any script runs; the
  // pages then differ from the build's files and are compressed here, once.
  const banner = testMode?.active
    ? list.testModeBanners?.[`${Number(testMode.devMailbox)},${Number(testMode.paymentSandbox)}`]
    : undefined;
  const optional = (file: string) => (existsSync(file) ? readFileSync(file) : null);
  const pages = new Map<string, PrerenderedPage>();
  for (const [path, name] of Object.entries(list.pages)) {
    const file = join(dir, name);
    if (banner) {
      const raw = Buffer.from(readFileSync(file, 'utf8').replace('</body>', `${banner}</body>`));
      pages.set(path, {
        raw,
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(raw, { level: 9 }),
      });
    } else {
      pages.set(path, { raw: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) });
    }
  }
  return { pages, scriptHashes: list.scriptHashes.filter((hash) => /^sha256-[A-Za-z0-9+/=]+$/.test(hash)) };
}

/** Whether accept-encoding lists `coding` (or *) without refusing it (q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== coding && name?.trim() !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The last policy given and what it became: the headers are built once, so this is made once. */
let hashedPolicy: { from: string; hashes: readonly string[]; to: string } | null = null;

function withScriptHashes(policy: string, scriptHashes: readonly string[]): string {
  if (hashedPolicy?.from === policy && hashedPolicy.hashes === scriptHashes) return hashedPolicy.to;
  const hashes = scriptHashes.map((hash) => ` '${hash}'`).join('');
  const to = policy.replace(
    /(^|;)\s*script-src([^;]*)/,
    (_match, start: string, sources: string) => `${start}script-src${sources}${hashes}`,
  );
  hashedPolicy = { from: policy, hashes: scriptHashes, to };
  return to;
}

function sendPrerendered(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  scriptHashes: readonly string[],
) {
  // The page's inline head script runs only by its hash: the policy's script-src gains it here.
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && scriptHashes.length) {
    reply.header('content-security-policy', withScriptHashes(policy, scriptHashes));
  }
  const accept = request.headers['accept-encoding'];
  const [body, encoding] =
    page.br && accepts(accept, 'br')
      ? [page.br, 'br']
      : page.gzip && accepts(accept, 'gzip')
        ? [page.gzip, 'gzip']
        : [page.raw, null];
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(200).type('text/html; charset=utf-8').send(body);
}

function sendPage(reply: FastifyReply, html: string | null, name: 'web' | 'admin') {
  reply.header('cache-control', 'no-cache');
  if (!html) {
    return reply
      .status(503)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-Hant-TW"><meta charset="utf-8"><title>AlphaDesk</title>` +
          `<p>前端尚未建置（${name}）。請執行 npm run build 或 npm start。</p></html>`,
      );
  }
  return reply.status(200).type('text/html; charset=utf-8').send(html);
}
