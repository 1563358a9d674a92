import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@changdee/domain/order-status';
import { fieldMessage, FIELD_MESSAGE_KEYS, isFieldMessageKey } from './field-rules';
import {
  cartOrderPath,
  cartOrderSchema,
  changeDatePath,
  createOrderRequestSchema,
  type CreateOrderRequest,
  updateStatusRequestSchema,
  cartPaymentRequestSchema,
  checkFamilyRequestSchema,
} from './orders';

const PRODUCT = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const STORE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const payload = (): CreateOrderRequest => ({
  customer: {
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    mobile: '0812345678',
    email: 'somying@example.com',
    address: {
      no: '99/1',
      sub_district: { code: '104701', name: 'บางนาเหนือ' },
      district: { code: '1047', name: 'บางนา' },
      province: { code: '10', name: 'กรุงเทพมหานคร' },
      postcode: '10260',
    },
  },
  expected_date: { date: '2031-06-20', time: '1' },
  items: [{ product_id: PRODUCT, product_type: 'S', qty: 1 }],
  channel: 'CD-RETAIL',
  seller: { code: 'EMP-001' },
  store_id: STORE,
});

/** The issues of a failed parse as path → message. */
const issues = (input: unknown) => {
  const result = createOrderRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('order payload', () => {
  it('takes the spec’s payload and fills what it may leave out', () => {
    const order = createOrderRequestSchema.parse(payload());
    expect(order.customer.mobile2).toBe('');
    expect(order.customer.lead_from).toEqual([]);
    expect(order.customer.address.landmark).toBe('');
    expect(order.items[0]).toMatchObject({ remark: '', require_wh: false });
    expect(order.frontend_url).toBe('b2b');
    expect(order.request_tax_invoice).toBe(false);
  });

  it('reads client prices, discounts and status as nothing it keeps', () => {
    const order = createOrderRequestSchema.parse({
      ...payload(),
      status: 'completed',
      items: [{ ...payload().items[0], price: 1, total_price: -5, discount: 999 }],
    });
    expect(order).not.toHaveProperty('status');
  });

  it('reads a missing text field as an empty one: required', () => {
    const bad: Record<string, unknown> = structuredClone(payload());
    const customer = bad.customer as Record<string, unknown>;
    delete customer.mobile;
    delete customer.firstname;
    expect(issues(bad)).toEqual({
      'customer.mobile': 'validation.required',
      'customer.firstname': 'validation.required',
    });
    expect(checkFamilyRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });

  it('names each bad field with the domain rule’s key', () => {
    const bad = payload();
    bad.customer.mobile = '08123';
    bad.customer.mobile2 = '08a';
    bad.customer.email = 'somying@';
    bad.customer.firstname = '  ';
    bad.items[0]!.remark = 'x'.repeat(251);
    expect(issues(bad)).toEqual({
      'customer.mobile': 'validation.mobile',
      'customer.mobile2': 'validation.phone',
      'customer.email': 'validation.email',
      'customer.firstname': 'validation.required',
      'items.0.remark': 'note.tooLong',
    });
  });

  it('refuses an empty cart, a slot that does not exist and a date that does not', () => {
    const bad = { ...payload(), items: [], expected_date: { date: '2031-02-30', time: '3' } };
    expect(Object.keys(issues(bad)).sort()).toEqual([
      'expected_date.date',
      'expected_date.time',
      'items',
    ]);
  });

  it('asks for the tax invoice when one is requested, with a valid tax id and branch', () => {
    expect(issues({ ...payload(), request_tax_invoice: true })).toEqual({
      tax_invoice: 'validation.required',
    });
    const invoice = {
      type: 'corporate' as const,
      name: 'บริษัท ตัวอย่าง จำกัด',
      address: '1 ถนนบางนา-ตราด',
      sub_district: { code: '104701' },
      district: { code: '1047' },
      province: { code: '10' },
      postcode: '10260',
      tax_id: '0105558012345',
      branch: '1',
    };
    expect(issues({ ...payload(), request_tax_invoice: true, tax_invoice: invoice })).toEqual({
      'tax_invoice.tax_id': 'validation.taxId',
      'tax_invoice.branch': 'validation.branchCode',
    });
    const valid = createOrderRequestSchema.parse({
      ...payload(),
      request_tax_invoice: true,
      tax_invoice: { ...invoice, tax_id: '0-1055-58012-34-9', branch: '00000' },
    });
    expect(valid.tax_invoice?.tax_id).toBe('0105558012349');
    // A person's invoice has no branch.
    expect(
      issues({
        ...payload(),
        request_tax_invoice: true,
        tax_invoice: { ...invoice, type: 'personal', tax_id: '1101700230708', branch: '' },
      }),
    ).toEqual({});
  });
});

describe('order payload: a tax invoice nobody asked for', () => {
  const blankInvoice = {
    type: 'personal',
    name: '',
    address: ' ',
    sub_district: { code: '', name: '' },
    district: { code: '', name: '' },
    province: { code: '', name: '' },
    postcode: '',
    tax_id: '',
    branch: '',
  };

  it('every field empty and request_tax_invoice false (spec §3’s whole payload): no invoice', () => {
    for (const invoice of [blankInvoice, { type: '', name: '', tax_id: '' }, {}]) {
      const order = createOrderRequestSchema.parse({
        ...payload(),
        request_tax_invoice: false,
        tax_invoice: invoice,
      });
      expect(order.tax_invoice).toBeNull();
    }
    const unsaid = createOrderRequestSchema.parse({ ...payload(), tax_invoice: blankInvoice });
    expect(unsaid.tax_invoice).toBeNull();
  });

  it('asked for, the empty fields are refused one by one', () => {
    expect(
      issues({ ...payload(), request_tax_invoice: true, tax_invoice: blankInvoice }),
    ).toMatchObject({
      'tax_invoice.name': expect.any(String),
      'tax_invoice.tax_id': expect.any(String),
      'tax_invoice.postcode': expect.any(String),
    });
  });

  it('one field filled in is an invoice to check, asked for or not', () => {
    expect(
      issues({
        ...payload(),
        request_tax_invoice: false,
        tax_invoice: { ...blankInvoice, tax_id: '123' },
      }),
    ).toHaveProperty(['tax_invoice.tax_id']);
  });
});

describe('order payload: lines and payment', () => {
  const OTHER = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
  const line = (product_id: string) => ({ product_id, product_type: 'S' as const, qty: 1 });

  it('refuses a product on a second line, naming each repeated line', () => {
    expect(
      issues({
        ...payload(),
        items: [line(PRODUCT), line(OTHER), line(PRODUCT.toUpperCase()), line(PRODUCT)],
      }),
    ).toEqual({
      'items.2.product_id': 'order.repeatedProduct',
      'items.3.product_id': 'order.repeatedProduct',
    });
    expect(issues({ ...payload(), items: [line(PRODUCT), line(OTHER)] })).toEqual({});
  });

  it('takes one way of paying by name, or none', () => {
    expect(Object.keys(issues({ ...payload(), requested_payment: 'cash' }))).toEqual([
      'requested_payment',
    ]);
    expect(createOrderRequestSchema.parse(payload()).requested_payment).toBeNull();
    expect(issues({ ...payload(), requested_payment: 'store' })).toEqual({});
    expect(issues(payload())).toEqual({});
  });
});

describe('field messages', () => {
  it('has the server’s words for every rule key in both languages, values filled in', () => {
    for (const key of FIELD_MESSAGE_KEYS) {
      expect(isFieldMessageKey(key)).toBe(true);
      expect(fieldMessage(key, 'th')).not.toBe('');
      expect(fieldMessage(key, 'en')).not.toBe('');
    }
    expect(fieldMessage('validation.landline', 'en')).toBe(
      'This is a landline, which cannot receive SMS: enter a mobile number (06, 08 or 09).',
    );
    expect(fieldMessage('validation.maxLength', 'en', { max: 1500 })).toBe(
      'Enter at most 1,500 characters.',
    );
    expect(fieldMessage('note.tooLong', 'en', { length: '251' })).toContain('251 characters');
    expect(fieldMessage('note.tooLong', 'en')).toContain('{max}');
    expect(isFieldMessageKey('Invalid input')).toBe(false);
    expect(fieldMessage('order.repeatedProduct', 'en')).toContain('already in the order');
  });
});

describe('order answers', () => {
  it('take the statuses and payment methods from the domain', () => {
    expect(cartOrderSchema.shape.status.options).toEqual([...ORDER_STATUSES]);
    expect(updateStatusRequestSchema.shape.status.options).toEqual([...ORDER_STATUSES]);
    expect(cartPaymentRequestSchema.shape.method.options).toEqual([...PAYMENT_METHODS]);
  });

  it('build the order’s paths', () => {
    expect(cartOrderPath('CO260514000123')).toBe('/b2b/v2/carts/CO260514000123');
    expect(changeDatePath('CO260514000123')).toBe('/b2b/v2/changeDate/CO260514000123');
  });
});
