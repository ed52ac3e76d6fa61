import ExcelJS from 'exceljs';
import type { AnalysisRecord } from '@alphadesk/contracts';
import { analystName, joinSentences, signalName, taipeiDate } from '@alphadesk/core';
import { appError } from '../../../platform/errors.ts';
import { createCjkPdf } from '../../../platform/pdf.ts';

const analystNames = (ids: readonly string[]) => ids.map((id) => analystName(id, 'zh-TW')).join('、');
const outcomeNames = { pending: '等待中', profit: '獲利', loss: '虧損' } as const;
const percent = (value: number | null, scale = 100) =>
  value === null ? '—' : `${(value * scale).toFixed(2)}%`;
const price = (value: number | null) => (value === null ? '—' : value.toFixed(2));

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** `analysis_export_{YYYY-MM-DD}.{pdf|xlsx}` in Taipei's calendar. */
export function exportFileName(now: Date, format: 'pdf' | 'excel'): string {
  return `analysis_export_${taipeiDate(now)}.${format === 'pdf' ? 'pdf' : 'xlsx'}`;
}

function lines(record: AnalysisRecord): [string, string][] {
  return [
    ['分析日期', record.callDate ?? taipeiDate(new Date(record.createdAt))],
    ['分析師', analystNames(record.analysts)],
    ['建議', signalName(record.result, 'zh-TW')],
    ['信心度', percent(record.confidence)],
    ['分析時價格', price(record.priceAtCall)],
    ['目標價', price(record.targetPrice)],
    ['結果', outcomeNames[record.actualOutcome]],
    ['實際報酬（扣除交易成本）', percent(record.actualReturn)],
    ['超額報酬', percent(record.excessReturn)],
    ['價格變化', percent(record.priceChangePercent, 1)],
  ];
}

/** A PDF in Traditional Chinese, one section per analysis, in the system's Noto Sans CJK. */
export async function renderPdf(records: readonly AnalysisRecord[], fontPath: string, now: Date) {
  const { doc, finish } = createCjkPdf({
    fontPath,
    fontMissingCode: 'EXPORT_FONT_MISSING',
    title: 'AlphaDesk 分析記錄匯出',
  });
  doc.fontSize(18).text('AlphaDesk 台股AI投研　分析記錄');
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(`匯出日期 ${taipeiDate(now)}（台北時間）`);
  doc.fillColor('black');
  records.forEach((record, index) => {
    if (index > 0 && doc.y > 560) doc.addPage();
    doc.moveDown();
    doc.fontSize(14).text(`${record.companyName}（${record.symbol}.${record.market}）`);
    if (record.simulated) doc.fontSize(9).fillColor('#b42318').text('模擬資料').fillColor('black');
    doc.fontSize(10);
    for (const [label, value] of lines(record)) doc.text(`${label}：${value}`);
    if (record.summary) doc.moveDown(0.3).text(`摘要：${record.summary}`);
    if (record.keyPoints.length) doc.text(`重點：${joinSentences(record.keyPoints)}`);
    if (record.risks.length) doc.text(`風險：${joinSentences(record.risks)}`);
  });
  doc.moveDown().fontSize(8).fillColor('#555555');
  doc.text(
    '報酬已扣除台股交易成本（手續費 0.1425% 買賣各一次、證交稅 0.3%）。分析結果僅供參考，不構成投資建議。',
  );
  return finish();
}

/** An .xlsx workbook with one row per analysis. */
export async function renderWorkbook(records: readonly AnalysisRecord[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AlphaDesk 台股AI投研';
  const sheet = workbook.addWorksheet('分析記錄');
  sheet.columns = [
    { header: '股票代碼', key: 'symbol', width: 10 },
    { header: '公司名稱', key: 'companyName', width: 16 },
    { header: '市場', key: 'market', width: 6 },
    { header: '分析日期', key: 'callDate', width: 12 },
    { header: '分析師', key: 'analysts', width: 24 },
    { header: '建議', key: 'result', width: 10 },
    { header: '信心度', key: 'confidence', width: 8 },
    { header: '分析時價格', key: 'priceAtCall', width: 10 },
    { header: '目標價', key: 'targetPrice', width: 10 },
    { header: '結果', key: 'outcome', width: 8 },
    { header: '實際報酬', key: 'actualReturn', width: 10 },
    { header: '超額報酬', key: 'excessReturn', width: 10 },
    { header: '價格變化(%)', key: 'priceChangePercent', width: 10 },
    { header: '出場日', key: 'exitDate', width: 12 },
    { header: '持有交易日', key: 'holdingDays', width: 10 },
    { header: '摘要', key: 'summary', width: 60 },
    { header: '模擬資料', key: 'simulated', width: 8 },
  ];
  for (const record of records) {
    sheet.addRow({
      symbol: record.symbol,
      companyName: record.companyName,
      market: record.market,
      callDate: record.callDate ?? taipeiDate(new Date(record.createdAt)),
      analysts: analystNames(record.analysts),
      result: signalName(record.result, 'zh-TW'),
      confidence: record.confidence,
      priceAtCall: record.priceAtCall,
      targetPrice: record.targetPrice,
      outcome: outcomeNames[record.actualOutcome],
      actualReturn: record.actualReturn,
      excessReturn: record.excessReturn,
      priceChangePercent: record.priceChangePercent,
      exitDate: record.exitDate,
      holdingDays: record.holdingDays,
      summary: record.summary,
      simulated: record.simulated ? '是' : '否',
    });
  }
  for (const key of ['confidence', 'actualReturn', 'excessReturn']) sheet.getColumn(key).numFmt = '0.00%';
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportRecords(
  records: readonly AnalysisRecord[],
  format: 'pdf' | 'excel',
  fontPath: string,
  now: Date,
): Promise<ExportFile> {
  if (records.length === 0) throw appError('NOTHING_TO_EXPORT');
  const fileName = exportFileName(now, format);
  if (format === 'pdf')
    return { fileName, contentType: 'application/pdf', body: await renderPdf(records, fontPath, now) };
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await renderWorkbook(records),
  };
}
