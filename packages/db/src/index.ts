export * from './connection.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
// Query helpers come from here so the whole project shares one drizzle instance.
export {
  sql,
  eq,
  ne,
  and,
  or,
  not,
  desc,
  asc,
  inArray,
  isNull,
  isNotNull,
  gt,
  gte,
  lt,
  lte,
  count,
} from 'drizzle-orm';
export * from './errors.ts';
