import { describe, expect, it } from 'vitest';
import { MESSAGE_STATES } from './order-messages';
import { ORDER_ATTENTIONS, messageInTrouble } from './operator-day';

describe('the operator’s day', () => {
  it('names what the orders list can be narrowed to', () => {
    expect(ORDER_ATTENTIONS).toEqual(['late', 'problem', 'request', 'slip', 'message', 'rating']);
  });

  it('a message is in trouble when failing, given up, or reported undelivered', () => {
    const inTrouble = MESSAGE_STATES.filter((state) =>
      messageInTrouble({ state, deliveryStatus: null }),
    );
    expect(inTrouble).toEqual(['failed', 'dead']);
    expect(messageInTrouble({ state: 'sent', deliveryStatus: 'undelivered' })).toBe(true);
    expect(messageInTrouble({ state: 'sent', deliveryStatus: 'failed' })).toBe(true);
    expect(messageInTrouble({ state: 'sent', deliveryStatus: 'delivered' })).toBe(false);
  });
});
