import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { PASSWORD_LINK_TTL_HOURS } from '@changdee/contract/people-admin';
import { hashPassword } from '../auth/passwords';
import { revokeSession } from '../auth/revoked-sessions';
import { ACCESS_TOKEN_TTL_SECONDS, hashRefreshToken } from '../auth/tokens';

// Ending a user's sessions and the one-time set-password links (docs/decisions/051).
//
// A user's sessions are the refresh-token families of decision 009. Ending them marks every
// refresh token revoked and writes each family to revoked_sessions, which every server checks on
// every signed-in request (PostgreSQL: a query per request; PGlite: the process's own record,
// written through here), so the user's access tokens are refused from the next request on,
// everywhere. A family can still have a live access token for one access-token lifetime after its
// last refresh, so families refreshed within that time (plus a minute) are revoked too.

/** Ends every session of a user at once, on every server. `database` is the one `tx` belongs to. */
export async function endUserSessions(
  tx: DbExecutor,
  database: Database,
  userId: string,
): Promise<number> {
  const recent = sql`now() - make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS + 60})`;
  const families = await tx
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        sql`(${refreshTokens.revokedAt} is null or ${refreshTokens.createdAt} > ${recent})`,
        gt(refreshTokens.familyExpiresAt, recent),
      ),
    );
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of families) await revokeSession(tx, database, familyId);
  return families.length;
}

const linkHash = (pepper: string, token: string) =>
  hashRefreshToken(pepper, `password-link:${token}`);

/**
 * A new one-time link for a user: 32 random bytes, kept only as an HMAC with the server's pepper,
 * working for PASSWORD_LINK_TTL_HOURS. Earlier unused links of the user stop working.
 */
export async function issuePasswordLink(
  tx: DbExecutor,
  settings: { pepper: string; portalUrl: string },
  userId: string,
  createdBy: string | null,
  now: Date,
): Promise<{ url: string; expires_at: string }> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_HOURS * 3_600_000);
  await tx.insert(passwordResetTokens).values({
    tokenHash: linkHash(settings.pepper, token),
    userId,
    createdBy,
    createdAt: now,
    expiresAt,
  });
  // After `#`: the browser never sends it, so no server or proxy log holds the token.
  return { url: `${settings.portalUrl}/password#${token}`, expires_at: expiresAt.toISOString() };
}

async function usableLink(db: DbExecutor, pepper: string, token: string, now: Date, lock = false) {
  const query = db
    .select({
      tokenHash: passwordResetTokens.tokenHash,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      username: users.username,
      active: users.active,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, linkHash(pepper, token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  if (!row || row.usedAt || row.expiresAt <= now || !row.active)
    throw new AppError('PASSWORD_LINK_INVALID');
  return row;
}

/** Whose link it is and until when (the page shows the username); 410 when it no longer works. */
export async function checkPasswordLink(db: DbExecutor, pepper: string, token: string, now: Date) {
  const row = await usableLink(db, pepper, token, now);
  return { username: row.username, expires_at: row.expiresAt.toISOString() };
}

/**
 * Sets the password with a link: once (the row is locked and marked used in the same
 * transaction), and every session of the user ends, so whoever knew the old password is out.
 */
export async function setPasswordWithLink(
  db: Database,
  pepper: string,
  input: { token: string; password: string },
  now: Date,
): Promise<{ username: string }> {
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await usableLink(tx, pepper, input.token, now, true);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(eq(passwordResetTokens.tokenHash, row.tokenHash));
    // Not an edit of the user's record (the portal's form has no password): no new version.
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, row.userId));
    await endUserSessions(tx, db, row.userId);
    return { username: row.username };
  });
}
