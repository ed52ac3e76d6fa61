import { sql, type Db } from '@alphadesk/db';

type PgType = 'text' | 'date' | 'float8' | 'int8' | 'int4' | 'bool' | 'timestamptz';

export interface BulkColumn<Row> {
  name: string;
  type: PgType;
  value: (row: Row) => unknown;
}

export const col = <Row>(name: string, type: PgType, value: (row: Row) => unknown): BulkColumn<Row> => ({
  name,
  type,
  value,
});

/**
 * Inserts many rows in one statement per chunk: `insert … select * from unnest($1::text[], …)`,
 * one array parameter per column (one-row inserts cost ~150 µs each on PGlite). `onConflict` is
 * the SQL after `on conflict`, e.g. `(symbol, date) do update set close = excluded.close`.
 * Table and column names come from this module's code, never from input.
 */
export async function bulkInsert<Row>(
  db: Db,
  table: string,
  columns: BulkColumn<Row>[],
  rows: readonly Row[],
  onConflict: string,
  chunkSize = 20_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map((column) =>
      chunk.map((row) => {
        const value = column.value(row);
        return value instanceof Date ? value.toISOString() : (value ?? null);
      }),
    );
    const names = sql.raw(columns.map((column) => column.name).join(', '));
    const unnest = sql.join(
      columns.map((column, i) => sql`${sql.param(arrays[i])}::${sql.raw(column.type)}[]`),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${unnest}) on conflict ${sql.raw(onConflict)}`,
    );
  }
}

/** `a = excluded.a, b = excluded.b` for an upsert. */
export const excludedSet = (names: string[]) => names.map((name) => `${name} = excluded.${name}`).join(', ');

/** The rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
