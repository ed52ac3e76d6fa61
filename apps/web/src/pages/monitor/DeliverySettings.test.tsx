import type { AlertDeliveryResponse, Tier, WebhookDelivery } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';

const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

class QuietSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send() {}
  close() {}
}

function signIn(tier: Tier) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(profile({ tier })));
}

const monitorLists = {
  'GET /api/market/watchlist': { success: true as const, watchlist: [] },
  'GET /api/market/alerts': { success: true as const, alerts: [] },
  'GET /api/market/events': { success: true as const, events: [] },
  'GET /api/market/indices': { indices: [] },
};

function settings(
  overrides: Partial<AlertDeliveryResponse['settings']>,
  webhook: AlertDeliveryResponse['webhook'] = null,
): AlertDeliveryResponse {
  return {
    success: true,
    settings: {
      emailEnabled: false,
      emailsPerHour: 10,
      alertCheckSeconds: 300,
      webhooksAllowed: false,
      webhookTier: 'diamond',
      ...overrides,
    },
    webhook,
  };
}

const delivered: WebhookDelivery = {
  id: 3,
  idempotencyKey: 'a1:once',
  alertId: 'a1',
  symbol: '2330',
  status: 'delivered',
  createdAt: '2026-03-02T01:00:10.000Z',
  finishedAt: '2026-03-02T01:00:41.000Z',
  attempts: [
    { attempt: 1, attemptedAt: '2026-03-02T01:00:10.000Z', statusCode: 500, error: null, durationMs: 12 },
    {
      attempt: 2,
      attemptedAt: '2026-03-02T01:00:40.000Z',
      statusCode: null,
      error: 'timeout after 3000 ms',
      durationMs: 3001,
    },
    { attempt: 3, attemptedAt: '2026-03-02T01:01:40.000Z', statusCode: 200, error: null, durationMs: 9 },
  ],
};

describe('/monitor alert delivery settings', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('WebSocket', QuietSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a free member sees the plan cadence, switches e-mail on, and is told which plan unlocks webhooks', async () => {
    signIn('free');
    let current = settings({});
    const api = fakeApi({
      ...monitorLists,
      'GET /api/market/delivery': () => current,
      'PUT /api/market/delivery/email': (call) => {
        current = settings({ emailEnabled: (call.body as { enabled: boolean }).enabled });
        return current;
      },
    });
    await renderSite('/monitor');
    await waitFor(() =>
      expect(byTestId('delivery-cadence')?.textContent).toBe('您的方案檢查預警的頻率：每 5 分鐘一次'),
    );
    expect(byTestId('delivery-webhook-locked')?.textContent).toContain('Webhook 推播需要鑽石會員。');
    expect(byTestId('delivery-webhook-locked')?.querySelector('a')?.getAttribute('href')).toBe('/pricing');
    expect(byTestId('delivery-webhook-url')).toBeNull();
    const toggle = byTestId('delivery-email');
    expect(toggle?.getAttribute('aria-checked')).toBe('false');
    await click(toggle);
    await waitFor(() => expect(byTestId('delivery-email')?.getAttribute('aria-checked')).toBe('true'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { enabled: true },
    ]);
  });

  it('a diamond member adds a webhook, sees the secret once, then the delivery log', async () => {
    signIn('diamond');
    let current = settings({ alertCheckSeconds: 0, webhooksAllowed: true });
    const webhook = {
      id: 'wh1',
      url: 'https://hooks.example.com/alphadesk',
      createdAt: '2026-03-02T01:00:00.000Z',
    };
    const api = fakeApi({
      ...monitorLists,
      'GET /api/market/delivery': () => current,
      'POST /api/market/webhooks': () => {
        current = settings({ alertCheckSeconds: 0, webhooksAllowed: true }, webhook);
        return { success: true, webhook, secret: 'whsec_shown_once' };
      },
      'GET /api/market/webhooks/wh1/deliveries': { success: true, deliveries: [delivered] },
    });
    await renderSite('/monitor');
    await waitFor(() =>
      expect(byTestId('delivery-cadence')?.textContent).toBe('您的方案檢查預警的頻率：即時（每筆報價）'),
    );
    await typeInto(byTestId('delivery-webhook-url'), ' https://hooks.example.com/alphadesk ');
    await click(byTestId('delivery-webhook-add'));
    await waitFor(() => expect(byTestId('delivery-secret')?.textContent).toContain('whsec_shown_once'));
    expect(byTestId('delivery-secret')?.textContent).toContain('簽章密鑰只顯示這一次');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/alphadesk',
    });
    await waitFor(() => expect(byTestId('delivery-log')?.textContent).toContain('2330'));
    const log = byTestId('delivery-log')?.textContent ?? '';
    expect(log).toContain('已送達');
    expect(log).toContain('500 (12 ms) → timeout after 3000 ms (3001 ms) → 200 (9 ms)');
    expect(byTestId('delivery-webhook')?.textContent).toContain('https://hooks.example.com/alphadesk');
    // Read again later (another visit), the secret is gone: the server never sends it twice.
    cleanup();
    await renderSite('/monitor');
    await waitFor(() => expect(byTestId('delivery-log')?.textContent).toContain('2330'));
    expect(byTestId('delivery-secret')).toBeNull();
  });

  it("shows the server's message when a webhook URL is refused", async () => {
    signIn('diamond');
    fakeApi({
      ...monitorLists,
      'GET /api/market/delivery': settings({ alertCheckSeconds: 0, webhooksAllowed: true }),
      'POST /api/market/webhooks': () =>
        errorAnswer(400, 'WEBHOOK_URL_PRIVATE', 'Webhook 網址不可指向內部或私有網路位址'),
    });
    await renderSite('/monitor');
    await waitFor(() => expect(byTestId('delivery-webhook-url')).not.toBeNull());
    await typeInto(byTestId('delivery-webhook-url'), 'https://10.0.0.8/hook');
    await click(byTestId('delivery-webhook-add'));
    await waitFor(() =>
      expect(byTestId('delivery-error')?.textContent).toBe('Webhook 網址不可指向內部或私有網路位址'),
    );
    expect(byTestId('delivery-secret')).toBeNull();
  });
});
