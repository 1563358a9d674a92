import { createHash } from 'node:crypto';
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

/**
 * Runs `query` as the prepared statement `name` (rows as db.execute answers them). A function for
 * `name` names the statement from its text (a statement whose text varies in more ways than a
 * caller can list: which columns an insert leaves to their defaults).
 */
export function executePrepared(
  db: DbExecutor,
  name: string | ((text: string) => string),
  query: SQL,
): Promise<unknown> {
  // Drizzle's db.execute without a name (pg-core PgSession.execute), here with one.
  const { session, dialect } = db as unknown as SessionInternals;
  const built = dialect.sqlToQuery(query);
  const named = typeof name === 'string' ? name : name(built.sql);
  return session.prepareQuery(built, undefined, named, false).execute();
}

/** A statement's name made of `prefix` and a digest of its text: one name, one text. */
export const nameByText =
  (prefix: string) =>
  (text: string): string =>
    `${prefix}_${createHash('sha1').update(text).digest('base64url')}`;
