import { describe, expect, it } from 'vitest';
import { eventOf, ORDER_EVENT_KINDS, statusEvent, statusEvents } from './order-events';
import { ORDER_STATUSES } from './order-status';

describe('statusEvent', () => {
  it('is an event for a technician, the way there, the end and a cancellation', () => {
    expect(ORDER_STATUSES.map((status) => [status, statusEvent(status)])).toEqual([
      ['created', null],
      ['paid', null],
      ['contractor_assigned', 'technician_assigned'],
      ['scheduled', null],
      ['on_the_way', 'on_the_way'],
      ['in_progress', null],
      ['completed', 'completed'],
      ['cancelled', 'cancelled'],
    ]);
  });

  it('names only events that exist', () => {
    for (const status of ORDER_STATUSES) {
      const kind = statusEvent(status);
      if (kind) expect(ORDER_EVENT_KINDS).toContain(kind);
    }
    expect(eventOf('placed')).toEqual({ kind: 'placed' });
  });
});

describe('the events of a status step (decision 078)', () => {
  it('asks for a rating just after a completion, and tells one event for the other steps', () => {
    expect(statusEvents('completed')).toEqual(['completed', 'rating_requested']);
    expect(statusEvents('on_the_way')).toEqual(['on_the_way']);
    expect(statusEvents('in_progress')).toEqual([]);
  });
});
