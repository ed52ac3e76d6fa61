import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { PUBLIC_BASE_URL: 'https://alphadesk.example' } });
  });
  afterAll(() => server?.close());

  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('lets pages connect only to this site and its own socket origin', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toBe("'self' wss://alphadesk.example");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the same headers on errors and unknown paths', async () => {
    const known = await server.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy'])
      expect(missing.headers[name]).toBe(known.headers[name]);
  });

  it('uses ws:// behind plain http, allows Google and the gateway only when configured', () => {
    const plain = securityHeaders(
      { env: 'development', publicBaseUrl: 'http://localhost:3000' },
      { googleSignIn: false, formActionOrigins: [] },
    );
    expect(directive(plain['content-security-policy']!, 'connect-src')).toBe("'self' ws://localhost:3000");
    expect(plain['strict-transport-security']).toBeUndefined();
    const full = securityHeaders(
      { env: 'production', publicBaseUrl: 'https://alphadesk.example' },
      { googleSignIn: true, formActionOrigins: ['https://sandbox-api.payuni.com.tw'] },
    );
    const csp = full['content-security-policy']!;
    expect(directive(csp, 'connect-src')).toBe("'self' wss://alphadesk.example https://accounts.google.com");
    expect(directive(csp, 'form-action')).toBe("'self' https://sandbox-api.payuni.com.tw");
    expect(full['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(Object.isFrozen(full)).toBe(true);
  });
});
