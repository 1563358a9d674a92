import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './client';

// A statement sent as a named prepared statement (docs/decisions/038): on PostgreSQL each pooled
// connection parses it once and, after a few runs, keeps one generic plan for it, instead of
// planning it again on every order (the booking's plan cost more than its run). PGlite ignores
// the name. The name must stand for one SQL text only: callers put into it whatever changes the
// text (how many values a list holds, an optional clause), never a value.

interface SessionInternals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** Runs `query` as the prepared statement `name` (rows as db.execute answers them). */
export function executePrepared(db: DbExecutor, name: string, query: SQL): Promise<unknown> {
  // Drizzle's db.execute without a name (pg-core PgSession.execute), here with one.
  const { session, dialect } = db as unknown as SessionInternals;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
