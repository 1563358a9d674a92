import type { DbExecutor } from '../../db/client';
import { requestHash, savedAnswer, type SavedAnswer } from '../idempotency/service';
import * as repository from './repository';

// createCartOrder's Idempotency-Key, like Stripe's (decision 018). Inside the order's
// transaction the key's row is inserted FIRST: a concurrent request with the same key blocks on
// that row until the first transaction ends, then reads its saved answer; nothing it did itself
// has been written yet. If the first one failed (rolled back), its row is gone and the waiting one
// places the order instead — a failed request can be retried with its key. Its keys are per
// store (order_idempotency_keys); the keys of routes keyed by a person (refunds, job steps) are
// modules/idempotency's (decision 047), whose hash and saved-answer rules these share.

export { requestHash, savedAnswer, type SavedAnswer };

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

export function saveAnswer(
  tx: DbExecutor,
  storeId: string,
  key: string,
  answer: SavedAnswer,
): Promise<void> {
  return repository.saveIdempotentAnswer(tx, storeId, key, answer.status, answer.body);
}
