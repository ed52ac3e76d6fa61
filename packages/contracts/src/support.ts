import { z } from 'zod';
import { safeText } from './text.ts';

/** The help centre and the contact form (member-site §2 "About, help, contact", §3 FAQ entry). */
export const supportMessages = {
  categoryInvalid: '不支援的問題類別',
  queryTooLong: '搜尋文字最多 100 個字',
  nameRequired: '請輸入您的姓名',
  nameTooLong: '姓名最多 50 個字',
  emailInvalid: '請輸入有效的電子郵件地址',
  subjectRequired: '請輸入主旨',
  subjectTooLong: '主旨最多 100 個字',
  messageTooShort: '請至少輸入 10 個字說明您的問題',
  messageTooLong: '內容最多 2,000 個字',
  ticketReceived: '我們已收到您的訊息，確認信已寄到您的信箱',
} as const;

/** The help centre's six categories (spec §2). */
export const FaqCategory = z.enum(
  ['getting-started', 'analysis', 'portfolio', 'account', 'subscription', 'technical'],
  { error: supportMessages.categoryInvalid },
);
export type FaqCategory = z.infer<typeof FaqCategory>;

export const FaqQuery = z.strictObject({
  q: safeText().trim().max(100, supportMessages.queryTooLong).optional(),
  category: FaqCategory.optional(),
});
export type FaqQuery = z.infer<typeof FaqQuery>;

export const FaqEntry = z.object({
  id: z.string(),
  category: FaqCategory,
  question: z.string(),
  answer: z.string(),
  tags: z.array(z.string()),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqResponse = z.object({
  success: z.literal(true),
  /** Every category with how many entries it holds (before the search). */
  categories: z.array(z.object({ id: FaqCategory, count: z.number().int() })),
  entries: z.array(FaqEntry),
});
export type FaqResponse = z.infer<typeof FaqResponse>;

export const TicketCategory = z.enum(
  ['account', 'subscription', 'analysis', 'technical', 'billing', 'other'],
  {
    error: supportMessages.categoryInvalid,
  },
);
export type TicketCategory = z.infer<typeof TicketCategory>;

export const CreateTicketRequest = z.strictObject({
  name: safeText({ error: supportMessages.nameRequired })
    .trim()
    .min(1, supportMessages.nameRequired)
    .max(50, supportMessages.nameTooLong),
  email: safeText({ error: supportMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, supportMessages.emailInvalid)
    .pipe(z.email({ error: supportMessages.emailInvalid })),
  category: TicketCategory,
  subject: safeText({ error: supportMessages.subjectRequired })
    .trim()
    .min(1, supportMessages.subjectRequired)
    .max(100, supportMessages.subjectTooLong),
  message: safeText({ error: supportMessages.messageTooShort })
    .trim()
    .min(10, supportMessages.messageTooShort)
    .max(2000, supportMessages.messageTooLong),
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

export const TicketResponse = z.object({
  success: z.literal(true),
  reference: z.string(),
  message: z.string(),
});
export type TicketResponse = z.infer<typeof TicketResponse>;
