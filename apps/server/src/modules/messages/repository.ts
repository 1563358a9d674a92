import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageState } from '@changdee/domain/order-messages';
import type { DbExecutor } from '../../db/client';
import { messages } from '../../db/schema';

// The messages table (db/schema/messages.ts): what the outbox writes and the worker moves on.

export type MessageRow = typeof messages.$inferSelect;

/**
 * The event's messages, one per channel (a LINE message only to a mobile with a linked LINE
 * account), written in the event's own statement (orders' recordOrderEvent): they read its row,
 * `event`, whose facts (the date, the slot, the technician, the amount, why a slip was not
 * accepted, a quotation's last day) are the order's as they were when it happened. Answers the
 * messages' ids.
 */
export function eventMessagesInsert(event: SQL, channels: readonly MessageChannel[]): SQL {
  const values = sql.join(
    channels.map((channel) => sql`(${channel})`),
    sql`, `,
  );
  return sql`
    insert into messages (order_no, event_id, event, channel, template, language, recipient,
                          amount, reason, valid_until, service_date, time_slot, technician)
    select e.order_no, e.id, e.kind, c.channel, e.kind, o.customer_language,
           case when c.channel = 'line' then l.line_user_id else o.mobile end, e.amount,
           e.reason, e.valid_until, e.service_date, e.time_slot, e.technician
    from ${event} e
    join orders o on o.order_no = e.order_no
    cross join (values ${values}) as c(channel)
    left join order_line_links l on l.order_no = e.order_no
    where c.channel <> 'line' or l.line_user_id is not null
    returning id`;
}

/**
 * Takes the messages still to send for a try (queued, failed, or left `sending` by a crash) whose
 * earlier messages of the same order and channel are all sent or dead, or are taken with them:
 * a message never overtakes an earlier one. `inAnyOrder`: the last try takes them all.
 */
export async function claim(
  db: DbExecutor,
  ids: readonly string[],
  { inAnyOrder = false }: { inAnyOrder?: boolean } = {},
): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const taken = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const waiting = sql`exists (
    select 1 from messages e
    where e.order_no = ${messages.orderNo} and e.channel = ${messages.channel}
      and e.seq < ${messages.seq} and e.state in ('queued', 'failed', 'sending')
      and e.id not in (${taken}))`;
  return db
    .update(messages)
    .set({ state: 'sending', tries: sql`${messages.tries} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(messages.id, [...ids]),
        inArray(messages.state, ['queued', 'failed', 'sending']),
        inAnyOrder ? undefined : sql`not ${waiting}`,
      ),
    )
    .returning();
}

/** Which of these messages are still to send (queued, failed, or being sent elsewhere). */
export async function unsent(db: DbExecutor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(inArray(messages.id, [...ids]), inArray(messages.state, ['queued', 'failed', 'sending'])),
    );
  return rows.map((row) => row.id);
}

/** The texts written at the first try, in one statement. */
export async function writeBodies(
  db: DbExecutor,
  bodies: ReadonlyArray<{ id: string; body: string }>,
): Promise<void> {
  if (bodies.length === 0) return;
  const rows = sql.join(
    bodies.map((b) => sql`(${b.id}::uuid, ${b.body}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update messages m set body = v.body
    from (values ${rows}) as v(id, body)
    where m.id = v.id and m.body is null`);
}

export interface Outcome {
  id: string;
  state: Extract<MessageState, 'sent' | 'failed' | 'dead'>;
  providerId?: string;
  error?: string;
}

/** The tries' outcomes, in one statement. */
export async function record(db: DbExecutor, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.id}::uuid, ${o.state}, ${o.providerId ?? null}::text, ${o.error ?? null}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update messages m set
      state = v.state,
      provider_id = coalesce(v.provider_id, m.provider_id),
      last_error = case when v.state = 'sent' then m.last_error else v.error end,
      sent_at = case when v.state = 'sent' then now() else m.sent_at end,
      updated_at = now()
    from (values ${rows}) as v(id, state, provider_id, error)
    where m.id = v.id and m.state = 'sending'`);
}

/** What a message's text says of the order now: its date and slot, the technician's first name. */
export const orderMessages = (db: DbExecutor, orderNo: string) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.orderNo, orderNo))
    .orderBy(messages.createdAt, messages.id);

export async function findMessage(db: DbExecutor, orderNo: string, id: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.orderNo, orderNo), eq(messages.id, id)));
  return row ?? null;
}

/** Back to the queue with a new idempotency key (LINE would otherwise answer "already sent"). */
export async function requeue(db: DbExecutor, id: string): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({
      state: 'queued',
      idempotencyKey: sql`gen_random_uuid()`,
      lastError: null,
      deliveryStatus: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(messages.id, id), inArray(messages.state, ['sent', 'dead'])))
    .returning();
  return row ?? null;
}

/** The SMS gateway's delivery report for the message it knows by `providerId`. */
export async function recordDelivery(db: DbExecutor, providerId: string, status: string) {
  const rows = await db
    .update(messages)
    .set({ deliveryStatus: status, updatedAt: sql`now()` })
    .where(and(eq(messages.providerId, providerId), eq(messages.channel, 'sms')))
    .returning({ id: messages.id });
  return rows.length;
}
