import { z } from 'zod';

/** What a reader sees when a text field carries characters no database column can store. */
export const invalidTextMessage = '內容含有無效字元';

// NUL cannot be stored in a PostgreSQL text or jsonb value, and a lone UTF-16 surrogate is not
// Unicode at all (jsonb refuses its escape): either one would only fail deep in the database.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds neither NUL nor a lone surrogate. */
export const isCleanText = (value: string): boolean => !value.includes('\0') && !loneSurrogate.test(value);

/**
 * The string every request body, path parameter and query string uses: a zod string that refuses
 * NUL and lone surrogates before any other rule, so the reader gets one clear message. Takes the
 * same parameters as `z.string()` and chains like it (`.trim().min(1, …)`).
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isCleanText, { error: invalidTextMessage, abort: true });

/** `safeText()` without parameters. */
export const Text = safeText();
