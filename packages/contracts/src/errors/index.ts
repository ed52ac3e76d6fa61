export * from './define.ts';
export * from './schema.ts';
export {
  errorCatalogue,
  errorCodes,
  clientErrorCatalogue,
  isErrorCode,
  isAnyErrorCode,
  errorStatus,
  errorMessage,
  localiseError,
  type ClientErrorCode,
  type AnyErrorCode,
  type ErrorParamsOf,
  type ErrorParamsArgs,
  type FixedErrorCode,
} from './catalogue.ts';
