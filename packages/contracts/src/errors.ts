import { z } from 'zod';

/**
 * Every error the API can answer with. The server maps each code to an HTTP status and a zh-TW
 * message; the web apps map codes to i18n keys.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorIssue = z.object({
  path: z.string(),
  message: z.string(),
});

export const ErrorResponse = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    requestId: z.string().optional(),
    issues: z.array(ErrorIssue).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
