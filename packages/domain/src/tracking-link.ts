import { addDays, type BusinessDate } from './dates';
import { isBeforeScheduled, type OrderChangeKind, type OrderStatus } from './order-status';

// The customer's tracking link (issue 22 item 2, docs/decisions/046): how long it opens the order,
// and what it shows when.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant after a Bangkok business date (Asia/Bangkok keeps UTC+7 all year). */
const afterBusinessDate = (date: BusinessDate): Date =>
  new Date(`${addDays(date, 1)}T00:00:00+07:00`);

/**
 * When the link stops working: `days` after the job ended (completed or cancelled, at `endedAt`);
 * null while the job is open (the link works until then). A survey's quotation waiting for the
 * customer's answer keeps it open through its last valid day (`answerUntil`, decision 079): the
 * customer answers on this page.
 */
export function trackingLinkExpiry(
  status: OrderStatus,
  endedAt: Date | null,
  days: number,
  answerUntil: BusinessDate | null = null,
): Date | null {
  if (status !== 'completed' && status !== 'cancelled') return null;
  // An ended order always has its ending in the history; without it, it counts as ended now.
  const ended = new Date((endedAt ?? new Date(0)).getTime() + days * DAY_MS);
  const answerable = answerUntil ? afterBusinessDate(answerUntil) : null;
  return answerable && answerable > ended ? answerable : ended;
}

export const isTrackingLinkExpired = (expiry: Date | null, now: Date): boolean =>
  expiry !== null && now.getTime() >= expiry.getTime();

/**
 * The technician's first name and the team are shown from the technician's setting off to the
 * job's end: the customer knows who is coming, and afterwards who did the work.
 */
export const showsTechnician = (status: OrderStatus): boolean =>
  status === 'on_the_way' || status === 'in_progress' || status === 'completed';

/** The technician's photos of the work are shown once the job is completed. */
export const showsJobPhotos = (status: OrderStatus): boolean => status === 'completed';

/**
 * The customer may ask for another date while the store could still move it (before the job is
 * scheduled) and while Changdee could (scheduled): not once it is under way or over.
 */
export const canRequestReschedule = (status: OrderStatus): boolean =>
  isBeforeScheduled(status) || status === 'scheduled';

/**
 * How the office decided a customer's request for another date, as the order's history writes it
 * (kind 'reschedule', from: the date asked or null, to: the outcome): dismissed, the job kept as
 * booked; or moved, the job re-dated or given to another team by whatever path.
 */
export const RESCHEDULE_OUTCOMES = ['dismissed', 'moved'] as const;
export type RescheduleOutcome = (typeof RESCHEDULE_OUTCOMES)[number];

/**
 * The one rule of what decides a customer's open requests for another date (docs/decisions/044):
 * a change of the job's date or slot, or of its team, recorded by any path (the board's
 * assignment, the order page's change of date, the shop's calendar re-assigning the contractor).
 */
export const movesTheJob = (changes: readonly { kind: OrderChangeKind }[]): boolean =>
  changes.some((change) => change.kind === 'expected_date' || change.kind === 'contractor');

/** A date the customer may ask for: a day after today (Bangkok), ISO dates compared as text. */
export const isLaterDay = (date: string, today: string): boolean => date > today;

/** The first word of a person's name ("สมชาย ใจดี" → "สมชาย"). */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The tracking page's tax documents, as a link's fragment (`/t/<token>#docs`): decision 053. */
export const DOCUMENTS_ANCHOR = 'docs';
