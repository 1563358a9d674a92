import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client';
import { orderEventReactions, type OrderEventReaction } from './order-events';

// The seam between an order's changes and what reacts to them (decision 068): each reaction hears
// every event once, whatever number of apps added it, until the last of them takes it away.

const tx = {} as DbExecutor;

describe('order events', () => {
  it('tells each reaction once per event, in the order they were added', async () => {
    const { react: reactToOrderEvents, record: recordOrderEvent } = orderEventReactions();
    const heard: string[] = [];
    const messages: OrderEventReaction = async (_tx, no, event) => {
      heard.push(`messages ${no} ${event.kind}`);
    };
    const documents: OrderEventReaction = async (_tx, no, event) => {
      heard.push(`documents ${no} ${event.kind}`);
    };
    const stops = [
      reactToOrderEvents(messages),
      reactToOrderEvents(documents),
      // A second app of the process adds the same reaction: still heard once.
      reactToOrderEvents(messages),
    ];
    await recordOrderEvent(tx, 'CO1', { kind: 'paid', amount: 1500 });
    expect(heard).toEqual(['messages CO1 paid', 'documents CO1 paid']);

    stops[2]!();
    stops[2]!(); // taking it away twice counts once
    await recordOrderEvent(tx, 'CO1', { kind: 'completed' });
    expect(heard.slice(2)).toEqual(['messages CO1 completed', 'documents CO1 completed']);
    stops[0]!();
    stops[1]!();
  });

  it('refuses an event no app reacts to: the customer would never hear of it', async () => {
    const { record: recordOrderEvent } = orderEventReactions();
    await expect(recordOrderEvent(tx, 'CO2', { kind: 'placed' })).rejects.toThrow(
      /no app reacts to order events/,
    );
  });
});
