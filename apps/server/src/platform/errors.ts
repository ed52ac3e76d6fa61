import { errorStatus, localiseError, type ErrorCode } from '@alphadesk/contracts';

/**
 * An error a service throws on purpose. Its code decides the status (from the contracts' error
 * catalogue); its message (zh-TW) is what the user reads. Anything else thrown is treated as a bug
 * and answered with INTERNAL.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message ?? localiseError(code, 'zh-TW') ?? code);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
