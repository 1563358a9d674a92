import { createHash } from 'node:crypto';
import {
  holdEndsAt,
  holdExpired,
  HOLD_REASONS,
  statusWithBooking,
  SYSTEM_LOGIN,
  type HoldReason,
} from '@changdee/domain/payment-hold';
import { isBeforeScheduled } from '@changdee/domain/order-status';
import type { DbExecutor, Database } from '../../db/client';
import { AppError } from '../../errors';
import { defineJob } from '../../jobs/definition';
import type { JobQueue } from '../../jobs/job-queue';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { releaseBooking, reserveBooking } from '../availability/service';
import { eventOf } from '@changdee/domain/order-events';
import { recordOrderEvent } from './order-events';
import { consumeCouponUse, releaseCouponUse } from '../promotions/service';
import * as holds from './payment-hold-repository';
import * as repository from './repository';
import { changeRow, type Change } from './history';

// The hold an unpaid PromptPay order keeps on its technician's slot and its coupon uses (issue 19,
// docs/decisions/040). Issuing the QR starts it and enqueues its expiry in the same transaction
// (one job per order, whatever the number of QRs); when it runs out unpaid the booking and the
// coupon uses are given back. Money arriving later books the same contractor, date and slot again
// when still free, or cancels the order (the money is then to be refunded). A scheduled sweep
// releases whatever the per-order jobs missed. Every step locks the order row first, so a payment
// and an expiry queue: whichever commits first, the other sees it.

/** What starting a hold needs: its length, the job queue and the app's clock. */
export interface HoldSettings {
  minutes: number;
  jobs: JobQueue;
  clock: { now(): Date };
}

/** Changes the server makes by itself: no user, the login 'system', the reason a code. */
function recordBySystem(tx: DbExecutor, orderNo: string, changes: Change[]) {
  return repository.insertChanges(
    tx,
    changes.map((change) => ({ ...changeRow(orderNo, null, change), actorLogin: SYSTEM_LOGIN })),
  );
}

/** A UUID of its own for the order's expiry job: enqueuing it again adds nothing. */
export function holdJobId(orderNo: string): string {
  const hex = createHash('sha256').update(`payment-hold:${orderNo}`).digest('hex');
  // Shaped as a version-5-style UUID (the variant and version bits set) for pg-boss's uuid column.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Starts the order's hold when its PromptPay QR is first issued (in the transaction that issues
 * it): the hold's end on the order and its expiry job, due then. A hold already started is kept
 * (a second QR neither extends nor doubles it).
 */
export async function startHold(
  tx: DbExecutor,
  order: repository.OrderRow,
  settings: HoldSettings,
): Promise<void> {
  if (order.holdUntil || order.holdReleasedAt) return;
  const holdUntil = holdEndsAt(settings.clock.now(), settings.minutes);
  await repository.updateOrder(tx, order.orderNo, { holdUntil });
  await settings.jobs.enqueue(
    tx,
    paymentHoldExpiryJob,
    { orderNo: order.orderNo },
    { id: holdJobId(order.orderNo), startAfter: holdUntil },
  );
}

/** Gives back one use of each line's coupon (as cancelling does). */
async function giveBackCouponUses(tx: DbExecutor, order: repository.OrderRow) {
  for (const couponId of await holds.couponIdsOf(tx, order.orderNo))
    await releaseCouponUse(tx, { couponId, customerMobile: order.mobile });
}

/**
 * Releases the order's booking and coupon uses when its hold has run out at `now`; nothing
 * otherwise (paid meanwhile, released already, not yet due, scheduled by Changdee). Answers
 * whether it released.
 */
export async function releaseExpiredHold(
  db: Database,
  orderNo: string,
  now: Date,
): Promise<boolean> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const order = await repository.findOrder(tx, orderNo, { lock: true });
      if (!order || !holdExpired(order, now)) return false;
      await releaseBooking(tx, order.orderNo);
      await giveBackCouponUses(tx, order);
      const status = statusWithBooking(order, false);
      await repository.updateOrder(tx, order.orderNo, { holdReleasedAt: now, status });
      const reason = HOLD_REASONS.expired;
      const changes: Change[] = [{ kind: 'hold', from: 'held', to: 'released', reason }];
      if (status !== order.status)
        changes.push({ kind: 'status', from: order.status, to: status, reason });
      await recordBySystem(tx, order.orderNo, changes);
      await recordOrderEvent(tx, order.orderNo, eventOf('hold_released'));
      return true;
    }),
  );
}

/** The most holds one sweep releases (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

/**
 * Releases every hold that has run out by `now` (each order in its own transaction, re-checked
 * under its lock): the safety net under the per-order jobs, and the holds of orders whose QR was
 * issued before holds existed (they get one `minutes` after their first QR). Answers how many.
 */
export async function sweepExpiredHolds(db: Database, now: Date, minutes: number): Promise<number> {
  await holds.startMissingHolds(db, minutes);
  let released = 0;
  for (const orderNo of await holds.expiredHolds(db, now, SWEEP_BATCH))
    if (await releaseExpiredHold(db, orderNo, now)) released += 1;
  return released;
}

/** Takes the coupon uses again; false when one was used up meanwhile (the discount is kept). */
async function retakeCouponUses(tx: DbExecutor, order: repository.OrderRow): Promise<boolean> {
  let all = true;
  const couponIds = [...(await holds.couponIdsOf(tx, order.orderNo))].sort();
  for (const couponId of couponIds) {
    const outcome = await consumeCouponUse(tx, { couponId, customerMobile: order.mobile });
    if (!outcome.ok) all = false;
  }
  return all;
}

/**
 * After a payment was applied to `order` (in the payment's transaction, the order locked): when
 * its hold had run out, the same contractor, date and slot are booked again if still free and the
 * coupon uses taken again; otherwise the order is cancelled, its money then to be refunded. Any
 * other order is answered as it is, without a statement.
 */
export async function rebookAfterLatePayment(
  tx: DbExecutor,
  order: repository.OrderRow,
): Promise<repository.OrderRow> {
  // A released order cancelled meanwhile stays cancelled: its money is a refund due.
  if (!order.holdReleasedAt || !isBeforeScheduled(order.status)) return order;
  const released = await holds.lastReleasedBooking(tx, order.orderNo);
  let booked = false;
  if (released) {
    try {
      await reserveBooking(tx, {
        orderNo: order.orderNo,
        districtCode: released.districtCode,
        subDistrictCode: order.subDistrictCode,
        workTypes: released.workTypes,
        date: order.serviceDate,
        slot: order.timeSlot,
        contractorId: released.contractorId,
      });
      booked = true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'SLOT_FULL')) throw error;
    }
  }
  if (!booked) {
    const reason = HOLD_REASONS.slotTaken;
    await repository.updateOrder(tx, order.orderNo, { status: 'cancelled' });
    await recordBySystem(tx, order.orderNo, [
      { kind: 'status', from: order.status, to: 'cancelled', reason },
    ]);
    // The customer is told, as of any cancellation (decisions 045, 053): after "paid", "cancelled".
    await recordOrderEvent(tx, order.orderNo, eventOf('cancelled'));
    return { ...order, status: 'cancelled' };
  }
  // Decision 040: the customer paid the discounted price, so a coupon used up meanwhile keeps its
  // discount; the history says so for the operators.
  const reason: HoldReason = (await retakeCouponUses(tx, order))
    ? HOLD_REASONS.rebooked
    : HOLD_REASONS.couponUsedUp;
  const status = statusWithBooking(order, true);
  await repository.updateOrder(tx, order.orderNo, { status, holdReleasedAt: null });
  const changes: Change[] = [{ kind: 'hold', from: 'released', to: 'rebooked', reason }];
  if (status !== order.status) changes.push({ kind: 'status', from: order.status, to: status });
  await recordBySystem(tx, order.orderNo, changes);
  return { ...order, status, holdReleasedAt: null };
}

/** Releases one order's hold when it is due (enqueued by startHold). */
export const paymentHoldExpiryJob = defineJob<{ orderNo: string }>({
  name: 'payment-hold-expiry',
  handler: async ({ orderNo }, { db, now, log }) => {
    if (await releaseExpiredHold(db, orderNo, now()))
      log.info({ orderNo }, 'payment hold released');
  },
  retry: { limit: 5, delaySeconds: 30, maxDelaySeconds: 10 * 60 },
  timeoutSeconds: 60,
});

/** Every 5 minutes: the holds the per-order jobs missed (decision 040). */
export const paymentHoldSweepJob = defineJob<Record<string, never>>({
  name: 'payment-hold-sweep',
  schedule: '*/5 * * * *',
  handler: async (_data, { db, now, config, log }) => {
    const released = await sweepExpiredHolds(db, now(), config.paymentHoldMinutes);
    if (released > 0) log.info({ released }, 'payment holds released by the sweep');
  },
  retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
  timeoutSeconds: 5 * 60,
  pollSeconds: 30,
});
