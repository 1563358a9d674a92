import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  cartPaymentResponseSchema,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import { HOLD_REASONS } from '@changdee/domain/payment-hold';
import { capacityMismatches } from '../../../reliability/invariants';
import { testDriver } from '../../../test/context';
import { closeJobApps, jobApp, jobRows } from '../../../test/jobs-fixtures';
import { ORDER_NOW, orderKit, type OrderKit } from '../../../test/order-kit';
import { createTestCoupon, deleteTestCoupons } from '../../../test/promotion-fixtures';
import { webhookHeaders } from '../../../test/webhook-headers';
import { bookings } from '../../db/schema/bookings';
import { orderChanges, orders } from '../../db/schema/orders';
import { couponUsage } from '../promotions/service';
import {
  holdJobId,
  paymentHoldExpiryJob,
  releaseExpiredHold,
  sweepExpiredHolds,
} from './payment-hold';

// The payment hold (docs/decisions/040) on the test's driver: a PromptPay QR holds the slot and
// the coupon uses for PAYMENT_HOLD_MINUTES; then its job (or the sweep) gives them back, once; a
// payment afterwards books the slot again when it is free, or cancels the order. Time is the app's
// injected clock, moved by the test: nothing waits for the hold to run out.

const SECRET = 'test-payment-webhook-secret-0123456789abcdef';
const CONTRACTOR = 'CT-HOLD';
const COUPON = 'TESTHOLD50';
const COUPON_ONCE = 'TESTHOLDONCE';
const minutes = (n: number) => new Date(ORDER_NOW.getTime() + n * 60_000);
let kit: OrderKit;
let couponId: string;
let day = 0;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: CONTRACTOR,
        districts: ['5002'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 1,
        afternoon: 1,
        daily: 2,
      },
    ],
    ['5002'],
    { PAYMENT_WEBHOOK_SECRET: SECRET, PAYMENT_HOLD_MINUTES: '30' },
  );
  couponId = await createTestCoupon(kit.db, {
    code: COUPON,
    discount: 50,
    usageLimit: 100,
    usageLimitPerCustomer: 100,
  });
});

afterAll(async () => {
  kit.app.clock.now = () => ORDER_NOW;
  await closeJobApps();
  await kit.close();
  await deleteTestCoupons(kit.db, [COUPON, COUPON_ONCE]);
});

/** A new date for each order, so each test has the contractor's one morning place to itself. */
function nextDate(): string {
  day += 1;
  return `2031-08-${String(day).padStart(2, '0')}`;
}

async function placeOrder(
  date: string,
  mobile = '0891234567',
  coupon = COUPON,
): Promise<CartOrder> {
  kit.app.clock.now = () => ORDER_NOW;
  const base = kit.payload({ district: '5002', expected_date: { date, time: '1' } });
  const response = await kit.post(orderPaths.create, {
    ...base,
    customer: { ...base.customer, mobile },
    items: [{ ...base.items[0]!, promotion: { coupon_code: coupon } }],
    requested_payment: 'promptpay',
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

async function issueQr(cartOrderNo: string) {
  const response = await kit.post(orderPaths.payment, {
    cartOrderNo,
    method: 'promptpay',
    employee_code: 'BN-002',
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartPaymentResponseSchema.parse(response.json()).data;
}

async function webhook(order: CartOrder, eventId: string) {
  const raw = JSON.stringify({
    event_id: `${eventId}-${testDriver()}`,
    type: 'payment.succeeded',
    data: { cartOrderNo: order.cartOrderNo, amount: order.total_payable, reference: eventId },
  });
  return kit.app.inject({
    method: 'POST',
    url: orderPaths.paymentWebhook,
    headers: { 'content-type': 'application/json', ...webhookHeaders(kit.app, SECRET, raw) },
    payload: raw,
  });
}

const current = async (cartOrderNo: string) =>
  cartOrderResponseSchema.parse((await kit.get(cartOrderPath(cartOrderNo))).json()).data;

const couponUses = () => couponUsage(kit.db, { couponId, customerMobile: '0891234567' });

async function bookedRows(cartOrderNo: string) {
  return kit.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.orderNo, cartOrderNo), eq(bookings.status, 'booked')));
}

/** Counters equal the booked rows, for the hold's contractor on every date. */
async function expectCountersTrue() {
  expect(await capacityMismatches(kit.db, kit.contractors[CONTRACTOR]!)).toEqual([]);
}

describe(`the payment hold (${testDriver()})`, () => {
  it('starts with the first QR: one end, one job per order, however many QRs', async () => {
    const order = await placeOrder(nextDate());
    expect(order.hold).toEqual({ until: null, released_at: null });
    const first = await issueQr(order.cartOrderNo);
    expect(first.payment.state).toBe('pending');
    kit.app.clock.now = () => minutes(10);
    await issueQr(order.cartOrderNo);
    const held = await current(order.cartOrderNo);
    expect(held.hold).toEqual({ until: minutes(30).toISOString(), released_at: null });

    const jobs = (await jobRows(kit.db, paymentHoldExpiryJob.name)).filter(
      (job) => job.data.orderNo === order.cartOrderNo,
    );
    expect(jobs).toMatchObject([{ id: holdJobId(order.cartOrderNo), state: 'created' }]);
    const due = await kit.db.execute(
      sql`select start_after from pgboss.job where id = ${holdJobId(order.cartOrderNo)}::uuid`,
    );
    const [row] = (due as unknown as { rows: Array<{ start_after: Date | string }> }).rows;
    expect(new Date(row!.start_after).toISOString()).toBe(minutes(30).toISOString());
    // Its end, run by the job: the later tests start from no pending hold.
    expect(await releaseExpiredHold(kit.db, order.cartOrderNo, minutes(30))).toBe(true);
  });

  it('releases the booking and the coupon uses once the hold has run out, exactly once', async () => {
    const date = nextDate();
    const order = await placeOrder(date);
    const usesBefore = await couponUses();
    await issueQr(order.cartOrderNo);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(1);

    expect(await releaseExpiredHold(kit.db, order.cartOrderNo, minutes(29))).toBe(false);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(1);

    // The job, run twice (pg-boss runs a job at least once), and the sweep after it.
    const outcomes = await Promise.all([
      releaseExpiredHold(kit.db, order.cartOrderNo, minutes(31)),
      releaseExpiredHold(kit.db, order.cartOrderNo, minutes(31)),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    await sweepExpiredHolds(kit.db, minutes(40), 30);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(0);
    expect(await bookedRows(order.cartOrderNo)).toEqual([]);
    expect(await couponUses()).toEqual({
      total: usesBefore.total - 1,
      customer: usesBefore.customer - 1,
    });
    await expectCountersTrue();

    const released = await current(order.cartOrderNo);
    expect(released).toMatchObject({
      status: 'created',
      contractor: null,
      payment: { state: 'pending' },
      hold: { released_at: minutes(31).toISOString() },
    });
    expect(released.history.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'hold',
        from: 'held',
        to: 'released',
        by: null,
        login: 'system',
        reason: HOLD_REASONS.expired,
      }),
      expect.objectContaining({
        kind: 'status',
        from: 'contractor_assigned',
        to: 'created',
        login: 'system',
      }),
    ]);

    // Cancelling it now gives nothing back twice.
    const cancelled = await kit.post(orderPaths.updateStatus, {
      cartOrderNo: order.cartOrderNo,
      status: 'cancelled',
      reason: 'ลูกค้าไม่จ่าย',
      employee_code: 'BN-002',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await couponUses()).toEqual({
      total: usesBefore.total - 1,
      customer: usesBefore.customer - 1,
    });
    // Money arriving now is taken (a refund due), and books nothing.
    const late = await webhook(order, `evt-hold-cancelled-${order.cartOrderNo}`);
    expect(late.statusCode, late.body).toBe(200);
    expect(await current(order.cartOrderNo)).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refund_due' },
      contractor: null,
    });
    expect(await bookedRows(order.cartOrderNo)).toEqual([]);
    expect(await couponUses()).toEqual({
      total: usesBefore.total - 1,
      customer: usesBefore.customer - 1,
    });
    await expectCountersTrue();
  });

  it('books the same slot again when paid after the hold ran out and the slot is free', async () => {
    const date = nextDate();
    const order = await placeOrder(date);
    const usesBefore = await couponUses();
    await issueQr(order.cartOrderNo);
    expect(await releaseExpiredHold(kit.db, order.cartOrderNo, minutes(31))).toBe(true);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(0);

    kit.app.clock.now = () => minutes(45);
    const paid = await webhook(order, `evt-hold-late-${order.cartOrderNo}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const rebooked = await current(order.cartOrderNo);
    expect(rebooked).toMatchObject({
      status: 'contractor_assigned',
      payment: { state: 'paid' },
      contractor: { contractor_id: kit.contractors[CONTRACTOR] },
      hold: { released_at: null },
    });
    expect(rebooked.history.filter((change) => change.kind === 'hold')).toMatchObject([
      { to: 'released' },
      { from: 'released', to: 'rebooked', login: 'system', reason: HOLD_REASONS.rebooked },
    ]);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(1);
    expect(await couponUses()).toEqual(usesBefore);
    await expectCountersTrue();
  });

  it('keeps the paid discount when the coupon was used up meanwhile, and says so', async () => {
    const onlyOne = await createTestCoupon(kit.db, {
      code: COUPON_ONCE,
      discount: 40,
      usageLimit: 1,
    });
    const late = await placeOrder(nextDate(), '0891234567', COUPON_ONCE);
    await issueQr(late.cartOrderNo);
    expect(await releaseExpiredHold(kit.db, late.cartOrderNo, minutes(31))).toBe(true);
    // The use given back, another customer takes the coupon's only one.
    await placeOrder(nextDate(), '0897654321', COUPON_ONCE);

    kit.app.clock.now = () => minutes(40);
    expect((await webhook(late, `evt-hold-coupon-${late.cartOrderNo}`)).statusCode).toBe(200);
    const rebooked = await current(late.cartOrderNo);
    expect(rebooked).toMatchObject({
      status: 'contractor_assigned',
      total_payable: late.total_payable,
      totals: { coupon_discount: late.totals.coupon_discount },
    });
    expect(rebooked.history.at(-2)).toMatchObject({
      kind: 'hold',
      to: 'rebooked',
      reason: HOLD_REASONS.couponUsedUp,
    });
    // The limit stays a cap: the coupon counts its one use.
    expect(
      (await couponUsage(kit.db, { couponId: onlyOne, customerMobile: '0891234567' })).total,
    ).toBe(1);
    await expectCountersTrue();
  });

  it('cancels an order paid after its slot was taken, for the operators to refund', async () => {
    const date = nextDate();
    const late = await placeOrder(date);
    await issueQr(late.cartOrderNo);
    expect(await releaseExpiredHold(kit.db, late.cartOrderNo, minutes(31))).toBe(true);
    // Another customer takes the one morning place meanwhile.
    const other = await placeOrder(date, '0897654321');
    expect(other.contractor?.contractor_id).toBe(kit.contractors[CONTRACTOR]);

    const paid = await kit.post(orderPaths.payment, {
      cartOrderNo: late.cartOrderNo,
      method: 'store',
      reference: 'RC-LATE-1',
      employee_code: 'BN-002',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(cartPaymentResponseSchema.parse(paid.json()).data.status).toBe('cancelled');
    const cancelled = await current(late.cartOrderNo);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refund_due', method: 'store' },
      contractor: null,
    });
    expect(cancelled.history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'paid',
      to: 'cancelled',
      login: 'system',
      reason: HOLD_REASONS.slotTaken,
    });
    expect(await bookedRows(other.cartOrderNo)).toHaveLength(1);
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(1);
    await expectCountersTrue();
  });

  it('lets a payment and the expiry race: paid and booked either way, the counters true', async () => {
    for (let round = 0; round < 4; round += 1) {
      const date = nextDate();
      const order = await placeOrder(date);
      const usesBefore = await couponUses();
      await issueQr(order.cartOrderNo);
      kit.app.clock.now = () => minutes(31);
      const [released, paid] = await Promise.all([
        releaseExpiredHold(kit.db, order.cartOrderNo, minutes(31)),
        webhook(order, `evt-hold-race-${round}-${order.cartOrderNo}`),
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await current(order.cartOrderNo);
      // Released first then re-booked by the payment, or paid first and never released.
      expect(after).toMatchObject({
        status: 'contractor_assigned',
        payment: { state: 'paid' },
        hold: { released_at: null },
      });
      expect(after.history.filter((change) => change.kind === 'hold')).toHaveLength(
        released ? 2 : 0,
      );
      expect(await bookedRows(order.cartOrderNo)).toHaveLength(1);
      expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(1);
      expect(await couponUses()).toEqual(usesBefore);
      // Too late now: a paid order keeps its booking.
      expect(await releaseExpiredHold(kit.db, order.cartOrderNo, minutes(90))).toBe(false);
      await expectCountersTrue();
    }
  });

  it('sweeps what the jobs missed, and orders whose QR came before holds existed', async () => {
    const missedDate = nextDate();
    const missed = await placeOrder(missedDate);
    await issueQr(missed.cartOrderNo);
    const olderDate = nextDate();
    const older = await placeOrder(olderDate);
    await issueQr(older.cartOrderNo);
    // As a QR issued at ORDER_NOW before this change: pending without a hold.
    await kit.db
      .update(orders)
      .set({ holdUntil: null })
      .where(eq(orders.orderNo, older.cartOrderNo));
    await kit.db
      .update(orderChanges)
      .set({ at: ORDER_NOW })
      .where(and(eq(orderChanges.orderNo, older.cartOrderNo), eq(orderChanges.kind, 'payment')));

    expect(await sweepExpiredHolds(kit.db, minutes(20), 30)).toBe(0);
    expect((await current(older.cartOrderNo)).hold.until).toBe(minutes(30).toISOString());
    expect(await sweepExpiredHolds(kit.db, minutes(35), 30)).toBe(2);
    expect(await sweepExpiredHolds(kit.db, minutes(40), 30)).toBe(0);
    for (const [order, date] of [
      [missed, missedDate],
      [older, olderDate],
    ] as const) {
      expect((await current(order.cartOrderNo)).hold.released_at).not.toBeNull();
      expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(0);
    }
    await expectCountersTrue();
  });

  it('is released by its job on a worker once due', async () => {
    const date = nextDate();
    const order = await placeOrder(date);
    // The QR issued 40 minutes before the real time: the job is due at once on the database.
    const issued = new Date(Date.now() - 40 * 60_000);
    kit.app.clock.now = () => issued;
    await issueQr(order.cartOrderNo);
    await jobApp([paymentHoldExpiryJob]);
    await vi.waitFor(
      async () => {
        const job = (await jobRows(kit.db, paymentHoldExpiryJob.name)).find(
          (row) => row.id === holdJobId(order.cartOrderNo),
        );
        expect(job?.state).toBe('completed');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await current(order.cartOrderNo)).hold.released_at).not.toBeNull();
    expect(await kit.slotUsed(CONTRACTOR, date, '1')).toBe(0);
    await expectCountersTrue();
  });
});
