import { AppError } from '../errors';

// A transaction the database aborted because it lost a race — a serialization failure (40001) or
// a deadlock (40P01, e.g. two changes of date that cross, each freeing what the other wants) — is
// run again from the start a bounded number of times, then answered 409 CONFLICT. Everything the
// transaction wrote was rolled back, so running it again is safe (docs/ARCHITECTURE.md, Orders).

/** SQLSTATEs that mean "run the transaction again". */
const RETRYABLE = new Set(['40001', '40P01']);

export const TRANSACTION_ATTEMPTS = 4;

/** The SQLSTATE of a driver error, through Drizzle's wrapping (error.cause). */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export const isRetryable = (error: unknown): boolean => RETRYABLE.has(sqlState(error) ?? '');

/** A few milliseconds, more after each attempt, spread so that the losers do not meet again. */
const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * Runs `work` (which opens its own transaction) until it commits, retrying serialization failures
 * and deadlocks up to `attempts` times in all; then AppError CONFLICT (409).
 */
export async function withTransactionRetry<T>(
  work: () => Promise<T>,
  options: { attempts?: number; onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= attempts)
        throw new AppError('CONFLICT', { details: { reason: 'retry', sqlState: sqlState(error) } });
      options.onRetry?.(error, attempt);
      await backoff(attempt);
    }
  }
}
