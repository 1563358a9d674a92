import { addDays, addMonths, isDateWithin, type BusinessDate } from './dates';

/** Spec §9: the calendar query asks for available_time 1. */
export const AVAILABLE_TIME = 1;
/** Spec §7/§9: the window ends six months after today. */
export const AVAILABILITY_MONTHS = 6;

export interface AvailabilityWindow {
  start_date: BusinessDate;
  end_date: BusinessDate;
  /** True when lock_days push the start past the end: nothing can be booked. */
  empty: boolean;
}

/**
 * Spec §7/§9: from today + lock_days + 1 day to today + 6 months (both inclusive). For a cart, pass
 * cart-totals.cartLockDays. Decision: negative or fractional lock_days count as 0 / whole days, and a
 * month end clamps (31 Aug + 6 months → last day of February).
 */
export const availabilityWindow = (
  today: BusinessDate,
  lockDays: number | null | undefined,
): AvailabilityWindow => {
  const days =
    typeof lockDays === 'number' && Number.isFinite(lockDays)
      ? Math.max(0, Math.trunc(lockDays))
      : 0;
  const start_date = addDays(today, days + 1);
  const end_date = addMonths(today, AVAILABILITY_MONTHS);
  return { start_date, end_date, empty: start_date > end_date };
};

export const isInAvailabilityWindow = (date: BusinessDate, window: AvailabilityWindow): boolean =>
  isDateWithin(date, window.start_date, window.end_date);
