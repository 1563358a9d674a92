import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshResponseSchema } from '@changdee/contract/auth';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { refreshTokens, revokedSessions, users } from '../../db/schema/identity';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { getTestContext, testDriver, type TestContext } from '../../../test/context';
import { signIn } from '../../../test/sign-in';
import { REVOCATION_CHANNEL, watchRevokedSessions } from './revoked-sessions';
import { purgeExpiredAuthRecords, REFRESH_GRACE_SECONDS } from './service';
import { hashRefreshToken } from './tokens';

// Sessions under concurrency (decision 009): parallel refreshes with one token keep the session,
// a reuse after the grace window ends it, and an ended session's access tokens are refused.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await getTestContext();
});

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authServer/getAccessToken', payload: { token } });

const logout = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { token } });

/** A route any shop role may call. */
const protectedCall = (authorization: string) =>
  ctx.app.inject({ method: 'POST', url: '/b2b/v2/auth/portal-token', headers: { authorization } });

const bearer = (accessToken: string) => `Bearer ${accessToken}`;

const rowOf = async (refreshToken: string) => {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(
      eq(
        refreshTokens.tokenHash,
        hashRefreshToken(ctx.config.secrets.refreshTokenPepper, refreshToken),
      ),
    );
  return row!;
};

/** Moves the first use of a refresh token back in time, past the grace window. */
const ageFirstUse = async (refreshToken: string, seconds: number) => {
  await ctx.db
    .update(refreshTokens)
    .set({ usedAt: sql`${refreshTokens.usedAt} - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.id, (await rowOf(refreshToken)).id));
};

describe('refreshing one token from several places at once', () => {
  it('answers 8 parallel refreshes with the same new refresh token, and the session goes on', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.sales);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => refresh(session.refreshToken)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const pairs = responses.map((r) => refreshResponseSchema.parse(r.json()).data);
    const successors = new Set(pairs.map((pair) => pair.refreshToken));
    expect(successors.size).toBe(1);
    // Every access token answered works; they all belong to the same session.
    for (const pair of pairs) {
      expect((await protectedCall(bearer(pair.accessToken))).statusCode).toBe(200);
    }

    // The family gained exactly one token, and it rotates on as usual.
    const original = await rowOf(session.refreshToken);
    const children = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.parentId, original.id));
    expect(children).toHaveLength(1);
    const [successor] = [...successors];
    const next = await refresh(successor!);
    expect(next.statusCode).toBe(200);
    expect(refreshResponseSchema.parse(next.json()).data.refreshToken).not.toBe(successor);
  });

  it('answers a retry within the grace window like the first use', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.manager);
    const first = refreshResponseSchema.parse((await refresh(session.refreshToken)).json()).data;
    await ageFirstUse(session.refreshToken, REFRESH_GRACE_SECONDS - 5);
    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(refreshResponseSchema.parse(retry.json()).data.refreshToken).toBe(first.refreshToken);
  });

  it('treats a use after the grace window as theft: the whole session ends, access tokens too', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.sales);
    const first = refreshResponseSchema.parse((await refresh(session.refreshToken)).json()).data;
    await ageFirstUse(session.refreshToken, REFRESH_GRACE_SECONDS + 1);

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await protectedCall(bearer(first.accessToken))).statusCode).toBe(401);
    expect((await protectedCall(session.authHeader)).statusCode).toBe(401);
  });

  it('ends a session whose user was deactivated, access tokens too', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.salesOther);
    await ctx.db
      .update(users)
      .set({ active: false })
      .where(eq(users.username, DEMO_USERS.salesOther));
    try {
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await protectedCall(session.authHeader)).statusCode).toBe(401);
    } finally {
      await ctx.db
        .update(users)
        .set({ active: true })
        .where(eq(users.username, DEMO_USERS.salesOther));
    }
  });
});

describe('logout', () => {
  it('refuses the access token at once, and only the access tokens of that session', async () => {
    const ended = await signIn(ctx.app, DEMO_USERS.sales);
    const other = await signIn(ctx.app, DEMO_USERS.sales);
    expect((await protectedCall(ended.authHeader)).statusCode).toBe(200);
    expect((await logout(ended.refreshToken)).statusCode).toBe(200);
    const after = await protectedCall(ended.authHeader);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await protectedCall(other.authHeader)).statusCode).toBe(200);
  });

  it('holds for every access token the session was given, also while many requests are in flight', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.manager);
    const rotated = refreshResponseSchema.parse((await refresh(session.refreshToken)).json()).data;
    await logout(rotated.refreshToken);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        protectedCall(i % 2 ? session.authHeader : bearer(rotated.accessToken)),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
  });
});

describe('what a server knows of revoked sessions', () => {
  it('at start: every revocation the database holds that has not expired, and nothing else', async () => {
    // The record is kept per database: a second Drizzle instance on the same data stands for a
    // restarted server, which loads the revocations from the table.
    const restarted =
      ctx.handle.driver === 'pglite'
        ? {
            ...ctx.handle,
            db: drizzle((ctx.db as unknown as { $client: never }).$client, {
              schema,
            }) as unknown as Database,
          }
        : ctx.handle;
    const [revoked, expired, unknown] = [randomUUID(), randomUUID(), randomUUID()];
    await ctx.db.insert(revokedSessions).values([
      { sessionId: revoked, expiresAt: new Date(Date.now() + 60_000) },
      { sessionId: expired, expiresAt: new Date(Date.now() - 1000) },
    ]);
    const watch = await watchRevokedSessions(restarted);
    expect(await watch.isRevoked(revoked)).toBe(true);
    expect(await watch.isRevoked(expired)).toBe(false);
    expect(await watch.isRevoked(unknown)).toBe(false);
    await watch.stop();
  });

  it('another server’s revocation from its notification, without asking the table per request', async () => {
    const watch = await watchRevokedSessions(ctx.handle);
    const sessionId = randomUUID();
    // What another server's revokeSession commits: the row and the notification.
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(revokedSessions)
        .values({ sessionId, expiresAt: new Date(Date.now() + 60_000) });
      await tx.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${sessionId})`);
    });
    await expect.poll(() => watch.isRevoked(sessionId), { timeout: 2000 }).toBe(true);
    // Known from memory: the row gone, the answer stays.
    await ctx.db.delete(revokedSessions).where(eq(revokedSessions.sessionId, sessionId));
    expect(await watch.isRevoked(sessionId)).toBe(true);
    await watch.stop();
  });

  it.runIf(testDriver() === 'pg')(
    'a revocation missed while the listening connection was lost is known within 2 s',
    async () => {
      const watch = await watchRevokedSessions(ctx.handle);
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'changdee-listen'`,
      );
      // Its row only: the notification is what a lost connection misses.
      const sessionId = randomUUID();
      await ctx.db
        .insert(revokedSessions)
        .values({ sessionId, expiresAt: new Date(Date.now() + 60_000) });
      await expect.poll(() => watch.isRevoked(sessionId), { timeout: 2000 }).toBe(true);
      await watch.stop();
    },
  );
});

describe('housekeeping', () => {
  it('deletes revocations once no access token of the session can be valid, and ended sessions', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.sales);
    await logout(session.refreshToken);
    const { familyId } = await rowOf(session.refreshToken);
    await ctx.db
      .update(revokedSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(revokedSessions.sessionId, familyId));
    await ctx.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, familyId));
    await purgeExpiredAuthRecords(ctx.db);
    expect(
      await ctx.db.select().from(revokedSessions).where(eq(revokedSessions.sessionId, familyId)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId)),
    ).toHaveLength(0);
  });
});
