import { describe, expect, it } from 'vitest';
import {
  QUOTATION_EVENTS,
  QUOTATION_STATES,
  quotationEventTarget,
  quotationTransition,
} from './quotation-states';

describe('quotation states', () => {
  it('goes draft → sent → approved | declined | expired, and back to draft by a revision', () => {
    const table = Object.fromEntries(
      QUOTATION_STATES.map((state) => [
        state,
        Object.fromEntries(
          QUOTATION_EVENTS.map((event) => [event, quotationTransition(state, event)]),
        ),
      ]),
    );
    expect(table).toEqual({
      draft: { revise: 'draft', send: 'sent', approve: null, decline: null, expire: null },
      sent: {
        revise: 'draft',
        send: null,
        approve: 'approved',
        decline: 'declined',
        expire: 'expired',
      },
      approved: { revise: null, send: null, approve: null, decline: null, expire: null },
      declined: { revise: 'draft', send: null, approve: null, decline: null, expire: null },
      expired: { revise: 'draft', send: null, approve: null, decline: null, expire: null },
    });
  });
  it('names a target state for every event', () => {
    expect(QUOTATION_EVENTS.map(quotationEventTarget)).toEqual([
      'draft',
      'sent',
      'approved',
      'declined',
      'expired',
    ]);
  });
});
