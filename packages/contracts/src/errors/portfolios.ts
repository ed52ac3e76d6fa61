import { fixed, templated } from './define.ts';

/** Portfolios, their transactions, CSV imports and what-if trades (member-site spec §5, §8). */
export const portfolioErrors = {
  PORTFOLIO_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此投資組合',
    'zh-CN': '找不到此投资组合',
    'en-US': 'This portfolio was not found',
  }),
  TRANSACTION_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此交易紀錄',
    'zh-CN': '找不到此交易记录',
    'en-US': 'This transaction was not found',
  }),
  TOO_MANY_PORTFOLIOS: fixed(400, {
    'zh-TW': '投資組合最多 20 個',
    'zh-CN': '投资组合最多 20 个',
    'en-US': 'You can have at most 20 portfolios',
  }),
  TOO_MANY_TRANSACTIONS: fixed(400, {
    'zh-TW': '單一投資組合最多 20,000 筆交易',
    'zh-CN': '单一投资组合最多 20,000 笔交易',
    'en-US': 'A portfolio can hold at most 20,000 transactions',
  }),
  SYMBOL_REQUIRED: fixed(400, {
    'zh-TW': '請輸入股票代碼',
    'zh-CN': '请输入股票代码',
    'en-US': 'Please enter a stock symbol',
  }),
  /** A symbol in a request body that names no security (STOCK_NOT_FOUND is the 404 of a lookup). */
  UNKNOWN_SYMBOL: fixed(400, {
    'zh-TW': '找不到相關股票，請檢查股票代碼或名稱',
    'zh-CN': '找不到相关股票，请检查股票代码或名称',
    'en-US': 'No matching stock; please check the symbol or name',
  }),
  TAIWAN_ONLY: fixed(400, {
    'zh-TW': '投資組合目前僅支援台股（上市、上櫃）',
    'zh-CN': '投资组合目前仅支持台股（上市、上柜）',
    'en-US': 'Portfolios support Taiwan-listed stocks (TWSE, TPEx) only for now',
  }),
  TRADE_DATE_IN_FUTURE: fixed(400, {
    'zh-TW': '交易日期不可晚於今天',
    'zh-CN': '交易日期不可晚于今天',
    'en-US': 'The trade date cannot be after today',
  }),
  TRADE_DATE_TOO_OLD: fixed(400, {
    'zh-TW': '交易日期不可早於 1990-01-01',
    'zh-CN': '交易日期不可早于 1990-01-01',
    'en-US': 'The trade date cannot be before 1990-01-01',
  }),
  QUANTITY_PRICE_INVALID: fixed(400, {
    'zh-TW': '請輸入有效的數量和價格',
    'zh-CN': '请输入有效的数量和价格',
    'en-US': 'Please enter a valid quantity and price',
  }),
  AMOUNT_INVALID: fixed(400, {
    'zh-TW': '請輸入大於 0 的金額',
    'zh-CN': '请输入大于 0 的金额',
    'en-US': 'Please enter an amount greater than 0',
  }),
  RATIO_INVALID: fixed(400, {
    'zh-TW': '分割比例必須大於 1（例如 1 股分割為 4 股填 4）',
    'zh-CN': '分割比例必须大于 1（例如 1 股分割为 4 股填 4）',
    'en-US': 'The split ratio must be greater than 1 (enter 4 for a 1-to-4 split)',
  }),
  CASH_NOT_TRACKED: fixed(400, {
    'zh-TW': '此投資組合未追蹤現金，無法記錄存入或提領',
    'zh-CN': '此投资组合未追踪现金，无法记录存入或提取',
    'en-US': 'This portfolio does not track cash, so deposits and withdrawals cannot be recorded',
  }),
  SHARES_OVERSOLD: templated<{ sold: number; held: number }>(400, ['sold', 'held'], {
    'zh-TW': ({ sold, held }) => `賣出股數（${sold}）超過持有股數（${held}）`,
    'zh-CN': ({ sold, held }) => `卖出股数（${sold}）超过持有股数（${held}）`,
    'en-US': ({ sold, held }) => `Shares sold (${sold}) exceed the shares held (${held})`,
  }),
  CASH_OVERDRAWN: templated<{ amount: number; cash: number }>(400, ['amount', 'cash'], {
    'zh-TW': ({ amount, cash }) => `提領金額（${amount}）超過現金餘額（${cash}）`,
    'zh-CN': ({ amount, cash }) => `提取金额（${amount}）超过现金余额（${cash}）`,
    'en-US': ({ amount, cash }) => `The withdrawal (${amount}) exceeds the cash balance (${cash})`,
  }),
  TRANSACTION_REMOVAL_BREAKS_LEDGER: fixed(400, {
    'zh-TW': '刪除後賣出股數會超過持有股數（或提領超過現金），請先刪除之後的相關交易',
    'zh-CN': '删除后卖出股数会超过持有股数（或提取超过现金），请先删除之后的相关交易',
    'en-US':
      'Removing it would leave a sale larger than the holding (or a withdrawal larger than the cash); remove the later transactions first',
  }),
  PERIOD_RANGE_INVALID: fixed(400, {
    'zh-TW': '自訂期間需要起訖日期，且起始日期不可晚於結束日期',
    'zh-CN': '自定义期间需要起止日期，且起始日期不可晚于结束日期',
    'en-US': 'A custom period needs a start and an end date, and the start cannot be after the end',
  }),
  IMPORT_FILE_REQUIRED: fixed(400, {
    'zh-TW': '請選擇要匯入的 CSV 檔案',
    'zh-CN': '请选择要导入的 CSV 文件',
    'en-US': 'Please choose a CSV file to import',
  }),
  IMPORT_FILE_TOO_LARGE: fixed(413, {
    'zh-TW': '檔案過大（最多 2 MB）',
    'zh-CN': '文件过大（最多 2 MB）',
    'en-US': 'The file is too large (2 MB at most)',
  }),
  IMPORT_FILE_UNREADABLE: fixed(400, {
    'zh-TW': '無法讀取檔案內容，請確認是 CSV 檔（UTF-8 或 Big5）',
    'zh-CN': '无法读取文件内容，请确认是 CSV 文件（UTF-8 或 Big5）',
    'en-US': 'The file could not be read; please check it is a CSV file (UTF-8 or Big5)',
  }),
  /** The lines' own problems travel in the body's `issues`. */
  IMPORT_HAS_ERRORS: fixed(400, {
    'zh-TW': '檔案有錯誤，未匯入任何交易',
    'zh-CN': '文件有错误，未导入任何交易',
    'en-US': 'The file has errors, so no transactions were imported',
  }),
  ANALYSIS_NO_PRICE: fixed(400, {
    'zh-TW': '此分析沒有建議當時的價格，無法加入投資組合',
    'zh-CN': '此分析没有建议当时的价格，无法加入投资组合',
    'en-US': 'This analysis has no price from when it was made, so it cannot be added to a portfolio',
  }),
} as const;
