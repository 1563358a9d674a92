import { describe, expect, it } from 'vitest';
import {
  canRequestReschedule,
  DAY_MS,
  firstName,
  isLaterDay,
  isTrackingLinkExpired,
  movesTheJob,
  showsJobPhotos,
  showsTechnician,
  trackingLinkExpiry,
} from './tracking-link';

describe('tracking link', () => {
  const ended = new Date('2031-06-10T05:00:00Z');

  it('works while the job is open and for `days` after it ended', () => {
    expect(trackingLinkExpiry('scheduled', null, 14)).toBeNull();
    const expiry = trackingLinkExpiry('completed', ended, 14);
    expect(expiry).toEqual(new Date(ended.getTime() + 14 * DAY_MS));
    expect(trackingLinkExpiry('cancelled', ended, 1)).toEqual(new Date(ended.getTime() + DAY_MS));
    expect(isTrackingLinkExpired(expiry, new Date(expiry!.getTime() - 1))).toBe(false);
    expect(isTrackingLinkExpired(expiry, expiry!)).toBe(true);
    expect(isTrackingLinkExpired(null, ended)).toBe(false);
  });

  it('stays open through the last day a sent quotation may be answered, when that is later', () => {
    // Ended 10 June 12:00 Bangkok; the quotation may be answered up to 30 June (Bangkok).
    expect(trackingLinkExpiry('completed', ended, 14, '2031-06-30')).toEqual(
      new Date('2031-06-30T17:00:00Z'),
    );
    expect(trackingLinkExpiry('completed', ended, 14, '2031-06-12')).toEqual(
      new Date(ended.getTime() + 14 * DAY_MS),
    );
    expect(trackingLinkExpiry('in_progress', null, 14, '2031-06-30')).toBeNull();
  });

  it('counts an ended order without its ending recorded as long ended', () => {
    expect(trackingLinkExpiry('completed', null, 14)).toEqual(new Date(14 * DAY_MS));
  });

  it('names the technician only on the way, and takes reschedule requests until then', () => {
    expect(showsTechnician('on_the_way')).toBe(true);
    expect(showsTechnician('in_progress')).toBe(true);
    expect(showsTechnician('scheduled')).toBe(false);
    expect(showsTechnician('completed')).toBe(true);
    expect(showsTechnician('cancelled')).toBe(false);
    expect(showsJobPhotos('completed')).toBe(true);
    expect(showsJobPhotos('in_progress')).toBe(false);
    expect(canRequestReschedule('created')).toBe(true);
    expect(canRequestReschedule('scheduled')).toBe(true);
    expect(canRequestReschedule('in_progress')).toBe(false);
    expect(canRequestReschedule('cancelled')).toBe(false);
  });

  it('takes only a later day as the date the customer asks for', () => {
    expect(isLaterDay('2031-06-11', '2031-06-10')).toBe(true);
    expect(isLaterDay('2031-06-10', '2031-06-10')).toBe(false);
  });

  it('takes the first word of a name', () => {
    expect(firstName('  สมชาย  ใจดี ')).toBe('สมชาย');
    expect(firstName('')).toBe('');
  });

  it('decides a customer’s request when the job changes date or team, by any path', () => {
    expect(movesTheJob([{ kind: 'expected_date' }])).toBe(true);
    expect(movesTheJob([{ kind: 'status' }, { kind: 'contractor' }])).toBe(true);
    expect(movesTheJob([{ kind: 'status' }, { kind: 'payment' }, { kind: 'problem' }])).toBe(false);
    expect(movesTheJob([])).toBe(false);
  });
});
