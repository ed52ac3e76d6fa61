import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { createTestServer, silentLog, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { refreshCookieOf } from '../../testing/auth.ts';

/**
 * Verified sessions are kept in memory briefly; every change that ends a session or changes what a
 * request reads of its member must show on the very next request, in this process and in others.
 */
describe('session cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const me = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/api/user/me', headers, remoteAddress: randomIp() });

  /** Authenticates until the answer comes from memory (the subscription starts on first use). */
  async function cached(token: string, accounts = server.services.accounts) {
    await vi.waitFor(async () => {
      await accounts.authenticate(token);
      expect(accounts.sessionCacheStatus().serving).toBe(true);
    });
    const before = accounts.sessionCacheStatus().size;
    const caller = await accounts.authenticate(token);
    expect(accounts.sessionCacheStatus().size).toBeGreaterThanOrEqual(Math.min(before, 1));
    return caller;
  }

  it('refuses a signed-out session at once, though its requests were answered from memory', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: await (async () => {
        const member = await buildMember(server);
        return { email: member.email, password: member.password };
      })(),
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    await cached(token);
    expect((await me(headers)).statusCode).toBe(200);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: randomIp(),
      headers: { ...headers, cookie: refreshCookieOf(login.headers['set-cookie']) },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    expect(await server.services.accounts.authenticate(token)).toBeNull();
  });

  it('shows a tier change at once, made directly or inside a transaction', async () => {
    const member = await buildMember(server);
    expect((await cached(member.accessToken))?.tier).toBe('free');
    await server.services.accounts.setTier(member.userId, 'gold');
    expect((await server.services.accounts.authenticate(member.accessToken))?.tier).toBe('gold');

    await cached(member.accessToken);
    await server.database.db.transaction((tx) =>
      server.services.accounts.setTier(member.userId, 'diamond', tx as never),
    );
    expect((await server.services.accounts.authenticate(member.accessToken))?.tier).toBe('diamond');

    await cached(member.accessToken);
    await server.database.db.transaction((tx) =>
      server.services.accounts.updateMember(member.userId, { membershipTier: 'FREE' }, tx as never),
    );
    expect((await server.services.accounts.authenticate(member.accessToken))?.tier).toBe('free');
  });

  it('refuses a suspended member, a deleted one and sessions staff revoked at once', async () => {
    const suspended = await buildMember(server);
    await cached(suspended.accessToken);
    await server.database.db.transaction((tx) =>
      server.services.accounts.updateMember(suspended.userId, { status: 'suspended' }, tx as never),
    );
    expect((await me(suspended.headers)).statusCode).toBe(401);

    const deleted = await buildMember(server);
    await cached(deleted.accessToken);
    await server.database.db.transaction((tx) =>
      server.services.accounts.deleteMember(deleted.userId, tx as never),
    );
    expect((await me(deleted.headers)).statusCode).toBe(401);

    const revoked = await buildMember(server);
    await cached(revoked.accessToken);
    await server.database.db.transaction((tx) =>
      server.services.accounts.revokeMemberSessions(revoked.userId, tx as never),
    );
    expect((await me(revoked.headers)).statusCode).toBe(401);
  });

  it('signs the other devices out at once when the password changes', async () => {
    const member = await buildMember(server);
    const other = await server.services.accounts.login(
      { email: member.email, password: member.password, rememberMe: false },
      { ip: randomIp(), userAgent: 'tests' },
    );
    const otherToken = other.session.accessToken;
    await cached(otherToken);
    await cached(member.accessToken);
    const caller = (await server.services.accounts.authenticate(member.accessToken))!;
    await server.services.accounts.changePassword(caller, {
      currentPassword: member.password,
      newPassword: 'Better456',
      confirmPassword: 'Better456',
    });
    expect(await server.services.accounts.authenticate(otherToken)).toBeNull();
    expect((await server.services.accounts.authenticate(member.accessToken))?.userId).toBe(member.userId);
  });

  it('answers each token with its own member, never another', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => buildMember(server)));
    for (const member of members) await cached(member.accessToken);
    for (const member of [...members].reverse()) {
      const caller = await server.services.accounts.authenticate(member.accessToken);
      expect(caller).toMatchObject({ userId: member.userId, kind: 'member' });
      const answer = await me(member.headers);
      expect(answer.json().user.id).toBe(member.userId);
    }
    // What a caller gets is its own copy: changing it changes nothing for the next request.
    const first = (await server.services.accounts.authenticate(members[0]!.accessToken))!;
    first.userId = members[1]!.userId;
    expect((await server.services.accounts.authenticate(members[0]!.accessToken))?.userId).toBe(
      members[0]!.userId,
    );
  });

  it('another process on the same database hears a sign-out and a tier change', async () => {
    const other = createServices({
      database: server.database,
      config: server.config,
      queue: null,
      log: silentLog,
    });
    try {
      const member = await buildMember(server);
      expect((await cached(member.accessToken, other.accounts))?.tier).toBe('free');
      await server.services.accounts.setTier(member.userId, 'gold');
      await vi.waitFor(async () =>
        expect((await other.accounts.authenticate(member.accessToken))?.tier).toBe('gold'),
      );
      await cached(member.accessToken, other.accounts);
      const caller = (await server.services.accounts.authenticate(member.accessToken))!;
      await server.services.accounts.logout(undefined, caller);
      await vi.waitFor(async () => expect(await other.accounts.authenticate(member.accessToken)).toBeNull());
    } finally {
      await other.accounts.stopSessionCache();
    }
  });
});
