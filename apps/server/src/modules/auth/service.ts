import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type {
  DataCms,
  PortalLink,
  RefreshResult,
  SessionStore,
  SignInResult,
  SsoResult,
} from '@changdee/contract/auth';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@changdee/contract/auth';
import { ENGLISH_PATH_PREFIX } from '@changdee/contract/page-routes';
import { PASSWORD_LINK_TTL_HOURS } from '@changdee/contract/people-admin';
import type { Locale } from '@changdee/domain/locale';
import { isRole, isShopRole, type Role } from '@changdee/domain/roles';
import type { Database, DbExecutor, Transaction } from '../../db/client';
import {
  channels,
  employees,
  passwordResetTokens,
  refreshTokens,
  ssoTokenUses,
  stores,
  userStores,
  users,
} from '../../db/schema/identity';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { addressKey } from '../../lib/client-address';
import { admitSignInAttempt, purgeSignInRecords, settleSuccessfulSignIn } from './login-limiter';
import { hashPassword, verifyPassword } from './passwords';
import { purgeRevokedSessions, revokeSession } from './revoked-sessions';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_FAMILY_MAX_MS,
  REFRESH_TOKEN_IDLE_MS,
  SSO_TOKEN_TTL_SECONDS,
  generateRefreshToken,
  hashRefreshToken,
  signAccessToken,
  signPortalLinkToken,
  signShopHandOffToken,
  successorRefreshToken,
  verifyAccessToken,
  verifyPortalLinkToken,
  verifyPortalSsoToken,
  verifyShopHandOffToken,
  type SsoClaims,
} from './tokens';

// Sign-in, refresh-token rotation, logout, single sign-on and the Portal link (spec §4 Session,
// Auth, Single sign-on). Handlers in routes.ts only parse and answer; the rules are here.

export interface AuthSettings {
  secrets: { accessTokenSecret: string; refreshTokenPepper: string; ssoSharedSecret: string };
  portalUrl: string;
  portalLoginUrl: string;
  /** Where the shop is: the portal's shop link opens its /sso page there. */
  publicBaseUrl: string;
}

type UserRow = typeof users.$inferSelect;

/**
 * How the authenticate plugin turns a bearer token into a caller: a valid signature and claims
 * (checked once per process and remembered, tokens.ts), then a session that has not ended
 * (revoked-sessions.ts: this server's record, kept up to date by every server's revocations).
 */
export function bearerTokenCaller(
  isRevoked: (sessionId: string) => Promise<boolean>,
  accessTokenSecret: string,
): (token: string) => Promise<AuthContext | null> {
  return async (token) => {
    const verified = await verifyAccessToken(accessTokenSecret, token);
    if (!verified || (await isRevoked(verified.sessionId))) return null;
    return verified.auth;
  };
}

/** Thrown for every kind of bad sign-in, so the answer never tells which part was wrong. */
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');
const sessionExpired = () => new AppError('SESSION_EXPIRED');

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** Parses `Authorization: Basic base64(username:password)`; null when absent or malformed. */
export function parseBasicAuth(
  header: string | undefined,
): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A NUL cannot be a username and PostgreSQL text cannot hold it (the limiter's key would fail).
  if (colon < 0 || decoded.includes('\u0000')) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function signIn(
  db: Database,
  settings: AuthSettings,
  input: { credentials: { username: string; password: string } | null; ip: string },
): Promise<SignInResult> {
  const username = normalizeUsername(input.credentials?.username ?? '').slice(
    0,
    USERNAME_MAX_LENGTH,
  );
  const origin = { username, address: addressKey(input.ip) };

  // Counted before the password is checked: guesses sent at once cannot outrun the limits.
  const admission = await admitSignInAttempt(db, origin);
  if (!admission.admitted) {
    const retryAfter = admission.retryAfterSeconds;
    throw new AppError('RATE_LIMITED', {
      headers: { 'retry-after': String(retryAfter) },
      details: { retryAfterSeconds: retryAfter },
    });
  }

  const password = input.credentials?.password ?? '';
  const wellFormed =
    input.credentials !== null &&
    username.length > 0 &&
    input.credentials.username.trim().length <= USERNAME_MAX_LENGTH &&
    password.length > 0 &&
    password.length <= PASSWORD_MAX_LENGTH;
  const [user] = wellFormed
    ? await db.select().from(users).where(eq(users.username, username)).limit(1)
    : [];
  const passwordOk = await verifyPassword(wellFormed && user ? user.passwordHash : null, password);
  if (!user || !passwordOk || !user.active || !isRole(user.role)) throw invalidCredentials();

  await settleSuccessfulSignIn(db, origin, admission);
  return issueSession(db, settings, user);
}

/** The stores a user works for, in the shape of the sign-in answer. */
export async function storesOf(db: DbExecutor, userId: string): Promise<SessionStore[]> {
  const rows = await db
    .select({ store: stores, channel: channels })
    .from(userStores)
    .innerJoin(stores, eq(stores.id, userStores.storeId))
    .innerJoin(channels, eq(channels.code, stores.channelCode))
    .where(eq(userStores.userId, userId))
    .orderBy(asc(stores.code));
  return rows.map(({ store, channel }) => ({
    _id: store.id,
    id: store.code,
    name: { th: store.nameTh, en: store.nameEn },
    channel: store.channelCode,
    channelName: { th: channel.nameTh, en: channel.nameEn },
    brand: store.brand,
    bu_store_id: store.buStoreId,
    branch_uuid: store.branchUuid,
  }));
}

function accessTokenFor(
  settings: AuthSettings,
  user: UserRow,
  sessionId: string,
  userStoresList: SessionStore[],
): Promise<string> {
  const role = user.role as Role;
  const channelCodes = [...new Set(userStoresList.map((s) => s.channel))];
  return signAccessToken(settings.secrets.accessTokenSecret, {
    sub: user.id,
    sid: sessionId,
    name: user.username,
    role,
    stores: userStoresList.map((s) => s._id),
    content: {
      adminUUID: user.adminUuid,
      channel: channelCodes.map((code) => ({ code, roles: [{ name: role }] })),
    },
  });
}

/** A new session: a new refresh-token family and an access token. */
async function issueSession(
  db: Database,
  settings: AuthSettings,
  user: UserRow,
): Promise<SignInResult> {
  const now = new Date();
  const refreshToken = generateRefreshToken();
  const familyId = randomUUID();
  const familyExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_MAX_MS);
  await db.insert(refreshTokens).values({
    familyId,
    userId: user.id,
    tokenHash: hashRefreshToken(settings.secrets.refreshTokenPepper, refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_IDLE_MS),
    familyExpiresAt,
  });
  const sessionStores = await storesOf(db, user.id);
  const accessToken = await accessTokenFor(settings, user, familyId, sessionStores);
  return {
    user: {
      accessToken,
      refreshToken,
      user_uuid: user.id,
      user_name: user.username,
      display_name: user.displayName,
      role: user.role as Role,
      adminUUID: user.adminUuid,
    },
    token: accessToken,
    stores: sessionStores,
  };
}

/**
 * Uses of one refresh token this close to its first use are taken for the same client (two tabs,
 * a retry after a lost answer) and answered with the same successor; later ones are reuse.
 */
export const REFRESH_GRACE_SECONDS = 30;

type RotateOutcome =
  | { kind: 'rotated'; user: UserRow; refreshToken: string; sessionId: string }
  | { kind: 'reused'; familyId: string }
  | { kind: 'invalid' };

const activeUser = async (db: DbExecutor, userId: string): Promise<UserRow | null> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && user.active && isRole(user.role) ? user : null;
};

/**
 * Trades a refresh token for a new pair (decision 009). The row is locked (`select … for
 * update`), so parallel uses of one token take turns: the first rotates it, and the others, if
 * they come within REFRESH_GRACE_SECONDS, get the same successor (it is derived from the token)
 * with an access token of the same session. A use after the grace window is reuse of a spent
 * token: the whole family and its access tokens are revoked (OAuth 2.0 Security BCP §4.14).
 */
export async function refreshSession(
  db: Database,
  settings: AuthSettings,
  token: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<RefreshResult> {
  const pepper = settings.secrets.refreshTokenPepper;
  const tokenHash = hashRefreshToken(pepper, token);
  const successor = successorRefreshToken(pepper, token);
  const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1)
      .for('update');
    if (!row || row.revokedAt) return { kind: 'invalid' };
    const now = new Date();
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
      const user =
        withinGrace && row.familyExpiresAt > now ? await activeUser(tx, row.userId) : null;
      if (user) {
        return { kind: 'rotated', user, refreshToken: successor, sessionId: row.familyId };
      }
      await revokeFamily(tx, db, row.familyId, now);
      return { kind: 'reused', familyId: row.familyId };
    }
    if (row.expiresAt <= now || row.familyExpiresAt <= now) return { kind: 'invalid' };
    const user = await activeUser(tx, row.userId);
    if (!user) {
      await revokeFamily(tx, db, row.familyId, now);
      return { kind: 'invalid' };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({
      familyId: row.familyId,
      userId: row.userId,
      parentId: row.id,
      tokenHash: hashRefreshToken(pepper, successor),
      expiresAt: new Date(
        Math.min(now.getTime() + REFRESH_TOKEN_IDLE_MS, row.familyExpiresAt.getTime()),
      ),
      familyExpiresAt: row.familyExpiresAt,
    });
    return { kind: 'rotated', user, refreshToken: successor, sessionId: row.familyId };
  });

  if (outcome.kind === 'reused') {
    log?.warn({ familyId: outcome.familyId }, 'refresh token reused: session family revoked');
  }
  if (outcome.kind !== 'rotated') throw sessionExpired();
  const sessionStores = await storesOf(db, outcome.user.id);
  const accessToken = await accessTokenFor(
    settings,
    outcome.user,
    outcome.sessionId,
    sessionStores,
  );
  return { accessToken, refreshToken: outcome.refreshToken };
}

/** Ends a session: every refresh token of the family, and its access tokens on every server. */
async function revokeFamily(
  tx: Transaction,
  db: Database,
  familyId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await revokeSession(tx, db, familyId);
}

/**
 * Ends the session the refresh token belongs to, its access tokens included; unknown tokens are
 * ignored (nothing to reveal).
 */
export async function logout(db: Database, settings: AuthSettings, token: string): Promise<void> {
  const tokenHash = hashRefreshToken(settings.secrets.refreshTokenPepper, token);
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (row) await db.transaction((tx) => revokeFamily(tx, db, row.familyId, new Date()));
}

/** The employee record a user is in their store, if any. */
export async function employeeOfUser(db: DbExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.active, true)))
    .orderBy(asc(employees.code))
    .limit(1);
  return row
    ? {
        code: row.code,
        name: row.name,
        phone: row.phone,
        channelName: row.channelName,
        channelUUID: row.channelUuid,
      }
    : null;
}

/**
 * Single sign-on into the shop: the token must carry a valid signature, issuer, audience, expiry
 * and a jti not seen before (the jti is recorded whatever the outcome, so a token works once).
 * The admin portal's token signs in only Sales (spec §4); our portal's hand-off signs in the
 * shop's roles (decision 062). Everyone else goes to the portal's login with a fresh one-time
 * token.
 */
export async function ssoSignIn(
  db: Database,
  settings: AuthSettings,
  token: string,
): Promise<SsoResult> {
  const secret = settings.secrets.ssoSharedSecret;
  const handOff = await verifyShopHandOffToken(secret, token);
  const user = await spendOneTimeToken(db, handOff ?? (await verifyPortalSsoToken(secret, token)));
  const signsIn = handOff ? isShopRole(user.role as Role) : user.role === 'Sales';
  if (!signsIn) {
    // The shop's token is spent: the portal's login (ours, decision 041) gets a one-time token of
    // its own for the same person, as the shop's Portal link does.
    const handOn = await signPortalLinkToken(settings.secrets.ssoSharedSecret, user);
    const url = new URL(settings.portalLoginUrl);
    url.searchParams.set('token', handOn.token);
    return { result: 'redirect', redirectUrl: url.toString() };
  }
  const session = await issueSession(db, settings, user);
  const employee = await employeeOfUser(db, user.id);
  const dataCMS: DataCms = { employeeName: employee?.name ?? null, employee };
  return { result: 'signed_in', ...session, dataCMS };
}

/**
 * A one-time token's user: the jti is recorded whatever the outcome, so a token works once
 * (401 SSO_TOKEN_USED the second time), and only an active user with a known role is answered.
 */
async function spendOneTimeToken(db: Database, claims: SsoClaims | null): Promise<UserRow> {
  if (!claims) throw new AppError('SSO_TOKEN_INVALID');
  const inserted = await db
    .insert(ssoTokenUses)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: ssoTokenUses.jti });
  if (inserted.length === 0) throw new AppError('SSO_TOKEN_USED');
  const [user] = await db.select().from(users).where(eq(users.username, claims.username)).limit(1);
  if (!user || !user.active || !isRole(user.role)) throw new AppError('SSO_TOKEN_INVALID');
  return user;
}

/**
 * Single sign-on into our own portal (docs/decisions/041-the-operations-portal.md): the token of
 * the shop's Portal link, good once, opens a portal session for its user, whatever the role (the
 * portal shows each role its own page).
 */
export async function portalSsoSignIn(
  db: Database,
  settings: AuthSettings,
  token: string,
): Promise<SignInResult> {
  const user = await spendOneTimeToken(
    db,
    await verifyPortalLinkToken(settings.secrets.ssoSharedSecret, token),
  );
  return issueSession(db, settings, user);
}

/**
 * The portal's "Open the shop": the shop's /sso page with a one-time hand-off token for the
 * signed-in user of a shop role, who is signed in there (decision 062).
 */
export async function shopLink(
  db: Database,
  settings: AuthSettings,
  auth: AuthContext,
  locale: Locale,
): Promise<PortalLink> {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.active, true)))
    .limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const now = new Date();
  const token = await signShopHandOffToken(settings.secrets.ssoSharedSecret, user.username, now);
  const url = new URL(
    locale === 'en' ? `${ENGLISH_PATH_PREFIX}/sso` : '/sso',
    settings.publicBaseUrl,
  );
  url.searchParams.set('token', token);
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + SSO_TOKEN_TTL_SECONDS) * 1000);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

/** The header's Portal link for the signed-in user, with a fresh single-sign-on token. */
export async function portalLink(
  db: Database,
  settings: AuthSettings,
  auth: AuthContext,
): Promise<PortalLink> {
  const [user] = await db
    .select({ username: users.username, adminUuid: users.adminUuid })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.active, true)))
    .limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { token, expiresAt } = await signPortalLinkToken(settings.secrets.ssoSharedSecret, user);
  const url = new URL(settings.portalUrl);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

/**
 * Deletes what can no longer matter: sessions past their absolute expiry and single-sign-on
 * token uses a day past the token's expiry (a replay fails on exp anyway).
 */
export async function purgeEndedSessions(db: DbExecutor): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.familyExpiresAt, sql`now()`));
  await db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, sql`now() - interval '1 day'`));
}

/** The housekeeping job: everything of identity that has expired for good. */
export async function purgeExpiredAuthRecords(db: Database): Promise<void> {
  await purgeSignInRecords(db);
  await purgeRevokedSessions(db);
  await purgeEndedSessions(db);
}

// ── a user's sessions and set-password links, for the portal's people pages (decision 051) ──
// Ending a user's sessions and the one-time set-password links (docs/decisions/051).
//
// A user's sessions are the refresh-token families of decision 009. Ending them marks every
// refresh token revoked and writes each family to revoked_sessions, of which every server is told
// at once (revoked-sessions.ts), so the user's access tokens are refused from the next request on,
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
