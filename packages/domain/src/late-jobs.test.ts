import { describe, expect, it } from 'vitest';
import type { ORDER_STATUSES } from './order-status';
import { LATE_STATUSES, lateCutoffs, lateReason } from './late-jobs';

// Bangkok is UTC+7: 09:29 there is 02:29Z.
const at = (bangkok: string) => new Date(`${bangkok}+07:00`);
const job = (date: string, slot: '1' | '2', status: (typeof ORDER_STATUSES)[number]) => ({
  date,
  slot,
  status,
});

describe('late jobs', () => {
  it('splits the statuses: before setting off, and set off but not done', () => {
    expect(LATE_STATUSES).toEqual({
      not_on_the_way: ['created', 'paid', 'contractor_assigned', 'scheduled'],
      not_completed: ['on_the_way', 'in_progress'],
    });
  });

  it('a morning job is late from 09:30 when its technician has not set off', () => {
    const today = '2031-06-10';
    expect(lateReason(job(today, '1', 'scheduled'), at('2031-06-10T09:29:59'))).toBeNull();
    expect(lateReason(job(today, '1', 'scheduled'), at('2031-06-10T09:30:00'))).toBe(
      'not_on_the_way',
    );
    expect(lateReason(job(today, '1', 'created'), at('2031-06-10T09:30:00'))).toBe(
      'not_on_the_way',
    );
  });

  it('a job on its way is late once its slot has ended without being completed', () => {
    expect(lateReason(job('2031-06-10', '1', 'on_the_way'), at('2031-06-10T11:59:59'))).toBeNull();
    expect(lateReason(job('2031-06-10', '1', 'in_progress'), at('2031-06-10T12:00:00'))).toBe(
      'not_completed',
    );
    expect(lateReason(job('2031-06-10', '2', 'in_progress'), at('2031-06-10T16:59:00'))).toBeNull();
    expect(lateReason(job('2031-06-10', '2', 'on_the_way'), at('2031-06-10T17:00:00'))).toBe(
      'not_completed',
    );
  });

  it('an afternoon job waits until 13:30; an earlier day’s open job is late; a later one is not', () => {
    expect(lateReason(job('2031-06-10', '2', 'paid'), at('2031-06-10T13:29:00'))).toBeNull();
    expect(lateReason(job('2031-06-10', '2', 'paid'), at('2031-06-10T13:30:00'))).toBe(
      'not_on_the_way',
    );
    expect(lateReason(job('2031-06-09', '2', 'paid'), at('2031-06-10T00:10:00'))).toBe(
      'not_on_the_way',
    );
    expect(lateReason(job('2031-06-11', '1', 'paid'), at('2031-06-10T23:59:00'))).toBeNull();
  });

  it('completed and cancelled jobs are never late', () => {
    for (const status of ['completed', 'cancelled'] as const)
      expect(lateReason(job('2031-06-01', '1', status), at('2031-06-10T12:00:00'))).toBeNull();
  });

  it('gives each reason and slot its last late date, Bangkok’s day whatever the machine’s', () => {
    // 01:00 in Bangkok is still the day before in UTC.
    expect(lateCutoffs(at('2031-06-10T01:00:00'))).toEqual({
      not_on_the_way: { '1': '2031-06-09', '2': '2031-06-09' },
      not_completed: { '1': '2031-06-09', '2': '2031-06-09' },
    });
    expect(lateCutoffs(at('2031-06-10T14:00:00'))).toEqual({
      not_on_the_way: { '1': '2031-06-10', '2': '2031-06-10' },
      not_completed: { '1': '2031-06-10', '2': '2031-06-09' },
    });
  });
});
