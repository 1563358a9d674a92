import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  it('accepts the listed strings only', () => {
    const sizes = ['S', 'M'] as const;
    expect(isOneOf(sizes, 'S')).toBe(true);
    expect(isOneOf(sizes, 's')).toBe(false);
    expect(isOneOf(sizes, 1)).toBe(false);
    expect(isOneOf(sizes, null)).toBe(false);
  });
});
