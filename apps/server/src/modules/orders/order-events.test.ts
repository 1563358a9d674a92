import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPaths, type CartOrder } from '@changdee/contract/orders';
import { messages, orderEvents } from '../../db/schema';
import { testDriver } from '../../../test/context';
import { roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import { EVENT_ROW, orderEventReactions, type OrderEventReaction } from './order-events';

// The seam between an order's changes and what reacts to them (decisions 068, 071): the event's
// row and its reactions' rows are one statement; each reaction hears every event once, whatever
// number of apps added it, until the last of them takes it away.

let kit: OrderKit;
beforeAll(async () => {
  kit = await roomyTeamKit('CT-EVENTS');
});
afterAll(() => kit.close());

async function placeOrder(): Promise<CartOrder> {
  const answer = await kit.post(orderPaths.create, kit.payload());
  expect(answer.statusCode).toBe(200);
  return answer.json().data as CartOrder;
}

const eventsOf = (orderNo: string) =>
  kit.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderNo, orderNo))
    .orderBy(asc(orderEvents.id));

describe(`order events (${testDriver()})`, () => {
  it('writes the event with the facts of its order, and its messages naming it', async () => {
    const order = await placeOrder();
    const [placed] = await eventsOf(order.cartOrderNo);
    expect(placed).toMatchObject({
      kind: 'placed',
      amount: null,
      serviceDate: order.expected_date.date,
      timeSlot: order.expected_date.time,
      technician: null,
    });
    const rows = await kit.db
      .select()
      .from(messages)
      .where(eq(messages.orderNo, order.cartOrderNo));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.eventId === placed!.id && row.event === 'placed')).toBe(true);
  });

  it('tells each reaction once per event, in the order they were added, with its rows', async () => {
    const order = await placeOrder();
    const { react, record } = orderEventReactions();
    const heard: string[] = [];
    const counting: OrderEventReaction = {
      rows: () => sql`select id from ${EVENT_ROW}`,
      then: async (_tx, no, event, ids) => {
        heard.push(`counting ${no === order.cartOrderNo} ${event.kind} ${ids.length}`);
      },
    };
    const silent: OrderEventReaction = {
      then: async (_tx, _no, event, ids) => {
        heard.push(`silent ${event.kind} ${ids.length}`);
      },
    };
    const stops = [react(counting), react(silent), react(counting)];
    await kit.db.transaction((tx) => record(tx, order.cartOrderNo, { kind: 'paid', amount: 1500 }));
    expect(heard).toEqual(['counting true paid 1', 'silent paid 0']);

    stops[2]!();
    stops[2]!(); // taking it away twice counts once
    await kit.db.transaction((tx) => record(tx, order.cartOrderNo, { kind: 'completed' }));
    expect(heard.slice(2)).toEqual(['counting true completed 1', 'silent completed 0']);
    stops[0]!();
    stops[1]!();

    const kinds = (await eventsOf(order.cartOrderNo)).map((event) => [event.kind, event.amount]);
    expect(kinds).toEqual([
      ['placed', null],
      ['paid', 1500],
      ['completed', null],
    ]);
  });

  it('refuses an event no app reacts to: the customer would never hear of it', async () => {
    const { record } = orderEventReactions();
    await expect(kit.db.transaction((tx) => record(tx, 'CO2', { kind: 'placed' }))).rejects.toThrow(
      /no app reacts to order events/,
    );
  });

  it('lets the demo seed run with its own reactions only, and puts the others back after', async () => {
    const { react, record, only } = orderEventReactions();
    const heard: string[] = [];
    const hearing = (name: string): OrderEventReaction => ({
      then: async (_tx, _no, event) => void heard.push(`${name} ${event.kind}`),
    });
    const stop = react(hearing('app'));
    const order = await placeOrder();
    const tell = () =>
      kit.db.transaction((tx) => record(tx, order.cartOrderNo, { kind: 'completed' }));
    await only([hearing('seed')], tell);
    await tell();
    expect(heard).toEqual(['seed completed', 'app completed']);
    stop();
  });

  it('refuses an event of an order that does not exist', async () => {
    const { react, record } = orderEventReactions();
    const stop = react({});
    await expect(
      kit.db.transaction((tx) => record(tx, 'CO-NONE', { kind: 'placed' })),
    ).rejects.toThrow(/order CO-NONE not found/);
    stop();
  });
});
