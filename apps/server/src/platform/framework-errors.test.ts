import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@alphadesk/contracts';
import { loadConfig } from '../config.ts';
import { createHttpServer } from './http.ts';

/** Sends raw bytes and reads the whole answer: status, headers and body. */
function rawRequest(port: number, request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes the connection after refusing; a write it never read may reset it.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const secret = 'secret-path-token';

describe('errors the router and the HTTP parser raise', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createHttpServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    app.get('/api/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const expectError = (body: string, code: string, message: string) => {
    const parsed = ErrorResponse.parse(JSON.parse(body));
    expect(parsed.error).toMatchObject({ code, message });
    expect(body).not.toContain(secret);
    expect(body).not.toContain('FST_');
    return parsed;
  };

  it('answers a URL that is not valid percent-encoding with 400, without quoting it', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/items/${secret}%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('zh-TW');
    expectError(response.body, 'MALFORMED_URL', '網址格式不正確');
    const english = await app.inject({
      method: 'GET',
      url: `/api/items/${secret}%E0%A4%A`,
      headers: { 'accept-language': 'en-US' },
    });
    expectError(english.body, 'MALFORMED_URL', 'The address is malformed');
  });

  it('answers a path parameter over the router limit with 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/items/${secret}${'x'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expectError(response.body, 'URL_TOO_LONG', '網址過長');
  });

  it('answers a 20 kB URL with 414 in our format and language', async () => {
    const url = `/api/items/${secret}?q=${'a'.repeat(20_000)}`;
    const response = await rawRequest(
      port,
      `GET ${url} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: zh-CN\r\n\r\n`,
    );
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-language']).toBe('zh-CN');
    expectError(response.body, 'URL_TOO_LONG', '网址过长');
    const plain = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectError(plain.body, 'URL_TOO_LONG', '網址過長');
  });

  it('answers 64 kB of headers with 431 in our format', async () => {
    const response = await rawRequest(
      port,
      `GET /api/items/1 HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-US\r\nX-Padding: ${secret}${'b'.repeat(64_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-language']).toBe('en-US');
    expectError(response.body, 'HEADERS_TOO_LARGE', 'The request headers are too large');
  });

  it('answers any other request the parser cannot read with 400 in zh-TW', async () => {
    for (const request of [`BR@KEN ${secret}\r\n\r\n`, `GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`]) {
      const response = await rawRequest(port, request);
      expect(response.status, request).toBe(400);
      expect(response.headers['content-language']).toBe('zh-TW');
      expectError(response.body, 'BAD_REQUEST', '無法解讀此請求');
    }
  });

  it('still answers well-formed requests', async () => {
    const response = await rawRequest(
      port,
      'GET /api/items/42 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ id: '42' });
  });
});
