import { sql, type Db } from '@alphadesk/db';
import type { SQL } from 'drizzle-orm';

type Section<T> = { available: boolean; reason: string | null; items: T[] };

/** A table is worth an index suggestion past this many rows with more sequential than index scans. */
const largeTableRows = 10_000;
const seqScanFloor = 100;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function section<T>(read: () => Promise<T[]>, unavailable: string): Promise<Section<T>> {
  try {
    return { available: true, reason: null, items: await read() };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { available: false, reason: `${unavailable}（${detail}）`, items: [] };
  }
}

const number = (value: unknown) => Number(value ?? 0);

/**
 * Reads the database's own statistics (admin spec §2.20 database tab): slow statements from
 * pg_stat_statements when the extension is installed, table sizes and row estimates from pg_class,
 * indexes never scanned and tables read mostly by sequential scans. The embedded PGlite database
 * answers the catalogue queries it supports; each part says when it is not available and why.
 */
export async function analyseDatabase(db: Db, engine: 'postgres' | 'pglite') {
  const slowQueries = await (async (): Promise<
    Section<{ query: string; calls: number; mean_ms: number; total_ms: number; rows: number }>
  > => {
    const [installed] = await rows<{ present: boolean }>(
      db,
      sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
    ).catch(() => [{ present: false }]);
    if (!installed?.present)
      return {
        available: false,
        reason:
          engine === 'pglite'
            ? '內嵌 PGlite 資料庫不支援 pg_stat_statements 擴充套件'
            : '資料庫未安裝 pg_stat_statements 擴充套件（需在 shared_preload_libraries 載入並 create extension）',
        items: [],
      };
    return section(
      async () =>
        (
          await rows<Record<string, unknown>>(
            db,
            sql`select query, calls, mean_exec_time, total_exec_time, rows from pg_stat_statements
                where dbid = (select oid from pg_database where datname = current_database())
                order by mean_exec_time desc limit 5`,
          )
        ).map((row) => ({
          query: String(row.query).slice(0, 500),
          calls: number(row.calls),
          mean_ms: Math.round(number(row.mean_exec_time) * 100) / 100,
          total_ms: Math.round(number(row.total_exec_time) * 100) / 100,
          rows: number(row.rows),
        })),
      '無法讀取 pg_stat_statements',
    );
  })();

  const tableSizes = await section(
    async () =>
      (
        await rows<Record<string, unknown>>(
          db,
          sql`select c.relname as table_name, pg_total_relation_size(c.oid) as total_bytes,
                     greatest(c.reltuples, 0) as row_estimate
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where c.relkind in ('r', 'p') and n.nspname = current_schema()
              order by pg_total_relation_size(c.oid) desc limit 200`,
        )
      ).map((row) => ({
        table: String(row.table_name),
        total_bytes: number(row.total_bytes),
        row_estimate: number(row.row_estimate),
      })),
    '無法讀取資料表大小',
  );

  const unusedIndexes = await section(
    async () =>
      (
        await rows<Record<string, unknown>>(
          db,
          sql`select s.relname as table_name, s.indexrelname as index_name,
                     pg_relation_size(s.indexrelid) as size_bytes
              from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
              where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
                and s.schemaname = current_schema()
              order by pg_relation_size(s.indexrelid) desc limit 10`,
        )
      ).map((row) => ({
        table: String(row.table_name),
        index: String(row.index_name),
        size_bytes: number(row.size_bytes),
      })),
    '無法讀取索引使用統計',
  );

  const missingIndexes = await section(
    async () =>
      (
        await rows<Record<string, unknown>>(
          db,
          sql`select s.relname as table_name, s.seq_scan, coalesce(s.idx_scan, 0) as idx_scan,
                     greatest(c.reltuples, 0) as row_estimate
              from pg_stat_user_tables s join pg_class c on c.oid = s.relid
              where s.schemaname = current_schema() and s.seq_scan > ${seqScanFloor}
                and s.seq_scan > coalesce(s.idx_scan, 0) and c.reltuples >= ${largeTableRows}
              order by s.seq_scan desc limit 10`,
        )
      ).map((row) => ({
        table: String(row.table_name),
        seq_scan: number(row.seq_scan),
        idx_scan: number(row.idx_scan),
        row_estimate: number(row.row_estimate),
        suggestion: `資料表 ${String(row.table_name)} 約 ${number(row.row_estimate)} 筆，循序掃描 ${number(row.seq_scan)} 次多於索引掃描：請檢查常用查詢條件的欄位是否需要索引`,
      })),
    '無法讀取資料表掃描統計',
  );

  return {
    engine,
    slow_queries: slowQueries,
    table_sizes: tableSizes,
    unused_indexes: unusedIndexes,
    missing_indexes: missingIndexes,
  };
}
