import type { AvailabilityWindow } from './availability-window';
import { addDays, type BusinessDate } from './dates';
import { TIME_SLOTS, type TimeSlot } from './time-slots';

// Spec §4 Availability: which dates and slots a cart can be booked for, given the contractors that
// could do the whole job (active, serving the district, holding every work type of the cart) and
// what already blocks each of them. A cart is never split between contractors: a slot is free on a
// date when one single contractor is free in it.

/** A contractor that could do the whole cart, with what it can take per day. */
export interface EligibleContractor {
  id: string;
  /** Jobs per day in each slot; 0 or absent: the contractor does not work in that slot. */
  slotCapacity: Partial<Record<TimeSlot, number>>;
  /** Jobs per day over all slots. */
  dailyCapacity: number;
}

/**
 * What blocks contractors in the window, sparse (only where something blocks): their days off, the
 * slots booked up to their capacity, and the days booked up to their daily capacity.
 */
export interface ContractorBlocks {
  daysOff: ReadonlyArray<{ contractorId: string; date: BusinessDate }>;
  fullSlots: ReadonlyArray<{ contractorId: string; date: BusinessDate; slot: TimeSlot }>;
  fullDays: ReadonlyArray<{ contractorId: string; date: BusinessDate }>;
}

/** The first date something is free: its free slots and a contractor who can come that day. */
export interface AvailableTime {
  date: BusinessDate;
  slots: TimeSlot[];
  contractor_id: string;
}

export interface CartAvailability {
  /** Dates of the window on which no slot is free, ascending. */
  unavailableDates: BusinessDate[];
  /** For dates that are available, the slots that are not (no contractor free in them). */
  fullSlots: Record<BusinessDate, TimeSlot[]>;
  /** The first available date of the window, or null when nothing is free. */
  availableTime: AvailableTime | null;
}

export interface RequestedWindow {
  start_date?: BusinessDate | null;
  end_date?: BusinessDate | null;
}

/**
 * The dates actually served for a request: the requested range cut to the allowed window (today +
 * the cart's lock_days + 1 … today + 6 months), whatever the client asks. Decision: a missing end
 * means the allowed one, and a request wholly outside the window gives an empty window (nothing is
 * bookable there), never dates outside it.
 */
export const clampWindow = (
  requested: RequestedWindow,
  allowed: AvailabilityWindow,
): AvailabilityWindow => {
  const start =
    requested.start_date && requested.start_date > allowed.start_date
      ? requested.start_date
      : allowed.start_date;
  const end =
    requested.end_date && requested.end_date < allowed.end_date
      ? requested.end_date
      : allowed.end_date;
  return { start_date: start, end_date: end, empty: allowed.empty || start > end };
};

/** Every date of a window, ascending (none when it is empty). */
export const windowDates = (window: AvailabilityWindow): BusinessDate[] => {
  const dates: BusinessDate[] = [];
  if (window.empty) return dates;
  for (let date = window.start_date; date <= window.end_date; date = addDays(date, 1))
    dates.push(date);
  return dates;
};

const dayKey = (contractorId: string, date: BusinessDate) => `${contractorId}|${date}`;
const slotKey = (contractorId: string, date: BusinessDate, slot: TimeSlot) =>
  `${contractorId}|${date}|${slot}`;

/** The preferred contractor when it is free, else the first one free in the most slots. */
const pickContractor = (freeIn: ReadonlyMap<string, TimeSlot[]>, preferred: string | null) => {
  if (preferred !== null && freeIn.has(preferred)) return preferred;
  let best = '';
  let most = 0;
  for (const [id, slots] of freeIn) {
    if (slots.length > most) {
      best = id;
      most = slots.length;
    }
  }
  return best;
};

/**
 * Spec §4: a date is unavailable when no single eligible contractor has a free slot that day. A
 * contractor is free in a slot when it works in that slot, is not off that day, and neither the
 * slot nor the day is booked up. `contractors` is in order of preference; availableTime names the
 * `preferred` contractor (the order's own contractor when re-dating) when it is free that day,
 * otherwise the first contractor free in the most of that day's slots.
 */
export const cartAvailability = (
  window: AvailabilityWindow,
  contractors: readonly EligibleContractor[],
  blocks: ContractorBlocks,
  preferred: string | null = null,
): CartAvailability => {
  const off = new Set(blocks.daysOff.map((b) => dayKey(b.contractorId, b.date)));
  const fullDay = new Set(blocks.fullDays.map((b) => dayKey(b.contractorId, b.date)));
  const fullSlot = new Set(blocks.fullSlots.map((b) => slotKey(b.contractorId, b.date, b.slot)));
  const working = contractors.filter((c) => c.dailyCapacity > 0);

  const unavailableDates: BusinessDate[] = [];
  const fullSlots: Record<BusinessDate, TimeSlot[]> = {};
  let availableTime: AvailableTime | null = null;

  for (const date of windowDates(window)) {
    const freeIn = new Map<string, TimeSlot[]>();
    for (const contractor of working) {
      const day = dayKey(contractor.id, date);
      if (off.has(day) || fullDay.has(day)) continue;
      const slots = TIME_SLOTS.filter(
        (slot) =>
          (contractor.slotCapacity[slot] ?? 0) > 0 &&
          !fullSlot.has(slotKey(contractor.id, date, slot)),
      );
      if (slots.length > 0) freeIn.set(contractor.id, slots);
    }
    const free = TIME_SLOTS.filter((slot) => [...freeIn.values()].some((s) => s.includes(slot)));
    if (free.length === 0) {
      unavailableDates.push(date);
      continue;
    }
    if (free.length < TIME_SLOTS.length)
      fullSlots[date] = TIME_SLOTS.filter((slot) => !free.includes(slot));
    availableTime ??= { date, slots: free, contractor_id: pickContractor(freeIn, preferred) };
  }
  return { unavailableDates, fullSlots, availableTime };
};
