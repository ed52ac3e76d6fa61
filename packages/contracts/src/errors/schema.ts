import { z } from 'zod';
import { errorCodes, type ErrorCode as CatalogueCode } from './catalogue.ts';

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = CatalogueCode;

export const ErrorIssue = z.object({
  path: z.string(),
  message: z.string(),
});

/** The values a templated message interpolates, so a client can render it in its own language. */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error answer. `message` is in the request's language (Accept-Language: zh-TW, zh-CN or
 * en-US; zh-TW otherwise); `code` and `params` do not depend on it.
 */
export const ErrorResponse = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    params: ErrorParams.optional(),
    requestId: z.string().optional(),
    issues: z.array(ErrorIssue).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
