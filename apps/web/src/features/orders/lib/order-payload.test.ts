import { describe, expect, it } from 'vitest';
import { createOrderRequestSchema } from '@changdee/contract/orders';
import {
  bangNa,
  coupon,
  employee,
  installLine,
  store,
  surveyLine,
} from '../../../../test/orders/order-fixtures';
import { issuePath } from './schema-resolver';
import {
  checkoutFieldOf,
  emptyCheckoutFields,
  orderPayload,
  cartRequiredPayment,
  type CheckoutContext,
  type CheckoutFields,
} from './order-payload';
import { placeRefusal, rootOfRefusal } from './order-errors';

const context = (overrides: Partial<CheckoutContext> = {}): CheckoutContext => ({
  cart: [surveyLine(), installLine()],
  address: { no: '99/1', landmark: 'ตรงข้ามเซเว่น', location: bangNa },
  expectedDate: { date: '2026-06-05', time: '1' },
  employee,
  store,
  family: null,
  today: '2026-06-01',
  locale: 'th',
  ...overrides,
});

const filled = (): CheckoutFields => {
  const fields = emptyCheckoutFields();
  fields.customer = {
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    mobile: '0812345678',
    mobile2: '',
    email: 'somying@example.com',
    lead_from: ['walk_in'],
  };
  return fields;
};

/** The schema's issues as form field → first message key. */
const fieldIssues = (fields: CheckoutFields, ctx = context()) => {
  const result = createOrderRequestSchema.safeParse(orderPayload(fields, ctx));
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues)
    found[checkoutFieldOf(issuePath(issue))] ??= issue.message;
  return found;
};

describe('the order payload (spec §3)', () => {
  it('is what the server’s schema accepts, from the form and the earlier steps', () => {
    const order = createOrderRequestSchema.parse(orderPayload(filled(), context()));
    expect(order.customer).toMatchObject({
      firstname: 'สมหญิง',
      mobile: '0812345678',
      is_family: false,
      address: {
        no: '99/1',
        sub_district: { code: '104701', name: 'บางนาเหนือ' },
        district: { code: '1047', name: 'บางนา' },
        province: { code: '10', name: 'กรุงเทพมหานคร' },
        postcode: '10260',
      },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: surveyLine()._id,
        qty: 1,
        promotion: { coupon_code: 'CHANGDEE200' },
      }),
      expect.objectContaining({
        product_id: installLine()._id,
        qty: 2,
        remark: 'ชั้น 2',
        promotion: null,
      }),
    ]);
    // The preview's figures go along; the server prices the order itself.
    expect(order.items[0]).toMatchObject({ price: 500, discount: 200, total_price: 300 });
    expect(order.seller).toEqual({
      code: 'EMP-001',
      name: 'สมชาย ใจดี',
      phone: '0811111111',
      branch: 'ช่างดี| บางนา',
      branchUUID: store._id,
    });
    expect(order).toMatchObject({
      channel: 'CD-RETAIL',
      store_id: store._id,
      bu_store_id: 'BU-1001',
      requested_payment: 'promptpay',
      request_tax_invoice: false,
      tax_invoice: null,
      expected_date: { date: '2026-06-05', time: '1' },
      customer_language: 'th',
    });
    // The customer's language chosen on the form (decision 053); a draft kept from before the
    // choice existed sends Thai.
    const english = { ...filled(), customer_language: 'en' as const };
    expect(orderPayload(english, context()).customer_language).toBe('en');
    const old = { ...filled(), customer_language: undefined } as unknown as CheckoutFields;
    expect(createOrderRequestSchema.parse(orderPayload(old, context())).customer_language).toBe(
      'th',
    );
    expect(checkoutFieldOf('customer_language')).toBe('customer_language');
  });

  it('names the place names in the page’s language', () => {
    const order = orderPayload(filled(), context({ locale: 'en' }));
    expect(order.customer.address.province).toEqual({ code: '10', name: 'Bangkok' });
  });

  it('carries the family lookup only for the mobile it was made for', () => {
    const data = {
      is_family: true,
      scgFamily: {
        scg_family_id: 'FAM-1',
        scg_id: 'SCG-1',
        firstname: 'ก',
        lastname: 'ข',
        mobile: '0812345678',
        tier: 'gold',
      },
      changdeeCustomer: null,
    };
    const looked = orderPayload(filled(), context({ family: { mobile: '0812345678', data } }));
    expect(looked.customer).toMatchObject({
      is_family: true,
      scg_family_id: 'FAM-1',
      scg_id: 'SCG-1',
    });
    const other = orderPayload(filled(), context({ family: { mobile: '0899999999', data } }));
    expect(other.customer).toMatchObject({ is_family: false, scg_family_id: null });
  });

  it('makes the company invoice out to the service area, or to its own', () => {
    const fields = filled();
    fields.request_tax_invoice = true;
    fields.tax_invoice = {
      type: 'corporate',
      name: 'บริษัท ตัวอย่าง จำกัด',
      address: '1 ถนนบางนา-ตราด',
      same_location: true,
      location: null,
      tax_id: '0-1055-58012-34-9',
      branch: '00000',
    };
    const order = createOrderRequestSchema.parse(orderPayload(fields, context()));
    expect(order.tax_invoice).toMatchObject({
      type: 'corporate',
      tax_id: '0105558012349',
      branch: '00000',
      sub_district: { code: '104701' },
    });
    fields.tax_invoice.type = 'personal';
    fields.tax_invoice.same_location = false;
    fields.tax_invoice.location = { ...bangNa, postcode: '10261' };
    const personal = orderPayload(fields, context()).tax_invoice!;
    expect(personal).toMatchObject({ branch: '', postcode: '10261' });
  });

  it('pays the way a coupon asks', () => {
    expect(cartRequiredPayment([surveyLine()])).toBeNull();
    expect(
      cartRequiredPayment([surveyLine({ coupon: coupon({ requested_payment: 'promptpay' }) })]),
    ).toBe('promptpay');
    expect(
      cartRequiredPayment([surveyLine({ coupon: coupon({ requested_payment: 'store' }) })]),
    ).toBe('store');
    expect(
      cartRequiredPayment([
        surveyLine({ coupon: coupon({ requested_payment: 'promptpay' }) }),
        installLine({ coupon: coupon({ requested_payment: 'store' }) }),
      ]),
    ).toBeNull();
  });
});

describe('where the schema’s problems show', () => {
  it('puts each rule of spec §5 on its field', () => {
    const fields = filled();
    fields.customer.firstname = ' ';
    fields.customer.mobile = '08123';
    fields.customer.mobile2 = '08a';
    fields.customer.email = 'somying@';
    fields.remark = 'x'.repeat(251);
    fields.request_tax_invoice = true;
    fields.tax_invoice = {
      ...fields.tax_invoice,
      type: 'corporate',
      tax_id: '0105558012345',
      branch: '1',
    };
    expect(fieldIssues(fields)).toEqual({
      'customer.firstname': 'validation.required',
      'customer.mobile': 'validation.mobile',
      'customer.mobile2': 'validation.phone',
      'customer.email': 'validation.email',
      remark: 'note.tooLong',
      'tax_invoice.name': 'validation.required',
      'tax_invoice.address': 'validation.required',
      'tax_invoice.tax_id': 'validation.taxId',
      'tax_invoice.branch': 'validation.branchCode',
    });
  });

  it('sends what earlier steps left out back to them', () => {
    expect(
      Object.keys(
        fieldIssues(
          filled(),
          context({ address: { no: '', landmark: '', location: null }, expectedDate: null }),
        ),
      ),
    ).toEqual(['root.address']);
    expect(Object.keys(fieldIssues(filled(), context({ employee: null })))).toEqual([
      'root.seller',
    ]);
    expect(Object.keys(fieldIssues(filled(), context({ cart: [] })))).toEqual(['root.cart']);
    const fields = filled();
    fields.request_tax_invoice = true;
    fields.tax_invoice = {
      ...fields.tax_invoice,
      name: 'ก',
      address: 'ข',
      tax_id: '1101700230708',
      same_location: false,
    };
    expect(Object.keys(fieldIssues(fields))).toEqual(['tax_invoice.location']);
  });

  it('maps every path it may meet', () => {
    expect(checkoutFieldOf('customer.lead_from.0')).toBe('customer.lead_from');
    expect(checkoutFieldOf('tax_invoice')).toBe('request_tax_invoice');
    expect(checkoutFieldOf('store_id')).toBe('root.server');
    expect(checkoutFieldOf('items.1.product_id')).toBe('root.cart');
    expect(checkoutFieldOf('requested_payment')).toBe('root.cart');
  });
});

describe('a refused order', () => {
  it('shows the server’s field details on their fields', () => {
    expect(
      placeRefusal({
        code: 'VALIDATION_FAILED',
        message: 'bad',
        details: [
          { in: 'body', path: 'customer.mobile', message: 'ระบุตัวเลขจำนวน 9 - 10 ตัว' },
          { in: 'body', path: 'expected_date.date', message: 'วันที่นัดหมายอยู่นอกช่วงที่จองได้' },
          { in: 'headers', path: 'idempotency-key', message: 'x' },
        ],
      }),
    ).toEqual([
      { field: 'customer.mobile', message: 'ระบุตัวเลขจำนวน 9 - 10 ตัว' },
      { field: 'root.address', message: 'วันที่นัดหมายอยู่นอกช่วงที่จองได้' },
    ]);
  });

  it('shows a refusal of the whole order beside the step that puts it right', () => {
    expect(placeRefusal({ code: 'SLOT_FULL', message: 'full', details: undefined })).toEqual([
      { field: 'root.address', message: 'full' },
    ]);
    expect(rootOfRefusal('COUPON_USED_UP')).toBe('cart');
    expect(rootOfRefusal('PRODUCT_NOT_FOUND')).toBe('cart');
    expect(rootOfRefusal('SELLER_NOT_FOUND')).toBe('seller');
    expect(rootOfRefusal('IDEMPOTENCY_KEY_REUSED')).toBe('server');
  });
});
