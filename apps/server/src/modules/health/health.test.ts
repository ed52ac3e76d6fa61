import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true });
  });
  afterAll(() => server?.close());

  it('reports ok with the database kind, the queue and a request id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({
      kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      status: 'up',
    });
    expect(body.queue.status).toBe('up');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    const kept = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends strict security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports degraded with 503 when the database stops answering', async () => {
    const other = await createTestServer();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'down', latencyMs: null },
    });
    await other.app.close();
    await other.database.destroy();
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/plans', '/api/plans/quote']),
    );
    const quote = document.paths['/api/plans/quote']?.post as { requestBody?: unknown };
    expect(JSON.stringify(quote.requestBody)).toContain('billingCycle');
  });
});
