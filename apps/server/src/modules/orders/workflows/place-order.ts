import type { CreateOrderInput, OrderAddress, TaxInvoiceInput } from '@changdee/contract/orders';
import { couponPaymentMessage } from '@changdee/contract/errors';
import { addressCodeMismatch } from '@changdee/domain/address-codes';
import { availabilityWindow, isInAvailabilityWindow } from '@changdee/domain/availability-window';
import { paymentConflict } from '@changdee/domain/coupon-payment';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import { sellerBranch } from '@changdee/domain/form-rules';
import { eventOf } from '@changdee/domain/order-events';
import { statusWithBooking } from '@changdee/domain/payment-hold';
import type { OrderStatus } from '@changdee/domain/order-status';
import { mobileDigits } from '@changdee/domain/order-search';
import { registeredCustomer } from '@changdee/domain/registered-customer';
import type { Database, DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { reserveBooking } from '../../availability/service';
import { consumeCouponUse } from '../../promotions/service';
import { callerStore, type StoreScope } from '../../stores/service';
import { claimKey, requestHash, saveAnswer, type SavedAnswer } from '../idempotency';
import { cartOrderAnswer } from '../order-answer';
import { actorOf, type Actor, type Caller } from '../order-access';
import { drawShard, nextOrderNumber, shardCountQuery } from '../order-number';
import { priceLines, type PricedLine, type PricedOrder } from '../pricing';
import * as repository from '../repository';
import { changeRow } from '../history';
import { recordOrderEvent } from '../order-events';

// Placing an order (spec §7 createCartOrder, issue 12): the address checked, the lines priced by
// the server, the slot and the coupons' uses taken with conditional counters (decisions 011, 014),
// the order, its history and its event written in one transaction.

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

/** What the order names, read once (repository.orderFacts), checked in the order of the rules. */
function checkOrderFacts(
  facts: repository.OrderFacts,
  input: CreateOrderInput,
  invoice: TaxInvoiceInput | null,
  today: BusinessDate,
) {
  const address = input.customer.address;
  const seller = facts.seller;
  if (!seller) throw new AppError('SELLER_NOT_FOUND', { field: 'seller.code' });
  const place = checkLocation(address, facts.places, 'customer.address');
  const invoicePlace = invoice ? checkLocation(invoice, facts.places, 'tax_invoice') : null;

  const found = facts.products;
  const products = new Map(found.map((product) => [product.id, product]));
  const ids = [...new Set(input.items.map((item) => item.product_id.toLowerCase()))];
  const missing = ids.filter((id) => !products.has(id));
  if (missing.length > 0)
    throw new AppError('PRODUCT_NOT_FOUND', { details: { productIds: missing } });

  // The lock period of the cart and the six-month window (spec §9), from the server's products.
  const window = availabilityWindow(today, Math.max(...found.map((product) => product.lockDays)));
  if (window.empty || !isInAvailabilityWindow(input.expected_date.date, window))
    throw new AppError('DATE_OUT_OF_WINDOW', { field: 'expected_date.date' });

  const workTypes = [...new Set(found.map((product) => product.typeOfWork))];
  const unserved = workTypes.filter((type) => !facts.servedWorkTypes.has(type));
  if (unserved.length > 0)
    throw new AppError('OUT_OF_SERVICE_AREA', { details: { work_types: unserved } });
  return { seller, place, invoicePlace, products, workTypes };
}

type Seller = NonNullable<repository.OrderFacts['seller']>;

/** The order's row as the clerk sent it and the server found it (seller, family, customer). */
function orderRow(
  input: CreateOrderInput,
  context: PlaceContext,
  found: { orderNo: string; status: OrderStatus; seller: Seller; facts: repository.OrderFacts },
  totals: Pick<
    repository.NewOrderRow,
    'total' | 'promotionDiscount' | 'couponDiscount' | 'totalPayable'
  >,
  invoice: TaxInvoiceInput | null,
): repository.NewOrderRow {
  const { store, actor, today } = context;
  const { customer: person, expected_date: when } = input;
  const { address } = person;
  const { member } = found.facts;
  const customer = registeredCustomer(
    found.facts.customers.map((record) => ({ ...record, password_set: record.passwordSet })),
  );
  return {
    orderNo: found.orderNo,
    storeId: store.id,
    channelCode: store.channelCode,
    status: found.status,
    orderDate: today,
    createdBy: actor.userId,
    customerId: customer?.id ?? null,
    familyId: member?.familyId ?? null,
    scgId: member?.scgId ?? null,
    isFamily: member !== null,
    firstname: person.firstname,
    lastname: person.lastname,
    leadFrom: person.lead_from,
    mobile: mobileDigits(person.mobile),
    mobile2: mobileDigits(person.mobile2),
    email: person.email,
    addressNo: address.no,
    landmark: address.landmark,
    subDistrictCode: address.sub_district.code,
    districtCode: address.district.code,
    provinceCode: address.province.code,
    postcode: address.postcode,
    requestLocation: person.request_location,
    locationLat: person.location.lat,
    locationLng: person.location.lng,
    serviceDate: when.date,
    timeSlot: when.time,
    requestTaxInvoice: invoice !== null,
    remark: input.remark,
    customerLanguage: input.customer_language,
    sellerEmployeeId: found.seller.id,
    sellerCode: found.seller.code,
    sellerName: found.seller.name,
    sellerPhone: found.seller.phone,
    sellerBranch: sellerBranch(store.nameTh),
    sellerBranchUuid: store.branchUuid,
    requestedPayment: input.requested_payment,
    ...totals,
  };
}

/** The order's lines as priced by the server, in the cart's order. */
const lineRows = (orderNo: string, lines: readonly PricedLine[]) =>
  lines.map((line, position) => ({
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
  }));

/** The full tax invoice asked for, or null; a person has no branch. */
const taxInvoiceRow = (orderNo: string, invoice: TaxInvoiceInput | null) =>
  invoice
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
    : null;

/** The store as an order's answer shows it. */
const storePart = ({ id, nameTh, nameEn, buStoreId }: StoreScope) => ({
  id,
  nameTh,
  nameEn,
  buStoreId,
});

/**
 * A new order has no sign-off nor rating (decision 078), and no extras yet: they are added on
 * site (decision 080).
 */
const NOT_YET_SIGNED = { signOff: null, rating: null, extras: [], extraEntries: [] };

/** The full tax invoice the order asks for, or null. */
const askedInvoice = (input: CreateOrderInput): TaxInvoiceInput | null =>
  input.request_tax_invoice ? (input.tax_invoice ?? null) : null;

/**
 * Prices an order's lines already priced elsewhere (an approved quotation's, as quoted): given the
 * products the order names, as read and checked by placeOrder.
 */
export type KnownPrices = (
  products: ReadonlyMap<string, repository.OrderProductRow>,
) => PricedOrder;

/**
 * Places an order inside the caller's transaction (createCartOrder; the demo seed; an approved
 * quotation's installation): checks, prices (today, or `knownPrices`), numbers and books it, takes
 * its coupons' uses and writes it — every kind of row in one insert (docs/decisions/030).
 */
export async function placeOrder(
  tx: DbExecutor,
  context: PlaceContext,
  input: CreateOrderInput,
  knownPrices?: KnownPrices,
): Promise<PlacedOrder> {
  const { store, actor, today } = context;
  const address = input.customer.address;
  const invoice = askedInvoice(input);
  const mobile = mobileDigits(input.customer.mobile);
  const shard = drawShard();
  // Everything the order names in one read, with its number counted; the checks keep their order.
  const facts = await repository.orderFacts(tx, {
    storeId: store.id,
    sellerCode: input.seller.code,
    subDistrictCodes: [address.sub_district.code, ...(invoice ? [invoice.sub_district.code] : [])],
    channel: store.channelCode,
    productIds: [...new Set(input.items.map((item) => item.product_id.toLowerCase()))],
    mobile,
    districtCode: address.district.code,
    subDistrictCode: address.sub_district.code,
    store,
    today,
    numberCount: shardCountQuery(today, shard, context.orderNumberKey),
  });
  const checked = checkOrderFacts(facts, input, invoice, today);
  const items = input.items.map((item) => ({ ...item, product_id: item.product_id.toLowerCase() }));
  const priced = knownPrices
    ? knownPrices(checked.products)
    : await priceLines(tx, store, items, checked.products, facts.promotions, today);
  checkPaymentWay(input, priced.lines);

  const orderNo = await nextOrderNumber(tx, today, context.orderNumberKey, {
    shard,
    count: facts.number ?? { issued: null, storedKey: null, mixedKeys: true },
  });
  const sellerActor: Actor = { ...actor, name: checked.seller.name, employeeId: checked.seller.id };
  const status = statusWithBooking({ status: 'created', paymentState: 'unpaid' }, true);
  // The order, its lines, tax invoice and first change in one statement (none of them is scarce:
  // a refusal below rolls them back with the rest).
  const written = await repository.insertOrderRows(tx, {
    order: orderRow(
      input,
      context,
      { orderNo, status, seller: checked.seller, facts },
      priced.totals,
      invoice,
    ),
    lines: lineRows(orderNo, priced.lines),
    taxInvoice: taxInvoiceRow(orderNo, invoice),
    // The history names the selling employee under the login that placed the order; the booking
    // below names a contractor, so the job starts at "contractor assigned" (decision 040).
    changes: [
      changeRow(orderNo, sellerActor, { kind: 'status', from: null, to: 'created' }),
      changeRow(orderNo, sellerActor, { kind: 'status', from: 'created', to: status }),
    ],
  });
  // The scarce place first: a full slot fails the order before anything else is counted.
  const booking = await reserveBooking(tx, {
    orderNo,
    districtCode: address.district.code,
    subDistrictCode: address.sub_district.code,
    workTypes: checked.workTypes,
    date: input.expected_date.date,
    slot: input.expected_date.time,
  });
  await takeCouponUses(tx, priced.lines, mobile);
  return {
    orderNo,
    order: written.order,
    parts: {
      store: storePart(store),
      lines: written.lines,
      taxInvoice: written.taxInvoice,
      changes: written.changes,
      money: [],
      ...NOT_YET_SIGNED,
      contractor: booking.contractor,
      photos: [],
      names: new Map([...checked.place.names, ...(checked.invoicePlace?.names ?? [])]),
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
    input.requested_payment,
    lines.map((line) => line.coupon?.payment),
  );
  if (conflict)
    throw new AppError('COUPON_PAYMENT_REQUIRED', {
      field: 'requested_payment',
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
