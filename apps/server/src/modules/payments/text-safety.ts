import { isCleanText } from '@alphadesk/contracts';

// eslint-disable-next-line no-control-regex -- NUL is exactly what is replaced
const unsafeAll = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** NUL, or half of a UTF-16 surrogate pair: text that PostgreSQL refuses (text, jsonb) or mangles. */
export const hasUnsafeText = (value: string): boolean => !isCleanText(value);

/** The text with every unsafe character replaced by U+FFFD, so it can be stored and read. */
export const storableText = (value: string): string => value.replace(unsafeAll, '\uFFFD');

/** Whether any value of a posted form holds unsafe text. */
export const formHasUnsafeText = (form: Record<string, string | undefined>): boolean =>
  Object.entries(form).some(
    ([key, value]) => hasUnsafeText(key) || (value !== undefined && hasUnsafeText(value)),
  );
