import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '../../packages/core/src/market-data/calendar.ts';
import { seededRandom } from '../../packages/core/src/market-data/random.ts';
import {
  allPeriodReturns,
  summarisePortfolio,
  tradeCharges,
  valuePortfolio,
  type CorporateAction,
  type PricePoint,
  type Transaction,
} from '../../packages/core/src/portfolio/index.ts';

/**
 * CPU time of valuing a large portfolio and computing its returns (packages/core/src/portfolio):
 * 10,000 transactions over ten years (2015-01-05 … 2024-12-31) in 40 securities with generated
 * raw closes on every weekday, a cash dividend per security and year applied from published
 * actions, and one 1→4 split. One run = the daily valuation with per-security series, the
 * holdings summary, and simple, time-weighted and XIRR returns for today, MTD, YTD, 1Y, all and a
 * custom range. Five warm-up runs, then the median and p95 of 30 runs with process.cpuUsage().
 */

const TRANSACTIONS = 10_000;
const SECURITIES = 40;
const FIRST = '2015-01-05';
const LAST = '2024-12-31';
const WARM_UP = 5;
const RUNS = 30;
const GOAL_MS = 50;

function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) days.push(date);
  }
  return days;
}

function generate() {
  const random = seededRandom(20_250_315);
  const days = weekdays(FIRST, LAST);
  const symbols = Array.from({ length: SECURITIES }, (_, i) => String(1101 + i * 37));
  const prices: Record<string, PricePoint[]> = {};
  const actions: CorporateAction[] = [];
  const splitSymbol = symbols[0]!;
  const splitDate = '2020-06-15';
  for (const symbol of symbols) {
    let close = 20 + random.next() * 500;
    const points: PricePoint[] = [];
    for (const date of days) {
      close = Math.max(1, close * Math.exp(0.0002 + 0.018 * random.normal()));
      if (symbol === splitSymbol && date === splitDate) close /= 4;
      points.push({ date, close: Math.round(close * 100) / 100 });
    }
    prices[symbol] = points;
    for (let year = 2015; year <= 2024; year++) {
      const point = points.find((entry) => entry.date >= `${year}-07-10`)!;
      actions.push({ symbol, exDate: point.date, cashDividend: Math.round(point.close * 0.03 * 100) / 100 });
    }
  }
  actions.push({ symbol: splitSymbol, exDate: splitDate, splitRatio: 4 });

  const held = new Map<string, number>();
  const transactions: Transaction[] = [];
  for (let i = 0; i < TRANSACTIONS; i++) {
    const dayIndex = Math.floor((i / TRANSACTIONS) * days.length);
    const date = days[dayIndex]!;
    const symbol = symbols[Math.floor(random.next() * symbols.length)]!;
    const price = prices[symbol]![dayIndex]!.close;
    const shares = held.get(symbol) ?? 0;
    const selling = shares > 0 && random.next() < 0.35;
    const quantity = selling
      ? Math.max(1, Math.floor(shares * random.next()))
      : random.next() < 0.3
        ? 1 + Math.floor(random.next() * 999)
        : 1000 * (1 + Math.floor(random.next() * 3));
    const side = selling ? 'sell' : 'buy';
    const charges = tradeCharges({ side, shares: quantity, price, date, kind: 'stock' });
    if (selling) {
      transactions.push({
        type: 'sell',
        id: `t${i}`,
        date,
        symbol,
        shares: quantity,
        price,
        fee: charges.fee,
        tax: charges.tax,
      });
      held.set(symbol, shares - quantity);
    } else {
      transactions.push({
        type: 'buy',
        id: `t${i}`,
        date,
        symbol,
        shares: quantity,
        price,
        fee: charges.fee,
      });
      held.set(symbol, shares + quantity);
    }
  }
  return { transactions, actions, prices };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function benchPortfolio(): Promise<void> {
  const { transactions, actions, prices } = generate();
  const run = () => {
    const series = valuePortfolio({ transactions, actions, prices, until: LAST, perSymbol: true });
    const summary = summarisePortfolio(series, new Map());
    const returns = allPeriodReturns(series, { from: '2018-01-01', to: '2022-12-31' });
    return { series, summary, returns };
  };
  let last = run();
  for (let i = 0; i < WARM_UP; i++) last = run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    last = run();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  const median = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const all = last.returns.find((entry) => entry.period === 'all')!;
  if (last.series.ledger.problems.length > 0) throw new Error('the generated transactions are inconsistent');
  console.log(
    `transactions: ${transactions.length} in ${SECURITIES} securities, ${FIRST} … ${LAST}; valuation days: ${last.series.dates.length}; ` +
      `dividends applied: ${last.series.ledger.generated.length}; holdings: ${last.summary.holdings.length}`,
  );
  console.log(
    `all: TWR ${((all.timeWeightedReturn ?? 0) * 100).toFixed(2)} %, XIRR ${((all.xirr ?? 0) * 100).toFixed(2)} %, ` +
      `simple ${((all.simpleReturn ?? 0) * 100).toFixed(2)} %`,
  );
  console.log(
    `CPU time per valuation + returns over ${RUNS} runs: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
  );
  console.log(`goal ≤ ${GOAL_MS} ms${p95 <= GOAL_MS ? '' : ' — ABOVE GOAL'}`);
}

// Runnable on its own: node --import tsx scripts/bench/portfolio.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchPortfolio();
}
