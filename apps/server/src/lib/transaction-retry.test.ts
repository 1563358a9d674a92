import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { isRetryable, sqlState, withTransactionRetry } from './transaction-retry';

// The database's own aborts are produced for real on PostgreSQL in the orders tests (crossing
// changes of date); here the rule itself, with errors shaped like the drivers' (code on the error
// Drizzle wraps as its cause).
const driverError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const wrapped = (code: string) => new Error('Failed query', { cause: driverError(code) });

describe('withTransactionRetry', () => {
  it('reads the SQLSTATE through Drizzle’s wrapping', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState(new Error('no code'))).toBeNull();
    expect(sqlState('not an error')).toBeNull();
    expect(isRetryable(wrapped('40001'))).toBe(true);
    expect(isRetryable(wrapped('23505'))).toBe(false);
  });

  it('runs again after a deadlock or serialization failure until it commits', async () => {
    const failures = [wrapped('40P01'), wrapped('40001')];
    let runs = 0;
    const retried: number[] = [];
    const result = await withTransactionRetry(
      async () => {
        runs += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'committed';
      },
      { onRetry: (_error, attempt) => retried.push(attempt) },
    );
    expect(result).toBe('committed');
    expect(runs).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('answers 409 CONFLICT after the last attempt', async () => {
    let runs = 0;
    const outcome = await withTransactionRetry(
      async () => {
        runs += 1;
        throw wrapped('40P01');
      },
      { attempts: 3 },
    ).catch((error: unknown) => error);
    expect(runs).toBe(3);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('CONFLICT');
    expect((outcome as AppError).status).toBe(409);
  });

  it('lets any other failure through at once', async () => {
    let runs = 0;
    const failure = new AppError('SLOT_FULL');
    await expect(
      withTransactionRetry(async () => {
        runs += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(runs).toBe(1);
  });
});
