import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Database, DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';

/**
 * A second Drizzle instance over the same connection, counting the statements it sends: every
 * one, prepared (db/prepared.ts) or not, goes through Drizzle's logger.
 */
export function countingDatabase(database: DatabaseHandle): {
  handle: DatabaseHandle;
  count(): number;
} {
  let statements = 0;
  const logger: Logger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.driver === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as Pool, { schema, logger });
  return {
    handle: { ...database, db: db as unknown as Database },
    count: () => statements,
  };
}
