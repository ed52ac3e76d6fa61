import { errorStatus, localiseError, type ErrorCode, type ErrorParamValues } from '@alphadesk/contracts';

/**
 * An error a service throws on purpose. Its code decides the status and, unless a message is given,
 * the message: the contracts' error catalogue text, answered in the caller's language. A message
 * given here (zh-TW) is for what the catalogue does not say (a field, a number of seconds…).
 * Anything else thrown is treated as a bug and answered with INTERNAL.
 */
export class AppError extends Error {
  readonly status: number;
  /** The message is the catalogue's text for the code, so it exists in every language. */
  readonly fromCatalogue: boolean;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: { path: string; message: string }[],
    /** The values a templated catalogue message interpolates. */
    readonly params?: ErrorParamValues,
  ) {
    const catalogued = localiseError(code, 'zh-TW', params);
    super(message ?? catalogued ?? code);
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.fromCatalogue = message === undefined && catalogued !== null;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
