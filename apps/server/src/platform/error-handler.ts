import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorMessage,
  errorStatus,
  type ErrorCode,
  type ErrorResponse,
  type FixedErrorCode,
} from '@alphadesk/contracts';
import { AppError } from './errors.ts';

type Issue = { path: string; message: string };

/** Fastify's own error codes for bad requests, mapped to ours. */
const fastifyCodes: Record<string, FixedErrorCode & ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

const statusCodes: Record<number, FixedErrorCode & ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The single place where errors become responses: typed codes, zh-TW messages, and never a stack
 * trace, SQL or internal message in the body. Unexpected errors are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, message, issues } = classify(error);
    const status = errorStatus(code);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, status }, 'request rejected');
    return sendError(request, reply, code, message, issues);
  });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  issues?: Issue[],
) {
  const body: ErrorResponse = {
    success: false,
    error: { code, message, requestId: request.id, ...(issues?.length ? { issues } : {}) },
  };
  return reply.status(errorStatus(code)).type('application/json; charset=utf-8').send(body);
}

function classify(error: FastifyError): { code: ErrorCode; message: string; issues?: Issue[] } {
  if (error instanceof AppError) return { code: error.code, message: error.message, issues: error.issues };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      path: [error.validationContext, ...pathOf(item.instancePath)].filter(Boolean).join('.'),
      message: item.message ?? errorMessage('VALIDATION_FAILED', 'zh-TW'),
    }));
    // The first issue's own message is shown: schemas carry the spec's exact wording.
    return {
      code: 'VALIDATION_FAILED',
      message: issues[0]?.message ?? errorMessage('VALIDATION_FAILED', 'zh-TW'),
      issues,
    };
  }

  const mapped =
    (error.code && fastifyCodes[error.code]) ||
    (error.statusCode && error.statusCode < 500 ? statusCodes[error.statusCode] : undefined);
  if (mapped) return { code: mapped, message: errorMessage(mapped, 'zh-TW') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'VALIDATION_FAILED', message: errorMessage('VALIDATION_FAILED', 'zh-TW') };
  }
  return { code: 'INTERNAL', message: errorMessage('INTERNAL', 'zh-TW') };
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}
