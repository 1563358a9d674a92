import { sql, type SQL } from 'drizzle-orm';
import type { OrderEvent } from '@changdee/domain/order-events';
import type { DbExecutor } from '../../db/client';

// An order's events and what reacts to them (issue 30, decisions 068 and 071). Every way an order
// changes (placing, paying, a step of the job, a cancellation, a refund, a payment hold running
// out) tells what happened here, in the transaction of the change. The event's row and the rows
// its reactions write with it (the customer's messages) are one statement; then each reaction
// may act on what it wrote (enqueue the job that sends them). The reactions are added by the app
// (app.ts), so this module calls none of them, and all of it commits or rolls back with the change.

/** The name under which a reaction's rows read the event's new row (order_events' columns). */
export const EVENT_ROW = sql.raw('order_event');

export interface OrderEventReaction {
  /**
   * The rows this reaction writes with the event, in the event's statement: a data-modifying
   * query that reads the event's row as EVENT_ROW and returns `id`; null to write none.
   */
  rows?(event: OrderEvent): SQL | null;
  /** After the statement, in the same transaction: `ids` are those its rows returned. */
  then?(tx: DbExecutor, orderNo: string, event: OrderEvent, ids: string[]): Promise<unknown>;
}

/** The event's row: its facts read from the order as it is now, in the change's transaction. */
const eventRow = (orderNo: string, event: OrderEvent) => sql`
  insert into order_events (order_no, kind, amount, reason, refund_entry_id, valid_until,
                            service_date, time_slot, technician)
  select o.order_no, ${event.kind},
         ${'amount' in event ? event.amount : null}::int,
         ${'reason' in event ? event.reason : null}::text,
         ${'refundEntryId' in event ? event.refundEntryId : null}::bigint,
         ${'validUntil' in event ? event.validUntil : null}::date,
         o.service_date, o.time_slot,
         (select h.technician_name from order_changes h
           where h.order_no = o.order_no and h.technician_name is not null
           order by h.id desc limit 1)
  from orders o where o.order_no = ${orderNo}
  returning *`;

/** One statement: the event's row, then each reaction's rows; answers the ids each returned. */
async function writeEvent(
  tx: DbExecutor,
  orderNo: string,
  event: OrderEvent,
  reactions: readonly OrderEventReaction[],
): Promise<string[][]> {
  const parts = reactions.map((reaction) => reaction.rows?.(event) ?? null);
  const ctes = parts.flatMap((part, index) =>
    part ? [sql`, ${sql.raw(`r${index}`)} as (${part})`] : [],
  );
  const columns = parts.map((part, index) =>
    part
      ? sql`array(select id::text from ${sql.raw(`r${index}`)}) as ${sql.raw(`r${index}`)}`
      : sql`null as ${sql.raw(`r${index}`)}`,
  );
  const result = (await tx.execute(sql`
    with ${EVENT_ROW} as (${eventRow(orderNo, event)})${sql.join(ctes, sql``)}
    select (select count(*) from ${EVENT_ROW})::int as written, ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0]!;
  if (row.written !== 1) throw new Error(`order ${orderNo} not found for its event ${event.kind}`);
  return parts.map((_, index) => (row[`r${index}`] as string[] | null) ?? []);
}

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
    /**
     * Runs `work` with only `own` reacting, the others set aside until it ends: the demo seed's
     * events are written into its own database, whatever app of this process (a test's) reacts.
     */
    async only<T>(own: readonly OrderEventReaction[], work: () => Promise<T>): Promise<T> {
      const aside = new Map(reactions);
      reactions.clear();
      for (const reaction of own) reactions.set(reaction, 1);
      try {
        return await work();
      } finally {
        reactions.clear();
        for (const [reaction, count] of aside) reactions.set(reaction, count);
      }
    },
    /** Writes the event and its reactions' rows in `tx`, the transaction of the change. */
    async record(tx: DbExecutor, orderNo: string, event: OrderEvent): Promise<void> {
      if (reactions.size === 0)
        throw new Error('no app reacts to order events (reactToOrderEvents)');
      const each = [...reactions.keys()];
      const written = await writeEvent(tx, orderNo, event, each);
      for (const [index, reaction] of each.entries())
        await reaction.then?.(tx, orderNo, event, written[index]!);
    },
  };
}

const processReactions = orderEventReactions();

/** Adds a reaction to every order event of this process (app.ts: messages, documents). */
export const reactToOrderEvents = processReactions.react;

/** Runs `work` with only the reactions given (the demo seed's). */
export const withOnlyOrderEventReactions = processReactions.only;

/** Tells every reaction what happened to the order, in `tx`, the transaction of the change. */
export const recordOrderEvent = processReactions.record;
