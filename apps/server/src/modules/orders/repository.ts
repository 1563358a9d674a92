import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { products } from '../../db/schema/catalog';
import { contractorMembers, contractors } from '../../db/schema/contractors';
import { customers, familyMembers } from '../../db/schema/customers';
import { districts, provinces, subdistricts } from '../../db/schema/geography';
import { employees, stores, users } from '../../db/schema/identity';
import { coupons } from '../../db/schema/promotions';
import {
  orderChanges,
  orderIdempotencyKeys,
  orderLines,
  orderNumberSequence,
  orderTaxInvoices,
  orders,
  paymentEvents,
} from '../../db/schema/orders';

// Data access of orders: queries only, no rules.

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type TaxInvoiceRow = typeof orderTaxInvoices.$inferSelect;
export type OrderChangeRow = typeof orderChanges.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** Rows of db.execute, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ---- what an order is made of ----

export async function activeEmployee(
  db: DbExecutor,
  storeId: string,
  code: string,
): Promise<EmployeeRow | null> {
  const [row] = await db
    .select()
    .from(employees)
    .where(
      and(eq(employees.storeId, storeId), eq(employees.code, code), eq(employees.active, true)),
    )
    .limit(1);
  return row ?? null;
}

export async function activeFamilyMember(
  db: DbExecutor,
  mobile: string,
): Promise<FamilyMemberRow | null> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.mobile, mobile), eq(familyMembers.active, true)))
    .limit(1);
  return row ?? null;
}

/** The customer records of a mobile, the most recently registered (password set) first. */
export async function customersByMobile(db: DbExecutor, mobile: string): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(eq(customers.mobile, mobile))
    .orderBy(sql`${customers.passwordSetAt} desc nulls last`, desc(customers.createdAt))
    .limit(20);
}

export interface PlaceRow {
  subDistrictCode: string;
  subDistrictName: string;
  districtCode: string;
  districtName: string;
  provinceCode: string;
  provinceName: string;
  postcodes: string[];
}

/** A sub-district with its district, province and postcodes (Thai names); null if unknown. */
export async function place(db: DbExecutor, subDistrictCode: string): Promise<PlaceRow | null> {
  const [row] = await db
    .select({
      subDistrictCode: subdistricts.code,
      subDistrictName: subdistricts.nameTh,
      districtCode: districts.code,
      districtName: districts.nameTh,
      provinceCode: provinces.code,
      provinceName: provinces.nameTh,
      postcode: subdistricts.postcode,
      postcodes: subdistricts.postcodes,
    })
    .from(subdistricts)
    .innerJoin(districts, eq(districts.code, subdistricts.districtCode))
    .innerJoin(provinces, eq(provinces.code, districts.provinceCode))
    .where(eq(subdistricts.code, subDistrictCode))
    .limit(1);
  if (!row) return null;
  const { postcode, postcodes, ...rest } = row;
  return { ...rest, postcodes: postcodes?.length ? postcodes : [postcode] };
}

export interface OrderProductRow {
  id: string;
  skuCode: string;
  skuMapping: string;
  productType: 'S' | 'I';
  nameTh: string;
  nameEn: string;
  price: number | null;
  unitPrice: number | null;
  minQty: number;
  limitQty: number | null;
  lockDays: number;
  typeOfWork: string;
}

/** The active products of a channel among the ids, read now (the order's prices). */
export async function channelProducts(
  db: DbExecutor,
  channel: string,
  ids: readonly string[],
): Promise<OrderProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      skuCode: products.skuCode,
      skuMapping: products.skuMapping,
      productType: products.productType,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      price: products.price,
      unitPrice: products.unitPrice,
      minQty: products.minQty,
      limitQty: products.limitQty,
      lockDays: products.lockDays,
      typeOfWork: products.typeOfWork,
    })
    .from(products)
    .where(
      and(
        eq(products.channelCode, channel),
        inArray(products.id, [...ids]),
        eq(products.active, true),
      ),
    );
}

/** The largest lock_days of an order's products as they are now (a change of date). */
export async function orderLockDays(db: DbExecutor, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ lockDays: sql<number>`coalesce(max(${products.lockDays}), 0)::int` })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderNo, orderNo));
  return Number(row?.lockDays ?? 0);
}

/** The payment flags of the coupons on an order's lines, in line order (a cart payment). */
export async function orderCouponPaymentFlags(db: DbExecutor, orderNo: string) {
  return db
    .select({
      code: coupons.code,
      request_payment: coupons.requestPayment,
      request_store_payment: coupons.requestStorePayment,
    })
    .from(orderLines)
    .innerJoin(coupons, eq(coupons.id, orderLines.couponId))
    .where(eq(orderLines.orderNo, orderNo))
    .orderBy(asc(orderLines.position));
}

/** The next value of the order number sequence (never waits, never rolled back). */
export async function nextOrderSequence(db: DbExecutor): Promise<number> {
  const [row] = rowsOf<{ value: string | number }>(
    await db.execute(sql`select nextval(${orderNumberSequence.seqName}) as value`),
  );
  return Number(row!.value);
}

// ---- writing an order ----

export async function insertOrder(db: DbExecutor, values: NewOrderRow): Promise<void> {
  await db.insert(orders).values(values);
}

export async function insertLines(
  db: DbExecutor,
  lines: Array<typeof orderLines.$inferInsert>,
): Promise<void> {
  await db.insert(orderLines).values(lines);
}

export async function insertTaxInvoice(
  db: DbExecutor,
  values: typeof orderTaxInvoices.$inferInsert,
): Promise<void> {
  await db.insert(orderTaxInvoices).values(values);
}

export async function insertChanges(
  db: DbExecutor,
  changes: Array<typeof orderChanges.$inferInsert>,
): Promise<void> {
  if (changes.length > 0) await db.insert(orderChanges).values(changes);
}

export async function updateOrder(
  db: DbExecutor,
  orderNo: string,
  values: Partial<NewOrderRow>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.orderNo, orderNo));
}

/**
 * The order, or null. `lock`: its row is locked until the transaction ends, so changes to one order
 * (date, contractor, status, payment) queue instead of overwriting each other.
 */
export async function findOrder(
  db: DbExecutor,
  orderNo: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

// ---- reading an order whole ----

export interface OrderParts {
  store: { id: string; nameTh: string; nameEn: string; buStoreId: string };
  lines: OrderLineRow[];
  taxInvoice: TaxInvoiceRow | null;
  changes: OrderChangeRow[];
  contractor: { id: string; nameTh: string; nameEn: string; phone: string } | null;
  /** Thai and English names of the location codes the order and its tax invoice name. */
  names: Map<string, { th: string; en: string }>;
}

/** Everything an order's answer shows besides the order row, in a few indexed reads. */
export async function orderParts(db: DbExecutor, order: OrderRow): Promise<OrderParts> {
  // One after another: inside a transaction the queries share one connection.
  const [store] = await db
    .select({
      id: stores.id,
      nameTh: stores.nameTh,
      nameEn: stores.nameEn,
      buStoreId: stores.buStoreId,
    })
    .from(stores)
    .where(eq(stores.id, order.storeId));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderNo, order.orderNo))
    .orderBy(asc(orderLines.position));
  const [taxInvoice] = await db
    .select()
    .from(orderTaxInvoices)
    .where(eq(orderTaxInvoices.orderNo, order.orderNo));
  const changes = await db
    .select()
    .from(orderChanges)
    .where(eq(orderChanges.orderNo, order.orderNo))
    .orderBy(asc(orderChanges.id));
  const [contractor] = await db
    .select({
      id: contractors.id,
      nameTh: contractors.nameTh,
      nameEn: contractors.nameEn,
      phone: contractors.phone,
    })
    .from(bookings)
    .innerJoin(contractors, eq(contractors.id, bookings.contractorId))
    .where(and(eq(bookings.orderNo, order.orderNo), eq(bookings.status, 'booked')));
  const subCodes = [order.subDistrictCode, taxInvoice?.subDistrictCode].filter(
    (code): code is string => Boolean(code),
  );
  const districtCodes = [order.districtCode, taxInvoice?.districtCode].filter(
    (code): code is string => Boolean(code),
  );
  const provinceCodes = [order.provinceCode, taxInvoice?.provinceCode].filter(
    (code): code is string => Boolean(code),
  );
  const subNames = await db
    .select({ code: subdistricts.code, th: subdistricts.nameTh, en: subdistricts.nameEn })
    .from(subdistricts)
    .where(inArray(subdistricts.code, subCodes));
  const districtNames = await db
    .select({ code: districts.code, th: districts.nameTh, en: districts.nameEn })
    .from(districts)
    .where(inArray(districts.code, districtCodes));
  const provinceNames = await db
    .select({ code: provinces.code, th: provinces.nameTh, en: provinces.nameEn })
    .from(provinces)
    .where(inArray(provinces.code, provinceCodes));
  return {
    store: store!,
    lines,
    taxInvoice: taxInvoice ?? null,
    changes,
    contractor: contractor ?? null,
    names: new Map(
      [...subNames, ...districtNames, ...provinceNames].map((r) => [
        r.code,
        { th: r.th, en: r.en },
      ]),
    ),
  };
}

// ---- Idempotency-Key answers ----

export interface IdempotencyRecord {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * Inserts the key's row; false when it exists already. A row another transaction inserted and
 * has not committed yet makes this wait until that one ends (then: false if it committed, true if
 * it rolled back and this insert took its place).
 */
export async function claimIdempotencyKey(
  db: DbExecutor,
  storeId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(orderIdempotencyKeys)
    .values({ storeId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  return rows.length === 1;
}

export async function idempotencyRecord(
  db: DbExecutor,
  storeId: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select({
      requestHash: orderIdempotencyKeys.requestHash,
      responseStatus: orderIdempotencyKeys.responseStatus,
      responseBody: orderIdempotencyKeys.responseBody,
    })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.storeId, storeId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveIdempotentAnswer(
  db: DbExecutor,
  storeId: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(orderIdempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(orderIdempotencyKeys.storeId, storeId), eq(orderIdempotencyKeys.key, key)));
}

// ---- payment events ----

/** Records a provider's event; false when that event id was recorded before. */
export async function recordPaymentEvent(
  db: DbExecutor,
  event: { eventId: string; orderNo: string; amount: number; reference: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

// ---- the order's booking ----

/** The contractor holding the order's booking now, or null. */
export async function bookedContractorId(db: DbExecutor, orderNo: string): Promise<string | null> {
  const [row] = await db
    .select({ contractorId: bookings.contractorId })
    .from(bookings)
    .where(and(eq(bookings.orderNo, orderNo), eq(bookings.status, 'booked')))
    .limit(1);
  return row?.contractorId ?? null;
}

/**
 * Queues the transaction behind any other moving a booking of this contractor, until it ends. A
 * move frees a unit on one date and takes one on another: two moves of one contractor's bookings
 * in opposite directions would otherwise lock the two dates' counters in opposite orders and
 * deadlock.
 */
export async function lockContractorMoves(db: DbExecutor, contractorId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking-moves:${contractorId}`}, 0))`,
  );
}

/** The contractor team a technician belongs to, or null. */
export async function teamOf(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ contractorId: contractorMembers.contractorId })
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, userId))
    .limit(1);
  return row?.contractorId ?? null;
}

/** A user's display name, or null when the user is gone. */
export async function userDisplayName(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}
