import { describe, expect, it } from 'vitest';
import { attemptFor, randomKey } from './attempt-key';

describe('the checkout attempt’s Idempotency-Key', () => {
  it('stays the same while the same order is sent again', () => {
    const first = attemptFor({ a: 1, items: [1, 2] }, null, () => 'k1');
    expect(first.key).toBe('k1');
    expect(attemptFor({ a: 1, items: [1, 2] }, first, () => 'k2')).toBe(first);
  });

  it('is new for an order that changed', () => {
    const first = attemptFor({ a: 1 }, null, () => 'k1');
    expect(attemptFor({ a: 2 }, first, () => 'k2').key).toBe('k2');
  });

  it('is 128 random bits in hex, a valid header value', () => {
    const key = randomKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(key);
  });
});
