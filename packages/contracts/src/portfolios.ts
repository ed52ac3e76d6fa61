import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/**
 * The portfolio request rules (member-site §5, §8), exactly as members read them. Errors the server
 * answers are in the error catalogue; a rule with the same words as one takes its text.
 */
export const portfolioMessages = {
  invalidQuantityPrice: errorMessage('QUANTITY_PRICE_INVALID', 'zh-TW'),
  notFound: errorMessage('PORTFOLIO_NOT_FOUND', 'zh-TW'),
  transactionNotFound: errorMessage('TRANSACTION_NOT_FOUND', 'zh-TW'),
  nameRequired: '請輸入投資組合名稱',
  nameTooLong: '投資組合名稱最多 50 個字',
  descriptionTooLong: '說明最多 200 個字',
  symbolRequired: errorMessage('SYMBOL_REQUIRED', 'zh-TW'),
  unknownSymbol: errorMessage('UNKNOWN_SYMBOL', 'zh-TW'),
  dateInvalid: '日期格式需為 YYYY-MM-DD',
  typeInvalid: '不支援的交易類別',
  amountInvalid: errorMessage('AMOUNT_INVALID', 'zh-TW'),
  ratioInvalid: errorMessage('RATIO_INVALID', 'zh-TW'),
  chargeInvalid: '手續費與交易稅必須是 0 以上的整數',
  discountInvalid: '手續費折扣需介於 0.1 到 1 之間（例如 6 折填 0.6）',
  minimumFeeInvalid: '最低手續費需為 0 到 100 元的整數',
  fileRequired: errorMessage('IMPORT_FILE_REQUIRED', 'zh-TW'),
  fileTooLarge: errorMessage('IMPORT_FILE_TOO_LARGE', 'zh-TW'),
  fileUnreadable: errorMessage('IMPORT_FILE_UNREADABLE', 'zh-TW'),
  analysisNotFound: errorMessage('ANALYSIS_NOT_FOUND', 'zh-TW'),
  periodInvalid: '期間必須是 today、mtd、ytd、1y、all 或 custom',
} as const;

export const TransactionType = z.enum(
  ['buy', 'sell', 'cash-dividend', 'stock-dividend', 'split', 'reverse-split', 'fee', 'cash-in', 'cash-out'],
  { error: portfolioMessages.typeInvalid },
);
export type TransactionType = z.infer<typeof TransactionType>;

export const ReturnPeriod = z.enum(['today', 'mtd', 'ytd', '1y', 'all', 'custom'], {
  error: portfolioMessages.periodInvalid,
});
export type ReturnPeriod = z.infer<typeof ReturnPeriod>;

const id = safeText().regex(/^[\w-]{1,64}$/, portfolioMessages.notFound);
export const PortfolioIdParams = z.strictObject({ id });
export const TransactionIdParams = z.strictObject({
  id,
  transactionId: safeText().regex(/^[\w-]{1,64}$/, portfolioMessages.transactionNotFound),
});

const isoDate = safeText({ error: portfolioMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, portfolioMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), portfolioMessages.dateInvalid);
const symbol = safeText({ error: portfolioMessages.symbolRequired })
  .trim()
  .toUpperCase()
  .min(1, portfolioMessages.symbolRequired)
  .max(20, portfolioMessages.unknownSymbol);
/** Shares: a whole number from 1 (spec §5: quantity integer, minimum 1). */
const shares = z
  .number({ error: portfolioMessages.invalidQuantityPrice })
  .int(portfolioMessages.invalidQuantityPrice)
  .min(1, portfolioMessages.invalidQuantityPrice)
  .max(1_000_000_000, portfolioMessages.invalidQuantityPrice);
/** A price above 0 in steps of 0.01 (spec §5). */
const price = z
  .number({ error: portfolioMessages.invalidQuantityPrice })
  .gt(0, portfolioMessages.invalidQuantityPrice)
  .max(1_000_000, portfolioMessages.invalidQuantityPrice)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    portfolioMessages.invalidQuantityPrice,
  );
const amount = z
  .number({ error: portfolioMessages.amountInvalid })
  .gt(0, portfolioMessages.amountInvalid)
  .max(100_000_000_000, portfolioMessages.amountInvalid);
const charge = z
  .number({ error: portfolioMessages.chargeInvalid })
  .int(portfolioMessages.chargeInvalid)
  .min(0, portfolioMessages.chargeInvalid)
  .max(100_000_000, portfolioMessages.chargeInvalid);

const name = safeText({ error: portfolioMessages.nameRequired })
  .trim()
  .min(1, portfolioMessages.nameRequired)
  .max(50, portfolioMessages.nameTooLong);
const description = safeText().trim().max(200, portfolioMessages.descriptionTooLong);

/** The portfolio's broker terms: fee discount (0.6 = 6折) and minimum fees (board lot, odd lot). */
export const CostSettings = z.strictObject({
  feeDiscount: z
    .number({ error: portfolioMessages.discountInvalid })
    .min(0.1, portfolioMessages.discountInvalid)
    .max(1, portfolioMessages.discountInvalid),
  minimumFee: z
    .number({ error: portfolioMessages.minimumFeeInvalid })
    .int(portfolioMessages.minimumFeeInvalid)
    .min(0, portfolioMessages.minimumFeeInvalid)
    .max(100, portfolioMessages.minimumFeeInvalid),
  oddLotMinimumFee: z
    .number({ error: portfolioMessages.minimumFeeInvalid })
    .int(portfolioMessages.minimumFeeInvalid)
    .min(0, portfolioMessages.minimumFeeInvalid)
    .max(100, portfolioMessages.minimumFeeInvalid),
});
export type CostSettings = z.infer<typeof CostSettings>;

/** `POST /api/simple-portfolios` (spec §7: name, description), extended with the cash and cost settings. */
export const CreatePortfolioRequest = z.strictObject({
  name,
  description: description.optional(),
  trackCash: z.boolean().optional(),
  costs: CostSettings.partial().optional(),
});
export type CreatePortfolioRequest = z.infer<typeof CreatePortfolioRequest>;

export const UpdatePortfolioRequest = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  trackCash: z.boolean().optional(),
  costs: CostSettings.partial().optional(),
});
export type UpdatePortfolioRequest = z.infer<typeof UpdatePortfolioRequest>;

/**
 * The add-holding modal (spec §5): a symbol, a whole quantity from 1 and an average cost above 0.
 * Recorded as a purchase at that cost (fees included in it) on `date` (today when omitted).
 */
export const AddHoldingRequest = z.strictObject({
  symbol,
  quantity: shares,
  averagePrice: price,
  date: isoDate.optional(),
});
export type AddHoldingRequest = z.infer<typeof AddHoldingRequest>;

/**
 * One transaction. What each type needs: buy/sell — symbol, shares, price (fee and tax computed
 * from the portfolio's broker terms unless given, `dayTrade` for the halved tax); cash-dividend —
 * symbol, amount (gross); stock-dividend — symbol, shares; split/reverse-split — symbol, ratio;
 * fee — amount (symbol optional); cash-in/cash-out — amount.
 */
export const CreateTransactionRequest = z.strictObject({
  type: TransactionType,
  date: isoDate,
  symbol: symbol.optional(),
  shares: shares.optional(),
  price: price.optional(),
  amount: amount.optional(),
  ratio: z
    .number({ error: portfolioMessages.ratioInvalid })
    .gt(1, portfolioMessages.ratioInvalid)
    .max(1000)
    .optional(),
  fee: charge.optional(),
  tax: charge.optional(),
  dayTrade: z.boolean().optional(),
  note: safeText().trim().max(200).optional(),
});
export type CreateTransactionRequest = z.infer<typeof CreateTransactionRequest>;

/** A CSV file, base64 (UTF-8 with or without BOM, or Big5); `dryRun` previews without writing. */
export const ImportRequest = z.strictObject({
  file: safeText({ error: portfolioMessages.fileRequired })
    .min(1, portfolioMessages.fileRequired)
    .max(2_800_000, portfolioMessages.fileTooLarge)
    .regex(/^[A-Za-z0-9+/=\s]+$/, portfolioMessages.fileUnreadable),
  dryRun: z.boolean().default(true),
});
export type ImportRequest = z.infer<typeof ImportRequest>;

/** Add the analysed stock at the call's price (what-if), `shares` defaulting to one lot. */
export const WhatIfRequest = z.strictObject({
  analysisId: safeText().regex(/^[\w-]{1,100}$/, portfolioMessages.analysisNotFound),
  shares: shares.optional(),
});
export type WhatIfRequest = z.infer<typeof WhatIfRequest>;

export const PortfolioQuery = z.strictObject({
  period: ReturnPeriod.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type PortfolioQuery = z.infer<typeof PortfolioQuery>;
