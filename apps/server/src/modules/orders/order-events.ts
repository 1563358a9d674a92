import type { OrderEvent } from '@changdee/domain/order-events';
import type { DbExecutor } from '../../db/client';

// An order's events and what reacts to them (issue 30, decision 068). Every way an order changes
// (placing, paying, a step of the job, a cancellation, a refund, a payment hold running out) tells
// what happened here, in the transaction of the change; the reactions — the customer's messages,
// the tax documents — are added by the app (app.ts), so this module calls none of them and they
// commit or roll back with the change.

export type OrderEventReaction = (
  tx: DbExecutor,
  orderNo: string,
  event: OrderEvent,
) => Promise<void>;

/** A set of reactions (the process has one; a test makes its own). */
export function orderEventReactions() {
  /** Each reaction and how many apps of this process added it (tests run several). */
  const reactions = new Map<OrderEventReaction, number>();
  return {
    /** Adds a reaction to every order event; the result takes it away again (on an app's close). */
    react(reaction: OrderEventReaction): () => void {
      reactions.set(reaction, (reactions.get(reaction) ?? 0) + 1);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        const count = (reactions.get(reaction) ?? 1) - 1;
        if (count > 0) reactions.set(reaction, count);
        else reactions.delete(reaction);
      };
    },
    /** Tells every reaction what happened to the order, in `tx`, the transaction of the change. */
    async record(tx: DbExecutor, orderNo: string, event: OrderEvent): Promise<void> {
      if (reactions.size === 0)
        throw new Error('no app reacts to order events (reactToOrderEvents)');
      for (const react of reactions.keys()) await react(tx, orderNo, event);
    },
  };
}

const processReactions = orderEventReactions();

/** Adds a reaction to every order event of this process (app.ts: messages, documents). */
export const reactToOrderEvents = processReactions.react;

/** Tells every reaction what happened to the order, in `tx`, the transaction of the change. */
export const recordOrderEvent = processReactions.record;
