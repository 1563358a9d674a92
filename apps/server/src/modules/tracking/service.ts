import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import type { CartOrder } from '@changdee/contract/orders';
import {
  TRACKING_TOKEN_PATTERN,
  trackingDocumentPath,
  trackingPhotoPath,
  type RescheduleRequest,
  type TrackingAnswer,
} from '@changdee/contract/tracking';
import { businessToday } from '@changdee/domain/dates';
import { isOrderOpen } from '@changdee/domain/order-status';
import { lastSlipRejection } from '@changdee/domain/payment-methods';
import {
  canRequestReschedule,
  firstName,
  isLaterDay,
  isTrackingLinkExpired,
  showsJobPhotos,
  showsTechnician,
  trackingLinkExpiry,
} from '@changdee/domain/tracking-link';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { customerDocument, customerDocuments } from '../documents/service';
import { promptPayQr } from '../../lib/promptpay-qr';
import { addOnLinesOf, jobPhoto, orderAnswer, signOffAnswer, signOffOf } from '../orders/service';
import { ratingOf } from '../ratings/service';
import { trackingSignaturePath } from '@changdee/contract/sign-off';
import { canRate } from '@changdee/domain/ratings';
import { awaitsCustomerConfirmation } from '@changdee/domain/sign-off';
import { orderNoOfToken } from '../tracking-links/service';
import * as quotations from '../quotations/service';
import * as repository from './repository';
import type { TrackingLine } from '@changdee/contract/line-link';
import type { OrderStatus } from '@changdee/domain/order-status';

// What the customer's link opens (issue 22 item 2, docs/decisions/046): their order read through
// the token, cut down to what the customer may see, their tax documents, and a request for
// another date. An unknown token and an expired one answer the same 404.

export interface TrackingSettings {
  linkDays: number;
  promptPayId: string;
  now: Date;
  /**
   * What the page shows of LINE for the order (decision 052; the messages module's trackingLine):
   * null, or nothing given, offers nothing.
   */
  lineState?: (order: { status: OrderStatus; orderNo: string }) => Promise<TrackingLine>;
}

/** The order's last status change to `status` (its history): when, and who made it. */
const lastChangeTo = (order: CartOrder, status: string) =>
  order.history.findLast((entry) => entry.kind === 'status' && entry.to === status);

/** The order a live token opens, with the link's end; TRACKING_LINK_NOT_FOUND otherwise. */
export async function openOrder(db: DbExecutor, token: string, settings: TrackingSettings) {
  // A malformed token is looked up all the same (as its digest): every miss takes one query.
  const orderNo = await orderNoOfToken(db, token);
  if (!orderNo || !TRACKING_TOKEN_PATTERN.test(token))
    throw new AppError('TRACKING_LINK_NOT_FOUND');
  const order = await orderAnswer(db, orderNo);
  const ended = lastChangeTo(order, order.status);
  // A survey ended with a quotation still to answer keeps its link until then (decision 079).
  const answerUntil = ended ? await quotations.answerAwaitedUntil(db, orderNo) : null;
  const expiry = trackingLinkExpiry(
    order.status,
    ended ? new Date(ended.at) : null,
    settings.linkDays,
    answerUntil,
  );
  if (isTrackingLinkExpired(expiry, settings.now)) throw new AppError('TRACKING_LINK_NOT_FOUND');
  return { order, expiry };
}

// The customer's view of the order: a projection of the order's answer (orders' read model,
// order-answer.ts), part by part, with only what the customer may see.

/** The order's life as status steps: no names, logins or reasons. */
const statusSteps = (order: CartOrder): TrackingAnswer['history'] =>
  order.history
    .filter((change) => change.kind === 'status')
    .map((change) => ({
      kind: 'status' as const,
      from: change.from,
      to: change.to,
      at: change.at,
    }));

/** The technician who set off (the history's name of the change to on the way, or straight to
 * started when they skipped it) and their team, once the customer may know them. */
function technicianShown(order: CartOrder): TrackingAnswer['technician'] {
  if (!showsTechnician(order.status) || !order.contractor) return null;
  const setOffBy =
    (lastChangeTo(order, 'on_the_way') ?? lastChangeTo(order, 'in_progress'))?.by ?? '';
  return {
    first_name: firstName(setOffBy),
    team: order.contractor.name,
    phone: order.contractor.phone,
  };
}

/** The job's photos, once the job is done, at the tracking link's own paths. */
const photosShown = (order: CartOrder, token: string): TrackingAnswer['photos'] =>
  showsJobPhotos(order.status)
    ? (order.photos ?? []).map((photo) => ({
        id: photo.id,
        url: trackingPhotoPath(token, photo.id),
        at: photo.at,
      }))
    : [];

/** What the customer owes and how to pay it: a PromptPay QR, or a transfer slip's state. */
async function paymentShown(
  order: CartOrder,
  promptPayId: string,
): Promise<TrackingAnswer['payment']> {
  const byTransfer = order.requested_payment === 'bank_transfer';
  const unpaid =
    !hasReceivedPayment(order.payment.state) &&
    isOrderOpen(order.status) &&
    order.total_payable > 0;
  return {
    state: order.payment.state,
    amount: order.payment.amount,
    paid_at: order.payment.paid_at,
    promptpay: unpaid && !byTransfer ? await promptPayQr(promptPayId, order.total_payable) : null,
    bank_transfer: byTransfer
      ? {
          slip_waiting:
            order.payment.state === 'pending' && order.payment.method === 'bank_transfer',
          rejected_reason: lastSlipRejection(order.history),
        }
      : null,
  };
}

/** The customer's latest request for another day, and what the office decided. */
function rescheduleShown(
  order: CartOrder,
  requested: repository.RescheduleRequestRow | null,
): TrackingAnswer['reschedule'] {
  return {
    open: canRequestReschedule(order.status),
    requested: requested
      ? {
          ...requestAnswer(requested),
          decided:
            requested.decidedAt && requested.outcome
              ? { at: requested.decidedAt.toISOString(), outcome: requested.outcome }
              : null,
        }
      : null,
  };
}

/** GET public/tracking/{token}: only what the customer may see (the test asserts the keys). */
export async function trackingAnswer(
  db: DbExecutor,
  token: string,
  settings: TrackingSettings,
): Promise<TrackingAnswer> {
  const { order, expiry } = await openOrder(db, token, settings);
  const issued = await customerDocuments(db, order.cartOrderNo);
  const requested = await repository.dayRequest(db, order.cartOrderNo, businessToday(settings.now));
  return {
    status: order.status,
    created_at: order.created_at,
    history: statusSteps(order),
    expected_date: order.expected_date,
    sub_district: order.customer.address.sub_district.name,
    technician: technicianShown(order),
    photos: photosShown(order, token),
    items: order.items.map((item) => ({
      name: item.product_name,
      qty: item.qty,
      total_price: item.total_price,
    })),
    add_ons: (await addOnLinesOf(db, order.cartOrderNo)).map((line) => ({
      name: { th: line.nameTh, en: line.nameEn },
      qty: line.qty,
      unit: line.unit,
      amount_satang: line.amountSatang,
    })),
    totals: {
      total: order.totals.total,
      discount: order.totals.discount,
      total_payable: order.totals.total_payable,
    },
    payment: await paymentShown(order, settings.promptPayId),
    documents: issued.map((document) => ({
      id: document.id,
      kind: document.kind,
      serial: document.serial,
      issued_at: document.issuedAt.toISOString(),
      pdf_url: trackingDocumentPath(token, document.id),
    })),
    reschedule: rescheduleShown(order, requested),
    language: order.customer_language,
    expires_at: expiry ? expiry.toISOString() : null,
    line: settings.lineState
      ? await settings.lineState({ status: order.status, orderNo: order.cartOrderNo })
      : null,
    ...(await signOffShown(db, token, order)),
    quotation: await quotations.hasSentQuotation(db, order.cartOrderNo),
  };
}

/** The page's sign-off and rating parts. */
async function signOffShown(
  db: DbExecutor,
  token: string,
  order: { cartOrderNo: string; status: TrackingAnswer['status'] },
): Promise<Pick<TrackingAnswer, 'sign_off' | 'rating'>> {
  const signOff = await signOffOf(db, order.cartOrderNo);
  const rating = await ratingOf(db, order.cartOrderNo);
  return {
    sign_off: signOff
      ? {
          ...signOffAnswer(signOff, trackingSignaturePath(token)),
          awaits_you: awaitsCustomerConfirmation(order.status, signOff),
        }
      : null,
    rating: {
      open: canRate(order.status) && !rating,
      given: rating
        ? { stars: rating.stars, comment: rating.comment, at: rating.createdAt.toISOString() }
        : null,
    },
  };
}

const requestAnswer = (row: repository.RescheduleRequestRow) => ({
  preferred_date: row.preferredDate,
  note: row.note,
  at: row.createdAt.toISOString(),
});

/** One of the customer's own tax documents through the token; another order's: DOCUMENT_NOT_FOUND. */
export async function trackingDocument(
  db: DbExecutor,
  token: string,
  id: string,
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  const document = await customerDocument(db, order.cartOrderNo, id);
  if (!document) throw new AppError('DOCUMENT_NOT_FOUND');
  return document;
}

/** GET public/tracking/{token}/photos/{id}: a photo of the completed job; 404 otherwise. */
export async function trackingPhoto(
  db: DbExecutor,
  token: string,
  photoId: string,
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  const photo = showsJobPhotos(order.status)
    ? await jobPhoto(db, order.cartOrderNo, photoId)
    : null;
  if (!photo) throw new AppError('NOT_FOUND');
  return photo;
}

/**
 * POST public/tracking/{token}/reschedule-request: the customer's request for another date, for
 * the operators' "needs a decision" (reschedule_requests). One a day per order: a repeat the same
 * Bangkok day answers the day's request again (created: false) and stores nothing.
 */
export async function requestReschedule(
  db: DbExecutor,
  token: string,
  request: RescheduleRequest,
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  if (!canRequestReschedule(order.status)) throw new AppError('RESCHEDULE_NOT_OPEN');
  const today = businessToday(settings.now);
  if (request.preferred_date && !isLaterDay(request.preferred_date, today))
    throw new AppError('DATE_OUT_OF_WINDOW', { field: 'preferred_date' });
  const { request: row, created } = await repository.addRescheduleRequest(db, {
    orderNo: order.cartOrderNo,
    requestDay: today,
    preferredDate: request.preferred_date ?? null,
    note: request.note,
  });
  return { ...requestAnswer(row), created };
}
