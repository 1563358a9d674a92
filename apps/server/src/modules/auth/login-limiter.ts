import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { knownSignInAddresses, loginAttempts } from '../../db/schema/identity';

// Sign-in limits that slow guessing without handing an attacker a way to lock a clerk out
// (decision 008). Every attempt is counted BEFORE its password is checked, in one statement that
// locks the counters it reads, so many guesses at once can never get more passwords checked than
// the limits allow. Counters, per key, in the database (every server counts the same attempts):
//   pair     (username, address)  always;
//   user     (username)           only from addresses the username has not signed in from;
//   address  (client address)     only for usernames that have not signed in from it.
// Each key admits a few attempts per window at once, then one at a time with a doubling wait.
// A clerk at the store where they sign in every day is held back only by their own pair, so
// guesses from elsewhere (user) or by others behind the same address (address) do not stop them.

export type LimitKind = 'pair' | 'user' | 'address';

export interface LimitPolicy {
  windowSeconds: number;
  /** Attempts admitted at once in a window; after that each one waits for the previous wait × 2. */
  freeAttempts: number;
  backoffSeconds: number;
  maxBackoffSeconds: number;
}

const DAY = 24 * 60 * 60;
export const SIGN_IN_LIMITS: Record<LimitKind, LimitPolicy> = {
  pair: { windowSeconds: DAY, freeAttempts: 5, backoffSeconds: 60, maxBackoffSeconds: 3600 },
  user: { windowSeconds: DAY, freeAttempts: 20, backoffSeconds: 60, maxBackoffSeconds: 3600 },
  address: { windowSeconds: DAY, freeAttempts: 30, backoffSeconds: 60, maxBackoffSeconds: 3600 },
};

/** A successful sign-in makes its address known to the username for this long. */
export const KNOWN_ADDRESS_DAYS = 90;

/** Counters stay this long past their expiry, so a row never vanishes mid-admission. */
const PURGE_AFTER_EXPIRY = sql`interval '1 hour'`;

export interface SignInOrigin {
  /** Normalised username (may name no account: unknown users are counted the same way). */
  username: string;
  /** addressKey() of the client. */
  address: string;
}

interface CountedKey {
  key: string;
  kind: LimitKind;
}

export type Admission =
  { admitted: true; keys: CountedKey[] } | { admitted: false; retryAfterSeconds: number };

export async function isKnownAddress(db: DbExecutor, origin: SignInOrigin): Promise<boolean> {
  const rows = await db
    .select({ username: knownSignInAddresses.username })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.username, origin.username),
        eq(knownSignInAddresses.address, origin.address),
        gt(
          knownSignInAddresses.lastSuccessAt,
          sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

function keysFor(origin: SignInOrigin, known: boolean): CountedKey[] {
  const keys: CountedKey[] = [{ key: `pair:${origin.username}|${origin.address}`, kind: 'pair' }];
  if (!known) {
    keys.push({ key: `user:${origin.username}`, kind: 'user' });
    keys.push({ key: `address:${origin.address}`, kind: 'address' });
  }
  // One lock order for every caller, so two admissions never wait on each other in a cycle.
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Counts one attempt on every key of the origin, or on none when any key refuses it. Admitted
 * means the password may be checked; refused comes with the seconds until the next admission.
 */
export async function admitSignInAttempt(db: DbExecutor, origin: SignInOrigin): Promise<Admission> {
  const keys = keysFor(origin, await isKnownAddress(db, origin));

  // The counting statement locks existing rows, so the rows must exist first: an insert racing
  // another insert of the same new key cannot be decided on (both would see no row).
  await db
    .insert(loginAttempts)
    .values(
      keys.map(({ key, kind }) => ({
        key,
        attempts: 0,
        windowStartedAt: sql`now()`,
        expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_LIMITS[kind].windowSeconds})`,
      })),
    )
    .onConflictDoNothing();

  const policies = sql.join(
    keys.map(({ key, kind }) => {
      const p = SIGN_IN_LIMITS[kind];
      return sql`(${key}::text, ${p.windowSeconds}::int, ${p.freeAttempts}::int, ${p.backoffSeconds}::int, ${p.maxBackoffSeconds}::int)`;
    }),
    sql`, `,
  );
  // One statement: lock the counters, refuse if any key is waiting, else count on every key.
  const result = await db.execute(sql`
    with policy (key, window_s, free, backoff_s, max_backoff_s) as (values ${policies}),
    current_rows as materialized (
      select key, attempts, window_started_at, blocked_until
      from login_attempts
      where key in (select key from policy)
      order by key
      for update
    ),
    state as materialized (
      select c.key, p.window_s, p.free, p.backoff_s, p.max_backoff_s, c.window_started_at,
        c.blocked_until,
        c.window_started_at <= now() - make_interval(secs => p.window_s) as expired,
        case when c.window_started_at <= now() - make_interval(secs => p.window_s)
          then 1 else c.attempts + 1 end as next_attempts
      from current_rows c join policy p using (key)
    ),
    refusing as (
      select ceil(extract(epoch from least(blocked_until,
        window_started_at + make_interval(secs => window_s)) - now()))::int as wait
      from state
      where not expired and blocked_until > now()
    ),
    counted as (
      update login_attempts a set
        attempts = s.next_attempts,
        window_started_at = case when s.expired then now() else s.window_started_at end,
        blocked_until = n.blocked_until,
        expires_at = greatest(
          case when s.expired then now() else s.window_started_at end
            + make_interval(secs => s.window_s),
          n.blocked_until)
      from state s
      cross join lateral (
        select case when s.next_attempts >= s.free
          then now() + make_interval(secs => least(
            s.backoff_s * power(2, s.next_attempts - s.free), s.max_backoff_s))
        end as blocked_until
      ) n
      where a.key = s.key and not exists (select 1 from refusing)
      returning a.key
    )
    select (select count(*) from counted)::int as counted,
      coalesce((select max(wait) from refusing), 0)::int as retry_after
  `);
  const [row] = (result as unknown as { rows: Array<{ counted: number; retry_after: number }> })
    .rows;
  if (row && Number(row.counted) === keys.length) return { admitted: true, keys };
  return { admitted: false, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
}

/**
 * After the right password: the attempt is given back (the pair starts afresh, the wider keys
 * lose one attempt) and the address becomes known to the username.
 */
export async function settleSuccessfulSignIn(
  db: DbExecutor,
  origin: SignInOrigin,
  admission: { keys: CountedKey[] },
): Promise<void> {
  const [pair] = admission.keys.filter((k) => k.kind === 'pair').map((k) => k.key);
  const isPair = sql`${loginAttempts.key} = ${pair}`;
  await db
    .update(loginAttempts)
    .set({
      attempts: sql`case when ${isPair} then 0 else greatest(${loginAttempts.attempts} - 1, 0) end`,
      blockedUntil: sql`case when ${isPair} then null else ${loginAttempts.blockedUntil} end`,
    })
    .where(
      inArray(
        loginAttempts.key,
        admission.keys.map((k) => k.key),
      ),
    );
  await db
    .insert(knownSignInAddresses)
    .values({ ...origin, lastSuccessAt: sql`now()` })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.username, knownSignInAddresses.address],
      set: { lastSuccessAt: sql`now()` },
    });
}

/** Deletes counters long expired and addresses not signed in from for KNOWN_ADDRESS_DAYS. */
export async function purgeSignInRecords(db: DbExecutor): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.expiresAt, sql`now() - ${PURGE_AFTER_EXPIRY}`));
  await db
    .delete(knownSignInAddresses)
    .where(
      lt(
        knownSignInAddresses.lastSuccessAt,
        sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
      ),
    );
}
