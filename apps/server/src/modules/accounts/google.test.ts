import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';

const clientId = 'alphadesk-test.apps.googleusercontent.com';
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** A local stand-in for Google's JWKS endpoint, publishing the test's own signing key. */
async function startJwksServer(publicJwk: JWK): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, server };
}

describe('Google sign-in', () => {
  let googleKeys: KeyPair;
  let strangerKeys: KeyPair;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let server: TestServer;

  beforeAll(async () => {
    googleKeys = await generateKeyPair('RS256');
    strangerKeys = await generateKeyPair('RS256');
    jwks = await startJwksServer({
      ...(await exportJWK(googleKeys.publicKey)),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    });
    server = await createTestServer({ env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwks.url } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => jwks?.server.close(resolve));
  });

  async function idToken(
    claims: Record<string, unknown>,
    options: { keys?: KeyPair; audience?: string; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({ email_verified: true, name: 'Google 用戶', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign((options.keys ?? googleKeys).privateKey);
  }
  const googleLogin = (token: string, extra: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      remoteAddress: randomIp(),
      payload: { google_token: token, ...extra },
    });

  it('signs in with a valid ID token, creating the account once', async () => {
    const token = await idToken({ sub: 'google-1001', email: 'Mei@Gmail.com' });
    const first = await googleLogin(token, { email: 'attacker@example.com', name: 'Not Me' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      is_new_user: true,
      user: { email: 'mei@gmail.com', authMethod: 'google', name: 'Google 用戶' },
    });
    expect(body.user_id).toBe(body.user.id);
    expect(body.access_token).toBe(body.accessToken);

    const again = await googleLogin(await idToken({ sub: 'google-1001', email: 'mei@gmail.com' }));
    expect(again.json()).toMatchObject({ is_new_user: false, user_id: body.user_id });
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a token signed by another key', { keys: undefined as KeyPair | undefined, stranger: true }],
  ])('refuses %s', async (_name, options) => {
    const keys = 'stranger' in options ? strangerKeys : undefined;
    const token = await idToken({ sub: 'google-2002', email: 'x@gmail.com' }, { ...options, keys });
    const response = await googleLogin(token);
    expect(response.statusCode).toBe(401);
    expect(expectCleanError(response.body)).toMatchObject({
      code: 'GOOGLE_LOGIN_FAILED',
      message: 'Google 登入被取消或失敗',
    });
  });

  it('links to an existing email account only when Google verified the email', async () => {
    const member = await buildMember(server, { email: 'linked@example.com' });
    const unverified = await googleLogin(
      await idToken({ sub: 'google-3003', email: 'linked@example.com', email_verified: false }),
    );
    expect(unverified.statusCode).toBe(409);
    expect(expectCleanError(unverified.body)).toMatchObject({
      code: 'GOOGLE_EMAIL_UNVERIFIED',
      message: '此 Google 帳號的電子郵件尚未驗證，無法連結既有帳號',
    });

    const verified = await googleLogin(await idToken({ sub: 'google-3003', email: 'linked@example.com' }));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ is_new_user: false, user_id: member.userId });
  });

  it('publishes the client id so the page can show the button', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json()).toEqual({ googleClientId: clientId });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('hides the button and refuses the call', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      googleClientId: null,
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: { google_token: 'x'.repeat(40) },
    });
    expect(response.statusCode).toBe(403);
    expect(expectCleanError(response.body)).toMatchObject({
      code: 'GOOGLE_LOGIN_DISABLED',
      message: 'Google 登入已禁用',
    });
  });
});
