import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  sql,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { extraEntriesOf, extrasOf, type ExtraEntryRow, type ExtraRow } from './extras-repository';
import type { BusinessDate } from '@changdee/domain/dates';
import type { RescheduleOutcome } from '@changdee/domain/tracking-link';
import type { PaymentConflictResolution } from '@changdee/domain/payment-ledger';
import type { DbExecutor } from '../../db/client';
import { executePrepared, nameByText } from '../../db/prepared';
import { rowsOf } from '../../db/sql-rows';
import { bookings } from '../../db/schema/bookings';
import { products } from '../../db/schema/catalog';
import { contractorMembers, contractors } from '../../db/schema/contractors';
import { customers, familyMembers } from '../../db/schema/customers';
import { districts, provinces, subdistricts } from '../../db/schema/geography';
import { employees, stores, users } from '../../db/schema/identity';
import { jobPhotos } from '../../db/schema/dispatch';
import { coupons } from '../../db/schema/promotions';
import { rescheduleRequests } from '../../db/schema/tracking';
import { orderAddOnLines } from '../../db/schema/quotations';
import { ratingRowOf, signOffOf, type RatingRow, type SignOffRow } from './sign-offs-repository';
import {
  orderChanges,
  orderIdempotencyKeys,
  orderLines,
  orderMoneyEntries,
  orderTaxInvoices,
  orders,
  paymentEventConflicts,
  paymentEvents,
} from '../../db/schema/orders';
import { servedWorkTypesQuery } from '../availability/service';
import { storePromotionsJson, type PromotionRecord } from '../promotions/service';
import type { StoreScope } from '../stores/service';
import type { ShardCount } from './order-number';

// Data access of orders: queries only, no rules.

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type TaxInvoiceRow = typeof orderTaxInvoices.$inferSelect;
export type OrderChangeRow = typeof orderChanges.$inferSelect;
export type MoneyEntryRow = typeof orderMoneyEntries.$inferSelect;
export type NewMoneyEntryRow = typeof orderMoneyEntries.$inferInsert;
export type EmployeeRow = typeof employees.$inferSelect;
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

// ---- what an order is made of ----

/** The store's active employee with that code: who acts when a shop login changes an order. */
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

export interface PlaceRow {
  subDistrictCode: string;
  districtCode: string;
  provinceCode: string;
  postcodes: string[];
  /** Thai and English names of the three codes (what an order's answer shows). */
  names: Map<string, { th: string; en: string }>;
}

/** What an order names, as the database has it now (see orderFacts). */
export interface OrderFacts {
  /** The store's active employee with the seller's code, or null. */
  seller: Pick<EmployeeRow, 'id' | 'code' | 'name' | 'phone'> | null;
  /** The sub-districts named (the address's, the tax invoice's) with their district and province. */
  places: Map<string, PlaceRow>;
  /** The channel's active products among the ids. */
  products: OrderProductRow[];
  /** The active family member of the customer's mobile, or null. */
  member: { familyId: string; scgId: string } | null;
  /** The mobile's customer records, the most recently registered (password set) first. */
  customers: Array<{ id: string; passwordSet: boolean }>;
  /** The products' work types that an active contractor serving the district holds. */
  servedWorkTypes: Set<string>;
  /** The promotions running today for the store (promotions repository). */
  promotions: PromotionRecord[];
  /** The order-number count made with the facts (`numberCount`); null when its shard was full. */
  number: ShardCount | null;
}

interface PlaceJson {
  subDistrictCode: string;
  subDistrictTh: string;
  subDistrictEn: string;
  districtCode: string;
  districtTh: string;
  districtEn: string;
  provinceCode: string;
  provinceTh: string;
  provinceEn: string;
  postcode: string;
  postcodes: string[] | null;
}

const placeRow = (row: PlaceJson): PlaceRow => ({
  subDistrictCode: row.subDistrictCode,
  districtCode: row.districtCode,
  provinceCode: row.provinceCode,
  postcodes: row.postcodes?.length ? row.postcodes : [row.postcode],
  names: new Map([
    [row.subDistrictCode, { th: row.subDistrictTh, en: row.subDistrictEn }],
    [row.districtCode, { th: row.districtTh, en: row.districtEn }],
    [row.provinceCode, { th: row.provinceTh, en: row.provinceEn }],
  ]),
});

/** `a, b, c` of bound values (null when empty: `x in (null)` matches nothing). */
const valueList = (values: readonly string[]) =>
  values.length === 0
    ? sql`null`
    : sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      );

/** What placing an order asks of the database in its first statement. */
export interface OrderFactsRequest {
  storeId: string;
  sellerCode: string;
  subDistrictCodes: readonly string[];
  channel: string;
  productIds: readonly string[];
  mobile: string;
  districtCode: string;
  /** The address's sub-district: a team must serve it (its whole district or it; decision 054). */
  subDistrictCode: string;
  /** The store and `today`: which promotions run for the order. */
  store: StoreScope;
  today: BusinessDate;
  /** A shard of the day counted up in the same statement (order-number.ts shardCountQuery). */
  numberCount: SQL;
}

/** The facts' statement: each fact a JSON column, the order's number counted with them. */
function orderFactsQuery(request: OrderFactsRequest) {
  const productsNamed = sql`${products} pr
    where pr.channel_code = ${request.channel} and pr.active
      and pr.id in (${valueList(request.productIds)})`;
  return sql`with n as (${request.numberCount})
      select (select row_to_json(n) from n) as "number",
      (select json_build_object('id', e.id, 'code', e.code, 'name', e.name, 'phone', e.phone)
        from ${employees} e
        where e.store_id = ${request.storeId} and e.code = ${request.sellerCode} and e.active
        limit 1) as "seller",
      coalesce((select json_agg(json_build_object(
          'subDistrictCode', s.code, 'subDistrictTh', s.name_th, 'subDistrictEn', s.name_en,
          'districtCode', d.code, 'districtTh', d.name_th, 'districtEn', d.name_en,
          'provinceCode', p.code, 'provinceTh', p.name_th, 'provinceEn', p.name_en,
          'postcode', s.postcode, 'postcodes', s.postcodes))
        from ${subdistricts} s
        join ${districts} d on d.code = s.district_code
        join ${provinces} p on p.code = d.province_code
        where s.code in (${valueList(request.subDistrictCodes)})), '[]'::json) as "places",
      coalesce((select json_agg(json_build_object(
          'id', pr.id, 'skuCode', pr.sku_code, 'skuMapping', pr.sku_mapping,
          'productType', pr.product_type, 'nameTh', pr.name_th, 'nameEn', pr.name_en,
          'price', pr.price, 'unitPrice', pr.unit_price, 'minQty', pr.min_qty,
          'limitQty', pr.limit_qty, 'lockDays', pr.lock_days, 'typeOfWork', pr.type_of_work))
        from ${productsNamed}), '[]'::json) as "products",
      (select json_build_object('familyId', f.family_id, 'scgId', f.scg_id)
        from ${familyMembers} f where f.mobile = ${request.mobile} and f.active
        limit 1) as "member",
      coalesce((
        select json_agg(
          json_build_object('id', c.id, 'passwordSet', c.password_set_at is not null)
          order by c.password_set_at desc nulls last, c.created_at desc)
        from (select c.id, c.password_set_at, c.created_at from ${customers} c
          where c.mobile = ${request.mobile}
          order by c.password_set_at desc nulls last, c.created_at desc limit 20) c
      ), '[]'::json) as "customers",
      coalesce((select json_agg(served.work_type)
        from (${servedWorkTypesQuery(
          request.districtCode,
          sql`select pr.type_of_work from ${productsNamed}`,
          request.subDistrictCode,
        )}) served), '[]'::json) as "served",
      ${storePromotionsJson(request.store, request.today)} as "promotions"`;
}

/**
 * Everything an order names, read in ONE statement (docs/decisions/030): the seller among the
 * store's employees, the sub-districts, the channel's products (read now: the order's prices), the
 * family member and customer records of the mobile, and which of the products' work types someone
 * serves in the address's district (availability's service-area rule, docs/decisions/037), and the
 * store's promotions running today (docs/decisions/038); its number counted with them (decision
 * 071). The caller checks them in its own order.
 */
export async function orderFacts(db: DbExecutor, request: OrderFactsRequest): Promise<OrderFacts> {
  const [row] = rowsOf<{
    seller: OrderFacts['seller'];
    places: PlaceJson[];
    products: OrderProductRow[];
    member: OrderFacts['member'];
    customers: OrderFacts['customers'];
    served: string[];
    promotions: PromotionRecord[];
    number: ShardCount | null;
  }>(
    // Prepared, named by its lists' lengths (docs/decisions/038).
    await executePrepared(
      db,
      `order_facts_${request.subDistrictCodes.length}_${request.productIds.length}`,
      orderFactsQuery(request),
    ),
  );
  return {
    seller: row!.seller,
    places: new Map(row!.places.map((place) => [place.subDistrictCode, placeRow(place)])),
    products: row!.products,
    member: row!.member,
    customers: row!.customers,
    servedWorkTypes: new Set(row!.served),
    promotions: row!.promotions,
    number: row!.number,
  };
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

/** The way of paying each coupon on an order's lines asks for, in line order (a cart payment). */
export async function orderCouponPayments(db: DbExecutor, orderNo: string) {
  return db
    .select({ code: coupons.code, requestedPayment: coupons.requestedPayment })
    .from(orderLines)
    .innerJoin(coupons, eq(coupons.id, orderLines.couponId))
    .where(eq(orderLines.orderNo, orderNo))
    .orderBy(asc(orderLines.position));
}

// ---- writing an order ----

/** A row of `table` from its JSON (row_to_json: column names, values as text would map them). */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export interface NewOrderRows {
  order: NewOrderRow;
  lines: Array<typeof orderLines.$inferInsert>;
  taxInvoice: typeof orderTaxInvoices.$inferInsert | null;
  changes: Array<typeof orderChanges.$inferInsert>;
}

/**
 * Writes a new order — its row, all its lines, its tax invoice and its first changes — in ONE
 * statement (docs/decisions/030), and answers the rows as stored (defaults included), so the new
 * order's answer is built from them without reading the order back.
 */
export async function insertOrderRows(
  db: DbExecutor,
  rows: NewOrderRows,
): Promise<{
  order: OrderRow;
  lines: OrderLineRow[];
  taxInvoice: TaxInvoiceRow | null;
  changes: OrderChangeRow[];
}> {
  const invoice = rows.taxInvoice
    ? sql`, ti as (${db.insert(orderTaxInvoices).values(rows.taxInvoice).returning().getSQL()})`
    : sql``;
  const [row] = rowsOf<{
    order: Record<string, unknown>;
    lines: Array<Record<string, unknown>>;
    changes: Array<Record<string, unknown>>;
    tax_invoice: Record<string, unknown> | null;
  }>(
    // Prepared, named by its text: which columns take their defaults varies (decision 038).
    await executePrepared(
      db,
      nameByText('order_rows'),
      sql`with
      o as (${db.insert(orders).values(rows.order).returning().getSQL()}),
      l as (${db.insert(orderLines).values(rows.lines).returning().getSQL()}),
      c as (${db.insert(orderChanges).values(rows.changes).returning().getSQL()})${invoice}
      select (select row_to_json(o) from o) as "order",
        (select json_agg(row_to_json(l) order by l.position) from l) as "lines",
        (select json_agg(row_to_json(c) order by c.id) from c) as "changes",
        ${rows.taxInvoice ? sql`(select row_to_json(ti) from ti)` : sql`null`} as "tax_invoice"`,
    ),
  );
  return {
    order: fromJson(orders, row!.order),
    lines: row!.lines.map((line) => fromJson(orderLines, line)),
    changes: row!.changes.map((change) => fromJson(orderChanges, change)),
    taxInvoice: row!.tax_invoice ? fromJson(orderTaxInvoices, row!.tax_invoice) : null,
  };
}

export async function insertChanges(
  db: DbExecutor,
  changes: Array<typeof orderChanges.$inferInsert>,
): Promise<void> {
  if (changes.length > 0) await db.insert(orderChanges).values(changes);
}

/**
 * Closes the customer's open requests for another date on an order (decision 046's
 * reschedule_requests), at the transaction's time as its history's entries; the dates they asked
 * (null: none named), oldest first.
 */
export async function decideRescheduleRequests(
  db: DbExecutor,
  orderNo: string,
  outcome: RescheduleOutcome,
): Promise<Array<{ preferredDate: BusinessDate | null }>> {
  const result = await db.execute(sql`
    update ${rescheduleRequests} set decided_at = now(), outcome = ${outcome}
    where order_no = ${orderNo} and decided_at is null
    returning preferred_date as "preferredDate", created_at as "createdAt"`);
  return rowsOf<{ preferredDate: string | null; createdAt: string | Date }>(result)
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime())
    .map((row) => ({
      preferredDate: row.preferredDate === null ? null : String(row.preferredDate),
    }));
}

/** What an order's answer shows of a contractor; null if unknown. */
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
  /** The order's money entries, oldest first (docs/decisions/039). */
  money: MoneyEntryRow[];
  contractor: { id: string; nameTh: string; nameEn: string; phone: string } | null;
  /** The job's photos (issue 20), oldest first. */
  photos: Array<{ id: string; createdAt: Date }>;
  /** Thai and English names of the location codes the order and its tax invoice name. */
  names: Map<string, { th: string; en: string }>;
  /** The customer's sign-off and rating of the completed job (decision 078). */
  signOff: SignOffRow | null;
  rating: RatingRow | null;
  /** The on-site extras and their ledger (decision 080). */
  extras: ExtraRow[];
  extraEntries: ExtraEntryRow[];
}

/** The order's on-site extras and their ledger (decision 080). */
const extrasParts = async (db: DbExecutor, orderNo: string) => ({
  extras: await extrasOf(db, orderNo),
  extraEntries: await extraEntriesOf(db, orderNo),
});

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
  const money = await moneyEntries(db, order.orderNo);
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
  const photos = await db
    .select({ id: jobPhotos.id, createdAt: jobPhotos.createdAt })
    .from(jobPhotos)
    .where(eq(jobPhotos.orderNo, order.orderNo))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
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
    money,
    contractor: contractor ?? null,
    photos,
    signOff: await signOffOf(db, order.orderNo),
    rating: await ratingRowOf(db, order.orderNo),
    ...(await extrasParts(db, order.orderNo)),
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

/** The order an applied payment event was for, or null when no event has the id. */
export async function paymentEventOrder(db: DbExecutor, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderNo: paymentEvents.orderNo })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return row?.orderNo ?? null;
}

/** Keeps an event whose id another order's event used (once per id and order; decision 061). */
export async function keepPaymentConflict(
  db: DbExecutor,
  conflict: typeof paymentEventConflicts.$inferInsert,
): Promise<void> {
  await db.insert(paymentEventConflicts).values(conflict).onConflictDoNothing();
}

export type PaymentConflictRow = typeof paymentEventConflicts.$inferSelect;

/** One kept event, locked until the transaction ends (two operators settle it once). */
export async function lockPaymentConflict(
  db: DbExecutor,
  id: string,
): Promise<PaymentConflictRow | null> {
  const [row] = await db
    .select()
    .from(paymentEventConflicts)
    .where(eq(paymentEventConflicts.id, id))
    .for('update');
  return row ?? null;
}

export async function settlePaymentConflict(
  db: DbExecutor,
  id: string,
  settled: { resolution: PaymentConflictResolution; resolvedBy: string; resolvedAt: Date },
): Promise<void> {
  await db.update(paymentEventConflicts).set(settled).where(eq(paymentEventConflicts.id, id));
}

// ---- the order's money (docs/decisions/039): entries are inserted, never updated or deleted ----

export async function insertMoneyEntry(
  db: DbExecutor,
  entry: NewMoneyEntryRow,
): Promise<MoneyEntryRow> {
  const [row] = await db.insert(orderMoneyEntries).values(entry).returning();
  return row!;
}

/** The order's money entries, oldest first. */
export function moneyEntries(db: DbExecutor, orderNo: string): Promise<MoneyEntryRow[]> {
  return db
    .select()
    .from(orderMoneyEntries)
    .where(eq(orderMoneyEntries.orderNo, orderNo))
    .orderBy(asc(orderMoneyEntries.id));
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

/** One of the order's job photos: its bytes and type, or null (none such on this order). */
export async function jobPhoto(db: DbExecutor, orderNo: string, photoId: string) {
  const [row] = await db
    .select({ contentType: jobPhotos.contentType, bytes: jobPhotos.bytes })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.orderNo, orderNo), eq(jobPhotos.id, photoId)))
    .limit(1);
  return row ?? null;
}

// ---- an installation booked by an approved quotation (decision 079) ----

/** The order's tax invoice as asked, or null. */
export async function taxInvoiceOf(db: DbExecutor, orderNo: string): Promise<TaxInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(orderTaxInvoices)
    .where(eq(orderTaxInvoices.orderNo, orderNo));
  return row ?? null;
}

export type NewAddOnLineRow = typeof orderAddOnLines.$inferInsert;
export type AddOnLineRow = typeof orderAddOnLines.$inferSelect;

export async function insertAddOnLines(db: DbExecutor, rows: NewAddOnLineRow[]): Promise<void> {
  if (rows.length) await db.insert(orderAddOnLines).values(rows);
}

export const addOnLinesOf = (db: DbExecutor, orderNo: string): Promise<AddOnLineRow[]> =>
  db
    .select()
    .from(orderAddOnLines)
    .where(eq(orderAddOnLines.orderNo, orderNo))
    .orderBy(asc(orderAddOnLines.position));

/** The work types and lock days of products (an installation's, to find its first free slot). */
export const productBookingFacts = (db: DbExecutor, ids: readonly string[]) =>
  db
    .select({ typeOfWork: products.typeOfWork, lockDays: products.lockDays })
    .from(products)
    .where(inArray(products.id, [...ids]));
