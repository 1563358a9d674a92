import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { idempotencyKeys, type IdempotencyScope } from '../../db/schema/idempotency';

// The rows of idempotency_keys (decision 047): one per (scope, user, key).

export interface KeyRecord {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

const theKey = (scope: IdempotencyScope, userId: string, key: string) =>
  and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
  );

/**
 * Inserts the key's row; false when it exists already. A row another transaction inserted and
 * has not committed yet makes this wait until that one ends (then: false if it committed, true if
 * it rolled back and this insert took its place).
 */
export async function insertKey(
  db: DbExecutor,
  scope: IdempotencyScope,
  userId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ scope, userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function keyRecord(
  db: DbExecutor,
  scope: IdempotencyScope,
  userId: string,
  key: string,
): Promise<KeyRecord | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(theKey(scope, userId, key))
    .limit(1);
  return row ?? null;
}

export async function saveKeyAnswer(
  db: DbExecutor,
  scope: IdempotencyScope,
  userId: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(theKey(scope, userId, key));
}

/** Deletes the keys created before `before`; how many. */
export async function deleteKeysBefore(db: DbExecutor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
