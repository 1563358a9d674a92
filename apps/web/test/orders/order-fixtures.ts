import type { SessionStore } from '@changdee/contract/auth';
import type { CartLine, Coupon } from '@changdee/contract/cart';
import type { Employee } from '@changdee/contract/employees';
import type { CartOrder } from '@changdee/contract/orders';
import type { OrderLocation } from '../../src/features/orders/lib/order-draft';
import { usableCouponFields } from '../coupon-fields';

// Shapes the orders tests share: a store, its employee, a survey and an installation in the cart,
// a Bangkok location and an order as the server answers it.

export const STORE_ID = '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
export const SURVEY_ID = '0b5e9a5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
export const INSTALL_ID = '1c6f0b6d-2e3f-4a4b-8c9d-8e7f6a5b4c3d';
export const CONTRACTOR_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const store: SessionStore = {
  _id: STORE_ID,
  id: 'ST-BKK-BANGNA',
  name: { th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' },
  channel: 'CD-RETAIL',
  channelName: { th: 'รีเทล', en: 'Retail' },
  brand: null,
  bu_store_id: 'BU-1001',
  branch_uuid: STORE_ID,
};

export const employee: Employee = {
  code: 'EMP-001',
  name: 'สมชาย ใจดี',
  phone: '0811111111',
  channelName: 'ช่างดี, บางนา',
  channelUUID: STORE_ID,
};

export const bangNa: OrderLocation = {
  sub_district: { code: '104701', name: { th: 'บางนาเหนือ', en: 'Bang Na Nuea' } },
  district: { code: '1047', name: { th: 'บางนา', en: 'Bang Na' } },
  province: { code: '10', name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' } },
  postcode: '10260',
};

export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  code: 'CHANGDEE200',
  name: { th: 'ลด 200 บาท', en: '200 baht off' },
  ...usableCouponFields,
  type: 'fixed',
  discount: 200,
  discount_range: [],
  ...overrides,
});

const product = {
  image: null,
  normal_price: null,
  channel: 'CD-RETAIL',
  is_survey_discount: false,
  limit_qty: null,
  sku_mapping: 'RTL1',
  comment: '',
  promotion: null,
};

export const surveyLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...product,
  _id: SURVEY_ID,
  product_type: 'S',
  name: { th: 'สำรวจหน้างานแอร์', en: 'Air-con survey' },
  price: 500,
  calculator: null,
  min_qty: 1,
  lock_days: 1,
  sku_code: 'SV-AC-SURVEY',
  type_of_work: 'WT-AC',
  total: 1,
  coupon: coupon(),
  ...overrides,
});

export const installLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...product,
  _id: INSTALL_ID,
  product_type: 'I',
  name: { th: 'ติดตั้งแอร์', en: 'Air-con installation' },
  price: null,
  calculator: { unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } },
  min_qty: 1,
  lock_days: 3,
  sku_code: 'IN-AC-9000',
  type_of_work: 'WT-AC',
  total: 2,
  coupon: null,
  comment: 'ชั้น 2',
  ...overrides,
});

export const order = (overrides: Partial<CartOrder> = {}): CartOrder => ({
  cartOrderNo: 'CO260601000007',
  status: 'created',
  created_at: '2026-06-01T03:00:00.000Z',
  channel: 'CD-RETAIL',
  store: { _id: STORE_ID, name: store.name, bu_store_id: 'BU-1001' },
  customer: {
    customer_id: null,
    scg_family_id: 'FAM-0001',
    scg_id: 'SCG-0001',
    is_family: true,
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    lead_from: ['walk_in'],
    mobile: '0812345678',
    mobile2: '',
    email: 'somying@example.com',
    address: {
      no: '99/1',
      landmark: 'ตรงข้ามเซเว่น',
      sub_district: bangNa.sub_district,
      district: bangNa.district,
      province: bangNa.province,
      postcode: '10260',
    },
  },
  expected_date: { date: '2026-06-05', time: '1', time_label: '09.00-12.00' },
  contractor: {
    contractor_id: CONTRACTOR_ID,
    name: { th: 'ทีมช่างบางนา', en: 'Bang Na team' },
    phone: '021234567',
  },
  items: [
    {
      product_id: SURVEY_ID,
      product_name: { th: 'สำรวจหน้างานแอร์', en: 'Air-con survey' },
      product_type: 'S',
      type_of_work: 'WT-AC',
      sku_code: 'SV-AC-SURVEY',
      sku_mapping: 'RTL1',
      require_wh: false,
      qty: 1,
      unit_price: 500,
      price: 500,
      promotion: null,
      promotion_discount: 0,
      coupon: { code: 'CHANGDEE200', name: { th: 'ลด 200 บาท', en: '200 baht off' } },
      discount: 200,
      total_price: 300,
      remark: '',
    },
  ],
  totals: {
    total: 500,
    promotion_discount: 0,
    coupon_discount: 200,
    discount: 200,
    total_payable: 300,
  },
  total_payable: 300,
  request_tax_invoice: false,
  tax_invoice: null,
  remark: '',
  customer_language: 'th',
  seller: {
    code: 'EMP-001',
    name: 'สมชาย ใจดี',
    phone: '0811111111',
    branch: 'ช่างดี| บางนา',
    branchUUID: STORE_ID,
  },
  requested_payment: 'promptpay',
  payment: {
    state: 'unpaid',
    method: null,
    amount: 300,
    paid_at: null,
    received: 0,
    refunded: 0,
    refund_due: 0,
    entries: [],
  },
  hold: { until: null, released_at: null },
  history: [
    {
      kind: 'status',
      from: null,
      to: 'created',
      at: '2026-06-01T03:00:00.000Z',
      by: 'สมชาย ใจดี',
      login: 'sales.demo',
      reason: null,
    },
  ],
  masked: false,
  ...overrides,
});
