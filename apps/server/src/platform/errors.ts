import {
  errorStatus,
  localiseError,
  type ErrorCode,
  type ErrorParamsArgs,
  type ErrorParamValues,
} from '@alphadesk/contracts';

/**
 * An error a service throws on purpose. Its code decides the status and, unless a message is given,
 * the message: the contracts' error catalogue text, answered in the caller's language. Prefer
 * `appError`, which checks a templated code's params; a message given here (zh-TW only) is for
 * what the catalogue cannot say.
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

/** A catalogue error, with the values its message names when it has any (type-checked per code). */
export function appError<C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>): AppError {
  return new AppError(code, undefined, undefined, params[0] as ErrorParamValues | undefined);
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
