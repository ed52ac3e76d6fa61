import type { z } from 'zod';
import { bookRisk } from '@alphadesk/core';
import type { RiskMetrics, TradingOrderQuery, TradingStats } from '@alphadesk/contracts';
import type { AdminFinanceDeps } from './ports.ts';

/**
 * The annual risk-free rate behind the Sharpe ratio: roughly a Taiwanese bank's one-year fixed
 * deposit (臺灣銀行一年期定存 about 1.7 % in 2025–2026). A constant, stated with the figures.
 */
export const riskFreeRate = 0.017;
const concentrationsShown = 10;

const formulas = {
  total_exposure: '總曝險 = 所有會員持股市值總和（今日價格）',
  var_95: '95% VaR = 以目前權重回推的每日報酬，第 ⌊0.05n⌋ 小者之損失 × 總曝險（一日，歷史模擬）',
  max_drawdown: '最大回撤 = 報酬指數自前高的最大跌幅',
  sharpe_ratio: `夏普值 = (平均日報酬 × 252 − 無風險利率 ${(riskFreeRate * 100).toFixed(1)}%) ÷ 年化波動率`,
  beta: 'Beta = cov(組合, 加權指數) ÷ var(加權指數)',
  volatility: '波動率 = 日報酬樣本標準差 × √252',
} as const;

/** Recorded buys and sells are filled orders: members record trades they made at their broker. */
export function createAdminTrading(deps: AdminFinanceDeps) {
  const { portfolios } = deps;
  return {
    async orders(query: z.output<typeof TradingOrderQuery>) {
      // Nothing is pending or cancelled: a filter on those finds nothing, honestly.
      if (query.status && query.status !== 'executed') return { orders: [], total: 0 };
      const { orders, total } = await portfolios.staffOrders({
        page: query.page,
        limit: query.limit,
        userId: query.user_id,
        symbol: query.symbol,
      });
      return {
        total,
        orders: orders.map((order) => ({
          id: order.id,
          symbol: order.symbol,
          order_type: order.type,
          quantity: order.shares,
          price: order.price,
          value: order.shares * order.price,
          fee: order.fee,
          tax: order.tax,
          status: 'executed' as const,
          user_id: order.userId,
          portfolio_id: order.portfolioId,
          trade_date: order.date,
          created_at: order.createdAt.toISOString(),
        })),
      };
    },

    async stats(): Promise<TradingStats> {
      const stats = await portfolios.staffTradeStats();
      return {
        total_orders: stats.orders,
        executed_orders: stats.orders,
        pending_orders: 0,
        buy_orders: stats.buys,
        sell_orders: stats.sells,
        total_volume: stats.volume,
        total_value: stats.value,
        success_rate: stats.orders === 0 ? null : 1,
        avg_execution_time: null,
        members: stats.members,
      };
    },

    async riskMetrics(): Promise<RiskMetrics> {
      const book = await portfolios.staffBook();
      const risk = bookRisk({
        positions: book.positions,
        bookReturns: book.bookReturns,
        marketReturns: book.marketReturns,
        riskFreeRate,
      });
      return {
        total_exposure: risk.totalExposure,
        var_95: risk.var95,
        max_drawdown: risk.maxDrawdown,
        sharpe_ratio: risk.sharpeRatio,
        beta: risk.beta,
        volatility: risk.volatility,
        return_days: risk.returnDays,
        risk_free_rate: riskFreeRate,
        portfolios: book.portfolios,
        members: risk.byMember.length,
        as_of: book.asOf,
        simulated: book.simulated,
        concentration_by_symbol: risk.bySymbol.slice(0, concentrationsShown),
        concentration_by_member: risk.byMember.slice(0, concentrationsShown),
        formulas: { ...formulas },
      };
    },
  };
}
