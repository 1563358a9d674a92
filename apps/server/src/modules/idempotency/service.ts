import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/client';
import type { IdempotencyScope } from '../../db/schema/idempotency';
import { AppError } from '../../errors';
import * as repository from './repository';

// The Idempotency-Key of the routes keyed by the person calling them (decision 047): an
// operator's refund (decision 039) and a technician's job step (decision 044), each its own
// scope of one table. It works as createCartOrder's (decision 018, orders/idempotency.ts, which
// keeps its per-store table and uses savedAnswer below): inside the request's transaction the
// key's row is inserted FIRST, so a concurrent request with the same key blocks on that row until
// the first transaction ends, then reads its saved answer; nothing it did itself has been written
// yet. If the first one failed (rolled back), its row is gone and the waiting one does the work
// instead — a failed request can be retried with its key.

/**
 * How long a key is kept: a repeat within 24 hours answers the saved answer; the purge job
 * deletes older keys, after which the key is new again. A client retries within minutes (the
 * technician's phone every 15 s while it has no answer), never a day later.
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** sha-256 of a value's JSON (the parsed body: its key order is the schema's, so stable). */
export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export interface SavedAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer to repeat for a key that was claimed already (the claim waited for the transaction
 * that inserted its row, which committed with its answer); IDEMPOTENCY_KEY_REUSED for another
 * request.
 */
export function savedAnswer(
  record: repository.KeyRecord | null,
  key: string,
  hash: string,
): SavedAnswer {
  if (!record || record.responseStatus === null)
    throw new AppError('CONFLICT', { details: { reason: 'idempotency' } });
  if (record.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { details: { key } });
  return { status: record.responseStatus, body: record.responseBody };
}

/**
 * Claims the user's key in the scope for this request, in the transaction. Null: the key is new,
 * go on (and call saveAnswer before committing). A saved answer: the key was used with the same
 * request; answer it again. Another request with this key: IDEMPOTENCY_KEY_REUSED (422).
 */
export async function claimKey(
  tx: DbExecutor,
  scope: IdempotencyScope,
  userId: string,
  key: string,
  hash: string,
): Promise<SavedAnswer | null> {
  if (await repository.insertKey(tx, scope, userId, key, hash)) return null;
  return savedAnswer(await repository.keyRecord(tx, scope, userId, key), key, hash);
}

export function saveAnswer(
  tx: DbExecutor,
  scope: IdempotencyScope,
  userId: string,
  key: string,
  answer: SavedAnswer,
): Promise<void> {
  return repository.saveKeyAnswer(tx, scope, userId, key, answer.status, answer.body);
}

/** Deletes the keys older than IDEMPOTENCY_KEY_RETENTION_HOURS at `now`; how many. */
export function purgeOldKeys(db: DbExecutor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 60 * 60 * 1000);
  return repository.deleteKeysBefore(db, before);
}
