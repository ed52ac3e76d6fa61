import { renderReport, type Locale } from '@alphadesk/core';
import { analystIdSchema, type AnalysisReport, type AnalysisRun } from '@alphadesk/contracts';
import type { AnalysisRow } from '../repository.ts';
import { failureText } from './progress.ts';
import { parseStoredReport } from './stored-report.ts';

const simulatedLabel: Record<Locale, string> = {
  'zh-TW': '模擬資料',
  'zh-CN': '模拟数据',
  'en-US': 'simulated data',
};

/** The completed report in one locale: every number with its evidence and source. */
export function presentReport(row: AnalysisRow, locale: Locale): AnalysisReport | null {
  if (row.status !== 'completed') return null;
  const stored = parseStoredReport(row.report);
  if (!stored) return null;
  const result = stored.result;
  const rendered = renderReport(result, locale);
  const shown = new Map(rendered.evidence.map((item) => [item.id, item]));
  const useLlm = stored.narration.narrator === 'llm' && locale === 'zh-TW';
  return {
    locale,
    result: result.result,
    confidence: result.confidence,
    targetPrice: result.targetPrice,
    priceAtCall: row.priceAtCall,
    horizonDays: result.horizonDays,
    asOf: result.asOf,
    summary: useLlm ? stored.narration.summary : rendered.summary,
    narrator: useLlm ? 'llm' : 'template',
    keyPoints: rendered.keyPoints,
    risks: rendered.risks,
    opportunities: rendered.opportunities,
    bullCase: rendered.bullCase,
    bearCase: rendered.bearCase,
    debate: rendered.debate,
    analysts: result.opinions.map((opinion, i) => ({
      id: opinion.analyst,
      name: rendered.analysts[i]!.name,
      status: opinion.status,
      signal: opinion.signal,
      confidence: opinion.confidence,
      targetPrice: opinion.targetPrice,
      headline: rendered.analysts[i]!.headline,
      lines: rendered.analysts[i]!.lines,
      evidence: opinion.evidence.map((item) => item.id),
      riskLevel: opinion.riskLevel ?? null,
      sellHeld: rendered.analysts[i]!.sellHeld,
    })),
    evidence: result.evidence.map((item) => {
      const view = shown.get(item.id);
      // A derived number computed from simulated data is simulated too; method parameters are not.
      const simulated = item.source.simulated || (result.simulated && item.source.dataset === 'derived');
      const plain = view!.source.replace(/ · (模擬|模拟|simulated)$/, '');
      const source = simulated ? `${plain} · ${simulatedLabel[locale]}` : plain;
      return {
        id: item.id,
        label: view!.label,
        value: item.value,
        display: view!.value,
        unit: item.unit,
        source: { ...item.source, simulated },
        sourceText: source,
      };
    }),
    riskLevel: result.riskAdjustment.riskLevel,
    simulated: result.simulated,
  };
}

export function presentRun(row: AnalysisRow, locale: Locale): AnalysisRun {
  return {
    id: row.id,
    symbol: row.symbol,
    companyName: row.companyName,
    market: row.market,
    analysts: analystIdSchema.array().parse(row.analysts),
    analysisType: row.analysisType,
    instructions: row.instructions,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: failureText(row.error, locale),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    report: presentReport(row, locale),
  };
}
