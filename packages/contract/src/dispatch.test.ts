import { describe, expect, it } from 'vitest';
import { DISPATCH_TEAMS_DEFAULT, DISPATCH_TEAMS_MAX, dispatchQuerySchema } from './dispatch';

// The board is read a page of teams at a time (issue 29 item 5): no answer holds every team.

describe('the dispatch board query', () => {
  it('serves 50 teams by default and at most 100, however many are asked for', () => {
    const parse = (limit?: string) =>
      dispatchQuerySchema.parse({ date: '2026-11-28', ...(limit ? { limit } : {}) }).limit;
    expect(parse()).toBe(DISPATCH_TEAMS_DEFAULT);
    expect(parse('80')).toBe(80);
    expect(parse('1000')).toBe(DISPATCH_TEAMS_MAX);
    expect(DISPATCH_TEAMS_MAX).toBe(100);
    expect(dispatchQuerySchema.safeParse({ date: '2026-11-28', limit: '0' }).success).toBe(false);
  });
});
