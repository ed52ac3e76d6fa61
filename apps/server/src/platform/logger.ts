import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { withoutQueryValues } from '@alphadesk/db';

export type Logger = FastifyBaseLogger;

/** Field names whose values are credentials wherever they appear in a logged object. */
const secretFields = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'hash',
  'tokenHash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'google_token',
  'idToken',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
];

/** The redaction paths: the request's credentials, and every secret field up to three levels deep. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => {
    const key = /^[A-Za-z_]\w*$/.test(field) ? field : `["${field}"]`;
    const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
    return [key.startsWith('[') ? field : key, join('*'), join('*.*')];
  }),
];

/** pino options shared by every role of the process. */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    // Never log credentials, even by accident.
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // A failed query must not carry its parameters (an email, a password hash…) into the log.
    serializers: { err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
    ...(stream ? { stream } : {}),
  };
}
