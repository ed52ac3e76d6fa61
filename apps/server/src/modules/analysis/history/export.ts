import ExcelJS from 'exceljs';
import type { AnalysisRecord } from '@alphadesk/contracts';
import { analystName, joinSentences, signalName, taipeiDate, type Locale } from '@alphadesk/core';
import { appError } from '../../../platform/errors.ts';
import { createCjkPdf } from '../../../platform/pdf.ts';
import { exportTexts } from './export-texts.ts';

const analystNames = (ids: readonly string[], locale: Locale) =>
  ids.map((id) => analystName(id, locale)).join(exportTexts[locale].listSeparator);
const percent = (value: number | null, scale = 100) =>
  value === null ? '—' : `${(value * scale).toFixed(2)}%`;
const price = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** The export's date in Taipei's calendar: ISO in Chinese (as before), spelled out in English. */
function exportDate(now: Date, locale: Locale): string {
  if (locale !== 'en-US') return taipeiDate(now);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Taipei' }).format(now);
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** `analysis_export_{YYYY-MM-DD}.{pdf|xlsx}` in Taipei's calendar. */
export function exportFileName(now: Date, format: 'pdf' | 'excel'): string {
  return `analysis_export_${taipeiDate(now)}.${format === 'pdf' ? 'pdf' : 'xlsx'}`;
}

function lines(record: AnalysisRecord, locale: Locale): [string, string][] {
  const { labels, outcomes } = exportTexts[locale];
  return [
    [labels.callDate, record.callDate ?? taipeiDate(new Date(record.createdAt))],
    [labels.analysts, analystNames(record.analysts, locale)],
    [labels.result, signalName(record.result, locale)],
    [labels.confidence, percent(record.confidence)],
    [labels.priceAtCall, price(record.priceAtCall)],
    [labels.targetPrice, price(record.targetPrice)],
    [labels.outcome, outcomes[record.actualOutcome]],
    [labels.netReturn, percent(record.actualReturn)],
    [labels.excessReturn, percent(record.excessReturn)],
    [labels.priceChange, percent(record.priceChangePercent, 1)],
  ];
}

/**
 * A PDF in the reader's language (records already worded in it), one section per analysis, in the
 * system's Noto Sans CJK (its Simplified face for zh-CN). The listed company name stays as listed.
 */
export async function renderPdf(
  records: readonly AnalysisRecord[],
  fontPath: string,
  now: Date,
  locale: Locale = 'zh-TW',
) {
  const texts = exportTexts[locale];
  const { labels, colon } = texts;
  const { doc, finish } = createCjkPdf({
    fontPath,
    fontMissingCode: 'EXPORT_FONT_MISSING',
    title: texts.pdfTitle,
    locale,
  });
  doc.fontSize(18).text(texts.heading);
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(texts.exportedOn(exportDate(now, locale)));
  doc.fillColor('black');
  records.forEach((record, index) => {
    if (index > 0 && doc.y > 560) doc.addPage();
    doc.moveDown();
    const listing = `${record.symbol}.${record.market}`;
    doc
      .fontSize(14)
      .text(
        locale === 'en-US' ? `${record.companyName} (${listing})` : `${record.companyName}（${listing}）`,
      );
    if (record.simulated) doc.fontSize(9).fillColor('#b42318').text(texts.simulated).fillColor('black');
    doc.fontSize(10);
    for (const [label, value] of lines(record, locale)) doc.text(`${label}${colon}${value}`);
    if (record.summary) doc.moveDown(0.3).text(`${labels.summary}${colon}${record.summary}`);
    if (record.keyPoints.length)
      doc.text(`${labels.keyPoints}${colon}${joinSentences(record.keyPoints, locale)}`);
    if (record.risks.length) doc.text(`${labels.risks}${colon}${joinSentences(record.risks, locale)}`);
  });
  doc.moveDown().fontSize(8).fillColor('#555555');
  doc.text(texts.disclaimer);
  return finish();
}

/** An .xlsx workbook with one row per analysis, its headers, sheet and words in the reader's language. */
export async function renderWorkbook(
  records: readonly AnalysisRecord[],
  locale: Locale = 'zh-TW',
): Promise<Buffer> {
  const texts = exportTexts[locale];
  const { columns } = texts;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = texts.creator;
  const sheet = workbook.addWorksheet(texts.sheetName);
  sheet.columns = [
    { header: columns.symbol, key: 'symbol', width: 10 },
    { header: columns.companyName, key: 'companyName', width: 16 },
    { header: columns.market, key: 'market', width: 6 },
    { header: columns.callDate, key: 'callDate', width: 12 },
    { header: columns.analysts, key: 'analysts', width: 24 },
    { header: columns.result, key: 'result', width: 10 },
    { header: columns.confidence, key: 'confidence', width: 8 },
    { header: columns.priceAtCall, key: 'priceAtCall', width: 10 },
    { header: columns.targetPrice, key: 'targetPrice', width: 10 },
    { header: columns.outcome, key: 'outcome', width: 8 },
    { header: columns.actualReturn, key: 'actualReturn', width: 10 },
    { header: columns.excessReturn, key: 'excessReturn', width: 10 },
    { header: columns.priceChangePercent, key: 'priceChangePercent', width: 10 },
    { header: columns.exitDate, key: 'exitDate', width: 12 },
    { header: columns.holdingDays, key: 'holdingDays', width: 10 },
    { header: columns.summary, key: 'summary', width: 60 },
    { header: columns.simulated, key: 'simulated', width: 8 },
  ];
  for (const record of records) {
    sheet.addRow({
      symbol: record.symbol,
      companyName: record.companyName,
      market: record.market,
      callDate: record.callDate ?? taipeiDate(new Date(record.createdAt)),
      analysts: analystNames(record.analysts, locale),
      result: signalName(record.result, locale),
      confidence: record.confidence,
      priceAtCall: record.priceAtCall,
      targetPrice: record.targetPrice,
      outcome: texts.outcomes[record.actualOutcome],
      actualReturn: record.actualReturn,
      excessReturn: record.excessReturn,
      priceChangePercent: record.priceChangePercent,
      exitDate: record.exitDate,
      holdingDays: record.holdingDays,
      summary: record.summary,
      simulated: record.simulated ? texts.yes : texts.no,
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
  locale: Locale = 'zh-TW',
): Promise<ExportFile> {
  if (records.length === 0) throw appError('NOTHING_TO_EXPORT');
  const fileName = exportFileName(now, format);
  if (format === 'pdf')
    return {
      fileName,
      contentType: 'application/pdf',
      body: await renderPdf(records, fontPath, now, locale),
    };
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await renderWorkbook(records, locale),
  };
}
