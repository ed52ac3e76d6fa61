import type { MarketEvent, MarketOverviewResponse, OverviewMover } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../../test/render.tsx';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

const mover = (symbol: string, name: string, changePercent: number, value: number): OverviewMover => ({
  symbol,
  name,
  exchange: 'TWSE',
  price: 100,
  change: changePercent,
  changePercent,
  volume: value / 100,
  value,
});

const notice: MarketEvent = {
  id: '9',
  sequence: 9,
  type: 'disposition_entered',
  title: '列為處置有價證券',
  description: '連續三次達注意標準',
  impact: 'high',
  eventTime: '2026-03-02T10:00:00.000Z',
  affectedSymbols: ['3661'],
  source: 'twse',
  simulated: false,
};

function simulatedOverview(): MarketOverviewResponse {
  return {
    generatedAt: '2026-03-02T02:00:00.000Z',
    provider: 'simulator',
    simulated: true,
    indices: [
      {
        symbol: '^TWII',
        name: '加權指數',
        market: 'TW',
        value: 22000,
        change: 100,
        changePercent: 0.46,
        lastUpdated: '2026-03-02T02:00:00.000Z',
        asOf: '2026-03-02T02:00:00.000Z',
        stale: false,
        simulated: true,
        source: 'simulator',
      },
    ],
    breadth: {
      status: 'ok',
      markets: [
        {
          exchange: 'TWSE',
          date: '2026-03-02',
          source: 'simulator',
          simulated: true,
          advancers: 120,
          decliners: 80,
          unchanged: 12,
          limitUp: 3,
          limitDown: 1,
        },
      ],
    },
    institutional: { status: 'not_simulated', markets: [] },
    margin: { status: 'not_simulated', markets: [] },
    movers: {
      status: 'ok',
      asOf: '2026-03-02T02:00:00.000Z',
      source: 'simulator',
      simulated: true,
      ranked: 212,
      gainers: [mover('2454', '聯發科', 9.8, 5_000_000)],
      losers: [mover('2317', '鴻海', -4.5, 3_000_000)],
      byValue: [mover('2330', '台積電', 1.2, 250_000_000)],
    },
    notices: { date: '2026-03-02', events: [] },
  };
}

describe('/market', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the simulated overview labelled 模擬, with 無資料 for totals the simulator does not model', async () => {
    const api = fakeApi({ 'GET /api/market/overview': simulatedOverview() });
    await renderSite('/market');
    await waitFor(() => expect(byTestId('overview-indices')?.textContent).toContain('加權指數'));
    expect(api.calls.some((call) => call.path === '/api/market/overview' && !call.authorization)).toBe(true);
    expect(byTestId('overview-simulated')?.textContent).toContain('模擬行情');
    const breadth = byTestId('overview-breadth-TWSE')?.textContent ?? '';
    expect(breadth).toContain('上漲 120');
    expect(breadth).toContain('漲停 3');
    expect(breadth).toContain('下跌 80');
    expect(breadth).toContain('資料日期 2026-03-02');
    expect(byTestId('overview-breadth')?.textContent).toContain('模擬');
    expect(byTestId('overview-institutional')?.textContent).toContain('無資料（模擬行情不提供此項統計）');
    expect(byTestId('overview-margin')?.textContent).toContain('無資料（模擬行情不提供此項統計）');
    expect(byTestId('overview-movers')?.textContent).toContain('共 212 檔股票參與排行');
    expect(byTestId('overview-movers-gainers')?.textContent).toContain('2454 聯發科');
    expect(byTestId('overview-movers-gainers')?.textContent).toContain('+9.80%');
    expect(byTestId('overview-movers-value')?.textContent).toContain('2.5億');
    expect(byTestId('overview-notices')?.textContent).toContain('今日沒有注意或處置股票');
  });

  it('colours changes through the member’s up/down colour variables', async () => {
    fakeApi({ 'GET /api/market/overview': simulatedOverview() });
    await renderSite('/market');
    await waitFor(() => expect(byTestId('overview-movers-gainers')).not.toBeNull());
    const tone = (list: string) =>
      (byTestId(list)?.querySelector('[data-testid="overview-mover"] .market-mover__change') as HTMLElement)
        .style.color;
    expect(tone('overview-movers-gainers')).toContain('--market-up');
    expect(tone('overview-movers-losers')).toContain('--market-down');
  });

  it('shows the exchanges’ totals with their dates and the day’s notices', async () => {
    const real = simulatedOverview();
    real.simulated = false;
    real.provider = 'twse';
    real.institutional = {
      status: 'ok',
      markets: [
        {
          exchange: 'TWSE',
          date: '2023-01-30',
          source: 'twse',
          simulated: false,
          foreign: { buy: 203_744_063_563, sell: 131_488_377_272, net: 72_255_686_291 },
          trust: { buy: 6_269_087_553, sell: 3_179_424_632, net: 3_089_662_921 },
          dealers: { buy: 16_187_391_302, sell: 8_399_081_015, net: 7_788_310_287 },
          total: { buy: 226_200_542_418, sell: 143_066_882_919, net: 83_133_659_499 },
        },
      ],
    };
    real.margin = {
      status: 'ok',
      markets: [
        {
          exchange: 'TPEx',
          date: '2023-01-30',
          source: 'tpex',
          simulated: false,
          marginBalance: 1_617_845,
          marginPrevious: 1_609_204,
          shortBalance: 112_544,
          shortPrevious: 112_717,
          marginAmount: 56_176_374_000,
        },
      ],
    };
    real.notices = { date: '2026-03-02', events: [notice] };
    fakeApi({ 'GET /api/market/overview': real });
    await renderSite('/market');
    await waitFor(() => expect(byTestId('overview-institutional-TWSE')).not.toBeNull());
    expect(byTestId('overview-simulated')).toBeNull();
    const flows = byTestId('overview-institutional-TWSE')?.textContent ?? '';
    expect(flows).toContain('資料日期 2023-01-30');
    expect(flows).toContain('+831.34億');
    const margin = byTestId('overview-margin-TPEx')?.textContent ?? '';
    expect(margin).toContain('1,617,845');
    expect(margin).toContain('增減 +8,641');
    expect(margin).toContain('增減 -173');
    const notices = byTestId('overview-notices')?.textContent ?? '';
    expect(notices).toContain('處置');
    expect(notices).toContain('3661');
    expect(notices).toContain('列為處置有價證券');
  });

  it('says so when the overview cannot be loaded', async () => {
    fakeApi({
      'GET /api/market/overview': () => errorAnswer(503, 'SERVICE_UNAVAILABLE', '服務暫時無法使用'),
    });
    await renderSite('/market');
    await waitFor(() => expect(document.body.textContent).toContain('市場總覽載入失敗，請稍後再試'));
  });
});
