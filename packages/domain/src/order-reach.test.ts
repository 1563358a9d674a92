import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, readReach, type PolicyActor, type PolicyOrder } from './order-policy';
import { inReach, reachOf } from './order-reach';
import { ORDER_STATUSES, PAYMENT_STATES } from './order-status';
import { ROLES } from './roles';

const STORE = 'A0000000-0000-4000-8000-000000000001';
const TEAM = 'C0000000-0000-4000-8000-000000000001';

const actor: PolicyActor = {
  role: 'Channel Manager',
  storeIds: [STORE],
  channels: ['CD-RETAIL'],
  teamId: TEAM,
};

describe('what a scope reaches', () => {
  it('is every order, or the stores, channels or team it names (ids without case)', () => {
    expect(reachOf(actor, 'all')).toEqual({ all: true });
    expect(reachOf(actor, 'store')).toEqual({
      all: false,
      storeIds: [STORE.toLowerCase()],
      channels: [],
      teamIds: [],
    });
    expect(reachOf(actor, 'channel')).toMatchObject({
      storeIds: [STORE.toLowerCase()],
      channels: ['CD-RETAIL'],
    });
    expect(reachOf(actor, 'team')).toMatchObject({ teamIds: [TEAM.toLowerCase()], storeIds: [] });
    expect(reachOf({ ...actor, teamId: null }, 'team')).toMatchObject({ teamIds: [] });
    expect(reachOf(actor, undefined)).toEqual({
      all: false,
      storeIds: [],
      channels: [],
      teamIds: [],
    });
  });

  it('places an order by its store, channel or booked team', () => {
    const order: PolicyOrder = {
      storeId: STORE.toLowerCase(),
      channelCode: 'CD-BUILD',
      status: 'created',
      paymentState: 'unpaid',
      requiresOnlinePayment: false,
      contractorId: null,
    };
    expect(inReach({ all: true }, order)).toBe(true);
    expect(inReach(reachOf(actor, 'store'), order)).toBe(true);
    expect(inReach(reachOf(actor, 'team'), order)).toBe(false);
    expect(inReach(reachOf(actor, 'team'), { ...order, contractorId: TEAM.toLowerCase() })).toBe(
      true,
    );
    expect(inReach(reachOf(actor, 'channel'), { ...order, storeId: 'other' })).toBe(false);
    expect(
      inReach(reachOf(actor, 'channel'), {
        ...order,
        storeId: 'other',
        channelCode: 'CD-RETAIL',
      }),
    ).toBe(true);
  });

  it('readReach is exactly what `can(read)` lets each role see', () => {
    const id = fc.constantFrom('s1', 's2', 'S1');
    fc.assert(
      fc.property(
        fc.record({
          role: fc.constantFrom(...ROLES),
          storeIds: fc.array(id, { maxLength: 2 }),
          channels: fc.array(fc.constantFrom('CD-RETAIL', 'CD-BUILD'), { maxLength: 2 }),
          teamId: fc.option(fc.constantFrom('t1', 'T2')),
        }),
        fc.record({
          storeId: id,
          channelCode: fc.constantFrom('CD-RETAIL', 'CD-BUILD'),
          status: fc.constantFrom(...ORDER_STATUSES),
          paymentState: fc.constantFrom(...PAYMENT_STATES),
          requiresOnlinePayment: fc.boolean(),
          contractorId: fc.option(fc.constantFrom('t1', 't2')),
        }),
        (who, order) => {
          expect(inReach(readReach(who), order)).toBe(can(who, 'read', order).allowed);
        },
      ),
    );
  });
});
