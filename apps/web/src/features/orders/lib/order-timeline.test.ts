import { describe, expect, it } from 'vitest';
import type { OrderChange } from '@changdee/contract/orders';
import { historyNewestFirst, orderTimeline, readDateSlot } from './order-timeline';

const change = (to: string, at: string, from: string | null = null): OrderChange => ({
  kind: 'status',
  from,
  to,
  at,
  by: 'Somchai',
  login: 'sales.demo',
  reason: null,
});

const created = '2026-06-01T03:00:00.000Z';
const unpaid = { paid_at: null };

describe('the order’s steps', () => {
  it('marks a new order’s first step current and the rest to come', () => {
    const steps = orderTimeline({
      status: 'created',
      created_at: created,
      history: [],
      payment: unpaid,
    });
    expect(steps.map((step) => step.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    expect(steps[0]!.at).toBe(created);
  });

  it('skips payment when the technician came first, with when each step was reached', () => {
    const steps = orderTimeline({
      status: 'scheduled',
      created_at: created,
      payment: unpaid,
      history: [
        change('contractor_assigned', '2026-06-02T03:00:00.000Z', 'created'),
        change('scheduled', '2026-06-03T03:00:00.000Z', 'contractor_assigned'),
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['created', 'done'],
      ['paid', 'skipped'],
      ['contractor_assigned', 'done'],
      ['scheduled', 'current'],
      ['on_the_way', 'todo'],
      ['in_progress', 'todo'],
      ['completed', 'todo'],
    ]);
    expect(steps[2]!.at).toBe('2026-06-02T03:00:00.000Z');
  });

  it('unticks the technician once the payment hold released the booking', () => {
    const steps = orderTimeline({
      status: 'created',
      created_at: created,
      payment: unpaid,
      history: [
        change('contractor_assigned', created, 'created'),
        change('created', '2026-06-01T03:30:00.000Z', 'contractor_assigned'),
      ],
    });
    expect(steps.map((step) => step.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });

  it('ticks Paid, at the payment’s time, when the payment came after the technician', () => {
    const steps = orderTimeline({
      status: 'scheduled',
      created_at: created,
      payment: { paid_at: '2026-06-02T05:00:00.000Z' },
      history: [
        change('contractor_assigned', created, 'created'),
        change('scheduled', '2026-06-03T03:00:00.000Z', 'contractor_assigned'),
      ],
    });
    expect(steps[1]).toEqual({ status: 'paid', state: 'done', at: '2026-06-02T05:00:00.000Z' });
  });

  it('marks the technician’s way skipped when the work started at once', () => {
    const steps = orderTimeline({
      status: 'in_progress',
      created_at: created,
      payment: unpaid,
      history: [
        change('contractor_assigned', '2026-06-02T03:00:00.000Z', 'created'),
        change('scheduled', '2026-06-03T03:00:00.000Z', 'contractor_assigned'),
        change('in_progress', '2026-06-04T03:00:00.000Z', 'scheduled'),
      ],
    });
    expect(steps.map((step) => step.state).slice(3)).toEqual([
      'done',
      'skipped',
      'current',
      'todo',
    ]);
  });

  it('ends a cancelled order with its cancellation after the steps it passed', () => {
    const steps = orderTimeline({
      status: 'cancelled',
      created_at: created,
      payment: unpaid,
      history: [
        change('paid', '2026-06-01T04:00:00.000Z', 'created'),
        change('cancelled', '2026-06-02T04:00:00.000Z', 'paid'),
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['created', 'done'],
      ['paid', 'done'],
      ['cancelled', 'current'],
    ]);
  });
});

describe('the history', () => {
  it('reads a change of date and slot, and nothing else as one', () => {
    expect(readDateSlot('2026-06-20/2')).toEqual({ date: '2026-06-20', slot: '2' });
    expect(readDateSlot('2026-06-20/3')).toBeNull();
    expect(readDateSlot(null)).toBeNull();
  });

  it('lists the newest change first without touching the order', () => {
    const history = [change('created', created), change('paid', '2026-06-02T00:00:00.000Z')];
    expect(historyNewestFirst(history).map((entry) => entry.to)).toEqual(['paid', 'created']);
    expect(history[0]!.to).toBe('created');
  });
});
