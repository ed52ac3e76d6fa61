import { DrizzleQueryError } from 'drizzle-orm';

// Fields of a PostgreSQL error that can repeat stored values ("Key (email)=(…) already exists",
// the PL/pgSQL context of a trigger) or the statement's parameters.
const valueBearingFields = new Set(['params', 'detail', 'where', 'internalQuery']);

/**
 * The same error without the values it carried: drizzle puts every query parameter in its message
 * ("params: email,argon2id-hash,…"), and PostgreSQL echoes values in `detail` and, for data errors
 * (SQLSTATE class 22), quotes the bad value in its message. Logs keep the SQL, the codes and the
 * stack, never the data.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : redactDataError(error);
  const cause = 'cause' in error ? withoutQueryValues(error.cause, depth + 1) : undefined;
  const safe = new Error(message, cause === undefined ? undefined : { cause });
  safe.name = error.name;
  safe.stack = error.stack?.split(error.message).join(message);
  for (const [key, value] of Object.entries(error)) {
    if (!valueBearingFields.has(key) && key !== 'cause' && key !== 'message' && key !== 'stack')
      Object.assign(safe, { [key]: value });
  }
  return safe;
}

function redactDataError(error: Error): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22')) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}
