import { accountErrors } from './accounts.ts';
import { adminErrors } from './admin.ts';
import { analysisErrors } from './analysis.ts';
import { billingErrors } from './billing.ts';
import type { ErrorLocale, ErrorParamValues } from './define.ts';
import { entitlementErrors } from './entitlements.ts';
import { clientErrors, generalErrors } from './general.ts';
import { portfolioErrors } from './portfolios.ts';
import { einvoiceErrors } from './einvoice.ts';
import { monitorErrors } from './monitor.ts';
import { alertDeliveryErrors } from './alert-delivery.ts';
import { personalityErrors } from './personality.ts';
import { apiKeyErrors } from './api-keys.ts';
import { operationsErrors } from './operations.ts';
import { performanceErrors } from './performance.ts';
import { adminFinanceErrors } from './admin-finance.ts';
import { backofficeErrors } from './backoffice.ts';
import { serviceContentErrors } from './service-content.ts';
import { flagErrors } from './flags.ts';
import { workflowErrors } from './workflows.ts';
import { analystsTtsErrors } from './analysts-tts.ts';
import { optimisationErrors } from './optimisation.ts';

/**
 * Every error the API answers with: its code (stable, what clients branch on and localise by), its
 * HTTP status and its message in each language. The zh-TW texts are the spec's wording where the
 * spec gives one. The server derives status and message from here; the web apps render the same
 * texts from the code and params of an error body.
 */
export const errorCatalogue = {
  ...generalErrors,
  ...accountErrors,
  ...entitlementErrors,
  ...billingErrors,
  ...analysisErrors,
  ...portfolioErrors,
  ...einvoiceErrors,
  ...monitorErrors,
  ...alertDeliveryErrors,
  ...adminErrors,
  ...personalityErrors,
  ...apiKeyErrors,
  ...operationsErrors,
  ...performanceErrors,
  ...adminFinanceErrors,
  ...backofficeErrors,
  ...serviceContentErrors,
  ...flagErrors,
  ...workflowErrors,
  ...analystsTtsErrors,
  ...optimisationErrors,
};
export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

/** Codes a client uses for failures with no error body from the server (never on the wire). */
export const clientErrorCatalogue = clientErrors;
export type ClientErrorCode = keyof typeof clientErrors;
export type AnyErrorCode = ErrorCode | ClientErrorCode;

const everyError = { ...errorCatalogue, ...clientErrors };
type Template<C extends AnyErrorCode> = (typeof everyError)[C]['messages']['zh-TW'];

/** The params a code's message needs (`undefined` for a fixed message). */
export type ErrorParamsOf<C extends AnyErrorCode> =
  Template<C> extends (params: infer P) => string ? P : undefined;
/** The rest arguments after a code: nothing for a fixed message, its params for a template. */
export type ErrorParamsArgs<C extends AnyErrorCode> =
  ErrorParamsOf<C> extends undefined ? [] : [params: ErrorParamsOf<C>];

/** Codes whose message takes no params. */
export type FixedErrorCode = {
  [C in AnyErrorCode]: ErrorParamsOf<C> extends undefined ? C : never;
}[AnyErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function isAnyErrorCode(value: unknown): value is AnyErrorCode {
  return typeof value === 'string' && Object.hasOwn(everyError, value);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** A code's message in one language, e.g. `errorMessage('PLAN_REQUIRED', 'en-US', { tier: 'gold' })`. */
export function errorMessage<C extends AnyErrorCode>(
  code: C,
  locale: ErrorLocale,
  ...params: ErrorParamsArgs<C>
): string {
  const text = everyError[code].messages[locale] as string | ((values: ErrorParamValues) => string);
  return typeof text === 'string' ? text : text(params[0] as ErrorParamValues);
}

/**
 * A message from an error body whose shape was not checked (a client reading an answer): the text
 * for `code` in `locale` when the code is known and every param the message needs is present as a
 * string or number; otherwise null, and the caller keeps the body's own message.
 */
export function localiseError(code: unknown, locale: ErrorLocale, params?: unknown): string | null {
  if (!isAnyErrorCode(code)) return null;
  const entry = everyError[code];
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  const complete = entry.params.every((name) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number';
  });
  if (!complete) return null;
  const text = entry.messages[locale] as string | ((values: ErrorParamValues) => string);
  return typeof text === 'string' ? text : text(values as ErrorParamValues);
}
