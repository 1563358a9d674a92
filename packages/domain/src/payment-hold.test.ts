import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PolicyOrder } from './order-policy';
import { isBeforeScheduled, ORDER_STATUSES, PAYMENT_STATES } from './order-status';
import {
  afterHoldReleased,
  afterLatePayment,
  holdEndsAt,
  holdExpired,
  HOLD_REASONS,
  isHoldReason,
  placedOrder,
  statusWithBooking,
  type HoldFacts,
} from './payment-hold';

const ISSUED = new Date('2026-11-25T09:00:00.000Z');
const held = (facts: Partial<HoldFacts> = {}): HoldFacts => ({
  status: 'contractor_assigned',
  paymentState: 'pending',
  paymentMethod: 'promptpay',
  holdUntil: holdEndsAt(ISSUED, 30),
  holdReleasedAt: null,
  ...facts,
});
const minutesAfter = (minutes: number) => new Date(ISSUED.getTime() + minutes * 60_000);

const TEAM = 'c0000000-0000-4000-8000-000000000001';
const order = (facts: Partial<PolicyOrder> = {}): PolicyOrder => ({
  storeId: 'a0000000-0000-4000-8000-000000000001',
  channelCode: 'CD-RETAIL',
  status: 'created',
  paymentState: 'unpaid',
  requiresOnlinePayment: false,
  contractorId: TEAM,
  ...facts,
});

describe('the payment hold', () => {
  it('ends the hold time after the QR was issued', () => {
    expect(holdEndsAt(ISSUED, 30).toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it('runs out at its end, not a moment before', () => {
    expect(holdExpired(held(), minutesAfter(29))).toBe(false);
    expect(holdExpired(held(), minutesAfter(30))).toBe(true);
    expect(holdExpired(held({ status: 'created' }), minutesAfter(31))).toBe(true);
  });

  it('never runs out for a paid, store-paid, released, unissued or scheduled order', () => {
    const late = minutesAfter(60);
    expect(holdExpired(held({ paymentState: 'paid' }), late)).toBe(false);
    expect(holdExpired(held({ paymentState: 'unpaid' }), late)).toBe(false);
    expect(holdExpired(held({ paymentMethod: 'store' }), late)).toBe(false);
    expect(holdExpired(held({ holdReleasedAt: minutesAfter(30) }), late)).toBe(false);
    expect(holdExpired(held({ holdUntil: null }), late)).toBe(false);
    for (const status of ['scheduled', 'in_progress', 'completed', 'cancelled'] as const)
      expect(holdExpired(held({ status }), late)).toBe(false);
  });

  it('names its reasons with codes the history keeps', () => {
    expect(isHoldReason(HOLD_REASONS.slotTaken)).toBe(true);
    expect(isHoldReason('the customer changed their mind')).toBe(false);
  });
});

describe('the status that follows the booking', () => {
  it('is at least contractor assigned while booked, and unbooked once released', () => {
    expect(statusWithBooking({ status: 'created', paymentState: 'unpaid' }, true)).toBe(
      'contractor_assigned',
    );
    expect(statusWithBooking({ status: 'paid', paymentState: 'paid' }, true)).toBe(
      'contractor_assigned',
    );
    expect(
      statusWithBooking({ status: 'contractor_assigned', paymentState: 'pending' }, false),
    ).toBe('created');
    expect(statusWithBooking({ status: 'contractor_assigned', paymentState: 'paid' }, false)).toBe(
      'paid',
    );
  });

  it('leaves the people’s later steps alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_STATES),
        fc.boolean(),
        (status, paymentState, booked) => {
          const after = statusWithBooking({ status, paymentState }, booked);
          if (!isBeforeScheduled(status)) expect(after).toBe(status);
          else expect(after === 'contractor_assigned').toBe(booked);
        },
      ),
    );
  });

  it('places, releases and re-books an order', () => {
    expect(placedOrder(order()).status).toBe('contractor_assigned');
    expect(placedOrder(order({ contractorId: null })).status).toBe('created');
    const released = afterHoldReleased(placedOrder(order({ paymentState: 'pending' })));
    expect(released).toMatchObject({ status: 'created', contractorId: null });
    const paid = { ...released, paymentState: 'paid' as const, status: 'paid' as const };
    expect(afterLatePayment(paid, TEAM)).toMatchObject({
      status: 'contractor_assigned',
      contractorId: TEAM,
    });
    expect(afterLatePayment(paid, null)).toMatchObject({ status: 'cancelled', contractorId: null });
  });
});
