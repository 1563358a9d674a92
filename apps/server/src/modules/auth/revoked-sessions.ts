import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DbExecutor } from '../../db/client';
import { revokedSessions } from '../../db/schema/identity';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

// Ended sessions (decision 009). Access tokens name their session in `sid`; a session is revoked
// by logout, by refresh-token reuse and when its user is found deactivated. The revocation is a
// row in the database, needed only while an access token of the session can still be unexpired.
//
// How a request learns of it depends on who else can write to the database:
// - PostgreSQL: any number of servers. Each signed-in request looks the session up (a prepared
//   primary-key query on a table that stays small), so a logout on one server holds on all.
// - PGlite: one process owns the data folder, so what this process has written is everything
//   there is. It keeps the revocations in memory (loaded from the table once, then written
//   through by revoke()), which spares a query per request: on the embedded database every query
//   runs on the server's own thread, and the lookup cut the catalogue's throughput by three
//   quarters (docs/decisions/007).

/** The last access token of a session revoked now expires before this (clock tolerance included). */
const KEEP_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

/** PGlite only: the revocations of each database, session id → expiry (ms). */
const inMemory = new WeakMap<Database, { sessions: Map<string, number>; loaded: Promise<void> }>();

/**
 * Records that a session has ended. `db` may be a transaction; `database` is the database it
 * belongs to (the in-memory record is updated at once, before the commit: if the transaction
 * failed, the session would be refused early rather than accepted late).
 */
export async function revokeSession(
  db: DbExecutor,
  database: Database,
  sessionId: string,
): Promise<void> {
  inMemory.get(database)?.sessions.set(sessionId, Date.now() + KEEP_SECONDS * 1000);
  const expiresAt = sql`now() + make_interval(secs => ${KEEP_SECONDS})`;
  await db
    .insert(revokedSessions)
    .values({ sessionId, expiresAt })
    .onConflictDoUpdate({ target: revokedSessions.sessionId, set: { expiresAt } });
}

/** A check bound to one database: has this session been revoked? */
export function sessionRevocationCheck(
  handle: DatabaseHandle,
): (sessionId: string) => Promise<boolean> {
  if (handle.driver === 'pglite') return inMemoryCheck(handle.db);
  const query = handle.db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(
      and(
        eq(revokedSessions.sessionId, sql.placeholder('sessionId')),
        gt(revokedSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('changdee_session_revoked');
  return async (sessionId) => (await query.execute({ sessionId })).length > 0;
}

function inMemoryCheck(db: Database): (sessionId: string) => Promise<boolean> {
  if (!inMemory.has(db)) {
    const sessions = new Map<string, number>();
    const load = async () => {
      const rows = await db
        .select()
        .from(revokedSessions)
        .where(gt(revokedSessions.expiresAt, sql`now()`));
      for (const row of rows) sessions.set(row.sessionId, row.expiresAt.getTime());
    };
    inMemory.set(db, { sessions, loaded: load() });
  }
  return async (sessionId) => {
    const record = inMemory.get(db)!;
    await record.loaded;
    const expiresAt = record.sessions.get(sessionId);
    if (expiresAt === undefined) return false;
    if (expiresAt > Date.now()) return true;
    record.sessions.delete(sessionId);
    return false;
  };
}

export async function purgeRevokedSessions(db: Database): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
  const sessions = inMemory.get(db)?.sessions;
  for (const [sessionId, expiresAt] of sessions ?? []) {
    if (expiresAt <= Date.now()) sessions?.delete(sessionId);
  }
}
