import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route =
  | {
      status?: number;
      type?: string;
      body: string | Buffer;
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | ((
      request: IncomingMessage,
      url: URL,
    ) => {
      status?: number;
      type?: string;
      body: string | Buffer;
      headers?: Record<string, string>;
      delayMs?: number;
    });

/**
 * A stand-in for a third-party HTTP service on 127.0.0.1 (port 0): it answers the paths it was
 * given with saved responses and records everything else as unexpected, so a test can fail on
 * any call it did not plan.
 */
export interface FakeUpstream {
  url: string;
  requests: URL[];
  unexpected: string[];
  /** Answers `path` (or every path starting with it, when it ends with `*`). */
  route(path: string, route: Route): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(routes: Record<string, Route> = {}): Promise<FakeUpstream> {
  const table = new Map(Object.entries(routes));
  const requests: URL[] = [];
  const unexpected: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const route =
      table.get(url.pathname) ??
      [...table.entries()].find(
        ([path]) => path.endsWith('*') && url.pathname.startsWith(path.slice(0, -1)),
      )?.[1];
    if (!route) {
      unexpected.push(`${request.method} ${url.pathname}${url.search}`);
      response.writeHead(404, { 'content-type': 'text/plain' }).end('unexpected request');
      return;
    }
    const answer = typeof route === 'function' ? route(request, url) : route;
    const send = () =>
      response
        .writeHead(answer.status ?? 200, {
          'content-type': answer.type ?? 'application/json; charset=utf-8',
          ...answer.headers,
        })
        .end(answer.body);
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unexpected,
    route: (path, route) => table.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Makes any fetch to a host other than 127.0.0.1 fail (and records it), so no test reaches a real
 * market-data service by accident. Returns the restore function and the list of refused URLs.
 */
export function guardOutbound(): { refused: string[]; restore: () => void } {
  const original = globalThis.fetch;
  const refused: string[] = [];
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      refused.push(url.href);
      return Promise.reject(new TypeError(`outbound call refused in tests: ${url.href}`));
    }
    return original(input, init);
  };
  return { refused, restore: () => (globalThis.fetch = original) };
}
