import { describe, expect, it } from 'vitest';
import {
  conversionPercent,
  followUpCutoffs,
  QUOTATION_READERS,
  QUOTATIONS_SCOPE,
} from './quotation-follow-ups';

describe('the quotations the back office reads', () => {
  it('is read by Operators (everything) and Channel Managers (their channel), by no one else', () => {
    expect(QUOTATIONS_SCOPE).toEqual({ Operator: 'all', 'Channel Manager': 'channel' });
    expect(QUOTATION_READERS).toEqual(['Operator', 'Channel Manager']);
  });

  it('converts: approved of those sent, in percent with one decimal', () => {
    expect(conversionPercent({ sent: 3, approved: 1 })).toBe(33.3);
    expect(conversionPercent({ sent: 3, approved: 2 })).toBe(66.7);
    expect(conversionPercent({ sent: 8, approved: 8 })).toBe(100);
    expect(conversionPercent({ sent: 5, approved: 0 })).toBe(0);
    expect(conversionPercent({ sent: 0, approved: 0 })).toBeNull();
  });

  it('follows up what expires within three days and declines of the last seven', () => {
    const now = new Date('2031-06-10T03:00:00Z');
    expect(followUpCutoffs('2031-06-10', now)).toEqual({
      expiringFrom: '2031-06-10',
      expiringTo: '2031-06-13',
      declinedSince: new Date('2031-06-03T03:00:00Z'),
    });
  });
});
