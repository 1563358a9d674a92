import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterAction,
  allowedActions,
  can,
  needsReason,
  needsReference,
  ORDER_ACTIONS,
  ORDER_POLICY,
  statusAction,
  type Decision,
  type OrderAction,
  type PolicyActor,
  type PolicyOrder,
} from './order-policy';
import { ORDER_STATUSES, PAYMENT_STATES, statusAfterPayment } from './order-status';
import { afterHoldReleased, afterLatePayment, placedOrder } from './payment-hold';
import {
  hasReceivedPayment,
  paymentSummary,
  refundRefusal,
  type LedgerAmount,
} from './payment-ledger';
import { ROLES, type Role } from './roles';

const STORE = 'a0000000-0000-4000-8000-000000000001';
const OTHER_STORE = 'a0000000-0000-4000-8000-000000000002';
const TEAM = 'c0000000-0000-4000-8000-000000000001';
const OTHER_TEAM = 'c0000000-0000-4000-8000-000000000002';

const order = (facts: Partial<PolicyOrder> = {}): PolicyOrder => ({
  storeId: STORE,
  channelCode: 'CD-RETAIL',
  status: 'created',
  paymentState: 'unpaid',
  requiresOnlinePayment: false,
  contractorId: TEAM,
  ...facts,
});

const actor = (role: Role, facts: Partial<PolicyActor> = {}): PolicyActor => ({
  role,
  storeIds: role === 'Operator' || role === 'Technician' ? [] : [STORE],
  channels: role === 'Operator' || role === 'Technician' ? [] : ['CD-RETAIL'],
  teamId: role === 'Technician' ? TEAM : null,
  ...facts,
});

const reason = (decision: Decision) => (decision.allowed ? null : decision.reason);

const STATUS_STEPS: OrderAction[] = [
  'assign_contractor',
  'schedule',
  'depart',
  'start',
  'complete',
];

describe('the order policy', () => {
  it('lets a store clerk and a channel manager re-date, pay, cancel and record a quotation’s approval on their own store’s orders', () => {
    for (const role of ['Sales', 'Channel Manager'] as const) {
      const me = actor(role);
      expect(allowedActions(me, order())).toEqual([
        'read',
        'change_date',
        'pay_store',
        'pay_promptpay',
        'pay_bank_transfer',
        'cancel',
        'approve_quotation',
      ]);
      expect(can(me, 'approve_quotation', order({ status: 'completed' }))).toEqual({
        allowed: true,
      });
      expect(can(me, 'approve_quotation', order({ storeId: OTHER_STORE }))).toMatchObject({
        allowed: false,
      });
      for (const action of STATUS_STEPS)
        expect(can(me, action, order({ status: 'scheduled' }))).toEqual({
          allowed: false,
          reason: 'forbidden',
        });
    }
  });

  it('never lets a store cancel a paid or started job, nor re-date a scheduled one', () => {
    const me = actor('Sales');
    expect(can(me, 'cancel', order({ paymentState: 'paid', status: 'paid' }))).toEqual({
      allowed: false,
      reason: 'forbidden',
    });
    expect(can(me, 'cancel', order({ status: 'in_progress' })).allowed).toBe(false);
    expect(can(me, 'cancel', order({ paymentState: 'pending' })).allowed).toBe(true);
    expect(can(me, 'change_date', order({ status: 'contractor_assigned' })).allowed).toBe(true);
    expect(can(me, 'change_date', order({ status: 'scheduled' }))).toEqual({
      allowed: false,
      reason: 'closed',
    });
  });

  it('hides another store’s order, but shows a channel manager every order of their channel', () => {
    const other = order({ storeId: OTHER_STORE });
    expect(can(actor('Sales'), 'read', other)).toEqual({ allowed: false, reason: 'not_found' });
    expect(can(actor('Sales'), 'cancel', other)).toEqual({ allowed: false, reason: 'not_found' });
    expect(can(actor('Channel Manager'), 'read', other)).toEqual({ allowed: true });
    expect(can(actor('Channel Manager'), 'cancel', other)).toEqual({
      allowed: false,
      reason: 'forbidden',
    });
    expect(
      can(
        actor('Channel Manager'),
        'read',
        order({ storeId: OTHER_STORE, channelCode: 'CD-BUILD' }),
      ),
    ).toEqual({ allowed: false, reason: 'not_found' });
    expect(can(actor('Sales', { storeIds: [STORE.toUpperCase()] }), 'read', order()).allowed).toBe(
      true,
    );
  });

  it('lets the external brand only read its own store’s orders', () => {
    expect(allowedActions(actor('External Brand'), order())).toEqual(['read']);
    expect(can(actor('External Brand'), 'read', order({ storeId: OTHER_STORE })).allowed).toBe(
      false,
    );
  });

  it('lets an operator take every step of any order, and cancel a job in progress', () => {
    const op = actor('Operator');
    let current = order({ storeId: OTHER_STORE, channelCode: 'CD-BUILD' });
    for (const action of STATUS_STEPS) {
      expect(can(op, action, current)).toEqual({ allowed: true });
      current = afterAction(current, action);
    }
    expect(current.status).toBe('completed');
    expect(can(op, 'cancel', order({ status: 'in_progress', paymentState: 'paid' })).allowed).toBe(
      true,
    );
    expect(can(op, 'change_date', order({ status: 'scheduled' })).allowed).toBe(true);
    expect(can(op, 'change_date', order({ status: 'in_progress' })).allowed).toBe(false);
    expect(can(op, 'cancel', order({ status: 'completed' }))).toEqual({
      allowed: false,
      reason: 'status',
    });
  });

  it('lets a technician work only their own team’s jobs', () => {
    const tech = actor('Technician');
    expect(allowedActions(tech, order({ status: 'contractor_assigned' }))).toEqual([
      'read',
      'schedule',
      'report_problem',
    ]);
    expect(allowedActions(tech, order({ status: 'scheduled' }))).toEqual([
      'read',
      'depart',
      'start',
      'report_problem',
    ]);
    expect(allowedActions(tech, order({ status: 'on_the_way' }))).toEqual([
      'read',
      'start',
      'report_problem',
    ]);
    expect(can(tech, 'start', order({ status: 'contractor_assigned' }))).toEqual({
      allowed: false,
      reason: 'status',
    });
    expect(reason(can(tech, 'read', order({ contractorId: OTHER_TEAM })))).toBe('not_found');
    expect(can(tech, 'read', order({ contractorId: null })).allowed).toBe(false);
    expect(can(actor('Technician', { teamId: null }), 'read', order()).allowed).toBe(false);
    expect(reason(can(tech, 'cancel', order()))).toBe('forbidden');
  });

  it('takes a problem report only while a team holds the job, and changes no status', () => {
    const tech = actor('Technician');
    for (const status of ['contractor_assigned', 'scheduled', 'on_the_way', 'in_progress'] as const)
      expect(can(tech, 'report_problem', order({ status })).allowed).toBe(true);
    for (const status of ['created', 'paid', 'completed', 'cancelled'] as const)
      expect(reason(can(actor('Operator'), 'report_problem', order({ status })))).toBe('status');
    expect(reason(can(actor('Sales'), 'report_problem', order({ status: 'scheduled' })))).toBe(
      'forbidden',
    );
    const flagged = afterAction(order({ status: 'on_the_way' }), 'report_problem');
    expect(flagged).toEqual(order({ status: 'on_the_way' }));
  });

  it('does not schedule an order that must be paid online before it is paid', () => {
    const op = actor('Operator');
    const paynow = order({ status: 'contractor_assigned', requiresOnlinePayment: true });
    expect(can(op, 'schedule', paynow)).toEqual({ allowed: false, reason: 'payment_required' });
    expect(can(op, 'schedule', { ...paynow, paymentState: 'pending' }).allowed).toBe(false);
    expect(can(op, 'schedule', { ...paynow, paymentState: 'paid' }).allowed).toBe(true);
  });

  it('assigns a contractor only to a job that has one booked', () => {
    expect(can(actor('Operator'), 'assign_contractor', order({ contractorId: null }))).toEqual({
      allowed: false,
      reason: 'contractor_required',
    });
  });

  it('takes no payment twice, nor on a closed order', () => {
    const me = actor('Sales');
    for (const paymentState of ['paid', 'refund_due'] as const)
      expect(reason(can(me, 'pay_store', order({ paymentState })))).toBe('already_paid');
    expect(reason(can(me, 'pay_promptpay', order({ status: 'cancelled' })))).toBe('closed');
    expect(afterAction(order(), 'pay_store')).toEqual(order({ status: 'paid' }));
    expect(afterAction(order(), 'pay_promptpay')).toEqual(order());
    expect(afterAction(order(), 'change_date')).toEqual(order());
  });

  it('lets only an operator record a refund, and only while one is due', () => {
    const due = order({ status: 'cancelled', paymentState: 'refund_due' });
    expect(can(actor('Operator'), 'refund', due)).toEqual({ allowed: true });
    expect(
      can(actor('Operator'), 'refund', order({ status: 'completed', paymentState: 'refund_due' }))
        .allowed,
    ).toBe(true);
    for (const paymentState of ['unpaid', 'pending', 'paid', 'refunded'] as const)
      expect(reason(can(actor('Operator'), 'refund', order({ paymentState })))).toBe(
        'no_refund_due',
      );
    for (const role of ['Sales', 'Channel Manager', 'External Brand'] as const)
      expect(reason(can(actor(role), 'refund', due))).toBe('forbidden');
    expect(reason(can(actor('Technician'), 'refund', due))).toBe('forbidden');
    expect(afterAction(due, 'refund')).toEqual(due);
  });

  it('does not let a store cancel an order whose money is due back', () => {
    expect(reason(can(actor('Sales'), 'cancel', order({ paymentState: 'refund_due' })))).toBe(
      'forbidden',
    );
  });

  it('names the action of each status step; paid and created have none', () => {
    expect(statusAction('scheduled')).toBe('schedule');
    expect(statusAction('cancelled')).toBe('cancel');
    expect(statusAction('paid')).toBeNull();
    expect(statusAction('created')).toBeNull();
  });

  it('asks a reason to cancel and a receipt for a store payment', () => {
    expect(ORDER_STATUSES.filter(needsReason)).toEqual(['cancelled']);
    expect(needsReference('store')).toBe(true);
    expect(needsReference('promptpay')).toBe(false);
  });

  it('has a row for every role, reading wherever it acts', () => {
    for (const role of ROLES) {
      const row = ORDER_POLICY[role];
      expect(row.read).toBeDefined();
    }
  });
});

// ---- properties ----

const role = fc.constantFrom(...ROLES);
const action = fc.constantFrom(...ORDER_ACTIONS);
const ownership = fc.record({
  storeId: fc.constantFrom(STORE, OTHER_STORE),
  channelCode: fc.constantFrom('CD-RETAIL', 'CD-BUILD'),
  contractorId: fc.constantFrom(TEAM, OTHER_TEAM, null),
});
const anyOrder = fc
  .record({
    status: fc.constantFrom(...ORDER_STATUSES),
    paymentState: fc.constantFrom(...PAYMENT_STATES),
    requiresOnlinePayment: fc.boolean(),
  })
  .chain((state) => ownership.map((owner) => order({ ...state, ...owner })));

/**
 * A step of an order's life: someone tries an action (a refund gives back `share` % of what is
 * due, at least 1 baht, or more than is due when `share` is over 100), the payment provider
 * confirms a QR's payment — whenever it comes —, or the payment hold runs out (docs/decisions/040);
 * money arriving after that re-books the job when its slot is still free, else cancels it.
 */
const event = fc.oneof(
  fc.record({ role, action, share: fc.integer({ min: 1, max: 150 }) }),
  fc.record({
    role: fc.constant(null),
    action: fc.constant('provider_paid' as const),
    slotFree: fc.boolean(),
  }),
  fc.record({
    role: fc.constant(null),
    action: fc.constant('hold_expired' as const),
    slotFree: fc.boolean(),
  }),
);

const AT_LEAST_ASSIGNED = [
  'contractor_assigned',
  'scheduled',
  'on_the_way',
  'in_progress',
  'completed',
];
const AT_LEAST_SCHEDULED = ['scheduled', 'on_the_way', 'in_progress', 'completed'];

/**
 * What each role's work needs, written from the roles' side (spec §4, decisions 039 and 044), not
 * copied from the table: an action a role gains without its work needing it fails below.
 */
const WORK_OF: Readonly<Record<Role, readonly OrderAction[]>> = {
  Sales: [
    'read',
    'change_date',
    'pay_store',
    'pay_promptpay',
    'pay_bank_transfer',
    'cancel',
    'approve_quotation',
  ],
  'Channel Manager': [
    'read',
    'change_date',
    'pay_store',
    'pay_promptpay',
    'pay_bank_transfer',
    'cancel',
    'approve_quotation',
  ],
  'External Brand': ['read'],
  Operator: ORDER_ACTIONS,
  Technician: ['read', 'schedule', 'depart', 'start', 'complete', 'report_problem'],
};

describe('the order policy, for any order and any actor', () => {
  it('allows a role only the actions its work needs, on any order', () => {
    fc.assert(
      fc.property(role, action, anyOrder, (r, a, o) => {
        if (can(actor(r), a, o).allowed) expect(WORK_OF[r]).toContain(a);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a store or a technician cancel a paid order, nor a store take a status step', () => {
    fc.assert(
      fc.property(role, action, anyOrder, (r, a, o) => {
        const decision = can(actor(r), a, o);
        if (!decision.allowed) return;
        if (r === 'Sales' || r === 'Channel Manager') {
          expect(STATUS_STEPS).not.toContain(a);
          if (a === 'cancel') expect(hasReceivedPayment(o.paymentState)).toBe(false);
        }
        if (r === 'External Brand') expect(a).toBe('read');
        if (r === 'Technician') expect(o.contractorId).toBe(TEAM);
      }),
    );
  });

  it('refuses as not found exactly the orders the actor may not read', () => {
    fc.assert(
      fc.property(role, action, anyOrder, (r, a, o) => {
        const hidden = !can(actor(r), 'read', o).allowed;
        expect(reason(can(actor(r), a, o)) === 'not_found').toBe(hidden);
      }),
    );
  });

  it('reaches no state the facts contradict, whatever sequence of allowed actions', () => {
    fc.assert(
      fc.property(
        ownership,
        fc.boolean(),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(event, { maxLength: 30 }),
        (owner, online, totalPayable, events) => {
          let current = placedOrder(order({ ...owner, requiresOnlinePayment: online }));
          let qrIssued = false;
          let released = false;
          const entries: LedgerAmount[] = [];
          const summary = () =>
            paymentSummary({ status: current.status, totalPayable, qrIssued, entries });
          for (const e of events) {
            const before = current;
            if (e.role === null && e.action === 'hold_expired') {
              if (
                current.paymentState === 'pending' &&
                !released &&
                ['created', 'contractor_assigned'].includes(current.status)
              ) {
                current = afterHoldReleased(current);
                released = true;
              }
            } else if (e.role === null) {
              // The provider's money is taken whatever the order's state (the money is real).
              if (!qrIssued) continue;
              entries.push({ kind: 'received', amount: totalPayable });
              current = { ...current, status: statusAfterPayment(current.status) };
              if (released) current = afterLatePayment(current, e.slotFree ? TEAM : null);
              released = false;
            } else if (can(actor(e.role), e.action, current).allowed) {
              if (e.action === 'refund') {
                const due = summary().refundDue;
                const amount = Math.max(1, Math.ceil((due * e.share) / 100));
                if (e.share > 100 && amount > due)
                  expect(refundRefusal(summary(), amount)).toBe('exceeds_due');
                if (refundRefusal(summary(), amount)) continue;
                entries.push({ kind: 'refunded', amount });
              }
              if (e.action === 'pay_store' || (e.action === 'pay_promptpay' && totalPayable === 0))
                entries.push({ kind: 'received', amount: totalPayable });
              if (e.action === 'pay_promptpay') qrIssued = true;
              current = afterAction(current, e.action);
            }
            const money = summary();
            current = { ...current, paymentState: money.state };

            if (AT_LEAST_ASSIGNED.includes(current.status))
              expect(current.contractorId).not.toBeNull();
            // A booked job still open is at least "contractor assigned" (nothing books it less).
            if (current.contractorId !== null && ['created', 'paid'].includes(current.status))
              expect(current.status).toBe('contractor_assigned');
            if (AT_LEAST_SCHEDULED.includes(current.status) && current.requiresOnlinePayment)
              expect(hasReceivedPayment(current.paymentState)).toBe(true);
            if (before.status === 'completed' || before.status === 'cancelled')
              expect(current.status).toBe(before.status);
            // Money once received stays accounted for: never unpaid again, never refunded beyond
            // what was kept over what is owed, and money kept on a cancelled order is due back.
            if (hasReceivedPayment(before.paymentState))
              expect(hasReceivedPayment(current.paymentState)).toBe(true);
            expect(money.received - money.refunded).toBeGreaterThanOrEqual(
              entries.some((entry) => entry.kind === 'received') ? money.owed : 0,
            );
            if (current.status === 'cancelled' && money.received > money.refunded)
              expect(current.paymentState).toBe('refund_due');
            // On the way comes only from scheduled, and a problem report moves nothing.
            if (current.status === 'on_the_way' && before.status !== 'on_the_way')
              expect(before.status).toBe('scheduled');
            if (e.action === 'report_problem') expect(current).toEqual(before);
          }
        },
      ),
    );
  });
});
