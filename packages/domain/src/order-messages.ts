import type { BusinessDate } from './dates';
import { formatDate } from './date-format';
import type { Locale } from './locale';
import { formatNumber, type Baht } from './money';
import { ORDER_EVENT_KINDS, type OrderEventKind } from './order-events';
import { fitsSms } from './sms-segments';
import { DOCUMENTS_ANCHOR } from './tracking-link';
import { orderTimeLabel, type TimeSlot } from './time-slots';

// What the customer is told at each event of their order (issue 22, docs/decisions/045): the
// events, the channels and states of a message, and the texts in Thai and English. A text carries
// the order number, the date (Buddhist year in Thai) and slot where they matter, and the tracking
// link; as an SMS it must fit two segments (sms-segments.ts), so each template has a short form
// for when the full one does not fit (a long public URL, a long name).

/** The customer is told of every event of their order (order-events.ts), each with its text. */
export const MESSAGE_EVENTS = ORDER_EVENT_KINDS;
export type MessageEvent = OrderEventKind;

/** `log` writes the message to the server's log (no provider: `npm start` works as it is). */
export const MESSAGE_CHANNELS = ['log', 'sms', 'line'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued → sending → sent; a failed try goes back to `failed` until its retries are spent, then
 * `dead` (kept and shown; an operator may send it again).
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'dead'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * An operator may send again a message that died, or one sent that the customer says they did not
 * get; a queued or failed one is still being retried by the worker.
 */
export const canResend = (state: MessageState): boolean => state === 'sent' || state === 'dead';

export interface MessageFacts {
  orderNo: string;
  /** The service date and slot, as booked now. */
  date: BusinessDate;
  slot: TimeSlot;
  /** The customer's tracking link in their language. */
  link: string;
  /** The technician's first name (on the way). */
  technician?: string | null;
  /** Baht paid or refunded. */
  amount?: Baht | null;
  /** Why a transfer slip was not accepted. */
  reason?: string | null;
  /** The last day a quotation may be approved (quotation sent, expiring). */
  validUntil?: BusinessDate | null;
}

/**
 * The link a message of `event` carries: the tracking page, at its tax documents when paid
 * (decision 053: the tax invoice or receipt is issued by its own job just after the payment, so
 * the message links the page's list, which shows it once issued, rather than one PDF).
 */
export const messageLink = (event: MessageEvent, link: string): string =>
  event === 'paid' ? `${link}#${DOCUMENTS_ANCHOR}` : link;

/** Names longer than this are cut: a message must stay within two SMS segments. */
export const MAX_NAME_IN_MESSAGE = 12;

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * The first name, cut to MAX_NAME_IN_MESSAGE characters as read (a Thai vowel mark stays on its
 * letter).
 */
export const nameInMessage = (name: string | null | undefined): string =>
  [...graphemes.segment((name ?? '').trim().split(/\s+/)[0]!)]
    .slice(0, MAX_NAME_IN_MESSAGE)
    .map((part) => part.segment)
    .join('');

type Parts = {
  no: string;
  when: string;
  link: string;
  name: string;
  amount: string;
  reason: string;
  until: string;
};

const FULL: Record<MessageEvent, Record<Locale, (p: Parts) => string>> = {
  placed: {
    th: (p) => `ช่างดีรับงาน ${p.no} นัด ${p.when} ${p.link}`,
    en: (p) => `Changdee booked ${p.no} for ${p.when} ${p.link}`,
  },
  paid: {
    th: (p) => `ช่างดีได้รับเงิน ${p.amount} บ. งาน ${p.no} ${p.link}`,
    en: (p) => `Changdee received THB ${p.amount} for ${p.no} ${p.link}`,
  },
  date_changed: {
    th: (p) => `งาน ${p.no} เลื่อนเป็น ${p.when} ${p.link}`,
    en: (p) => `${p.no} moved to ${p.when} ${p.link}`,
  },
  technician_assigned: {
    th: (p) => `งาน ${p.no} มีช่างแล้ว ${p.when} ${p.link}`,
    en: (p) => `${p.no} has a technician for ${p.when} ${p.link}`,
  },
  on_the_way: {
    th: (p) => `ช่าง${p.name}กำลังไปงาน ${p.no} ${p.link}`,
    en: (p) => `${p.name} is on the way for ${p.no} ${p.link}`,
  },
  completed: {
    th: (p) => `งาน ${p.no} เสร็จแล้ว ขอบคุณค่ะ ${p.link}`,
    en: (p) => `${p.no} is done, thank you ${p.link}`,
  },
  cancelled: {
    th: (p) => `งาน ${p.no} ถูกยกเลิกแล้ว ${p.link}`,
    en: (p) => `${p.no} was cancelled ${p.link}`,
  },
  refund_recorded: {
    th: (p) => `ช่างดีคืนเงิน ${p.amount} บ. งาน ${p.no} ${p.link}`,
    en: (p) => `Changdee refunded THB ${p.amount} for ${p.no} ${p.link}`,
  },
  // The PromptPay hold ran out unpaid (decision 040): the slot went back; a payment now books
  // again if the slot is still free. The Thai leaves the date out to fit two SMS segments.
  hold_released: {
    th: (p) => `งาน ${p.no} ค้างชำระ จึงปล่อยคิว ชำระเพื่อจองใหม่ ${p.link}`,
    en: (p) => `${p.no} unpaid: the ${p.when} slot was released. Pay to book again ${p.link}`,
  },
  // The operator's reason as written; too long for two segments, the SMS is the short form and
  // the tracking page shows the reason (decision 069).
  payment_slip_rejected: {
    th: (p) => `สลิปงาน ${p.no} ไม่ผ่าน: ${p.reason} แนบใหม่ ${p.link}`,
    en: (p) =>
      `The transfer slip for ${p.no} was not accepted: ${p.reason}. Attach a new one ${p.link}`,
  },
  // After "completed" (decision 078): the tracking page asks for the stars.
  rating_requested: {
    th: (p) => `ให้คะแนนงาน ${p.no} ได้ที่ ${p.link}`,
    en: (p) => `Please rate ${p.no} at ${p.link}`,
  },
  rated: {
    th: (p) => `ช่างดีขอบคุณที่ให้คะแนนงาน ${p.no} ${p.link}`,
    en: (p) => `Thank you for rating ${p.no} ${p.link}`,
  },
  // Decision 080: the customer approves (or declines) the technician's extras on their page.
  extras_proposed: {
    th: (p) => `ช่างเพิ่มรายการงาน ${p.no} รอคุณอนุมัติ ${p.link}`,
    en: (p) => `Extras for ${p.no} await your approval ${p.link}`,
  },
  extra_approved: {
    th: (p) => `คุณอนุมัติรายการเพิ่มงาน ${p.no} แล้ว ${p.link}`,
    en: (p) => `You approved an extra for ${p.no} ${p.link}`,
  },
  extra_declined: {
    th: (p) => `คุณไม่รับรายการเพิ่มงาน ${p.no} ไม่มีค่าใช้จ่าย ${p.link}`,
    en: (p) => `You declined an extra for ${p.no}: no charge ${p.link}`,
  },
  extras_paid: {
    th: (p) => `ช่างดีได้รับค่ารายการเพิ่มงาน ${p.no} แล้ว ${p.link}`,
    en: (p) => `Changdee received the extras' payment for ${p.no} ${p.link}`,
  },
  // The survey's quotation, to read and answer on the tracking page (decision 081).
  quotation_sent: {
    th: (p) => `ใบเสนอราคางาน ${p.no} ใช้ได้ถึง ${p.until} ${p.link}`,
    en: (p) => `The quotation for ${p.no} is ready, valid until ${p.until}. See it at ${p.link}`,
  },
  quotation_expiring: {
    th: (p) => `ใบเสนอราคา ${p.no} หมดอายุหลัง ${p.until} ${p.link}`,
    en: (p) => `The quotation for ${p.no} ends on ${p.until}. See and approve it at ${p.link}`,
  },
  // The installation an approved quotation booked (decision 079), with its date.
  quotation_approved: {
    th: (p) => `อนุมัติแล้ว ${p.no} นัด ${p.when} ${p.link}`,
    en: (p) => `Quotation approved: installation ${p.no} on ${p.when} ${p.link}`,
  },
};

/** The event in a word or two: a title (LINE) and the short SMS form. */
export const MESSAGE_TITLES: Record<MessageEvent, Record<Locale, string>> = {
  placed: { th: 'รับงานแล้ว', en: 'Booked' },
  paid: { th: 'ได้รับเงินแล้ว', en: 'Paid' },
  date_changed: { th: 'เลื่อนวันนัด', en: 'New date' },
  technician_assigned: { th: 'ได้ช่างแล้ว', en: 'Technician assigned' },
  on_the_way: { th: 'ช่างกำลังไป', en: 'On the way' },
  completed: { th: 'งานเสร็จแล้ว', en: 'Done' },
  cancelled: { th: 'ยกเลิกแล้ว', en: 'Cancelled' },
  refund_recorded: { th: 'คืนเงินแล้ว', en: 'Refunded' },
  hold_released: { th: 'ปล่อยคิวแล้ว', en: 'Slot released' },
  payment_slip_rejected: { th: 'สลิปโอนเงินไม่ผ่าน', en: 'Transfer slip not accepted' },
  rating_requested: { th: 'ขอคะแนนความพึงพอใจ', en: 'Please rate the job' },
  rated: { th: 'ขอบคุณสำหรับคะแนน', en: 'Thank you for rating' },
  extras_proposed: { th: 'รายการเพิ่มรออนุมัติ', en: 'Extras to approve' },
  extra_approved: { th: 'อนุมัติรายการเพิ่มแล้ว', en: 'Extra approved' },
  extra_declined: { th: 'ไม่รับรายการเพิ่ม', en: 'Extra declined' },
  extras_paid: { th: 'ชำระค่ารายการเพิ่มแล้ว', en: 'Extras paid' },
  quotation_sent: { th: 'ใบเสนอราคาพร้อมแล้ว', en: 'Quotation ready' },
  quotation_expiring: { th: 'ใบเสนอราคาใกล้หมดอายุ', en: 'Quotation ending soon' },
  quotation_approved: { th: 'อนุมัติใบเสนอราคาแล้ว', en: 'Quotation approved' },
};

const partsOf = (event: MessageEvent, locale: Locale, facts: MessageFacts): Parts => ({
  no: facts.orderNo,
  when: `${formatDate(facts.date, 'short', locale)} ${orderTimeLabel(facts.slot)}`,
  link: messageLink(event, facts.link),
  name: nameInMessage(facts.technician),
  amount: formatNumber(facts.amount ?? 0),
  reason: facts.reason ?? '',
  until: facts.validUntil ? formatDate(facts.validUntil, 'short', locale) : '',
});

/** The full text of a message (LINE, the log). */
export const messageText = (event: MessageEvent, locale: Locale, facts: MessageFacts): string =>
  FULL[event][locale](partsOf(event, locale, facts));

/** The short form: the order number, the event's title and the link. */
export const shortMessageText = (
  event: MessageEvent,
  locale: Locale,
  facts: Pick<MessageFacts, 'orderNo' | 'link'>,
): string => `${facts.orderNo} ${MESSAGE_TITLES[event][locale]} ${messageLink(event, facts.link)}`;

/** The text of an SMS: the full form when it fits two segments, else the short one. */
export const smsText = (event: MessageEvent, locale: Locale, facts: MessageFacts): string => {
  const full = messageText(event, locale, facts);
  return fitsSms(full) ? full : shortMessageText(event, locale, facts);
};
