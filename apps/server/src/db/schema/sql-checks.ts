import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')` for a CHECK constraint or a query, spelled from one of the domain's
 * vocabularies.
 */
export const inList = (column: AnyPgColumn | SQL, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;
