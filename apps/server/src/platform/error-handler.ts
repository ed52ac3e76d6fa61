import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  defaultErrorLocale,
  errorMessage,
  errorStatus,
  localiseError,
  type ErrorCode,
  type ErrorLocale,
  type ErrorParamValues,
  type ErrorResponse,
  type FixedErrorCode,
} from '@alphadesk/contracts';
import { AppError } from './errors.ts';

type Issue = { path: string; message: string };
/** A message of undefined means the catalogue's text for the code, in the caller's language. */
type Classified = { code: ErrorCode; message?: string; issues?: Issue[]; params?: ErrorParamValues };

const unknownFieldsMessage = '含有無法識別的欄位';

/** Fastify's own error codes for bad requests, mapped to ours. */
const fastifyCodes: Record<string, FixedErrorCode & ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'MALFORMED_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

const statusCodes: Record<number, FixedErrorCode & ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The single place where errors become responses: typed codes, the catalogue's message in the
 * caller's language (zh-TW unless Accept-Language asks for zh-CN or en-US), and never a stack
 * trace, SQL or internal message in the body. Unexpected errors are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, message, issues, params } = classify(error);
    const status = errorStatus(code);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, status }, 'request rejected');
    return sendError(request, reply, code, message, issues, params);
  });
}

/**
 * Answers an error. Without a message the catalogue's text is used, in the request's language;
 * a message given (zh-TW: a field's rule, a wait in seconds…) is sent as it is. Content-Language
 * says which, so a client can render the code in its reader's language instead.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  issues?: Issue[],
  params?: ErrorParamValues,
) {
  const asked = requestLocale(request.headers['accept-language']);
  const localised = message === undefined ? localiseError(code, asked, params) : null;
  const body: ErrorResponse = {
    success: false,
    error: {
      code,
      message: localised ?? message ?? errorMessage('INTERNAL', defaultErrorLocale),
      ...(params ? { params } : {}),
      requestId: request.id,
      ...(issues?.length ? { issues } : {}),
    },
  };
  return reply
    .status(errorStatus(code))
    .type('application/json; charset=utf-8')
    .header('Content-Language', localised ? asked : defaultErrorLocale)
    .send(body);
}

/** The language an Accept-Language header prefers among ours; zh-TW when it names none of them. */
export function requestLocale(header: string | undefined): ErrorLocale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.split(';').map((piece) => piece.trim());
      const weight = attributes.find((attribute) => attribute.startsWith('q='));
      return { tag: tag.toLowerCase(), q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return defaultErrorLocale;
}

function localeOf(tag: string): ErrorLocale | null {
  if (tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-CN';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-TW';
  if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  return null;
}

function classify(error: FastifyError): Classified {
  if (error instanceof AppError) {
    return {
      code: error.code,
      ...(error.fromCatalogue ? {} : { message: error.message }),
      ...(error.issues ? { issues: error.issues } : {}),
      ...(error.params ? { params: error.params } : {}),
    };
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      path: [error.validationContext, ...pathOf(item.instancePath)].filter(Boolean).join('.'),
      // zod's own text quotes the unknown names, which are the caller's input: never echoed back.
      message:
        item.keyword === 'unrecognized_keys'
          ? unknownFieldsMessage
          : (item.message ?? errorMessage('VALIDATION_FAILED', 'zh-TW')),
    }));
    // The first issue's own message is shown: schemas carry the spec's exact wording.
    return {
      code: 'VALIDATION_FAILED',
      message: issues[0]?.message ?? errorMessage('VALIDATION_FAILED', 'zh-TW'),
      issues,
    };
  }

  const mapped =
    ownEntry(fastifyCodes, error.code) ??
    (error.statusCode && error.statusCode < 500 ? ownEntry(statusCodes, error.statusCode) : undefined);
  if (mapped) return { code: mapped };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { code: 'VALIDATION_FAILED' };
  return { code: 'INTERNAL' };
}

/** A table's entry for a key only when the table itself has it (never `toString` and the like). */
function ownEntry<K extends string | number, V>(table: Record<K, V>, key: K | undefined): V | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode or a path parameter over its length
 * limit, answered like any other error. Fastify's default body quotes the URL back; ours never does.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = ownEntry(fastifyCodes, error.code) ?? 'BAD_REQUEST';
  request.log.info({ code: error.code }, 'request rejected by the router');
  return sendError(request, reply, code);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refused before there was a request (an
 * oversized head, a malformed request line…), in our error format and the language the raw
 * request asked for. There is no request, so the answer is written to the socket by hand.
 */
export function answerClientError(error: { code?: string; rawPacket?: unknown }, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const packet = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.subarray(0, 2 * maxHeaderSize).toString('latin1') : '';
  const code = clientErrorCode(error.code, raw);
  if (socket.writable) {
    const language = requestLocale(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1]);
    const status = errorStatus(code);
    const body: ErrorResponse = {
      success: false,
      error: { code, message: errorMessage(code, language) },
    };
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Language: ${language}\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/**
 * Node reports a URL over the head limit and too many header bytes alike (HPE_HEADER_OVERFLOW): a
 * request line that alone does not fit (or has not ended) is the URL's fault.
 */
function clientErrorCode(parserCode: string | undefined, raw: string): FixedErrorCode & ErrorCode {
  if (parserCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (parserCode !== 'HPE_HEADER_OVERFLOW') return 'BAD_REQUEST';
  // A later chunk of an oversized head cannot say which part overflowed.
  if (!/^[A-Z]+ /.test(raw)) return 'HEADERS_TOO_LARGE';
  const lineEnd = raw.indexOf('\r\n');
  return lineEnd === -1 || lineEnd >= maxHeaderSize ? 'URL_TOO_LONG' : 'HEADERS_TOO_LARGE';
}
