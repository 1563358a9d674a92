import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeDate,
  canTransition,
  isBeforeScheduled,
  isOrderOpen,
  isOrderStatus,
  isTeamAtWork,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  statusAfterPayment,
} from './order-status';

const status = fc.constantFrom(...ORDER_STATUSES);

describe('order status transitions', () => {
  it('follow the life of a job', () => {
    expect(canTransition('created', 'paid')).toBe(true);
    expect(canTransition('paid', 'contractor_assigned')).toBe(true);
    expect(canTransition('contractor_assigned', 'scheduled')).toBe(true);
    expect(canTransition('scheduled', 'in_progress')).toBe(true);
    expect(canTransition('in_progress', 'completed')).toBe(true);
    expect(canTransition('scheduled', 'on_the_way')).toBe(true);
    expect(canTransition('on_the_way', 'in_progress')).toBe(true);
    expect(canTransition('scheduled', 'in_progress')).toBe(true);
    expect(canTransition('on_the_way', 'scheduled')).toBe(false);
    expect(canTransition('created', 'contractor_assigned')).toBe(true);
  });

  it('never go back, never skip the work, never leave a final status', () => {
    expect(canTransition('paid', 'created')).toBe(false);
    expect(canTransition('created', 'completed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    fc.assert(
      fc.property(status, (to) => {
        expect(canTransition('completed', to)).toBe(false);
        expect(canTransition('cancelled', to)).toBe(false);
      }),
    );
  });

  it('move every status forward along the list (no cycles), cancelling aside', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (canTransition(from, to) && to !== 'cancelled')
          expect(ORDER_STATUSES.indexOf(to)).toBeGreaterThan(ORDER_STATUSES.indexOf(from));
      }),
    );
    expect(Object.keys(ORDER_TRANSITIONS)).toEqual([...ORDER_STATUSES]);
  });

  it('let an open order be cancelled, re-dated and paid', () => {
    expect(isOrderOpen('on_the_way')).toBe(true);
    expect(ORDER_STATUSES.filter(isTeamAtWork)).toEqual([
      'contractor_assigned',
      'scheduled',
      'on_the_way',
      'in_progress',
    ]);
    for (const s of ORDER_STATUSES) {
      if (isOrderOpen(s)) expect(canTransition(s, 'cancelled')).toBe(true);
      expect(canChangeDate(s)).toBe(isOrderOpen(s));
      if (isBeforeScheduled(s)) expect(isOrderOpen(s)).toBe(true);
    }
  });

  it('move a new order to paid when paid, and leave any other as it is', () => {
    expect(statusAfterPayment('created')).toBe('paid');
    for (const s of ORDER_STATUSES.filter((x) => x !== 'created'))
      expect(statusAfterPayment(s)).toBe(s);
  });

  it('recognise its own vocabulary', () => {
    expect(isOrderStatus('scheduled')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});
