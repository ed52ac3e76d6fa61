import { ProviderError } from './types.ts';

/** Helpers for the table-shaped JSON of TWSE and TPEx: `{ stat, fields, data }` or `{ tables: [...] }`. */
export interface Table {
  title: string;
  fields: string[];
  data: unknown[][];
}

export function asObject(json: unknown, provider: string): Record<string, unknown> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new ProviderError('malformed', provider, 'expected a JSON object');
  }
  return json as Record<string, unknown>;
}

export function asArray(json: unknown, provider: string): Record<string, unknown>[] {
  if (!Array.isArray(json)) throw new ProviderError('malformed', provider, 'expected a JSON array');
  return json.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
}

function toTable(value: unknown): Table | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Record<string, unknown>;
  if (!Array.isArray(candidate.fields) || !Array.isArray(candidate.data)) return null;
  return {
    title: typeof candidate.title === 'string' ? candidate.title : '',
    fields: candidate.fields.map((field) => String(field).trim()),
    data: candidate.data.filter((row): row is unknown[] => Array.isArray(row)),
  };
}

/** Every well-formed table of an answer: the answer itself (`fields` + `data`) or its `tables`. */
export function tablesOf(answer: Record<string, unknown>): Table[] {
  const own = toTable(answer);
  const nested = Array.isArray(answer.tables) ? answer.tables.map(toTable) : [];
  return [own, ...nested].filter((table): table is Table => table !== null);
}

const okStats = new Set(['ok']);

/**
 * The tables of an exchange answer, or a typed error: 'no-data' when the exchange says so (a stat
 * such as 很抱歉，沒有符合條件的資料!, `{}`, or only empty tables), 'malformed' when no table is there.
 */
export function requireTables(json: unknown, provider: string, has: (table: Table) => boolean): Table {
  const answer = asObject(json, provider);
  const stat = typeof answer.stat === 'string' ? answer.stat.trim() : undefined;
  const tables = tablesOf(answer).filter(has);
  const withRows = tables.find((table) => table.data.length > 0);
  if (withRows) return withRows;
  if (Object.keys(answer).length === 0 || (stat && !okStats.has(stat.toLowerCase())) || tables.length > 0) {
    throw new ProviderError('no-data', provider, stat && !okStats.has(stat.toLowerCase()) ? stat : 'no rows');
  }
  throw new ProviderError('malformed', provider, 'no table with the expected columns');
}

/** Index of the first field matching one of the names (exact) or patterns; -1 when absent. */
export function column(fields: readonly string[], ...candidates: (string | RegExp)[]): number {
  for (const candidate of candidates) {
    const index = fields.findIndex((field) =>
      typeof candidate === 'string' ? field === candidate : candidate.test(field),
    );
    if (index >= 0) return index;
  }
  return -1;
}

/** Every index of fields matching a name (tables repeat names such as 今日餘額). */
export function columns(fields: readonly string[], name: string): number[] {
  return fields.flatMap((field, index) => (field === name ? [index] : []));
}

export function requireColumns(table: Table, provider: string, indexes: Record<string, number>): void {
  const missing = Object.entries(indexes)
    .filter(([, index]) => index < 0)
    .map(([name]) => name);
  if (missing.length)
    throw new ProviderError('malformed', provider, `missing columns: ${missing.join(', ')}`);
}

/** YYYYMMDD of an ISO date. */
export const compactDate = (iso: string) => iso.replaceAll('-', '');
/** YYYY/MM/DD of an ISO date. */
export const slashDate = (iso: string) => iso.replaceAll('-', '/');
