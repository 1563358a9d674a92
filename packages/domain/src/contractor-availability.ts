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

/** What keeps each contractor away, by contractor: whole dates, and `date|slot` pairs. */
interface ContractorBlockSets {
  days: Set<BusinessDate>;
  slots: Set<string>;
}

const slotKey = (date: BusinessDate, slot: TimeSlot) => `${date}|${slot}`;

const blocksByContractor = (blocks: ContractorBlocks): Map<string, ContractorBlockSets> => {
  const sets = new Map<string, ContractorBlockSets>();
  const of = (id: string) => {
    let entry = sets.get(id);
    if (!entry) sets.set(id, (entry = { days: new Set(), slots: new Set() }));
    return entry;
  };
  for (const b of blocks.daysOff) of(b.contractorId).days.add(b.date);
  for (const b of blocks.fullDays) of(b.contractorId).days.add(b.date);
  for (const b of blocks.fullSlots) of(b.contractorId).slots.add(slotKey(b.date, b.slot));
  return sets;
};

const worksIn = (contractor: EligibleContractor, slot: TimeSlot): boolean =>
  contractor.dailyCapacity > 0 && (contractor.slotCapacity[slot] ?? 0) > 0;

const isFree = (
  contractor: EligibleContractor,
  blocked: ContractorBlockSets | undefined,
  date: BusinessDate,
  slot: TimeSlot,
): boolean =>
  worksIn(contractor, slot) && !blocked?.days.has(date) && !blocked?.slots.has(slotKey(date, slot));

/** The preferred contractor when it is free, else the first one free in the most slots. */
const pickContractor = (
  contractors: readonly EligibleContractor[],
  sets: Map<string, ContractorBlockSets>,
  date: BusinessDate,
  preferred: string | null,
): string => {
  let best = '';
  let most = 0;
  for (const contractor of contractors) {
    const free = TIME_SLOTS.filter((slot) =>
      isFree(contractor, sets.get(contractor.id), date, slot),
    ).length;
    if (free > 0 && contractor.id === preferred) return preferred;
    if (free > most) {
      best = contractor.id;
      most = free;
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
 *
 * Blocks are sparse, so the work follows them, not dates × contractors: per slot, count the
 * contractors working it, and per date and slot those of them blocked; a slot is free on a date
 * when fewer are blocked than work it.
 */
export const cartAvailability = (
  window: AvailabilityWindow,
  contractors: readonly EligibleContractor[],
  blocks: ContractorBlocks,
  preferred: string | null = null,
): CartAvailability => {
  const sets = blocksByContractor(blocks);
  const working = new Map<TimeSlot, number>();
  const blockedCount = new Map<string, number>();
  for (const contractor of contractors) {
    const blocked = sets.get(contractor.id);
    for (const slot of TIME_SLOTS) {
      if (!worksIn(contractor, slot)) continue;
      working.set(slot, (working.get(slot) ?? 0) + 1);
      const dates = new Set(blocked?.days);
      for (const key of blocked?.slots ?? [])
        if (key.endsWith(`|${slot}`)) dates.add(key.slice(0, -slot.length - 1));
      for (const date of dates) {
        const key = slotKey(date, slot);
        blockedCount.set(key, (blockedCount.get(key) ?? 0) + 1);
      }
    }
  }

  const unavailableDates: BusinessDate[] = [];
  const fullSlots: Record<BusinessDate, TimeSlot[]> = {};
  let availableTime: AvailableTime | null = null;
  for (const date of windowDates(window)) {
    const free = TIME_SLOTS.filter(
      (slot) => (blockedCount.get(slotKey(date, slot)) ?? 0) < (working.get(slot) ?? 0),
    );
    if (free.length === 0) {
      unavailableDates.push(date);
      continue;
    }
    if (free.length < TIME_SLOTS.length)
      fullSlots[date] = TIME_SLOTS.filter((slot) => !free.includes(slot));
    availableTime ??= {
      date,
      slots: free,
      contractor_id: pickContractor(contractors, sets, date, preferred),
    };
  }
  return { unavailableDates, fullSlots, availableTime };
};
