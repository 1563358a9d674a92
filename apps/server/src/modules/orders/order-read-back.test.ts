import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartOrderResponseSchema,
  orderPaths,
  type CreateOrderRequest,
} from '@changdee/contract/orders';
import { orderLines, orders, orderTaxInvoices } from '../../db/schema';
import { roomyTeamKit, ROOMY_DISTRICT, type OrderKit } from '../../../test/order-kit';

// Every field of the order payload is read back from the database (issue 30 item 7): a field the
// server stores in the wrong column, or drops, fails here — the customer's mobile written into
// mobile2 broke no test before this one.

let kit: OrderKit;
beforeAll(async () => {
  kit = await roomyTeamKit('CT-READBACK');
});
afterAll(() => kit.close());

const COMPANY = {
  type: 'corporate' as const,
  name: 'บริษัท อ่านกลับ จำกัด',
  address: '12/3 ถนนห้วยแก้ว',
  tax_id: '0105561000011',
  branch: '00002',
};

describe('an order as placed', () => {
  it('is stored field by field as the clerk sent it', async () => {
    const place = kit.places[ROOMY_DISTRICT]!;
    const base = kit.payload({ expected_date: { date: '2031-06-24', time: '2' } });
    const payload: CreateOrderRequest = {
      ...base,
      customer: {
        ...base.customer,
        firstname: 'สมหญิง',
        lastname: 'อ่านกลับ',
        mobile: '0861234567',
        mobile2: '02-123-4567',
        email: "o'neil+readback@example.com",
        lead_from: ['facebook', 'walk-in'],
        address: { ...base.customer.address, no: '88/8', landmark: 'ตรงข้ามวัด' },
        request_location: true,
        location: { lat: '18.7883', lng: '98.9853' },
      },
      items: [
        { product_id: kit.products.survey, product_type: 'S', qty: 1, remark: 'ระวังสุนัข' },
        { product_id: kit.products.cleaning, product_type: 'I', qty: 3, remark: '' },
      ],
      request_tax_invoice: true,
      tax_invoice: {
        ...COMPANY,
        sub_district: { code: place.code },
        district: { code: ROOMY_DISTRICT },
        province: { code: ROOMY_DISTRICT.slice(0, 2) },
        postcode: place.postcode,
      } as CreateOrderRequest['tax_invoice'],
      remark: 'ลูกค้าสะดวกช่วงบ่าย',
      seller: { code: 'BN-003' },
      requested_payment: 'store',
      customer_language: 'en',
    };
    const placed = await kit.post(orderPaths.create, payload);
    expect(placed.statusCode, placed.body).toBe(200);
    const { cartOrderNo } = cartOrderResponseSchema.parse(placed.json()).data;

    const [row] = await kit.db.select().from(orders).where(eq(orders.orderNo, cartOrderNo));
    expect(row).toMatchObject({
      storeId: kit.storeId,
      channelCode: payload.channel,
      firstname: 'สมหญิง',
      lastname: 'อ่านกลับ',
      mobile: '0861234567',
      mobile2: '021234567',
      email: "o'neil+readback@example.com",
      leadFrom: ['facebook', 'walk-in'],
      addressNo: '88/8',
      landmark: 'ตรงข้ามวัด',
      subDistrictCode: place.code,
      districtCode: ROOMY_DISTRICT,
      provinceCode: ROOMY_DISTRICT.slice(0, 2),
      postcode: place.postcode,
      requestLocation: true,
      locationLat: '18.7883',
      locationLng: '98.9853',
      serviceDate: '2031-06-24',
      timeSlot: '2',
      requestTaxInvoice: true,
      remark: 'ลูกค้าสะดวกช่วงบ่าย',
      customerLanguage: 'en',
      // The seller as the server found them (the store's employee BN-003), not as sent.
      sellerCode: 'BN-003',
      sellerName: 'ประเสริฐ วงศ์ทอง',
      sellerPhone: '0812345603',
      requestedPayment: 'store',
    });

    const lines = await kit.db
      .select({
        productId: orderLines.productId,
        productType: orderLines.productType,
        qty: orderLines.qty,
        remark: orderLines.remark,
      })
      .from(orderLines)
      .where(eq(orderLines.orderNo, cartOrderNo))
      .orderBy(asc(orderLines.position));
    expect(lines).toEqual([
      { productId: kit.products.survey, productType: 'S', qty: 1, remark: 'ระวังสุนัข' },
      { productId: kit.products.cleaning, productType: 'I', qty: 3, remark: '' },
    ]);

    const [invoice] = await kit.db
      .select()
      .from(orderTaxInvoices)
      .where(eq(orderTaxInvoices.orderNo, cartOrderNo));
    expect(invoice).toEqual({
      orderNo: cartOrderNo,
      type: 'corporate',
      name: COMPANY.name,
      address: COMPANY.address,
      subDistrictCode: place.code,
      districtCode: ROOMY_DISTRICT,
      provinceCode: ROOMY_DISTRICT.slice(0, 2),
      postcode: place.postcode,
      taxId: COMPANY.tax_id,
      branch: COMPANY.branch,
    });
  });
});
