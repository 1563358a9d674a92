import { addDays, businessToday, type BusinessDate } from './dates';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { TIME_SLOTS, timeSlotHours, type TimeSlot } from './time-slots';

// When a job is late (issue 32, docs/decisions/075): not on the way 30 minutes after its slot
// began, or not completed by the slot's end. Written once here as cut-off dates a moment gives
// each slot, so the operator's day (its count and list) and the orders list's filter (as SQL) read
// the same rule; lateReason applies it to one job.

/** How long after its slot began a job may still be waiting for its technician to set off. */
export const LATE_START_GRACE_MINUTES = 30;

/** Why a job is late. */
export const LATE_REASONS = ['not_on_the_way', 'not_completed'] as const;
export type LateReason = (typeof LATE_REASONS)[number];

/** The statuses of each reason: before the technician set off; set off but not done. */
export const LATE_STATUSES: Record<LateReason, readonly OrderStatus[]> = {
  not_on_the_way: ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf('on_the_way')),
  not_completed: ['on_the_way', 'in_progress'],
};

/** For each reason and slot, the last service date whose job in that slot is late at the moment. */
export type LateCutoffs = Record<LateReason, Record<TimeSlot, BusinessDate>>;

/** The instant a slot's time of day (`HH.mm`, Bangkok, UTC+7 all year) falls on a date. */
const instantOf = (date: BusinessDate, time: string, plusMinutes = 0): number =>
  new Date(`${date}T${time.replace('.', ':')}:00+07:00`).getTime() + plusMinutes * 60_000;

/** Today when today's slot has passed the moment (`at`), else yesterday. */
const lastDatePast = (now: Date, at: (date: BusinessDate) => number): BusinessDate => {
  const today = businessToday(now);
  return at(today) <= now.getTime() ? today : addDays(today, -1);
};

/** The late rule's cut-offs at `now`: a job is late when its date is on or before its slot's. */
export function lateCutoffs(now: Date): LateCutoffs {
  const bySlot = (at: (slot: TimeSlot, date: BusinessDate) => number) =>
    Object.fromEntries(
      TIME_SLOTS.map((slot) => [slot, lastDatePast(now, (date) => at(slot, date))]),
    ) as Record<TimeSlot, BusinessDate>;
  return {
    not_on_the_way: bySlot((slot, date) =>
      instantOf(date, timeSlotHours[slot].start, LATE_START_GRACE_MINUTES),
    ),
    not_completed: bySlot((slot, date) => instantOf(date, timeSlotHours[slot].end)),
  };
}

/** Why the job is late at `now`, or null when it is not (completed and cancelled jobs never are). */
export function lateReason(
  job: { date: BusinessDate; slot: TimeSlot; status: OrderStatus },
  now: Date,
): LateReason | null {
  const cutoffs = lateCutoffs(now);
  return (
    LATE_REASONS.find(
      (reason) =>
        LATE_STATUSES[reason].includes(job.status) && job.date <= cutoffs[reason][job.slot],
    ) ?? null
  );
}
