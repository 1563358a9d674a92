import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { Database, DbExecutor } from '../../db/client';
import { bookings, contractorDayUsage, contractorSlotUsage } from '../../db/schema/bookings';
import { contractorSlotCapacities } from '../../db/schema/contractors';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../errors';
import { createContractors, type CreatedContractors } from '../../../test/contractor-fixtures';
import { getTestContext, testDriver } from '../../../test/context';
import { deleteOrders, insertBareOrder } from '../../../test/order-fixtures';
import {
  findContractors,
  moveBooking,
  releaseBooking,
  reserveBooking,
  type JobRequest,
} from './service';

// Reserving, releasing and moving bookings (decision 011) on the test contractors of Chiang Mai,
// including many reservations at once: never more than capacity, never a half-written booking.

const D = '2031-06-20';
const D2 = '2031-06-21';
const CCTV = 'WT-CCTV';
const PUMP = 'WT-WATER-PUMP';

let db: Database;
let fixtures: CreatedContractors;
let orderSeq = 0;
const orderNo = () => `CO-TEST-${testDriver()}-${++orderSeq}`;

const job = (over: Partial<JobRequest> = {}): JobRequest => ({
  districtCode: '5004',
  subDistrictCode: null,
  workTypes: [CCTV],
  date: D,
  slot: '1',
  ...over,
});

const reserve = (over: Partial<JobRequest> & { orderNo?: string; contractorId?: string } = {}) =>
  db.transaction(async (tx) => {
    const order = over.orderNo ?? orderNo();
    // The first booking of an order creates its row (bookings.order_no references orders).
    if (!over.orderNo || !(await orderExists(tx, order))) await insertBareOrder(tx, order);
    return reserveBooking(tx, { ...job(over), ...over, orderNo: order });
  });

const orderExists = async (tx: DbExecutor, order: string) =>
  (await tx.select({ n: orders.orderNo }).from(orders).where(eq(orders.orderNo, order))).length > 0;

const errorCode = (error: unknown) => (error instanceof AppError ? error.code : String(error));

/** Booked rows per contractor/date/slot against the counters: they must always agree. */
async function countersAgree(): Promise<void> {
  const ids = Object.values(fixtures.ids);
  const booked = await db
    .select({
      contractorId: bookings.contractorId,
      date: bookings.serviceDate,
      slot: bookings.timeSlot,
      n: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(and(inArray(bookings.contractorId, ids), eq(bookings.status, 'booked')))
    .groupBy(bookings.contractorId, bookings.serviceDate, bookings.timeSlot);
  const slots = await db
    .select()
    .from(contractorSlotUsage)
    .where(inArray(contractorSlotUsage.contractorId, ids));
  const days = await db
    .select()
    .from(contractorDayUsage)
    .where(inArray(contractorDayUsage.contractorId, ids));
  for (const slot of slots) {
    const n =
      booked.find(
        (b) =>
          b.contractorId === slot.contractorId &&
          b.date === slot.serviceDate &&
          b.slot === slot.timeSlot,
      )?.n ?? 0;
    expect(slot.used).toBe(n);
    expect(slot.used).toBeLessThanOrEqual(slot.capacity);
  }
  for (const day of days) {
    const n = booked
      .filter((b) => b.contractorId === day.contractorId && b.date === day.serviceDate)
      .reduce((sum, b) => sum + b.n, 0);
    expect(day.used).toBe(n);
    expect(day.used).toBeLessThanOrEqual(day.capacity);
  }
}

beforeAll(async () => {
  ({ db } = await getTestContext());
  fixtures = await createContractors(db, [
    // Chiang Dao (5004): CCTV by two teams, 3 + 2 places in the morning.
    {
      code: 'CT-TEST-CCTV-1',
      districts: ['5004'],
      workTypes: [CCTV],
      morning: 3,
      afternoon: 3,
      daily: 5,
    },
    {
      code: 'CT-TEST-CCTV-2',
      districts: ['5004'],
      workTypes: [CCTV],
      morning: 2,
      afternoon: 0,
      daily: 2,
    },
    // Mae Chaem (5003): water pumps, a daily capacity below the two slots together.
    {
      code: 'CT-TEST-PUMP',
      districts: ['5003'],
      workTypes: [PUMP],
      morning: 2,
      afternoon: 2,
      daily: 2,
      daysOff: [D2],
    },
    {
      code: 'CT-TEST-PUMP-CLOSED',
      districts: ['5003'],
      workTypes: [PUMP],
      morning: 9,
      afternoon: 9,
      daily: 9,
      active: false,
    },
  ]);
});

afterAll(async () => {
  await fixtures.remove();
  await deleteOrders(db, `CO-TEST-${testDriver()}-%`);
});

describe('reserveBooking', () => {
  it('books one unit with a free contractor that can do the job, the roomiest first', async () => {
    const free = await findContractors(db, job());
    expect(free.map((c) => [c.code, c.freeInSlot])).toEqual([
      ['CT-TEST-CCTV-1', 3],
      ['CT-TEST-CCTV-2', 2],
    ]);
    const booking = await reserve({ date: '2031-07-01' });
    expect(booking).toMatchObject({
      contractorId: fixtures.ids['CT-TEST-CCTV-1'],
      districtCode: '5004',
      workTypes: [CCTV],
      serviceDate: '2031-07-01',
      timeSlot: '1',
      status: 'booked',
    });
    await countersAgree();
  });

  it('refuses with SLOT_FULL where nobody can take the job, writing nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    const attempts = [
      // Out of the area, a work type nobody there has, a slot nobody works, a day off, a
      // closed contractor asked for by name.
      job({ districtCode: '5001' }),
      job({ workTypes: [CCTV, PUMP] }),
      job({ districtCode: '5003', workTypes: [PUMP], date: D2 }),
    ];
    for (const attempt of attempts)
      await expect(reserve(attempt).catch(errorCode)).resolves.toBe('SLOT_FULL');
    await expect(
      reserve({
        districtCode: '5003',
        workTypes: [PUMP],
        contractorId: fixtures.ids['CT-TEST-PUMP-CLOSED'],
      }).catch(errorCode),
    ).resolves.toBe('SLOT_FULL');
    await expect(
      reserve({ slot: '2', contractorId: fixtures.ids['CT-TEST-CCTV-2'] }).catch(errorCode),
    ).resolves.toBe('SLOT_FULL');
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    expect(after).toEqual(before);
  });

  it('keeps to the daily capacity across both slots', async () => {
    const day = '2031-07-02';
    const pump = { districtCode: '5003', workTypes: [PUMP], date: day };
    await reserve({ ...pump, slot: '1' });
    await reserve({ ...pump, slot: '2' });
    await expect(reserve({ ...pump, slot: '2' }).catch(errorCode)).resolves.toBe('SLOT_FULL');
    // The afternoon slot still had room: the day's counter stopped it, and the slot's counter
    // was not left raised by the failed attempt.
    const [afternoon] = await db
      .select()
      .from(contractorSlotUsage)
      .where(
        and(
          eq(contractorSlotUsage.contractorId, fixtures.ids['CT-TEST-PUMP']!),
          eq(contractorSlotUsage.serviceDate, day),
          eq(contractorSlotUsage.timeSlot, '2'),
        ),
      );
    expect(afternoon).toMatchObject({ used: 1, capacity: 2 });
    await countersAgree();
  });

  it('takes one booking per order (CONFLICT for a second), and reads capacity as it is now', async () => {
    const order = orderNo();
    await reserve({ orderNo: order, date: '2031-07-03' });
    await expect(reserve({ orderNo: order, date: '2031-07-04' }).catch(errorCode)).resolves.toBe(
      'CONFLICT',
    );
    // Lowered to one place: the slot that already holds one is full.
    const id = fixtures.ids['CT-TEST-CCTV-1']!;
    const where = and(
      eq(contractorSlotCapacities.contractorId, id),
      eq(contractorSlotCapacities.timeSlot, '1'),
    );
    await db.update(contractorSlotCapacities).set({ capacity: 1 }).where(where);
    try {
      await expect(
        reserve({ date: '2031-07-03', contractorId: id }).catch(errorCode),
      ).resolves.toBe('SLOT_FULL');
    } finally {
      await db.update(contractorSlotCapacities).set({ capacity: 3 }).where(where);
    }
    await expect(reserve({ date: '2031-07-03', contractorId: id })).resolves.toMatchObject({
      contractorId: id,
    });
    await countersAgree();
  });
});

describe('releaseBooking and moveBooking', () => {
  it('gives the units back, once', async () => {
    const order = orderNo();
    const booking = await reserve({ orderNo: order, date: '2031-07-05' });
    const released = await db.transaction((tx) => releaseBooking(tx, order));
    expect(released).toMatchObject({ id: booking.id, status: 'released' });
    await expect(db.transaction((tx) => releaseBooking(tx, order))).resolves.toBeNull();
    await countersAgree();
  });

  it('moves a booking, freeing the old slot and keeping the contractor when it can', async () => {
    const order = orderNo();
    const booking = await reserve({
      orderNo: order,
      date: '2031-07-06',
      contractorId: fixtures.ids['CT-TEST-CCTV-2'],
    });
    const moved = await db.transaction((tx) =>
      moveBooking(tx, { orderNo: order, date: '2031-07-07', slot: '1' }),
    );
    expect(moved).toMatchObject({
      contractorId: booking.contractorId,
      serviceDate: '2031-07-07',
      timeSlot: '1',
    });
    const old = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(old).toEqual([{ status: 'released' }]);
    await countersAgree();
  });

  it('leaves the booking where it was when the move cannot be made', async () => {
    const order = orderNo();
    const booking = await reserve({ orderNo: order, date: '2031-07-08' });
    // CCTV-2 does not work afternoons.
    await expect(
      db
        .transaction((tx) =>
          moveBooking(tx, {
            orderNo: order,
            date: '2031-07-09',
            slot: '2',
            contractorId: fixtures.ids['CT-TEST-CCTV-2'],
          }),
        )
        .catch(errorCode),
    ).resolves.toBe('SLOT_FULL');
    // The failed move was undone within the caller's own transaction too (savepoint).
    const kept = await db.transaction(async (tx) => {
      await moveBooking(tx, {
        orderNo: order,
        date: '2031-07-09',
        slot: '2',
        contractorId: fixtures.ids['CT-TEST-CCTV-2'],
      }).catch(errorCode);
      return tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.orderNo, order), eq(bookings.status, 'booked')));
    });
    expect(kept.map((b) => b.id)).toEqual([booking.id]);
    await expect(
      db
        .transaction((tx) => moveBooking(tx, { orderNo: 'CO-NO-SUCH-ORDER', date: D, slot: '1' }))
        .catch(errorCode),
    ).resolves.toBe('BOOKING_NOT_FOUND');
    await countersAgree();
  });
});

describe(`many reservations at once (${testDriver()})`, () => {
  it.runIf(testDriver() === 'pg')(
    'gives back a slot unit whose day filled up meanwhile, and books the next contractor',
    async () => {
      // CCTV-1 (3 + 3, 5 a day) holds 2 mornings and 2 afternoons. One order takes its day's
      // last unit (an afternoon) and waits before committing while another asks for a morning
      // preferring CCTV-1: that one's statement sees room, takes the morning's unit, then waits
      // for the day's row and finds it full. It must give the morning back and book CCTV-2
      // (decision 037).
      const date = '2031-08-05';
      const one = fixtures.ids['CT-TEST-CCTV-1']!;
      for (const slot of ['1', '1', '2', '2'] as const)
        await reserve({ date, slot, contractorId: one });
      let letGo: () => void = () => {};
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let taken: () => void = () => {};
      const lastUnitTaken = new Promise<void>((resolve) => (taken = resolve));
      const first = db.transaction(async (tx) => {
        const order = orderNo();
        await insertBareOrder(tx, order);
        const booking = await reserveBooking(tx, {
          ...job({ date, slot: '2' }),
          contractorId: one,
          orderNo: order,
        });
        taken();
        await held;
        return booking;
      });
      await lastUnitTaken;
      let settled = false;
      const second = db
        .transaction(async (tx) => {
          const order = orderNo();
          await insertBareOrder(tx, order);
          return reserveBooking(tx, { ...job({ date }), preferredId: one, orderNo: order });
        })
        .finally(() => (settled = true));
      // Until the second waits for the first's day row (pg_stat_activity keeps only the start
      // of a long statement's text).
      const waiting = async () =>
        Number(
          (
            (await db.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like '%with eligible as%'`)) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]!.n,
        );
      while (!settled && (await waiting()) === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      letGo();
      await first;
      await expect(second).resolves.toMatchObject({ contractorId: fixtures.ids['CT-TEST-CCTV-2'] });
      const [morning] = await db
        .select()
        .from(contractorSlotUsage)
        .where(
          and(
            eq(contractorSlotUsage.contractorId, one),
            eq(contractorSlotUsage.serviceDate, date),
            eq(contractorSlotUsage.timeSlot, '1'),
          ),
        );
      expect(morning).toMatchObject({ used: 2 });
      await countersAgree();
    },
  );

  it('never books a slot past its capacity: 40 orders for 5 morning places', async () => {
    const date = '2031-08-01';
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => reserve({ date, slot: '1' })),
    );
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(booked).toHaveLength(5);
    expect(refused.map((r) => errorCode((r as PromiseRejectedResult).reason))).toEqual(
      Array(35).fill('SLOT_FULL'),
    );
    await countersAgree();
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.serviceDate, date), eq(bookings.status, 'booked')));
    expect(rows[0]!.n).toBe(5);
  });

  it('never books a day past its daily capacity: 40 orders over both slots for 7 places', async () => {
    const date = '2031-08-02';
    const slots: TimeSlot[] = ['1', '2'];
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => reserve({ date, slot: slots[i % 2]! })),
    );
    // CCTV-1: daily 5 over 3 + 3; CCTV-2: 2 mornings. 7 in all.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    await countersAgree();
  });

  it('moves many bookings at once without losing or doubling a unit', async () => {
    const from = '2031-08-03';
    const to = '2031-08-04';
    const orders = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const order = orderNo();
        await reserve({ orderNo: order, date: from });
        return order;
      }),
    );
    // Five bookings move to a day with five morning places while five new orders want them too.
    const results = await Promise.allSettled([
      ...orders.map((order) =>
        db.transaction((tx) => moveBooking(tx, { orderNo: order, date: to, slot: '1' })),
      ),
      ...Array.from({ length: 5 }, () => reserve({ date: to })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    await countersAgree();
    const booked = await db
      .select({ date: bookings.serviceDate, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(inArray(bookings.orderNo, orders), eq(bookings.status, 'booked')))
      .groupBy(bookings.serviceDate);
    // Every order still holds exactly one booking, on one day or the other.
    expect(booked.reduce((sum, row) => sum + row.n, 0)).toBe(5);
  });
});
