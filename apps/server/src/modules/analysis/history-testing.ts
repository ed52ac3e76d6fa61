import { randomUUID } from 'node:crypto';
import { analyses } from '@alphadesk/db';
import type { StoredBar } from '../market/index.ts';
import type { TestServer } from '../../testing/server.ts';

type AnalysisInsert = typeof analyses.$inferInsert;

/** Test factory: a completed analysis record of `userId`, inserted straight into the table. */
export async function insertAnalysis(
  server: TestServer,
  userId: string,
  overrides: Partial<AnalysisInsert> = {},
): Promise<AnalysisInsert & { id: string }> {
  const row: AnalysisInsert & { id: string } = {
    id: randomUUID(),
    userId,
    symbol: '2330',
    companyName: '台積電',
    market: 'TW',
    analysts: ['technical', 'risk'],
    analysisType: 'quick',
    status: 'completed',
    progress: 100,
    result: 'buy',
    confidence: 0.62,
    targetPrice: 110,
    priceAtCall: 100,
    callDate: '2026-01-05',
    horizonDays: 20,
    summary: '技術面轉強，建議逢低布局',
    keyPoints: ['站上季線'],
    opportunities: ['量能放大'],
    risks: ['外資賣超'],
    tags: ['半導體'],
    ...overrides,
  };
  await server.database.db.insert(analyses).values(row);
  return row;
}

/** A bar as the market module stores it (adjustment factor 1, real data). */
export function storedBar(
  symbol: string,
  date: string,
  prices: { open: number; high: number; low: number; close: number },
  adjFactor = 1,
): StoredBar {
  return {
    symbol,
    date,
    ...prices,
    change: null,
    volume: 1_000_000,
    value: null,
    transactions: null,
    adjFactor,
    source: 'twse',
    simulated: false,
  } as StoredBar;
}
