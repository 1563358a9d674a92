import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

// createCartOrder's Idempotency-Key, like Stripe's (decision 018). Inside the order's
// transaction the key's row is inserted FIRST: a concurrent request with the same key blocks on
// that row until the first transaction ends, then reads its saved answer; nothing it did itself
// has been written yet. If the first one failed (rolled back), its row is gone and the waiting one
// places the order instead — a failed request can be retried with its key.

/** sha-256 of a value's JSON (the parsed body: its key order is the schema's, so stable). */
export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export interface SavedAnswer {
  status: number;
  body: unknown;
}

/**
 * Claims the key for this request in the transaction. Null: the key is new, go on (and call
 * saveAnswer before committing). A saved answer: the key was used with the same request; answer
 * it again. Another request with this key: IDEMPOTENCY_KEY_REUSED (422).
 */
export async function claimKey(
  tx: DbExecutor,
  storeId: string,
  key: string,
  hash: string,
): Promise<SavedAnswer | null> {
  if (await repository.claimIdempotencyKey(tx, storeId, key, hash)) return null;
  return savedAnswer(await repository.idempotencyRecord(tx, storeId, key), key, hash);
}

/**
 * The answer to repeat for a key that was claimed already (the claim waited for the transaction
 * that inserted its row, which committed with its answer); IDEMPOTENCY_KEY_REUSED for another
 * request.
 */
export function savedAnswer(
  record: repository.IdempotencyRecord | null,
  key: string,
  hash: string,
): SavedAnswer {
  if (!record || record.responseStatus === null)
    throw new AppError('CONFLICT', { details: { reason: 'idempotency' } });
  if (record.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { details: { key } });
  return { status: record.responseStatus, body: record.responseBody };
}

export function saveAnswer(
  tx: DbExecutor,
  storeId: string,
  key: string,
  answer: SavedAnswer,
): Promise<void> {
  return repository.saveIdempotentAnswer(tx, storeId, key, answer.status, answer.body);
}

/** claimKey for an operator's refund: keyed by the operator, who has no store. */
export async function claimRefundKey(
  tx: DbExecutor,
  userId: string,
  key: string,
  hash: string,
): Promise<SavedAnswer | null> {
  if (await repository.claimRefundKey(tx, userId, key, hash)) return null;
  return savedAnswer(await repository.refundKeyRecord(tx, userId, key), key, hash);
}

export function saveRefundAnswer(
  tx: DbExecutor,
  userId: string,
  key: string,
  answer: SavedAnswer,
): Promise<void> {
  return repository.saveRefundAnswer(tx, userId, key, answer.status, answer.body);
}
