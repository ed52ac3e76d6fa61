import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

export interface WebAppDirs {
  webDistDir: string;
  adminDistDir: string;
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
 * takes over.
 */
export async function registerWebApps(app: FastifyInstance, dirs: WebAppDirs): Promise<void> {
  const pages = { web: readIndex(dirs.webDistDir), admin: readIndex(dirs.adminDistDir) };
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
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/ws/') || hasFileExtension(path))
      return done();
    // A page the server itself serves (the development mailbox) is not the client router's.
    if (ownPage(request.routeOptions.url)) return done();
    const admin = wantsAdminApp(request);
    // Answered here: the request goes no further (done is not called).
    void sendPage(reply, admin ? pages.admin : pages.web, admin ? 'admin' : 'web');
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
