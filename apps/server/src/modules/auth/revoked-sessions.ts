import { eq, lt, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { revokedSessions } from '../../db/schema/identity';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

// Ended sessions, in the database so that every server refuses their access tokens at once
// (decision 007). Access tokens name their session in `sid`; a session is revoked by logout, by
// refresh-token reuse and when its user is found deactivated. A row is needed only while an
// access token of the session can still be unexpired, so the table stays small: one indexed
// lookup per signed-in request.

/** The last access token of a session revoked now expires before this (clock tolerance included). */
const KEEP_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

export async function revokeSession(db: DbExecutor, sessionId: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${KEEP_SECONDS})`;
  await db
    .insert(revokedSessions)
    .values({ sessionId, expiresAt })
    .onConflictDoUpdate({ target: revokedSessions.sessionId, set: { expiresAt } });
}

/** A check bound to one database, prepared once: is this session revoked? */
export function sessionRevocationCheck(db: Database): (sessionId: string) => Promise<boolean> {
  const query = db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('changdee_session_revoked');
  return async (sessionId) => (await query.execute({ sessionId })).length > 0;
}

export async function purgeRevokedSessions(db: DbExecutor): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}
