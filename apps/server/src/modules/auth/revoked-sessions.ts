import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DbExecutor } from '../../db/client';
import { revokedSessions } from '../../db/schema/identity';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

// Ended sessions (decisions 009 and 065). Access tokens name their session in `sid`; a session is
// revoked by logout, by refresh-token reuse and when its user is deactivated. The revocation is a
// row in the database, needed only while an access token of the session can still be unexpired.
//
// Every server keeps the revocations in memory, so a signed-in request costs no query: loaded
// from the table at start, written through by revoke() on this server, and told of the others'
// by `NOTIFY changdee_revoked, '<session id>'`, sent in the revoking transaction (PostgreSQL
// delivers it to every listening server at commit, PGlite to its one process). While the
// listening connection is lost, notifications can be missed: until it listens again and the
// table has been read again, every request asks the table, as before (a safe fallback).

/** The last access token of a session revoked now expires before this (clock tolerance included). */
const KEEP_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

export const REVOCATION_CHANNEL = 'changdee_revoked';

interface Revocations {
  /** Session id → when its last access token has expired (ms). */
  sessions: Map<string, number>;
  /** Listening, and the table read since: the memory alone can answer. */
  complete: boolean;
}

/** The revocations of each database this process watches. */
const watched = new WeakMap<Database, Revocations>();

const keepUntil = () => Date.now() + KEEP_SECONDS * 1000;

/**
 * Records that a session has ended, on every server. `db` may be a transaction; `database` is the
 * database it belongs to (this server's memory is updated at once, before the commit: if the
 * transaction failed, the session would be refused early rather than accepted late).
 */
export async function revokeSession(
  db: DbExecutor,
  database: Database,
  sessionId: string,
): Promise<void> {
  watched.get(database)?.sessions.set(sessionId, keepUntil());
  const expiresAt = sql`now() + make_interval(secs => ${KEEP_SECONDS})`;
  await db
    .insert(revokedSessions)
    .values({ sessionId, expiresAt })
    .onConflictDoUpdate({ target: revokedSessions.sessionId, set: { expiresAt } });
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${sessionId})`);
}

export interface RevocationWatch {
  /** Has this session been revoked (on any server)? */
  isRevoked(sessionId: string): Promise<boolean>;
  stop(): Promise<void>;
}

/** Starts keeping this server's record of revoked sessions; resolves once it is complete. */
export async function watchRevokedSessions(handle: DatabaseHandle): Promise<RevocationWatch> {
  const record: Revocations = watched.get(handle.db) ?? { sessions: new Map(), complete: false };
  watched.set(handle.db, record);
  const askTable = revocationQuery(handle.db);
  // Each gap starts a new generation: a reload begun before the latest gap cannot complete it.
  let generation = 0;
  let reloaded: Promise<void> = Promise.resolve();
  const reload = () => {
    const mine = generation;
    reloaded = loadRevocations(handle.db, record.sessions)
      .then(() => {
        if (mine === generation) record.complete = true;
      })
      .catch(() => undefined); // still incomplete: requests keep asking the table
    return reloaded;
  };
  const stopListening = await handle.listen(REVOCATION_CHANNEL, {
    onPayload: (sessionId) => record.sessions.set(sessionId, keepUntil()),
    onGap: () => {
      generation += 1;
      record.complete = false;
    },
    onListening: () => void reload(),
  });
  await reloaded;
  return {
    isRevoked: async (sessionId) =>
      inMemory(record, sessionId) || (!record.complete && (await askTable(sessionId))),
    stop: stopListening,
  };
}

function inMemory(record: Revocations, sessionId: string): boolean {
  const expiresAt = record.sessions.get(sessionId);
  if (expiresAt === undefined) return false;
  if (expiresAt > Date.now()) return true;
  record.sessions.delete(sessionId);
  return false;
}

async function loadRevocations(db: Database, sessions: Map<string, number>): Promise<void> {
  const rows = await db
    .select()
    .from(revokedSessions)
    .where(gt(revokedSessions.expiresAt, sql`now()`));
  for (const row of rows) sessions.set(row.sessionId, row.expiresAt.getTime());
}

/** The table's answer for one session (the fallback while notifications may be missed). */
function revocationQuery(db: Database): (sessionId: string) => Promise<boolean> {
  const query = db
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

export async function purgeRevokedSessions(db: Database): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
  const sessions = watched.get(db)?.sessions;
  for (const [sessionId, expiresAt] of sessions ?? []) {
    if (expiresAt <= Date.now()) sessions?.delete(sessionId);
  }
}
