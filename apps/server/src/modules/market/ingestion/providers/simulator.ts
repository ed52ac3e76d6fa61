import { MarketSimulator, marketIndices, priceLimits, taipeiDate, type SimSecurity } from '@alphadesk/core';
import type {
  Bar,
  DividendEvent,
  IndexValue,
  InstitutionalFlow,
  MarginBalance,
  MarketDataProvider,
  MonthlyRevenue,
  Quote,
  SecurityRef,
  SecurityStatus,
  Valuation,
} from './types.ts';
import { simulatedAnnouncements } from './simulated-announcements.ts';
import { unsupported } from './types.ts';

const flag = { source: 'simulator' as const, simulated: true };
const simSecurity = (security: SecurityRef): SimSecurity => ({
  symbol: security.symbol,
  market: security.market,
  sector: security.sector,
  kind: security.kind,
});

/**
 * The default provider: a deterministic simulated market (see MarketSimulator in core). The quote
 * at instant t is a function of the seed, the symbol and t, so restarts and replicas agree. Every
 * value it returns carries `simulated: true`.
 */
export function createSimulatorProvider(options: {
  seed: string;
  holidays: ReadonlySet<string>;
  now: () => Date;
}): MarketDataProvider {
  const simulator = new MarketSimulator(options.seed, options.holidays);

  /** A session's bar is published once it is over: Taiwan after 13:30 Taipei, others the next day. */
  const completed = (security: SecurityRef, bar: { date: string }) => {
    const now = options.now();
    if (security.market !== 'TW') return bar.date < taipeiDate(now);
    return Date.parse(`${bar.date}T13:30:00+08:00`) <= now.getTime();
  };

  const toBar = (security: SecurityRef, bar: ReturnType<MarketSimulator['bar']>): Bar => ({
    symbol: security.symbol,
    ...bar,
    ...flag,
  });

  return {
    descriptor: { name: 'simulator', simulated: true, history: 'computed' },

    async quotes(securities) {
      const at = options.now();
      return securities.map((security): Quote => {
        const quote = simulator.quote(simSecurity(security), at);
        const limits = security.market === 'TW' ? priceLimits(quote.previousClose, security.kind) : null;
        return {
          symbol: security.symbol,
          price: quote.price,
          open: quote.open,
          high: quote.high,
          low: quote.low,
          previousClose: quote.previousClose,
          change: quote.change,
          changePercent: quote.changePercent,
          volume: quote.volume,
          limitUp: limits?.limitUp ?? null,
          limitDown: limits?.limitDown ?? null,
          asOf: quote.asOf,
          ...flag,
        };
      });
    },

    async dailyBars(security, from, to) {
      return simulator
        .bars(simSecurity(security), from, to)
        .filter((bar) => completed(security, bar))
        .map((bar) => toBar(security, bar));
    },

    async dailySnapshot(date, securities) {
      return securities.flatMap((security) =>
        simulator
          .bars(simSecurity(security), date, date)
          .filter((bar) => completed(security, bar))
          .map((bar) => toBar(security, bar)),
      );
    },

    async indices(at) {
      return marketIndices.map((definition): IndexValue => {
        const quote = simulator.indexQuote(definition, at);
        return {
          symbol: definition.symbol,
          name: definition.name,
          market: definition.market,
          date: quote.date,
          open: quote.open,
          high: quote.high,
          low: quote.low,
          value: quote.price,
          change: quote.change,
          changePercent: quote.changePercent,
          asOf: quote.asOf,
          ...flag,
        };
      });
    },

    async indexHistory(symbol, from, to) {
      const definition = marketIndices.find((index) => index.symbol === symbol);
      if (!definition) return [];
      return simulator.indexBars(definition, from, to).map((bar) => ({ date: bar.date, close: bar.close }));
    },

    async valuations(date, securities) {
      return securities.flatMap((security): Valuation[] => {
        const valuation = simulator.valuation(simSecurity(security), date);
        return valuation ? [{ symbol: security.symbol, date, ...valuation, ...flag }] : [];
      });
    },

    async monthlyRevenue(month, securities) {
      return securities.map((security): MonthlyRevenue => ({
        symbol: security.symbol,
        month,
        ...simulator.monthlyRevenue(simSecurity(security), month),
        ...flag,
      }));
    },

    async institutionalFlows(date, securities) {
      return securities.flatMap((security): InstitutionalFlow[] => {
        const flows = simulator.flows(simSecurity(security), date);
        if (!flows) return [];
        return [
          {
            symbol: security.symbol,
            date,
            ...flows,
            totalNet: flows.foreignNet + flows.trustNet + flows.dealerNet,
            ...flag,
          },
        ];
      });
    },

    async marginBalances(date, securities) {
      return securities.flatMap((security): MarginBalance[] => {
        const margin = simulator.margin(simSecurity(security), date);
        return margin ? [{ symbol: security.symbol, date, ...margin, ...flag }] : [];
      });
    },

    sharesOutstanding(security) {
      return simulator.profile(simSecurity(security)).sharesOutstanding;
    },

    /** Simulated prices have no corporate actions: nothing to adjust. */
    async dividends(): Promise<DividendEvent[]> {
      return [];
    },

    // Whole-market totals are not simulated: the overview computes breadth from the simulated
    // quotes and shows 無資料 for the 三大法人 and margin totals rather than invent them.
    async marketBreadth() {
      throw unsupported('simulator', 'market breadth');
    },
    async marketInstitutional() {
      throw unsupported('simulator', 'institutional totals');
    },
    async marketMargin() {
      throw unsupported('simulator', 'margin totals');
    },

    /** The simulator issues no attention or disposition notices. */
    async securityStatus(): Promise<SecurityStatus[]> {
      return [];
    },

    /** Simulated announcements (market events), labelled as such. */
    async announcements(date, securities) {
      return simulatedAnnouncements({
        seed: options.seed,
        simulator,
        holidays: options.holidays,
        date,
        securities,
      });
    },
  };
}
