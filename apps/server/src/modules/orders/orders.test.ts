import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  changeDatePath,
  changeDateResponseSchema,
  checkFamilyResponseSchema,
  orderPaths,
  updateContractorResponseSchema,
  type CartOrder,
  type CreateOrderRequest,
} from '@changdee/contract/orders';
import { bookings } from '../../db/schema/bookings';
import { contractorUnavailableDates } from '../../db/schema/contractors';
import { districts, subdistricts } from '../../db/schema/geography';
import { products } from '../../db/schema/catalog';
import { orderLines, orders } from '../../db/schema/orders';
import { DEMO_CHANNELS, DEMO_STORES } from '../../db/seed/demo-keys';
import { DEMO_FAMILY_MOBILE } from '../../db/seed/customers';
import { testDriver } from '../../../test/context';
import { BLANK_TAX_INVOICE, ORDER_TODAY, orderKit, type OrderKit } from '../../../test/order-kit';
import {
  createTestCoupon,
  createTestPromotion,
  deleteTestCoupons,
  deleteTestPromotions,
} from '../../../test/promotion-fixtures';

// createCartOrder, carts/{no}, check-scg-family, changeDate, updateContractor and updateStatus
// through the real app on the shared database, with test contractors in Chiang Mai:
//   Mueang Chiang Mai (5001): A (surveys and AC cleaning, 3 + 3 a day), B (the same, 1 + 1).
//   Chom Thong (5002): nobody does AC cleaning; only surveys (C).
// Today is 10 June 2031 in Bangkok; the demo products have 0 lock days (survey, cleaning) and
// SV-SOLAR-SURVEY 5.

let kit: OrderKit;
const promotionIds: string[] = [];
const couponCodes = ['TESTORDER150', 'TESTORDERCANCEL'];

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-ORD-A',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 3,
        afternoon: 3,
        daily: 6,
      },
      {
        code: 'CT-ORD-B',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 1,
        afternoon: 1,
        daily: 2,
      },
      {
        code: 'CT-ORD-C',
        districts: ['5002'],
        workTypes: ['WT-SURVEY'],
        morning: 1,
        afternoon: 1,
        daily: 2,
      },
    ],
    ['5001', '5002'],
  );
});

afterAll(async () => {
  await kit.close();
  await deleteTestPromotions(kit.db, promotionIds);
  await deleteTestCoupons(kit.db, couponCodes);
});

async function placed(body: CreateOrderRequest, headers: Record<string, string> = {}) {
  const response = await kit.post(orderPaths.create, body, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const failure = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

describe(`createCartOrder (${testDriver()})`, () => {
  it('places an order priced by the server, booked with a contractor, answered as stored', async () => {
    const [survey] = await kit.db
      .select()
      .from(products)
      .where(eq(products.id, kit.products.survey));
    const [cleaning] = await kit.db
      .select()
      .from(products)
      .where(eq(products.id, kit.products.cleaning));
    const order = await placed(
      kit.payload({
        customer: { ...kit.payload().customer, mobile: DEMO_FAMILY_MOBILE },
        request_tax_invoice: true,
        tax_invoice: {
          type: 'corporate',
          name: 'บริษัท ทดสอบ จำกัด',
          address: '1 ถนนห้วยแก้ว',
          sub_district: { code: kit.places['5001']!.code },
          district: { code: '5001' },
          province: { code: '50' },
          postcode: kit.places['5001']!.postcode,
          tax_id: '0105561000011',
          branch: '00000',
        },
      }),
    );
    expect(order.cartOrderNo).toMatch(/^CO310610\d{6}$/);
    // Booked with a contractor, so "contractor assigned" at once (decision 040).
    expect(order.status).toBe('contractor_assigned');
    expect(order.items.map((item) => [item.sku_code, item.qty, item.price])).toEqual([
      ['SV-HOME-SURVEY', 1, survey!.price],
      ['IN-AC-CLEAN', 2, 2 * cleaning!.unitPrice!],
    ]);
    expect(order.total_payable).toBe(survey!.price! + 2 * cleaning!.unitPrice!);
    expect(order.totals).toMatchObject({ discount: 0, total_payable: order.total_payable });
    // The family membership and the seller come from the server's records.
    expect(order.customer).toMatchObject({
      is_family: true,
      scg_family_id: 'SCGF-00012345',
      mobile: DEMO_FAMILY_MOBILE,
    });
    expect(order.customer.customer_id).not.toBeNull();
    expect(order.seller).toMatchObject({ code: 'BN-002', name: 'สุนิสา แก้วมณี' });
    expect(order.customer.address.district).toEqual({
      code: '5001',
      name: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' },
    });
    expect(order.tax_invoice).toMatchObject({ type: 'corporate', tax_id: '0105561000011' });
    expect(order.expected_date).toEqual({
      date: '2031-06-20',
      time: '1',
      time_label: '09.00-12.00',
    });
    expect(order.contractor?.contractor_id).toBe(kit.contractors['CT-ORD-A']);
    // Both entries under the selling employee and the store's login.
    expect(order.history).toMatchObject([
      { kind: 'status', from: null, to: 'created', by: 'สุนิสา แก้วมณี', login: 'sales.demo' },
      { kind: 'status', from: 'created', to: 'contractor_assigned', by: 'สุนิสา แก้วมณี' },
    ]);
    expect(order.masked).toBe(false);
    expect(await kit.slotUsed('CT-ORD-A', '2031-06-20', '1')).toBe(1);

    const again = await kit.get(cartOrderPath(order.cartOrderNo));
    expect(again.statusCode).toBe(200);
    expect(cartOrderResponseSchema.parse(again.json()).data).toEqual(order);
  });

  it('stores its own prices, discounts and status whatever the payload says', async () => {
    const couponId = await createTestCoupon(kit.db, { code: 'TESTORDER150', discount: 150 });
    promotionIds.push(
      await createTestPromotion(kit.db, {
        name: 'ลดทดสอบ',
        start: '2031-06-01',
        end: '2031-06-30',
        skus: ['IN-AC-CLEAN'],
        value: 100,
      }),
    );
    const base = kit.payload();
    const order = await placed({
      ...base,
      status: 'completed',
      total_payable: 1,
      items: [
        { ...base.items[0]!, price: 1, total_price: 1, discount: 99_999, unit_price: 1 },
        { ...base.items[1]!, price: 5, discount: 5, promotion: { coupon_code: ' testorder150 ' } },
      ],
    } as CreateOrderRequest);
    const [cleaning] = await kit.db
      .select()
      .from(products)
      .where(eq(products.id, kit.products.cleaning));
    const linePrice = 2 * cleaning!.unitPrice!;
    expect(order.status).toBe('contractor_assigned');
    expect(order.items[0]!.discount).toBe(0);
    expect(order.items[1]).toMatchObject({
      price: linePrice,
      promotion_discount: 100,
      discount: Math.min(150, linePrice - 100),
      coupon: { code: 'TESTORDER150' },
    });
    const [stored] = await kit.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, order.cartOrderNo));
    expect(stored).toMatchObject({
      status: 'contractor_assigned',
      totalPayable: order.total_payable,
    });
    const lines = await kit.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderNo, order.cartOrderNo));
    expect(lines.map((line) => line.totalPrice)).toEqual(
      order.items.map((item) => item.total_price),
    );
    expect(lines[1]!.couponId).toBe(couponId);
  });

  it('answers bad fields with 400 and their details in the request’s language', async () => {
    const base = kit.payload();
    const response = await kit.post(
      orderPaths.create,
      {
        ...base,
        customer: {
          ...base.customer,
          mobile: '08-123',
          email: 'manee@',
        },
        expected_date: { date: '2031-06-20', time: '3' },
        request_tax_invoice: true,
        tax_invoice: {
          type: 'personal',
          name: 'มานี มีนา',
          address: '7/1',
          sub_district: { code: kit.places['5001']!.code },
          district: { code: '5001' },
          province: { code: '50' },
          postcode: kit.places['5001']!.postcode,
          tax_id: '1234567890123',
        },
      },
      { headers: { 'accept-language': 'th' } },
    );
    expect(response.statusCode).toBe(400);
    const body = failure(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    const details = Object.fromEntries(
      validationDetailsSchema.parse(body.details).map((d) => [d.path, d.message]),
    );
    expect(details).toMatchObject({
      'customer.mobile': 'ระบุเบอร์มือถือของไทย 10 หลัก เช่น 081-234-5678',
      'customer.email': 'รูปแบบอีเมลไม่ถูกต้อง',
      'tax_invoice.tax_id': 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
    });
    expect(Object.keys(details)).toContain('expected_date.time');

    const short = await kit.post(
      orderPaths.create,
      { ...base, customer: { ...base.customer, mobile: '08123' } },
      { headers: { 'accept-language': 'en' } },
    );
    expect(validationDetailsSchema.parse(failure(short).details)).toEqual([
      {
        in: 'body',
        path: 'customer.mobile',
        message: 'Enter a Thai mobile number of 10 digits, e.g. 081-234-5678.',
      },
    ]);

    const empty = await kit.post(orderPaths.create, { ...base, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(validationDetailsSchema.parse(failure(empty).details)[0]!.path).toBe('items');
  });

  it('keeps to the lock period and the six-month window (Bangkok today)', async () => {
    const solar = await kit.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.channelCode, DEMO_CHANNELS.retail),
          eq(products.skuCode, 'SV-SOLAR-SURVEY'),
        ),
      );
    for (const [date, items] of [
      [ORDER_TODAY, kit.payload().items],
      ['2031-06-09', kit.payload().items],
      ['2031-12-11', kit.payload().items],
      // SV-SOLAR-SURVEY: 5 lock days, so the 15th is the first date.
      ['2031-06-15', [{ product_id: solar[0]!.id, product_type: 'S' as const, qty: 1 }]],
    ] as const) {
      const response = await kit.post(
        orderPaths.create,
        kit.payload({ expected_date: { date, time: '1' }, items: [...items] }),
      );
      expect(response.statusCode, date).toBe(400);
      expect(failure(response)).toMatchObject({
        code: 'DATE_OUT_OF_WINDOW',
        details: [{ path: 'expected_date.date' }],
      });
    }
  });

  it('checks the address codes, the service area, the seller, the store and the products', async () => {
    const base = kit.payload();
    const wrongDistrict = await kit.post(orderPaths.create, {
      ...base,
      customer: {
        ...base.customer,
        address: { ...base.customer.address, district: { code: '5002', name: '' } },
      },
    });
    expect(failure(wrongDistrict)).toMatchObject({
      code: 'ADDRESS_MISMATCH',
      details: [{ path: 'customer.address.district' }],
    });
    const wrongPostcode = await kit.post(orderPaths.create, {
      ...base,
      customer: { ...base.customer, address: { ...base.customer.address, postcode: '10110' } },
    });
    expect(failure(wrongPostcode).code).toBe('ADDRESS_MISMATCH');

    // Chom Thong: surveys only, nobody cleans air conditioners there.
    const outside = await kit.post(orderPaths.create, kit.payload({ district: '5002' }));
    expect(outside.statusCode).toBe(422);
    expect(failure(outside)).toMatchObject({
      code: 'OUT_OF_SERVICE_AREA',
      details: { work_types: ['WT-AC-CLEAN'] },
    });

    const seller = await kit.post(orderPaths.create, { ...base, seller: { code: 'RS-001' } });
    expect(failure(seller)).toMatchObject({
      code: 'SELLER_NOT_FOUND',
      details: [{ path: 'seller.code' }],
    });
    const otherStore = await kit.post(orderPaths.create, base, { as: kit.salesOther });
    expect(otherStore.statusCode).toBe(403);
    const brand = await kit.post(orderPaths.create, base, { as: kit.brand });
    expect(brand.statusCode).toBe(403);
    const wrongType = await kit.post(orderPaths.create, {
      ...base,
      items: [{ ...base.items[0]!, product_type: 'I' }],
    });
    expect(failure(wrongType).code).toBe('JOB_TYPE_MISMATCH');
    const tooMany = await kit.post(orderPaths.create, {
      ...base,
      items: [{ ...base.items[0]!, qty: 2 }],
    });
    expect(failure(tooMany)).toMatchObject({ code: 'QUANTITY_OUT_OF_RANGE' });
  });

  it('answers 409 SLOT_FULL when nobody is free in the slot, writing nothing', async () => {
    const date = '2031-06-21';
    const results: number[] = [];
    // 3 + 1 places in the afternoon of the 21st.
    for (let i = 0; i < 5; i += 1) {
      const response = await kit.post(
        orderPaths.create,
        kit.payload({ expected_date: { date, time: '2' } }),
      );
      results.push(response.statusCode);
      if (response.statusCode !== 200) expect(failure(response).code).toBe('SLOT_FULL');
    }
    expect(results).toEqual([200, 200, 200, 200, 409]);
    const rows = await kit.db.select().from(orders).where(eq(orders.serviceDate, date));
    expect(rows).toHaveLength(4);
  });
});

describe(`carts/{cartOrderNo} (${testDriver()})`, () => {
  let order: CartOrder;
  beforeAll(async () => {
    order = await placed(kit.payload({ expected_date: { date: '2031-06-22', time: '1' } }));
  });

  it('shows an order only to its own store: any other order, or none, is 404', async () => {
    const other = await kit.get(cartOrderPath(order.cartOrderNo), kit.salesOther);
    expect(other.statusCode).toBe(404);
    expect(failure(other).code).toBe('ORDER_NOT_FOUND');
    expect((await kit.get(cartOrderPath('CO310610999999'))).statusCode).toBe(404);
    expect((await kit.get(cartOrderPath('not-an-order'))).statusCode).toBe(404);
    expect((await kit.get(cartOrderPath(order.cartOrderNo), kit.brand)).statusCode).toBe(404);
  });

  it('names the address’s places in Thai and English, as the geography holds them', async () => {
    const [sub] = await kit.db
      .select({ th: subdistricts.nameTh, en: subdistricts.nameEn })
      .from(subdistricts)
      .where(eq(subdistricts.code, order.customer.address.sub_district.code));
    const [district] = await kit.db
      .select({ th: districts.nameTh, en: districts.nameEn })
      .from(districts)
      .where(eq(districts.code, '5001'));
    const read = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(order.cartOrderNo))).json(),
    ).data;
    expect(read.customer.address.sub_district.name).toEqual(sub);
    expect(read.customer.address.district).toEqual({ code: '5001', name: district });
    expect(read.customer.address.province).toEqual({
      code: '50',
      name: { th: 'เชียงใหม่', en: 'Chiang Mai' },
    });
    expect(order.customer.address).toEqual(read.customer.address);
  });

  it('finds the order whatever the case of the number typed', async () => {
    const typed = await kit.get(cartOrderPath(order.cartOrderNo.toLowerCase()));
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.cartOrderNo).toBe(order.cartOrderNo);
  });

  it('shows the brand user its brand shop’s orders with the customer’s data masked', async () => {
    const [brandOrder] = await kit.db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.storeId, kit.brand.stores[0]!._id));
    const response = await kit.get(cartOrderPath(brandOrder!.orderNo), kit.brand);
    expect(response.statusCode).toBe(200);
    const data = cartOrderResponseSchema.parse(response.json()).data;
    expect(kit.brand.stores[0]!.id).toBe(DEMO_STORES.brandShop);
    expect(data.masked).toBe(true);
    expect(data.customer).toMatchObject({
      firstname: 'อ•••••',
      mobile: '087•••••67',
      email: 'a•••@example.com',
      customer_id: null,
      address: { no: '•••', postcode: '11000' },
    });
    // The places are not personal data: both languages, so an English page reads English.
    expect(data.customer.address.province.name).toEqual({ th: 'นนทบุรี', en: 'Nonthaburi' });
    expect(JSON.stringify(data)).not.toContain('0871234567');
    expect(JSON.stringify(data)).not.toContain('88/8');
  });
});

describe(`check-scg-family (${testDriver()})`, () => {
  it('answers the family member and the customer whose password is set', async () => {
    const response = await kit.post(orderPaths.checkFamily, { mobile: DEMO_FAMILY_MOBILE });
    expect(response.statusCode).toBe(200);
    const { data } = checkFamilyResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      is_family: true,
      scgFamily: { scg_family_id: 'SCGF-00012345', tier: 'Gold' },
      changdeeCustomer: { email: 'somying.j@example.com', password_set: true },
    });
  });

  it('answers nobody for an unknown mobile and 400 without one', async () => {
    const unknown = await kit.post(orderPaths.checkFamily, { mobile: '0800000009' });
    expect(checkFamilyResponseSchema.parse(unknown.json()).data).toEqual({
      is_family: false,
      scgFamily: null,
      changdeeCustomer: null,
    });
    const registered = await kit.post(orderPaths.checkFamily, { mobile: '0898765432' });
    expect(checkFamilyResponseSchema.parse(registered.json()).data).toMatchObject({
      is_family: false,
      changdeeCustomer: { firstname: 'วิชัย' },
    });
    expect((await kit.post(orderPaths.checkFamily, {})).statusCode).toBe(400);
    expect((await kit.post(orderPaths.checkFamily, { mobile: '' })).statusCode).toBe(400);
  });
});

describe(`changeDate and updateContractor (${testDriver()})`, () => {
  const move = (order: CartOrder, date: string, time: '1' | '2') =>
    kit.post(changeDatePath(order.cartOrderNo), {
      cartOrderNo: order.cartOrderNo,
      expected_date: { date, time },
    });

  it('moves the booking and frees its old slot, keeping the contractor', async () => {
    const order = await placed(kit.payload({ expected_date: { date: '2031-06-23', time: '1' } }));
    expect(await kit.slotUsed('CT-ORD-A', '2031-06-23', '1')).toBe(1);
    const response = await move(order, '2031-06-24', '2');
    expect(response.statusCode, response.body).toBe(200);
    expect(changeDateResponseSchema.parse(response.json()).data).toEqual({
      cartOrderNo: order.cartOrderNo,
      expected_date: { date: '2031-06-24', time: '2', time_label: '13.00-17.00' },
      contractor_id: kit.contractors['CT-ORD-A'],
      status: 'contractor_assigned',
    });
    expect(await kit.slotUsed('CT-ORD-A', '2031-06-23', '1')).toBe(0);
    expect(await kit.slotUsed('CT-ORD-A', '2031-06-24', '2')).toBe(1);
    const after = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(order.cartOrderNo))).json(),
    ).data;
    expect(after.expected_date.date).toBe('2031-06-24');
    expect(after.history.at(-1)).toMatchObject({
      kind: 'expected_date',
      from: '2031-06-23/1',
      to: '2031-06-24/2',
      by: expect.any(String),
    });
  });

  it('leaves the booking where it was when the new slot is full or out of the window', async () => {
    const order = await placed(kit.payload({ expected_date: { date: '2031-06-25', time: '1' } }));
    // Fill the morning of the 26th (3 + 1).
    for (let i = 0; i < 4; i += 1)
      await placed(kit.payload({ expected_date: { date: '2031-06-26', time: '1' } }));
    const full = await move(order, '2031-06-26', '1');
    expect(full.statusCode).toBe(409);
    expect(failure(full).code).toBe('SLOT_FULL');
    const early = await move(order, ORDER_TODAY, '1');
    expect(failure(early).code).toBe('DATE_OUT_OF_WINDOW');
    const mismatch = await kit.post(changeDatePath(order.cartOrderNo), {
      cartOrderNo: 'CO310610000000',
      expected_date: { date: '2031-06-27', time: '1' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await kit.slotUsed('CT-ORD-A', '2031-06-25', '1')).toBe(1);
    const other = await kit.post(
      changeDatePath(order.cartOrderNo),
      { cartOrderNo: order.cartOrderNo, expected_date: { date: '2031-06-27', time: '1' } },
      { as: kit.salesOther },
    );
    expect(other.statusCode).toBe(404);
  });

  it('re-assigns the contractor when its own can no longer come', async () => {
    const date = '2031-06-28';
    const order = await placed(kit.payload({ expected_date: { date, time: '1' } }));
    const call = (body: Record<string, unknown>) =>
      kit
        .post(orderPaths.updateContractor, { cartOrderNo: order.cartOrderNo, ...body })
        .then((response) => {
          expect(response.statusCode, response.body).toBe(200);
          return updateContractorResponseSchema.parse(response.json()).data;
        });
    expect(await call({})).toEqual({
      cartOrderNo: order.cartOrderNo,
      contractor_id: kit.contractors['CT-ORD-A'],
      reassigned: false,
    });
    // A takes the day off: B gets the job, the same date and slot.
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors['CT-ORD-A']!, unavailableDate: date });
    expect(await call({})).toMatchObject({
      contractor_id: kit.contractors['CT-ORD-B'],
      reassigned: true,
    });
    expect(await kit.slotUsed('CT-ORD-A', date, '1')).toBe(0);
    expect(await kit.slotUsed('CT-ORD-B', date, '1')).toBe(1);
    // For another date, the free contractor is named and nothing moves.
    expect(await call({ expected_date: { date: '2031-06-29', time: '1' } })).toMatchObject({
      contractor_id: kit.contractors['CT-ORD-B'],
      reassigned: false,
    });
    // B is off too on a date nobody else can come: the calendar's first free contractor.
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors['CT-ORD-B']!, unavailableDate: '2031-06-30' });
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors['CT-ORD-A']!, unavailableDate: '2031-06-30' });
    const answer = await call({ expected_date: { date: '2031-06-30', time: '1' } });
    expect(answer.reassigned).toBe(false);
    expect(answer.contractor_id).toBe(kit.contractors['CT-ORD-B']);
    const [booking] = await kit.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderNo, order.cartOrderNo), eq(bookings.status, 'booked')));
    expect(booking).toMatchObject({ serviceDate: date, contractorId: kit.contractors['CT-ORD-B'] });
  });
});

describe(`updateStatus (${testDriver()})`, () => {
  it('moves an order along its life (an operator) and refuses any other step', async () => {
    const order = await placed(kit.payload({ expected_date: { date: '2031-07-01', time: '1' } }));
    const absent = { kind: 'absent', reason: 'other', note: 'ช่างโทรศัพท์เสีย' };
    const step = (status: string, more: object = {}) =>
      kit.post(
        orderPaths.updateStatus,
        { cartOrderNo: order.cartOrderNo, status, reason: 'ลูกค้าขอยกเลิก', ...more },
        { as: kit.operator },
      );
    expect(failure(await step('paid')).code).toBe('ORDER_STATUS_NOT_ALLOWED');
    expect(failure(await step('completed', { sign_off: absent }))).toMatchObject({
      code: 'ORDER_STATUS_NOT_ALLOWED',
    });
    // Placed booked, it is assigned already: the step is not taken twice.
    expect(failure(await step('contractor_assigned')).code).toBe('ORDER_STATUS_NOT_ALLOWED');
    for (const status of ['scheduled', 'in_progress']) {
      const response = await step(status);
      expect(response.statusCode, response.body).toBe(200);
      expect(cartOrderResponseSchema.parse(response.json()).data.status).toBe(status);
    }
    const moved = await kit.post(changeDatePath(order.cartOrderNo), {
      cartOrderNo: order.cartOrderNo,
      expected_date: { date: '2031-07-02', time: '1' },
    });
    expect(failure(moved).code).toBe('ORDER_CLOSED');
    // Completed from the office, the customer did not sign: the operator says why, in words.
    const unsigned = await step('completed');
    expect(unsigned.statusCode).toBe(400);
    expect(failure(unsigned).code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(failure(unsigned).details)).toContain(
      'กรุณาระบุเหตุผลที่ลูกค้าไม่ได้เซ็นรับงานกับช่าง',
    );
    const done = cartOrderResponseSchema.parse(
      (await step('completed', { sign_off: absent })).json(),
    ).data;
    // The customer confirms it on their own page later (decision 078).
    expect(done.sign_off).toMatchObject({
      kind: 'absent',
      absence_reason: 'other',
      absence_note: 'ช่างโทรศัพท์เสีย',
      confirmed_at: null,
    });
    expect(done.history.filter((c) => c.kind === 'status').map((c) => c.to)).toEqual([
      'created',
      'contractor_assigned',
      'scheduled',
      'in_progress',
      'completed',
    ]);
    expect(done.history.at(-1)).toMatchObject({ by: 'ปิยะนุช ช่างดีออปส์', login: 'ops.demo' });
    expect((await step('cancelled')).statusCode).toBe(409);
  });

  it('cancelling frees the booking and gives the coupon’s use back', async () => {
    await createTestCoupon(kit.db, { code: 'TESTORDERCANCEL', discount: 50, usageLimit: 1 });
    const base = kit.payload({ expected_date: { date: '2031-07-03', time: '1' } });
    const withCoupon = {
      ...base,
      items: [{ ...base.items[0]!, promotion: { coupon_code: 'TESTORDERCANCEL' } }],
    };
    const order = await placed(withCoupon);
    const second = await kit.post(orderPaths.create, withCoupon);
    expect(failure(second).code).toBe('COUPON_USED_UP');
    const response = await kit.post(orderPaths.updateStatus, {
      cartOrderNo: order.cartOrderNo,
      status: 'cancelled',
      reason: 'ลูกค้าเปลี่ยนใจ',
      employee_code: 'BN-003',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(cartOrderResponseSchema.parse(response.json()).data.history.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'ประเสริฐ วงศ์ทอง',
      login: 'sales.demo',
      reason: 'ลูกค้าเปลี่ยนใจ',
    });
    expect(await kit.slotUsed('CT-ORD-A', '2031-07-03', '1')).toBe(0);
    // The use is back: another order may take the coupon now.
    expect((await kit.post(orderPaths.create, withCoupon)).statusCode).toBe(200);
  });
});

describe('createCartOrder: spec §3’s whole payload', () => {
  it('an empty tax invoice with request_tax_invoice false is no invoice, not a refusal', async () => {
    const order = await placed(
      kit.payload({
        expected_date: { date: '2031-07-07', time: '2' },
        request_tax_invoice: false,
        tax_invoice: BLANK_TAX_INVOICE,
      }),
    );
    expect(order.request_tax_invoice).toBe(false);
    expect(order.tax_invoice).toBeNull();
  });
});
