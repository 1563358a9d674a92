import type {
  AvailableContractorRequest,
  CartCalendarQuery,
  WorkTypeAvailability,
} from '@changdee/contract/availability';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { cartLockDays } from '@changdee/domain/cart-totals';
import {
  cartAvailability,
  clampWindow,
  type CartAvailability,
} from '@changdee/domain/contractor-availability';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';

// Service area, calendar and bookings (spec §4 Availability, decision 011).
//
// Reading: who can work where (availableContractor) and which dates and slots a cart can be booked
// for (the calendar). The server takes nothing on trust: lock_days and work types come from its own
// products, "today" from its clock in Asia/Bangkok, the window is clamped, and the answer comes
// from its contractors, days off and capacity counters.
//
// Writing (for orders, issue 12): reserveBooking, releaseBooking and moveBooking run inside the
// caller's transaction. A unit of capacity is taken with a conditional upsert on the counter rows
// (repository.takeFirstFree, both units and the booking row in one statement), never by counting
// bookings first, so no concurrency can book a contractor past its slot or daily capacity.

type Caller = Pick<AuthContext, 'channels'>;

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** The service-area rule as SQL, for statements of other modules (an order's facts). */
export const servedWorkTypesQuery = repository.servedWorkTypesQuery;

/**
 * The capacity read as SQL columns, for statements of other modules (the dispatch board's page of
 * teams): a contractor's slot capacities, its counters' use and its days off in the dates.
 */
export const contractorCapacityColumns = repository.contractorCapacityColumns;
export type ContractorCapacity = repository.ContractorCapacity;

/** Spec §3 filteredContractorLocation: per work type asked, whether anyone serves the district. */
export async function workTypeAvailability(
  db: DbExecutor,
  request: AvailableContractorRequest,
): Promise<WorkTypeAvailability[]> {
  const served = await repository.workTypesServed(
    db,
    request.districts,
    distinct(request.work_type_id),
    request.sub_district,
  );
  return request.work_type_id.map((type_of_work) => ({
    type_of_work,
    available: served.has(type_of_work),
  }));
}

/**
 * The calendar of a cart for a district (both calendar endpoints): the dates with no free slot,
 * the full slots of the other dates and the first free date, within the clamped window.
 */
export async function cartCalendar(
  db: DbExecutor,
  caller: Caller,
  query: CartCalendarQuery,
  now: Date,
): Promise<CartAvailability> {
  if (query.channel_bu !== undefined && !caller.channels.includes(query.channel_bu))
    throw new AppError('FORBIDDEN', { details: { channel_bu: query.channel_bu } });
  const productIds = distinct(query.product_id.map((id) => id.toLowerCase()));
  const found = await repository.cartProducts(
    db,
    productIds,
    query.channel_bu !== undefined ? [query.channel_bu] : caller.channels,
  );
  if (found.length < productIds.length) {
    const known = new Set(found.map((product) => product.id));
    throw new AppError('PRODUCT_NOT_FOUND', {
      details: { productIds: productIds.filter((id) => !known.has(id)) },
    });
  }

  const lockDays = cartLockDays(found.map((product) => ({ lock_days: product.lockDays })));
  const window = clampWindow(query, availabilityWindow(businessToday(now), lockDays));
  const nothing: CartAvailability = { unavailableDates: [], fullSlots: {}, availableTime: null };
  if (window.empty) return nothing;

  // The products' own work types always count: leaving one out of work_type_id cannot make a
  // contractor without it look able to do the cart.
  const workTypes = distinct([
    ...found.map((product) => product.typeOfWork),
    ...(query.work_type_id ?? []),
  ]);
  const facts = await repository.calendarFacts(db, {
    districtCode: query.districts,
    subDistrictCode: query.sub_district,
    workTypes,
    contractorId: query.contractor_id,
    start: window.start_date,
    end: window.end_date,
  });
  return cartAvailability(window, facts.contractors, facts.blocks, query.contractor_id_order);
}

/**
 * The first date and slot a job can be booked for from `today` (its lock days and the six-month
 * window of spec §9), by the calendar's own rule: a contractor serving the sub-district, holding
 * every work type, with room in the slot and the day. Null when nobody is free in the window.
 */
export async function firstFreeTime(
  db: DbExecutor,
  job: Omit<JobRequest, 'date' | 'slot'> & { today: BusinessDate; lockDays: number },
): Promise<{ date: BusinessDate; slot: TimeSlot } | null> {
  const window = availabilityWindow(job.today, job.lockDays);
  if (window.empty) return null;
  const facts = await repository.calendarFacts(db, {
    districtCode: job.districtCode,
    subDistrictCode: job.subDistrictCode,
    workTypes: distinct(job.workTypes),
    start: window.start_date,
    end: window.end_date,
  });
  const first = cartAvailability(window, facts.contractors, facts.blocks).availableTime;
  return first ? { date: first.date, slot: first.slots[0]! } : null;
}

export interface JobRequest {
  /** The sub-district's district (4 digits). */
  districtCode: string;
  /**
   * Where the job is (6 digits, of that district): only teams serving the whole district or this
   * sub-district may take it (decision 054). An order's job always has one.
   */
  subDistrictCode: string | null;
  /** Every work type of the cart; the contractor must hold all of them. */
  workTypes: readonly string[];
  date: BusinessDate;
  slot: TimeSlot;
}

export type FreeContractor = repository.FreeContractor;

/**
 * The contractors that can take a job at a date and slot now: active, serving the district (the
 * whole of it or the job's sub-district),
 * holding every work type, not off that day, with room in the slot and in the day. Most room in
 * the slot first.
 */
export async function findContractors(db: DbExecutor, job: JobRequest): Promise<FreeContractor[]> {
  return repository.freeContractors(db, { ...job, workTypes: distinct(job.workTypes) });
}

export interface Booking {
  id: string;
  orderNo: string;
  contractorId: string;
  districtCode: string;
  subDistrictCode: string | null;
  workTypes: string[];
  serviceDate: BusinessDate;
  timeSlot: TimeSlot;
  status: 'booked' | 'released';
}

const toBooking = (row: repository.BookingRow): Booking => ({
  id: row.id,
  orderNo: row.orderNo,
  contractorId: row.contractorId,
  districtCode: row.districtCode,
  subDistrictCode: row.subDistrictCode,
  workTypes: row.workTypes,
  serviceDate: row.serviceDate,
  timeSlot: row.timeSlot,
  status: row.status,
});

/** A unique-constraint violation of `constraint`, through Drizzle's wrapping of driver errors. */
function violates(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as Error & { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

/** A booking as reserved, with the card of its contractor (what an order's answer shows). */
export type Reserved = Booking & { contractor: repository.AttemptOutcome['contractor'] };

/**
 * Books the order's job: one unit of a contractor's slot capacity and of its daily capacity, and
 * the booking row, all or nothing, inside the caller's transaction (pass the order's `tx`).
 * With `contractorId` only that contractor is tried; otherwise the free contractors in order of
 * findContractors (`preferredId` first). Throws SLOT_FULL (409) when nobody can take it, and
 * CONFLICT when the order already holds a booking — the caller's transaction should then roll
 * back (the CONFLICT comes from a failed statement).
 *
 * Usually one statement (repository.takeFirstFree, decision 037): the pick, both units and the
 * row together. Only an order that loses a race for its pick's last unit sends more: it gives
 * back a slot unit taken alone and tries the next contractor, with a fresh look at the counters.
 */
export async function reserveBooking(
  tx: DbExecutor,
  job: JobRequest & { orderNo: string; contractorId?: string | null; preferredId?: string | null },
): Promise<Reserved> {
  const workTypes = distinct(job.workTypes);
  const tried: string[] = [];
  for (;;) {
    let outcome: repository.AttemptOutcome | null;
    try {
      outcome = await repository.takeFirstFree(tx, {
        orderNo: job.orderNo,
        districtCode: job.districtCode,
        subDistrictCode: job.subDistrictCode,
        workTypes,
        contractorId: job.contractorId,
        date: job.date,
        slot: job.slot,
        preferredId: job.preferredId,
        tried,
      });
    } catch (error) {
      if (violates(error, 'bookings_order_booked_uq'))
        throw new AppError('CONFLICT', { details: { orderNo: job.orderNo } });
      throw error;
    }
    if (!outcome) throw new AppError('SLOT_FULL', { details: { date: job.date, slot: job.slot } });
    const { contractor, bookingId, slotOnly } = outcome;
    if (bookingId)
      return {
        id: bookingId,
        orderNo: job.orderNo,
        contractorId: contractor.id,
        districtCode: job.districtCode,
        subDistrictCode: job.subDistrictCode,
        workTypes,
        serviceDate: job.date,
        timeSlot: job.slot,
        status: 'booked',
        contractor,
      };
    if (slotOnly) await repository.giveBackSlotUnit(tx, contractor.id, job.date, job.slot);
    tried.push(contractor.id);
  }
}

/**
 * Releases the order's booking and gives its units back (cancellation, or the first half of a
 * move). Null when the order holds no booking, so releasing twice is harmless.
 */
export async function releaseBooking(tx: DbExecutor, orderNo: string): Promise<Booking | null> {
  const row = await repository.markReleased(tx, orderNo);
  if (!row) return null;
  await repository.giveBackUnits(tx, row.contractorId, row.serviceDate, row.timeSlot);
  return toBooking(row);
}

/**
 * Moves the order's booking to another date and slot (and contractor, when `contractorId` is
 * given; otherwise its current contractor is kept when free): release and reserve in one savepoint
 * of the caller's transaction, so a move that cannot be made (SLOT_FULL) leaves the old booking as
 * it was. BOOKING_NOT_FOUND when the order holds no booking. Two moves that cross (each releasing
 * what the other wants) can deadlock on PostgreSQL; the database aborts one, and the order
 * endpoints' bounded retry of deadlocks and serialization failures (lib/transaction-retry.ts) runs it again.
 */
export async function moveBooking(
  tx: DbExecutor,
  move: { orderNo: string; date: BusinessDate; slot: TimeSlot; contractorId?: string | null },
): Promise<Reserved> {
  return tx.transaction(async (inner) => {
    const old = await releaseBooking(inner, move.orderNo);
    if (!old) throw new AppError('BOOKING_NOT_FOUND', { details: { orderNo: move.orderNo } });
    return reserveBooking(inner, {
      orderNo: move.orderNo,
      districtCode: old.districtCode,
      subDistrictCode: old.subDistrictCode,
      workTypes: old.workTypes,
      date: move.date,
      slot: move.slot,
      contractorId: move.contractorId,
      preferredId: old.contractorId,
    });
  });
}
