import { fixed, templated } from './define.ts';

/** Securities, analysis runs, the analysis history, its exports and shares. */
export const analysisErrors = {
  STOCK_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到相關股票，請檢查股票代碼或名稱',
    'zh-CN': '找不到相关股票，请检查股票代码或名称',
    'en-US': 'No matching stock; please check the symbol or name',
  }),
  DATE_SPAN_TOO_LONG: fixed(400, {
    'zh-TW': '查詢區間不可超過40年',
    'zh-CN': '查询区间不可超过40年',
    'en-US': 'The date range cannot exceed 40 years',
  }),
  MARKET_DATA_UNAVAILABLE: fixed(503, {
    'zh-TW': '行情資料暫時無法取得，請稍後再試',
    'zh-CN': '行情数据暂时无法获取，请稍后再试',
    'en-US': 'Market data is temporarily unavailable; please try again later',
  }),
  ANALYST_NOT_FOUND: templated<{ analyst: string }>(400, ['analyst'], {
    'zh-TW': ({ analyst }) => `找不到分析師：${analyst}`,
    'zh-CN': ({ analyst }) => `找不到分析师：${analyst}`,
    'en-US': ({ analyst }) => `No such analyst: ${analyst}`,
  }),
  /** A run or history record that does not exist or is someone else's (the same answer for both). */
  ANALYSIS_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此分析記錄',
    'zh-CN': '找不到此分析记录',
    'en-US': 'This analysis was not found',
  }),
  SHARE_NOT_FOUND: fixed(404, {
    'zh-TW': '此分享連結不存在或已被撤銷',
    'zh-CN': '此分享链接不存在或已被撤销',
    'en-US': 'This share link does not exist or has been revoked',
  }),
  NOTHING_TO_EXPORT: fixed(404, {
    'zh-TW': '找不到可匯出的分析記錄',
    'zh-CN': '找不到可导出的分析记录',
    'en-US': 'No analyses to export were found',
  }),
  /** Stored on a run that failed for a reason of ours (shown in the reader's language). */
  ANALYSIS_FAILED: fixed(503, {
    'zh-TW': '分析失敗，請稍後再試',
    'zh-CN': '分析失败，请稍后再试',
    'en-US': 'The analysis failed; please try again later',
  }),
  /** Stored on a run whose security has no daily prices yet. */
  NO_PRICE_HISTORY: fixed(422, {
    'zh-TW': '此股票尚無足夠的歷史行情資料，無法分析',
    'zh-CN': '此股票尚无足够的历史行情数据，无法分析',
    'en-US': 'This stock has too little price history to be analysed',
  }),
  EXPORT_FONT_MISSING: fixed(503, {
    'zh-TW': '匯出字型未安裝，暫時無法產生 PDF',
    'zh-CN': '导出字体未安装，暂时无法生成 PDF',
    'en-US': 'The export font is not installed, so no PDF can be made for now',
  }),
} as const;
