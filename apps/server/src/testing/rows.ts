/** The rows of a raw `db.execute` result: PGlite answers `{ rows }`, node-postgres through drizzle an array. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
