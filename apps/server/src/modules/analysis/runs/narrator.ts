import { checkNarrative, joinSentences, type AnalysisResult, type RenderedReport } from '@alphadesk/core';

export interface NarratorSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}

export interface Narration {
  summary: string;
  narrator: 'template' | 'llm';
  /** Why an LLM text was not used (for logs), when one was asked for. */
  rejected?: string;
}

/**
 * Writes the summary of a finished analysis, given the result and its zh-TW rendering (the run
 * renders the report once and hands it on).
 */
export type Narrator = (
  result: AnalysisResult,
  report: RenderedReport,
  instructions: string | null,
) => Promise<Narration>;

const template = (report: RenderedReport): Narration => ({ summary: report.summary, narrator: 'template' });

/** The summary from the report templates: used when no LLM is configured. */
export const templateNarrator: Narrator = async (_result, report) => template(report);

function prompt(result: AnalysisResult, report: RenderedReport, instructions: string | null): string {
  const facts = report.evidence.map((item) => `- ${item.label}：${item.value}`).join('\n');
  return [
    `請以繁體中文、200 字以內，改寫以下股票分析摘要（${result.name} ${result.symbol}，資料日期 ${result.asOf}）。`,
    '只能使用下列計算結果中的數字，不可新增、推估或改動任何數字或日期；不要給予保證獲利的說法。',
    `原摘要：${report.summary}`,
    `重點：${joinSentences(report.keyPoints)}`,
    `風險：${joinSentences(report.risks)}`,
    `計算結果：\n${facts}`,
    instructions ? `使用者的自訂指示（僅調整語氣與重點，不得改變數字）：${instructions}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * An OpenAI-compatible chat-completions narrator. Its text is used only when every number and date
 * in it matches the evidence (`checkNarrative`); otherwise, and on any error or time-out, the
 * template summary is kept.
 */
export function createLlmNarrator(settings: NarratorSettings): Narrator {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (result, report, instructions) => {
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: '你是嚴謹的台股研究助理，只根據提供的數據撰寫。' },
            { role: 'user', content: prompt(result, report, instructions) },
          ],
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
      });
      if (!response.ok) return { ...template(report), rejected: `http ${response.status}` };
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) return { ...template(report), rejected: 'empty' };
      text = content.trim();
    } catch (error) {
      return { ...template(report), rejected: error instanceof Error ? error.name : 'error' };
    }
    const check = checkNarrative(text, result.evidence);
    if (!check.ok) {
      const bad = [...check.offendingNumbers.map((n) => n.text), ...check.offendingDates.map((d) => d.text)];
      return { ...template(report), rejected: `numbers not in evidence: ${bad.join(', ')}` };
    }
    return { summary: text, narrator: 'llm' };
  };
}
