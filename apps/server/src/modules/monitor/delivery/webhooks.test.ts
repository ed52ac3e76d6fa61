import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Tick } from '@alphadesk/core';
import { alertWebhooks, eq } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { buildGuest, buildMember } from '../../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { api, priceAlert } from '../testing/client.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  validSignature: boolean;
}

/**
 * A webhook receiver on 127.0.0.1 that checks each request's signature the way the docs tell
 * members to, and answers with the next status of `answers` (null: never answers).
 */
async function startReceiver(answers: Array<number | null>) {
  const received: Received[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-alphadesk-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      const given = String(request.headers['x-alphadesk-signature']);
      const validSignature =
        given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      received.push({ headers: request.headers, body, validSignature });
      const status = answers[Math.min(received.length - 1, answers.length - 1)];
      if (status !== null && status !== undefined) response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/alphadesk-hook`,
    received,
    useSecret: (value: string) => (secret = value),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 25_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function tick(symbol: string, price: number, time: number): Tick {
  return {
    symbol,
    price,
    previousClose: 1000,
    volume: 1000,
    averageVolume: null,
    limitUp: 1100,
    limitDown: 900,
    time,
    tradingDay: new Date(time + 8 * 3_600_000).toISOString().slice(0, 10),
  };
}

describe('signed webhooks for fired alerts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true, env: { MONITOR_WEBHOOK_RETRY_BASE_MS: '100' } });
  });
  afterAll(async () => server.close());

  const storedSecret = async (id: string) =>
    (await server.database.db.select().from(alertWebhooks).where(eq(alertWebhooks.id, id)))[0]!.secret;
  const setStoredSecret = (id: string, secret: string) =>
    server.database.db.update(alertWebhooks).set({ secret }).where(eq(alertWebhooks.id, id));

  /** A diamond member with a webhook to `url` and an alert on `symbol` that the next ticks fire. */
  async function diamondWithWebhook(url: string, symbol: string) {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const created = await client.post('/api/market/webhooks', { url });
    expect(created.statusCode, created.body).toBe(201);
    const { webhook, secret } = created.json();
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    await client.post('/api/market/alerts', priceAlert({ symbol, condition: 1010 }));
    const fire = async () => {
      const at = Date.now();
      const ticks = [tick(symbol, 1000, at - 1000), tick(symbol, 1012, at)];
      expect(await server.services.monitor.evaluateTicks(ticks, { simulated: true })).toBe(1);
    };
    return { member, client, webhook, secret: secret as string, fire };
  }

  it('signs each POST, retries 500 twice with back-off, delivers once and logs the three attempts', async () => {
    const receiver = await startReceiver([500, 500, 200]);
    try {
      const { client, webhook, secret, fire } = await diamondWithWebhook(receiver.url, '2603');
      receiver.useSecret(secret);
      // The secret is shown once: reading the settings never returns it.
      const settings = await client.get('/api/market/delivery');
      expect(settings.json().webhook).toEqual({
        id: webhook.id,
        url: receiver.url,
        createdAt: expect.any(String),
      });
      expect(settings.body).not.toContain(secret);
      // At rest the column holds the sealed secret, never the secret itself.
      const stored = await storedSecret(webhook.id);
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(secret.slice('whsec_'.length));
      await fire();
      const delivery = await waitFor(async () => {
        const list = (await client.get(`/api/market/webhooks/${webhook.id}/deliveries`)).json().deliveries;
        return list[0]?.status === 'pending' ? undefined : list[0];
      });
      expect(delivery).toMatchObject({ status: 'delivered', symbol: '2603' });
      expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 500, 200]);
      for (const attempt of delivery.attempts) {
        expect(attempt.error).toBeNull();
        expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
      }
      expect(receiver.received).toHaveLength(3);
      expect(receiver.received.every((request) => request.validSignature)).toBe(true);
      const keys = new Set(receiver.received.map((request) => request.headers['idempotency-key']));
      expect([...keys]).toEqual([delivery.idempotencyKey]);
      const body = JSON.parse(receiver.received[2]!.body);
      expect(body).toMatchObject({
        id: delivery.idempotencyKey,
        type: 'alert.triggered',
        data: { symbol: '2603', price: 1012, message: '台積電突破千元', simulated: true },
      });
      // Back-off: the retries wait 100 ms, then 200 ms, after the attempt before.
      const times = delivery.attempts.map((a: { attemptedAt: string }) => Date.parse(a.attemptedAt));
      expect(times[1] - times[0]).toBeGreaterThanOrEqual(100);
      expect(times[2] - times[1]).toBeGreaterThanOrEqual(200);
    } finally {
      await receiver.close();
    }
  });

  it('seals a secret stored as given and keeps signing with it; a secret sealed under another key sends nothing', async () => {
    const receiver = await startReceiver([200]);
    try {
      const legacy = await diamondWithWebhook(receiver.url, '2618');
      receiver.useSecret(legacy.secret);
      // A row from before sealing: the secret as given. The worker's pass seals it in place.
      await setStoredSecret(legacy.webhook.id, legacy.secret);
      expect(await server.services.alertDelivery.sealStoredSecrets()).toBeGreaterThanOrEqual(1);
      const sealed = await storedSecret(legacy.webhook.id);
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(legacy.secret.slice('whsec_'.length));
      await legacy.fire();
      await waitFor(async () => {
        const list = (await legacy.client.get(`/api/market/webhooks/${legacy.webhook.id}/deliveries`)).json();
        return list.deliveries[0]?.status === 'delivered' ? true : undefined;
      });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.validSignature).toBe(true);

      // Sealed under another server secret (the key changed): the stored value does not open, so
      // no request goes out and each attempt is logged as failed.
      const other = await diamondWithWebhook(receiver.url, '2880');
      const foreign = createSecretBox('another-server-secret-of-32-characters!', 'monitor.webhook-secret');
      await setStoredSecret(other.webhook.id, foreign.seal(other.secret, other.webhook.id));
      await other.fire();
      const delivery = await waitFor(async () => {
        const list = (await other.client.get(`/api/market/webhooks/${other.webhook.id}/deliveries`)).json();
        return list.deliveries[0]?.status === 'failed' ? list.deliveries[0] : undefined;
      });
      expect(delivery.attempts).toHaveLength(4);
      for (const attempt of delivery.attempts) {
        expect(attempt).toMatchObject({ statusCode: null, error: 'signing secret unreadable' });
      }
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('logs a receiver that never answers as a 3 s timeout, four attempts in all, then failed', async () => {
    const receiver = await startReceiver([null]);
    try {
      const { client, webhook, fire } = await diamondWithWebhook(receiver.url, '2609');
      await fire();
      const delivery = await waitFor(async () => {
        const list = (await client.get(`/api/market/webhooks/${webhook.id}/deliveries`)).json().deliveries;
        return list[0]?.status === 'failed' ? list[0] : undefined;
      }, 40_000);
      expect(delivery.attempts).toHaveLength(4);
      for (const attempt of delivery.attempts) {
        expect(attempt).toMatchObject({ statusCode: null, error: 'timeout after 3000 ms' });
        expect(attempt.durationMs).toBeGreaterThanOrEqual(2990);
      }
      expect(receiver.received).toHaveLength(4);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('a member never sees or deletes another member’s webhook or deliveries', async () => {
    const receiver = await startReceiver([200]);
    try {
      const owner = await diamondWithWebhook(receiver.url, '2615');
      receiver.useSecret(owner.secret);
      await owner.fire();
      await waitFor(async () => {
        const list = (await owner.client.get(`/api/market/webhooks/${owner.webhook.id}/deliveries`)).json();
        return list.deliveries[0]?.status === 'delivered' ? true : undefined;
      });
      const other = api(server, await buildMember(server, { tier: 'diamond' }));
      const read = await other.get(`/api/market/webhooks/${owner.webhook.id}/deliveries`);
      expect(read.statusCode).toBe(404);
      expect(expectCleanError(read.body).message).toBe('找不到此 Webhook');
      expect((await other.delete(`/api/market/webhooks/${owner.webhook.id}`)).statusCode).toBe(404);
      expect((await other.get('/api/market/delivery')).json().webhook).toBeNull();
      const still = await owner.client.get(`/api/market/webhooks/${owner.webhook.id}/deliveries`);
      expect(still.json().deliveries).toHaveLength(1);
      expect((await api(server).get('/api/market/delivery')).statusCode).toBe(401);
      const guest = api(server, await buildGuest(server));
      expect((await guest.get('/api/market/delivery')).statusCode).toBe(403);
    } finally {
      await receiver.close();
    }
  });

  it('refuses webhooks below diamond, non-https URLs and private addresses with zh-TW messages', async () => {
    const gold = api(server, await buildMember(server, { tier: 'gold' }));
    const refusedGold = await gold.post('/api/market/webhooks', { url: 'https://hooks.example.com/x' });
    expect(refusedGold.statusCode).toBe(403);
    expect(expectCleanError(refusedGold.body).message).toBe(
      'Webhook 推播僅限鑽石會員使用，升級至鑽石會員即可開通',
    );
    const settings = (await gold.get('/api/market/delivery')).json().settings;
    expect(settings).toMatchObject({ webhooksAllowed: false, webhookTier: 'diamond', alertCheckSeconds: 60 });

    const diamond = api(server, await buildMember(server, { tier: 'diamond' }));
    const cases: Array<[string, number, string]> = [
      ['http://hooks.example.com/x', 400, 'Webhook 網址必須是有效的 https:// 網址'],
      ['ftp://hooks.example.com/x', 400, 'Webhook 網址必須是有效的 https:// 網址'],
      ['https://user:pw@hooks.example.com/x', 400, 'Webhook 網址必須是有效的 https:// 網址'],
      ['not a url', 400, 'Webhook 網址必須是有效的 https:// 網址'],
      ['https://10.0.0.8/hook', 400, 'Webhook 網址不可指向內部或私有網路位址'],
      ['https://169.254.169.254/latest/meta-data', 400, 'Webhook 網址不可指向內部或私有網路位址'],
      ['https://192.168.1.10/hook', 400, 'Webhook 網址不可指向內部或私有網路位址'],
      ['https://[::ffff:10.0.0.1]/hook', 400, 'Webhook 網址不可指向內部或私有網路位址'],
      ['https://[fd00::1]/hook', 400, 'Webhook 網址不可指向內部或私有網路位址'],
    ];
    for (const [url, status, message] of cases) {
      const response = await diamond.post('/api/market/webhooks', { url });
      expect(response.statusCode, url).toBe(status);
      expect(expectCleanError(response.body).message, url).toBe(message);
    }
    expect((await diamond.get('/api/market/delivery')).json().webhook).toBeNull();
    expect((await diamond.post('/api/market/webhooks', { url: 'http://127.0.0.1:9/hook' })).statusCode).toBe(
      201,
    );
    const second = await diamond.post('/api/market/webhooks', { url: 'http://127.0.0.1:9/other' });
    expect(second.statusCode).toBe(409);
    expect(expectCleanError(second.body).message).toBe('您已設定 Webhook，請先刪除現有的 Webhook 再新增');
  });
});
