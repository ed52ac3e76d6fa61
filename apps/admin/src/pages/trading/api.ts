import type { RiskMetrics, TradingStats } from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

export interface TradingOrder {
  id: string;
  symbol: string;
  order_type: 'buy' | 'sell';
  quantity: number;
  price: number;
  value: number;
  fee: number;
  tax: number;
  status: 'executed' | 'pending' | 'cancelled';
  user_id: string;
  portfolio_id: string;
  trade_date: string;
  created_at: string;
}
export interface OrderFilters {
  page: number;
  status?: string | undefined;
  user_id?: string | undefined;
  symbol?: string | undefined;
}

const base = '/api/admin/trading';
const query = (filters: OrderFilters) =>
  new URLSearchParams(
    Object.entries({ ...filters, limit: 10 })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const listOrders = (filters: OrderFilters) =>
  api.get<{ orders: TradingOrder[]; total: number }>(`${base}/orders?${query(filters)}`);
export const tradingStats = () => api.get<{ stats: TradingStats }>(`${base}/stats`);
export const riskMetrics = () => api.get<{ metrics: RiskMetrics }>(`${base}/risk-metrics`);
