import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Query schemas whose result depends on the query's text alone: no clock, no randomness, no I/O. */
const pureQueries = new WeakSet<object>();

/**
 * Declares a query schema pure, so the same query string is validated once: its checked value is
 * kept (frozen, shared by the requests that send that query) and later requests with the same
 * parameters get it without running the schema again. Only for schemas whose answer the text alone
 * decides (a default that reads the clock must not be kept). Refusals are never kept: each bad
 * query is checked, and answered, as before.
 */
export function pureQuery<Schema extends z.ZodType>(schema: Schema): Schema {
  pureQueries.add(schema);
  return schema;
}

/** Checked values kept per route: the most recently used, the oldest going first. */
export const keptQueries = 1_000;

/** What fastify-type-provider-zod's validators answer: the checked value, or the refusal. */
type Result = { value?: unknown; error?: unknown };

/**
 * The app's validator compiler: the contract schemas (zod, zh-TW messages) through
 * fastify-type-provider-zod, with the checked values of pure query schemas kept by their
 * parameters (see `pureQuery`).
 */
export const memoisingValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => Result;
  if (route.httpPart !== 'querystring' || !pureQueries.has(route.schema))
    return validate as FastifyValidationResult;
  const kept = new Map<string, Result>();
  return ((data: unknown) => {
    const key = keyOf(data);
    if (key === undefined) return validate(data);
    const hit = kept.get(key);
    if (hit) return hit;
    const result = validate(data);
    if (!result.error) {
      const value: unknown = result.value;
      if (value !== null && typeof value === 'object') Object.freeze(value);
      if (kept.size >= keptQueries) kept.delete(kept.keys().next().value!);
      kept.set(key, result);
    }
    return result;
  }) as FastifyValidationResult;
};

/**
 * The parameters as one string, each name and value preceded by its length, so no two different
 * queries share a key whatever characters they hold; undefined when a parameter is repeated (an
 * array): those are checked every time.
 */
function keyOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}
