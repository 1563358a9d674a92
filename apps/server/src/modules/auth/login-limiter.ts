import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { loginAttempts } from '../../db/schema/identity';

// Failed sign-ins are counted per client address and per username in the database (one fixed
// window per key), so every server behind a balancer sees the same counts and a restart does not
// reset them. Only failures count: a busy office behind one address signing in correctly is never
// blocked, while guessing is. A success clears the username's counter.

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 25;

export interface LoginKeys {
  ip: string;
  username: string;
}

const keysOf = ({ ip, username }: LoginKeys) => ({ ip: `ip:${ip}`, user: `user:${username}` });

/** Seconds until the caller may try again, or 0 when neither key has used up its failures. */
export async function loginRetryAfter(db: DbExecutor, keys: LoginKeys): Promise<number> {
  const k = keysOf(keys);
  const rows = await db
    .select({
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      remaining: sql<number>`ceil(extract(epoch from (${loginAttempts.windowStartedAt} + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now())))::int`,
    })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [k.ip, k.user]));
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === k.ip ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_USERNAME;
    const remaining = Number(row.remaining);
    if (row.failures >= limit && remaining > 0) wait = Math.max(wait, remaining);
  }
  return wait;
}

/** Counts one failure on both keys; a window that has run out starts again at 1. */
export async function recordLoginFailure(db: DbExecutor, keys: LoginKeys): Promise<void> {
  const k = keysOf(keys);
  const expired = sql`${loginAttempts.windowStartedAt} <= now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`;
  await db
    .insert(loginAttempts)
    .values([
      { key: k.ip, failures: 1, windowStartedAt: sql`now()` },
      { key: k.user, failures: 1, windowStartedAt: sql`now()` },
    ])
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

export async function clearLoginFailures(db: DbExecutor, username: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [`user:${username}`]));
}
