/**
 * Rendering an analysis in one locale: every structured point through its template, every number
 * from its evidence item (format.ts), names localised (names.ts). The output is what members read,
 * and what an LLM narrator may rephrase — `checkNarrative` holds it to the same evidence.
 */
import type { AnalysisResult } from '../coordinator.ts';
import type { Evidence, Opinion, Point } from '../types.ts';
import { enUS } from './en-US.ts';
import { formatValue } from './format.ts';
import {
  analystNames,
  datasetNames,
  indexNames,
  labelOf,
  nameOf,
  ruleNames,
  sideNames,
  signalNames,
} from './names.ts';
import type { Locale, Template } from './template.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW, type MessageKey } from './zh-TW.ts';

const templates: Record<Locale, Record<MessageKey, Template>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  'en-US': enUS,
};

export interface RenderedAnalyst {
  id: string;
  name: string;
  headline: string;
  lines: string[];
  /** Why the sell gate held this analyst's sell (its signal shows hold); null when it did not. */
  sellHeld: string | null;
}

export interface RenderedEvidence {
  id: string;
  label: string;
  value: string;
  source: string;
}

export interface RenderedReport {
  locale: Locale;
  summary: string;
  /** Key points, then opportunities, then risks. */
  bullets: string[];
  keyPoints: string[];
  opportunities: string[];
  risks: string[];
  bullCase: string[];
  bearCase: string[];
  debate: string[] | null;
  analysts: RenderedAnalyst[];
  evidence: RenderedEvidence[];
}

/** Text arguments localised by name; anything else (words, tickers, names) is shown as given. */
function localiseText(name: string, value: string, locale: Locale): string {
  switch (name) {
    case 'index':
      return nameOf(indexNames, value, locale);
    case 'rule':
      return nameOf(ruleNames, value, locale);
    case 'datasets':
      return value
        .split(',')
        .map((dataset) => nameOf(datasetNames, dataset, locale))
        .join(locale === 'en-US' ? ', ' : '、');
    default:
      return value;
  }
}

export function renderPoint(point: Point, evidence: ReadonlyMap<string, Evidence>, locale: Locale): string {
  const args: Record<string, string> = {};
  for (const [name, id] of Object.entries(point.refs)) {
    const item = evidence.get(id);
    if (!item) throw new Error(`${point.key} cites ${id}, which is not in the evidence`);
    args[name] = formatValue(item, locale);
  }
  for (const [name, value] of Object.entries(point.text ?? {}))
    args[name] = localiseText(name, value, locale);
  return templates[locale][point.key](args);
}

function headline(opinion: Opinion, evidence: ReadonlyMap<string, Evidence>, locale: Locale): string {
  const name = nameOf(analystNames, opinion.analyst, locale);
  const en = locale === 'en-US';
  if (opinion.status !== 'ok')
    return en ? `${name}: insufficient data` : `${name}：${locale === 'zh-CN' ? '数据不足' : '資料不足'}`;
  const signal = nameOf(signalNames, opinion.signal, locale);
  const confidence = evidence.get(`${opinion.analyst}.confidence`);
  const target = evidence.get(`${opinion.analyst}.targetPrice`);
  const parts = [signal];
  if (confidence)
    parts.push(
      `${en ? 'confidence' : locale === 'zh-CN' ? '置信度' : '信心度'} ${formatValue(confidence, locale)}`,
    );
  if (target)
    parts.push(`${en ? 'target' : locale === 'zh-CN' ? '目标价' : '目標價'} ${formatValue(target, locale)}`);
  return en ? `${name}: ${parts.join(', ')}` : `${name}：${parts.join('，')}`;
}

export function renderReport(result: AnalysisResult, locale: Locale): RenderedReport {
  const byId = new Map(result.evidence.map((item) => [item.id, item]));
  const render = (point: Point) => renderPoint(point, byId, locale);
  const colon = locale === 'en-US' ? ': ' : '：';
  const caseLine = (item: { analyst: string; point: Point }) =>
    `${nameOf(analystNames, item.analyst, locale)}${colon}${render(item.point)}`;
  const keyPoints = result.keyPoints.map(render);
  const opportunities = result.opportunities.map(render);
  const risks = result.risks.map(render);
  return {
    locale,
    summary: result.summary.map(render).join(locale === 'en-US' ? ' ' : ''),
    bullets: [...new Set([...keyPoints, ...opportunities, ...risks])],
    keyPoints,
    opportunities,
    risks,
    bullCase: result.bullCase.map(caseLine),
    bearCase: result.bearCase.map(caseLine),
    debate:
      result.debate?.map((turn) => {
        const side = nameOf(sideNames, turn.side, locale);
        const who = turn.analyst ? nameOf(analystNames, turn.analyst, locale) : '';
        const speaker = who ? (locale === 'en-US' ? `${side} (${who})` : `${side}（${who}）`) : side;
        return `${speaker}${colon}${render(turn.point)}`;
      }) ?? null,
    analysts: result.opinions.map((opinion) => ({
      id: opinion.analyst,
      name: nameOf(analystNames, opinion.analyst, locale),
      headline: headline(opinion, byId, locale),
      lines: [...opinion.keyPoints, ...opinion.opportunities, ...opinion.risks].map(render),
      sellHeld: opinion.sellHeld ? render(opinion.sellHeld) : null,
    })),
    evidence: result.evidence.map((item) => ({
      id: item.id,
      label: labelOf(item.label, locale),
      value: formatValue(item, locale),
      source: [
        item.source.provider,
        nameOf(datasetNames, item.source.dataset, locale),
        item.source.symbol,
        item.source.from ? `${item.source.from}~${item.source.date}` : item.source.date,
        ...(item.source.simulated
          ? [locale === 'en-US' ? 'simulated' : locale === 'zh-CN' ? '模拟' : '模擬']
          : []),
      ].join(' · '),
    })),
  };
}
