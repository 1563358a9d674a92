import { cartCalendarQuerySchema } from '@changdee/contract/availability';
import type {
  CartOrder,
  ChangeDateData,
  ChangeDateRequest,
  CheckFamilyData,
  CreateOrderInput,
  OrderAddress,
  TaxInvoiceInput,
  UpdateContractorData,
  UpdateContractorRequest,
  UpdateStatusRequest,
} from '@changdee/contract/orders';
import type { RefundData, RefundRequest } from '@changdee/contract/payments';
import { couponPaymentMessage } from '@changdee/contract/errors';
import { addressCodeMismatch } from '@changdee/domain/address-codes';
import { availabilityWindow, isInAvailabilityWindow } from '@changdee/domain/availability-window';
import { paymentConflict, paymentWay } from '@changdee/domain/coupon-payment';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import { sellerBranch } from '@changdee/domain/form-rules';
import {
  afterAction,
  allowedActions,
  readReach,
  statusAction,
  type OrderAction,
} from '@changdee/domain/order-policy';
import { eventOf, statusEvent } from '@changdee/domain/order-events';
import { statusWithBooking } from '@changdee/domain/payment-hold';
import type { Reach } from '@changdee/domain/order-reach';
import { mobileDigits } from '@changdee/domain/order-search';
import { refundRefusal } from '@changdee/domain/payment-ledger';
import { registeredCustomer } from '@changdee/domain/registered-customer';
import { isExternalBrand } from '@changdee/domain/roles';
import { orderTimeLabel, type TimeSlot } from '@changdee/domain/time-slots';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import {
  cartCalendar,
  findContractors,
  moveBooking,
  releaseBooking,
  reserveBooking,
  type Booking,
} from '../availability/service';
import { consumeCouponUse, releaseCouponUse } from '../promotions/service';
import { callerStore, type StoreScope } from '../stores/service';
import * as personKeys from '../idempotency/service';
import { claimKey, requestHash, saveAnswer, type SavedAnswer } from './idempotency';
import {
  admitFamilyLookup,
  mobileHash,
  type FamilyLookupCaller,
  type FamilyLookupLimits,
} from './family-lookups';
import { ledgerSummary, writeLedger } from './ledger';
import { cartOrderAnswer, moneyEntryAnswer, paymentAnswer } from './order-answer';
import { actingPerson, orderFor, policyActor, type Actor, type Caller } from './order-access';
import { nextOrderNumber } from './order-number';
import { priceLines, type PricedLine } from './pricing';
import * as repository from './repository';
import { settlePaymentConflict } from './payment-conflicts';
import { changeRow, closeRescheduleRequests, record, type Change } from './history';
import { reactToOrderEvents, recordOrderEvent, type OrderEventReaction } from './order-events';

// Orders (issue 12; spec §4 order creation, §7). Every write runs in one transaction opened here,
// run again on a deadlock or serialization failure (lib/transaction-retry.ts), and takes what it
// limits with the availability and promotions services' conditional counters (decisions 011, 014): a
// contractor's slot and day, a coupon's uses. Nothing the client says about money, family
// membership, the seller's name or the order's status is taken; the answer shows the server's.

const actorOf = (caller: Caller): Actor => ({
  userId: caller.userId,
  name: caller.userName,
  login: caller.userName,
});

/** The active family member of a mobile and its registered customer (password set), if any. */
async function familyRecords(db: DbExecutor, mobile: string) {
  const member = await repository.activeFamilyMember(db, mobile);
  const records = await repository.customersByMobile(db, mobile);
  const customer = registeredCustomer(
    records.map((record) => ({ record, password_set: record.passwordSetAt !== null })),
  )?.record;
  return { member, customer: customer ?? null };
}

/** What guards the family lookup: its limits and the key of the log's mobile hashes. */
export interface FamilyLookupGuard {
  limits: FamilyLookupLimits;
  hashKey: Buffer;
}

/**
 * Spec §7 check-scg-family: the family member and the registered customer of a mobile, once the
 * lookup is admitted by the caller's limits and recorded (family-lookups.ts).
 */
export async function checkFamily(
  db: Database,
  caller: FamilyLookupCaller,
  mobile: string,
  guard: FamilyLookupGuard,
): Promise<CheckFamilyData> {
  const number = mobileDigits(mobile);
  await admitFamilyLookup(db, caller, mobileHash(guard.hashKey, number), guard.limits);
  const { member, customer } = await familyRecords(db, number);
  return {
    is_family: member !== null,
    scgFamily: member
      ? {
          scg_family_id: member.familyId,
          scg_id: member.scgId,
          firstname: member.firstname,
          lastname: member.lastname,
          mobile: member.mobile,
          tier: member.tier,
        }
      : null,
    changdeeCustomer: customer
      ? {
          customer_id: customer.id,
          firstname: customer.firstname,
          lastname: customer.lastname,
          mobile: customer.mobile,
          email: customer.email,
          password_set: true,
        }
      : null,
  };
}

// ---- placing an order ----

type LocationInput = Pick<OrderAddress, 'sub_district' | 'district' | 'province' | 'postcode'>;

/** The address's codes chain and exist (`places`: those read), and the postcode is the sub-district's. */
function checkLocation(
  location: LocationInput,
  places: ReadonlyMap<string, repository.PlaceRow>,
  field: string,
): repository.PlaceRow {
  const mismatch = addressCodeMismatch({
    subDistrict: location.sub_district.code,
    district: location.district.code,
    province: location.province.code,
  });
  if (mismatch) throw new AppError('ADDRESS_MISMATCH', { field: `${field}.${mismatch}` });
  const place = places.get(location.sub_district.code);
  if (!place || place.districtCode !== location.district.code)
    throw new AppError('ADDRESS_MISMATCH', { field: `${field}.sub_district` });
  if (!place.postcodes.includes(location.postcode))
    throw new AppError('ADDRESS_MISMATCH', { field: `${field}.postcode` });
  return place;
}

/** What placing an order needs besides its payload. */
export interface PlaceContext {
  store: StoreScope;
  actor: Actor;
  today: BusinessDate;
  /** ORDER_NUMBER_KEY, or null for the key kept in the database (order-number.ts). */
  orderNumberKey: string | null;
}

/** A placed order: its row and what its answer shows, as written (nothing read back). */
export interface PlacedOrder {
  orderNo: string;
  order: repository.OrderRow;
  parts: repository.OrderParts;
}

/**
 * Places an order inside the caller's transaction (createCartOrder; the demo seed): checks,
 * prices, numbers and books it, takes its coupons' uses and writes it — every kind of row in one
 * insert (docs/decisions/030).
 */
export async function placeOrder(
  tx: DbExecutor,
  context: PlaceContext,
  input: CreateOrderInput,
): Promise<PlacedOrder> {
  const { store, actor, today } = context;
  const address = input.customer.address;
  const invoice: TaxInvoiceInput | null = input.request_tax_invoice
    ? (input.tax_invoice ?? null)
    : null;
  const ids = [...new Set(input.items.map((item) => item.product_id.toLowerCase()))];
  const mobile = mobileDigits(input.customer.mobile);
  // Everything the order names in one read; the checks below keep their order.
  const facts = await repository.orderFacts(tx, {
    storeId: store.id,
    sellerCode: input.seller.code,
    subDistrictCodes: [address.sub_district.code, ...(invoice ? [invoice.sub_district.code] : [])],
    channel: store.channelCode,
    productIds: ids,
    mobile,
    districtCode: address.district.code,
    subDistrictCode: address.sub_district.code,
    store,
    today,
  });
  const seller = facts.seller;
  if (!seller) throw new AppError('SELLER_NOT_FOUND', { field: 'seller.code' });
  const place = checkLocation(address, facts.places, 'customer.address');
  const invoicePlace = invoice ? checkLocation(invoice, facts.places, 'tax_invoice') : null;

  const found = facts.products;
  const products = new Map(found.map((product) => [product.id, product]));
  const missing = ids.filter((id) => !products.has(id));
  if (missing.length > 0)
    throw new AppError('PRODUCT_NOT_FOUND', { details: { productIds: missing } });
  const items = input.items.map((item) => ({ ...item, product_id: item.product_id.toLowerCase() }));

  // The lock period of the cart and the six-month window (spec §9), from the server's products.
  const { date, time: slot } = input.expected_date;
  const window = availabilityWindow(today, Math.max(...found.map((product) => product.lockDays)));
  if (window.empty || !isInAvailabilityWindow(date, window))
    throw new AppError('DATE_OUT_OF_WINDOW', { field: 'expected_date.date' });

  const workTypes = [...new Set(found.map((product) => product.typeOfWork))];
  const unserved = workTypes.filter((type) => !facts.servedWorkTypes.has(type));
  if (unserved.length > 0)
    throw new AppError('OUT_OF_SERVICE_AREA', { details: { work_types: unserved } });

  const { lines, totals } = await priceLines(tx, store, items, products, facts.promotions, today);
  checkPaymentWay(input, lines);
  const { member } = facts;
  const customer = registeredCustomer(
    facts.customers.map((record) => ({ ...record, password_set: record.passwordSet })),
  );

  const orderNo = await nextOrderNumber(tx, today, context.orderNumberKey);
  const sellerActor: Actor = { ...actor, name: seller.name, employeeId: seller.id };
  const placedStatus = statusWithBooking({ status: 'created', paymentState: 'unpaid' }, true);
  // The order, its lines, tax invoice and first change in one statement (none of them is scarce:
  // a refusal below rolls them back with the rest).
  const written = await repository.insertOrderRows(tx, {
    order: {
      orderNo,
      storeId: store.id,
      channelCode: store.channelCode,
      status: placedStatus,
      orderDate: today,
      createdBy: actor.userId,
      customerId: customer?.id ?? null,
      familyId: member?.familyId ?? null,
      scgId: member?.scgId ?? null,
      isFamily: member !== null,
      firstname: input.customer.firstname,
      lastname: input.customer.lastname,
      leadFrom: input.customer.lead_from,
      mobile,
      mobile2: mobileDigits(input.customer.mobile2),
      email: input.customer.email,
      addressNo: address.no,
      landmark: address.landmark,
      subDistrictCode: address.sub_district.code,
      districtCode: address.district.code,
      provinceCode: address.province.code,
      postcode: address.postcode,
      requestLocation: input.customer.request_location,
      locationLat: input.customer.location.lat,
      locationLng: input.customer.location.lng,
      serviceDate: date,
      timeSlot: slot,
      requestTaxInvoice: invoice !== null,
      remark: input.remark,
      customerLanguage: input.customer_language,
      sellerEmployeeId: seller.id,
      sellerCode: seller.code,
      sellerName: seller.name,
      sellerPhone: seller.phone,
      sellerBranch: sellerBranch(store.nameTh),
      sellerBranchUuid: store.branchUuid,
      requestPayment: input.request_payment,
      requestStorePayment: input.request_store_payment,
      ...totals,
    },
    lines: lines.map((line, position) => ({
      orderNo,
      position,
      productId: line.product.id,
      skuCode: line.product.skuCode,
      skuMapping: line.product.skuMapping,
      productType: line.product.productType,
      typeOfWork: line.product.typeOfWork,
      nameTh: line.product.nameTh,
      nameEn: line.product.nameEn,
      qty: line.qty,
      unitPrice: line.unitPrice,
      price: line.price,
      promotionId: line.promotion?.id ?? null,
      promotionNameTh: line.promotion?.nameTh ?? null,
      promotionNameEn: line.promotion?.nameEn ?? null,
      promotionDiscount: line.promotionDiscount,
      couponId: line.coupon?.id ?? null,
      couponCode: line.coupon?.code ?? null,
      couponNameTh: line.coupon?.nameTh ?? null,
      couponNameEn: line.coupon?.nameEn ?? null,
      couponDiscount: line.couponDiscount,
      totalPrice: line.totalPrice,
      remark: line.remark,
      requireWh: line.requireWh,
    })),
    taxInvoice: invoice
      ? {
          orderNo,
          type: invoice.type,
          name: invoice.name,
          address: invoice.address,
          subDistrictCode: invoice.sub_district.code,
          districtCode: invoice.district.code,
          provinceCode: invoice.province.code,
          postcode: invoice.postcode,
          taxId: invoice.tax_id,
          branch: invoice.type === 'corporate' ? invoice.branch : '',
        }
      : null,
    // The history names the selling employee under the login that placed the order; the booking
    // below names a contractor, so the job starts at "contractor assigned" (decision 040).
    changes: [
      changeRow(orderNo, sellerActor, { kind: 'status', from: null, to: 'created' }),
      changeRow(orderNo, sellerActor, { kind: 'status', from: 'created', to: placedStatus }),
    ],
  });
  // The scarce place first: a full slot fails the order before anything else is counted.
  const booking = await reserveBooking(tx, {
    orderNo,
    districtCode: address.district.code,
    subDistrictCode: address.sub_district.code,
    workTypes,
    date,
    slot,
  });
  await takeCouponUses(tx, lines, mobile);
  return {
    orderNo,
    order: written.order,
    parts: {
      store: {
        id: store.id,
        nameTh: store.nameTh,
        nameEn: store.nameEn,
        buStoreId: store.buStoreId,
      },
      lines: written.lines,
      taxInvoice: written.taxInvoice,
      changes: written.changes,
      money: [],
      contractor: booking.contractor,
      photos: [],
      names: new Map([...place.names, ...(invoicePlace?.names ?? [])]),
    },
  };
}

/**
 * The way of paying the order chose suits every line's coupon (PAYNOW150 asks for PromptPay,
 * STOREPAY100 for the store's counter), as re-verified in this transaction: otherwise the
 * coupon's discount would be kept by an order paid another way.
 */
function checkPaymentWay(input: CreateOrderInput, lines: readonly PricedLine[]): void {
  const conflict = paymentConflict(
    paymentWay(input),
    lines.map((line) => line.coupon?.payment),
  );
  if (conflict)
    throw new AppError('COUPON_PAYMENT_REQUIRED', {
      field: 'request_payment',
      message: couponPaymentMessage(lines[conflict.line]!.coupon!.code, conflict.required),
    });
}

/**
 * One use of each line's coupon, in coupon id order (two orders with the same coupons then queue
 * in the same order instead of deadlocking). Decision (docs/decisions/020): a coupon used up
 * meanwhile fails the order with its code (409) rather than placing it without the discount the
 * customer was shown.
 */
async function takeCouponUses(tx: DbExecutor, lines: readonly PricedLine[], mobile: string) {
  const uses = lines
    .map((line, index) => ({ coupon: line.coupon, index }))
    .filter((use): use is { coupon: NonNullable<PricedLine['coupon']>; index: number } =>
      Boolean(use.coupon),
    )
    .sort((a, b) => (a.coupon.id < b.coupon.id ? -1 : a.coupon.id > b.coupon.id ? 1 : 0));
  for (const { coupon, index } of uses) {
    const outcome = await consumeCouponUse(
      tx,
      { couponId: coupon.id, customerMobile: mobile },
      coupon.limits,
    );
    if (!outcome.ok)
      throw new AppError(outcome.code, { details: { couponCode: coupon.code, line: index } });
  }
}

// ---- what the dispatch and jobs modules use of an order (docs/decisions/044) ----

// The policy's gate and the person a change is recorded under (order-access.ts); an operator
// settling a payment event kept for them (payment-conflicts.ts, the payments module's route).
export {
  actingPerson,
  changeRow,
  closeRescheduleRequests,
  orderFor,
  record,
  settlePaymentConflict,
};
export type { Change, OrderEventReaction };
export { reactToOrderEvents, recordOrderEvent };
export type { Caller };
export type OrderRow = repository.OrderRow;
export type OrderUpdate = Partial<repository.NewOrderRow>;
/** The contractor team a technician belongs to, or null. */
export const teamOf = repository.teamOf;
/** One of the order's job photos (read by the job's people and, once done, its customer). */
export const jobPhoto = repository.jobPhoto;
/** Queues the booking moves of one team in the transaction (as changeDate does). */
export const lockContractorMoves = repository.lockContractorMoves;
export const updateOrder = repository.updateOrder;

/** The order's answer as stored, read in `db` (the transaction that wrote it, or not). */
export async function orderAnswer(
  db: DbExecutor,
  orderNo: string,
  options: { masked: boolean } = { masked: false },
): Promise<CartOrder> {
  const order = await repository.findOrder(db, orderNo);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return cartOrderAnswer(order, await repository.orderParts(db, order), options);
}

/**
 * Spec §7 createCartOrder: the order placed for the caller's store in one transaction, answered
 * as GET carts/{cartOrderNo} would. With an Idempotency-Key the first answer is saved with the
 * order and answered again to a repeat of the same request.
 */
export async function createOrder(
  db: Database,
  caller: Caller,
  input: CreateOrderInput,
  options: { now: Date; idempotencyKey?: string; orderNumberKey: string | null },
): Promise<SavedAnswer> {
  const hash = options.idempotencyKey ? requestHash(input) : '';
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const store = await callerStore(tx, caller, input.store_id, input.channel);
      const key = options.idempotencyKey;
      if (key) {
        const saved = await claimKey(tx, store.id, key, hash);
        if (saved) return saved;
      }
      const today = businessToday(options.now);
      const placed = await placeOrder(
        tx,
        { store, actor: actorOf(caller), today, orderNumberKey: options.orderNumberKey },
        input,
      );
      await recordOrderEvent(tx, placed.order.orderNo, eventOf('placed'));
      const answer: SavedAnswer = {
        status: 200,
        body: {
          message: 'success',
          data: cartOrderAnswer(placed.order, placed.parts, { masked: false }),
        },
      };
      if (key) await saveAnswer(tx, store.id, key, answer);
      return answer;
    }),
  );
}

// ---- reading and changing an order ----

/**
 * Spec §7 carts/{cartOrderNo}: the order, for whoever the order policy lets read it (its store's
 * people, its channel's manager, Changdee's operators, the technicians of its team). An
 * external-brand user belongs to the brand's own store, so sees only its orders, masked.
 */
export async function getOrder(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
): Promise<CartOrder> {
  const { order } = await orderFor(db, caller, orderNo, 'read');
  return cartOrderAnswer(order, await repository.orderParts(db, order), {
    masked: isExternalBrand(caller.role),
  });
}

/** The orders the caller may read, as a query applies it (domain order-reach.ts, decision 042). */
export async function readableOrders(db: DbExecutor, caller: Caller): Promise<Reach> {
  return readReach(await policyActor(db, caller));
}

/**
 * The order whole with the actions the order policy lets the caller take on it now (the
 * operations portal's detail, docs/decisions/042), for whoever may read it.
 */
export async function orderWithActions(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
): Promise<{ order: CartOrder; actions: OrderAction[] }> {
  const { order, facts } = await orderFor(db, caller, orderNo, 'read');
  return {
    order: cartOrderAnswer(order, await repository.orderParts(db, order), {
      masked: isExternalBrand(caller.role),
    }),
    actions: allowedActions(await policyActor(db, caller), facts),
  };
}

/**
 * What the calendar of a change of the order's date reads — its products, district, channel and
 * booked contractor — for whoever may change its date.
 */
export async function dateChangeFacts(db: DbExecutor, caller: Caller, orderNo: string) {
  const { order } = await orderFor(db, caller, orderNo, 'change_date');
  const { lines } = await repository.orderParts(db, order);
  return {
    productIds: [...new Set(lines.map((line) => line.productId))],
    districtCode: order.districtCode,
    subDistrictCode: order.subDistrictCode,
    channelCode: order.channelCode,
    contractorId: await repository.bookedContractorId(db, order.orderNo),
  };
}

const slotValue = (date: string, slot: string) => `${date}/${slot}`;

/**
 * Moves the order's booking to a date and slot, keeping its contractor when free then, otherwise
 * the free contractor with the most room (availability moveBooking), and records what changed.
 * SLOT_FULL leaves the booking as it was.
 */
async function rebook(
  tx: DbExecutor,
  order: repository.OrderRow,
  target: { date: BusinessDate; slot: TimeSlot },
  actor: Actor,
): Promise<Booking> {
  const before = await repository.bookedContractorId(tx, order.orderNo);
  // Moves of one contractor's bookings queue; what deadlocks still (moves that cross between
  // contractors) the caller's retry runs again.
  if (before) await repository.lockContractorMoves(tx, before);
  const booking = await moveBooking(tx, { orderNo: order.orderNo, ...target });
  const changes: Change[] = [];
  if (order.serviceDate !== target.date || order.timeSlot !== target.slot) {
    await repository.updateOrder(tx, order.orderNo, {
      serviceDate: target.date,
      timeSlot: target.slot,
    });
    changes.push({
      kind: 'expected_date',
      from: slotValue(order.serviceDate, order.timeSlot),
      to: slotValue(target.date, target.slot),
    });
  }
  if (before !== booking.contractorId)
    changes.push({ kind: 'contractor', from: before, to: booking.contractorId });
  await record(tx, order.orderNo, actor, changes);
  return booking;
}

/**
 * Spec §7 changeDate: moves the order's booking to another date and slot atomically — the lock
 * period and the six-month window of its services, the capacity of the contractors, the old slot
 * freed — re-assigning the contractor through the same rule as updateContractor when its own is
 * not free then.
 */
export async function changeDate(
  db: Database,
  caller: Caller,
  orderNo: string,
  request: ChangeDateRequest,
  now: Date,
): Promise<ChangeDateData> {
  if (request.cartOrderNo.trim() !== orderNo.trim())
    throw new AppError('VALIDATION_FAILED', {
      field: 'cartOrderNo',
      fieldIssue: 'issue.orderNoMismatch',
    });
  const target = { date: request.expected_date.date, slot: request.expected_date.time };
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orderFor(tx, caller, orderNo, 'change_date', { lock: true });
      const window = availabilityWindow(
        businessToday(now),
        await repository.orderLockDays(tx, order.orderNo),
      );
      if (window.empty || !isInAvailabilityWindow(target.date, window))
        throw new AppError('DATE_OUT_OF_WINDOW', { field: 'expected_date.date' });
      const booking = await rebook(tx, order, target, actorOf(caller));
      if (target.date !== order.serviceDate || target.slot !== order.timeSlot)
        await recordOrderEvent(tx, order.orderNo, eventOf('date_changed'));
      return {
        cartOrderNo: order.orderNo,
        expected_date: {
          date: target.date,
          time: target.slot,
          time_label: orderTimeLabel(target.slot),
        },
        contractor_id: booking.contractorId,
        status: order.status,
      };
    }),
  );
}

/**
 * Spec §7 updateContractor (issue 10): the contractor the change-of-date calendar is asked about.
 * For the order's own date and slot the booking is re-assigned when its contractor can no longer
 * take it (same rule as changeDate); for another date and slot, the contractor free then is named
 * without moving anything. When nobody is free then, the contractor with the first free date in
 * the window is named (changeDate books it), or null.
 */
export async function updateContractor(
  db: Database,
  caller: Caller,
  request: UpdateContractorRequest,
  now: Date,
): Promise<UpdateContractorData> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orderFor(tx, caller, request.cartOrderNo, 'change_date', {
        lock: true,
      });
      const current = await repository.bookedContractorId(tx, order.orderNo);
      const target = request.expected_date
        ? { date: request.expected_date.date, slot: request.expected_date.time }
        : { date: order.serviceDate, slot: order.timeSlot };
      const answer = (contractorId: string | null, reassigned = false): UpdateContractorData => ({
        cartOrderNo: order.orderNo,
        contractor_id: contractorId,
        reassigned,
      });

      const lines = (await repository.orderParts(tx, order)).lines;
      const workTypes = [...new Set(lines.map((line) => line.typeOfWork))];
      const own = target.date === order.serviceDate && target.slot === order.timeSlot;
      if (own && current) {
        try {
          const booking = await rebook(tx, order, target, actorOf(caller));
          return answer(booking.contractorId, booking.contractorId !== current);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'SLOT_FULL')) throw error;
        }
      } else {
        const free = await findContractors(tx, {
          districtCode: order.districtCode,
          subDistrictCode: order.subDistrictCode,
          workTypes,
          ...target,
        });
        const chosen = free.find((c) => c.id === current) ?? free[0];
        if (chosen) return answer(chosen.id);
      }
      // The calendar of the order's channel, whoever asks: an operator has no channel of their own.
      const calendar = await cartCalendar(
        tx,
        { ...caller, channels: [order.channelCode] },
        cartCalendarQuerySchema.parse({
          product_id: [...new Set(lines.map((line) => line.productId))].join(','),
          districts: order.districtCode,
          sub_district: order.subDistrictCode,
          contractor_id_order: current ?? '',
        }),
        now,
      );
      return answer(calendar.availableTime?.contractor_id ?? null);
    }),
  );
}

/**
 * Moves an order along its life when the order policy lets the caller take that step (domain
 * order-policy.ts; `paid` comes only from a payment). Cancelling frees its booking and gives its
 * coupons' uses back in the same transaction, and leaves a refund due for money it received. The history names the person who acted, the login
 * and the reason.
 */
export async function updateStatus(
  db: Database,
  caller: Caller,
  request: UpdateStatusRequest,
): Promise<CartOrder> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const action = statusAction(request.status);
      const { order, facts } = await orderFor(tx, caller, request.cartOrderNo, action ?? 'read', {
        lock: true,
      });
      if (!action)
        throw new AppError('ORDER_STATUS_NOT_ALLOWED', {
          params: { from: order.status, to: request.status },
        });
      const actor = await actingPerson(tx, caller, order, request.employee_code);
      const to = afterAction(facts, action).status;
      // An order whose payment hold ran out gave its booking and coupon uses back then.
      if (to === 'cancelled' && !order.holdReleasedAt) {
        await releaseBooking(tx, order.orderNo);
        const { lines } = await repository.orderParts(tx, order);
        for (const line of lines)
          if (line.couponId)
            await releaseCouponUse(tx, { couponId: line.couponId, customerMobile: order.mobile });
        // Its documents are credited as its money goes back: each refund (decision 058).
      }
      await repository.updateOrder(tx, order.orderNo, { status: to });
      const changes: Change[] = [
        { kind: 'status', from: order.status, to, reason: request.reason ?? null },
      ];
      // A cancelled order owes nothing: money it received is now due back (docs/decisions/039).
      const money = await writeLedger(tx, { ...order, status: to }, null, actor);
      if (money.to !== money.from)
        changes.push({ kind: 'payment', from: money.from, to: money.to });
      await record(tx, order.orderNo, actor, changes);
      const event = statusEvent(to);
      if (event) await recordOrderEvent(tx, order.orderNo, eventOf(event));
      return orderAnswer(tx, order.orderNo, { masked: isExternalBrand(caller.role) });
    }),
  );
}

/**
 * Records money given back for an order (docs/decisions/039) when the order policy lets the caller
 * refund it (operators, while a refund is due): at most what is due (409 REFUND_EXCEEDS_DUE,
 * naming it). The order's row stays locked until the transaction ends, so two refunds at once
 * queue and the second sees what the first left. With an Idempotency-Key (claimed first, as
 * createOrder's) a repeat of the same request answers the first answer, never a second refund.
 */
export async function refundOrder(
  db: Database,
  caller: Caller,
  orderNo: string,
  request: RefundRequest,
  idempotencyKey: string | undefined,
): Promise<SavedAnswer> {
  const hash = idempotencyKey ? requestHash({ orderNo: orderNo.trim(), ...request }) : '';
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const key = idempotencyKey;
      if (key) {
        const saved = await personKeys.claimKey(tx, 'refund', caller.userId, key, hash);
        if (saved) return saved;
      }
      const { order } = await orderFor(tx, caller, orderNo, 'refund', { lock: true });
      const summary = ledgerSummary(order, await repository.moneyEntries(tx, order.orderNo));
      const refusal = refundRefusal(summary, request.amount);
      if (refusal === 'not_due') throw new AppError('REFUND_NOT_DUE');
      if (refusal === 'exceeds_due')
        throw new AppError('REFUND_EXCEEDS_DUE', {
          field: 'amount',
          params: { due: summary.refundDue },
          details: { refund_due: summary.refundDue },
        });
      const actor = await actingPerson(tx, caller, order, undefined);
      const reason = request.reason ?? '';
      const settled = await writeLedger(
        tx,
        order,
        { kind: 'refunded', amount: request.amount, reason, reference: request.reference ?? '' },
        actor,
      );
      await record(tx, order.orderNo, actor, [
        { kind: 'payment', from: settled.from, to: settled.to, reason },
      ]);
      // The customer is told; the documented money given back gets its credit note (decision 058).
      await recordOrderEvent(tx, order.orderNo, {
        kind: 'refund_recorded',
        amount: request.amount,
        refundEntryId: settled.entry!.id,
      });
      const data: RefundData = {
        cartOrderNo: order.orderNo,
        refund: moneyEntryAnswer(settled.entry!),
        payment: paymentAnswer(settled.order, await repository.moneyEntries(tx, order.orderNo)),
      };
      const answer: SavedAnswer = { status: 200, body: { message: 'success', data } };
      if (key) await personKeys.saveAnswer(tx, 'refund', caller.userId, key, answer);
      return answer;
    }),
  );
}
