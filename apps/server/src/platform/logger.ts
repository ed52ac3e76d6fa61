import type { FastifyBaseLogger } from 'fastify';

export type Logger = FastifyBaseLogger;

/** pino options shared by every role of the process. */
export function loggerOptions(level: string) {
  return {
    level,
    // Never log credentials, even by accident.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
  };
}
