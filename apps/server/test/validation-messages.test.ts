import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaths } from '@changdee/contract/catalog';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import {
  cartOrderPath,
  changeDatePath,
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
} from '@changdee/contract/orders';
import { promotionPaths } from '@changdee/contract/promotions';
import { orderKit, type OrderKit } from './order-kit';

// What a clerk or an integrator reads when a request breaks a schema (review "api" findings 6 and
// 7): plain words in the request's language for every kind of issue, never a type name or a
// regular expression, the same words for the same mistake, and the field it is about.

let kit: OrderKit;
beforeAll(async () => {
  kit = await orderKit([], ['1047']);
});
afterAll(async () => {
  await kit?.close();
});

const LANGUAGES = { th: { 'accept-language': 'th' }, en: { 'accept-language': 'en' } };
type Language = keyof typeof LANGUAGES;

/** The field details of a 400 VALIDATION_FAILED, as { path: message }. */
function detailsOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(
    validationDetailsSchema.parse(body.details).map((detail) => [detail.path, detail.message]),
  );
}

const order = (language: Language, body: unknown, headers: Record<string, string> = {}) =>
  kit.post(orderPaths.create, body, { headers: { ...LANGUAGES[language], ...headers } });

describe('createCartOrder: schema failures in plain words', () => {
  const wrong = () => {
    const base = kit.payload();
    return {
      ...base,
      customer: { ...base.customer, firstname: 5, lastname: 'x'.repeat(151) },
      seller: { code: '' },
      items: [],
      expected_date: { date: '2031/06/20', time: '3' },
      store_id: 'not-an-id',
      channel: 'x'.repeat(65),
    };
  };

  it.each([
    [
      'th',
      {
        'customer.firstname': 'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นข้อความ',
        'customer.lastname': 'ระบุได้ไม่เกิน 150 ตัวอักษร',
        'seller.code': 'กรุณาระบุข้อมูล',
        items: 'กรุณาเลือกอย่างน้อย 1 รายการ',
        'expected_date.date': 'ระบุวันที่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)',
        'expected_date.time': 'เลือกได้เฉพาะ: 1, 2',
        store_id: 'รหัสอ้างอิงไม่ถูกต้อง',
        channel: 'ระบุได้ไม่เกิน 64 ตัวอักษร',
      },
    ],
    [
      'en',
      {
        'customer.firstname': 'This value has the wrong type: expected text.',
        'customer.lastname': 'Enter at most 150 characters.',
        'seller.code': 'This field is required.',
        items: 'Choose at least one.',
        'expected_date.date': 'Enter a date as YYYY-MM-DD.',
        'expected_date.time': 'Choose one of: 1, 2.',
        store_id: 'This is not a valid id.',
        channel: 'Enter at most 64 characters.',
      },
    ],
  ] as const)('%s', async (language, expected) => {
    expect(detailsOf(await order(language, wrong()))).toEqual(expected);
  });

  it('an empty required text reads the same whether a rule or a length check refuses it', async () => {
    const base = kit.payload();
    const details = detailsOf(
      await order('th', {
        ...base,
        customer: { ...base.customer, firstname: '' },
        seller: { code: ' ' },
      }),
    );
    expect(details['customer.firstname']).toBe('กรุณาระบุข้อมูล');
    expect(details['seller.code']).toBe('กรุณาระบุข้อมูล');
  });

  it('a missing part is "required"; a list or a number of the wrong type says what was expected', async () => {
    const { customer: _customer, ...base } = kit.payload();
    const item = kit.payload().items[0]!;
    expect(detailsOf(await order('en', { ...base, items: 'survey' }))).toEqual({
      customer: 'This field is required.',
      items: 'This value has the wrong type: expected a list.',
    });
    expect(
      detailsOf(await order('th', { ...kit.payload(), items: [{ ...item, qty: '1' }] })),
    ).toEqual({ 'items.0.qty': 'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นตัวเลข' });
    expect(detailsOf(await order('en', { ...kit.payload(), request_tax_invoice: 'yes' }))).toEqual({
      request_tax_invoice: 'This value has the wrong type: expected true or false.',
    });
  });

  it('a bad Idempotency-Key names what a key may hold', async () => {
    const th = await order('th', kit.payload(), { [IDEMPOTENCY_KEY_HEADER]: 'a b' });
    expect(detailsOf(th)).toEqual({
      [IDEMPOTENCY_KEY_HEADER]: 'ระบุ 1 ถึง 255 ตัวอักษรภาษาอังกฤษ ตัวเลขหรือสัญลักษณ์ ห้ามมีช่องว่าง',
    });
    const en = await order('en', kit.payload(), { [IDEMPOTENCY_KEY_HEADER]: 'a b' });
    expect(detailsOf(en)).toEqual({
      [IDEMPOTENCY_KEY_HEADER]: 'Use 1 to 255 English letters, digits or symbols, without spaces.',
    });
  });

  it('a survey booked twice: spec §8 words, not "between 1 and 1"', async () => {
    const survey = { product_id: kit.products.survey, product_type: 'S' as const, qty: 2 };
    for (const [language, message] of [
      ['th', 'บริการนี้เลือกได้สูงสุด 1 รายการ'],
      ['en', 'This service can be chosen at most 1 item.'],
    ] as const) {
      const response = await order(language, { ...kit.payload(), items: [survey] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'QUANTITY_OUT_OF_RANGE',
        message,
        details: [{ in: 'body', path: 'items.0.qty', message }],
      });
    }
  });
});

describe('other routes', () => {
  it('a province code that is not 2 digits, in the words of the field', async () => {
    for (const [language, message] of [
      ['th', 'ระบุรหัสจังหวัดเป็นตัวเลข 2 หลัก'],
      ['en', 'Enter the 2-digit province code.'],
    ] as const) {
      const response = await kit.app.inject({
        method: 'GET',
        url: '/v1/address/provinces/abc/districts',
        headers: LANGUAGES[language],
      });
      expect(detailsOf(response)).toEqual({ code: message });
    }
  });

  it('verify: a fractional, a zero and a huge quantity', async () => {
    const verify = (language: Language, qty: number) =>
      kit.post(
        promotionPaths.verify,
        {
          product: { productId: kit.products.cleaning, qty },
          couponCode: 'CHANGDEE200',
          jobType: 'I',
          channel: kit.sales.stores[0]!.channel,
        },
        { headers: LANGUAGES[language] },
      );
    expect(detailsOf(await verify('en', 1.5))).toEqual({ 'product.qty': 'Enter a whole number.' });
    expect(detailsOf(await verify('th', 1.5))).toEqual({ 'product.qty': 'ระบุเป็นจำนวนเต็ม' });
    expect(detailsOf(await verify('en', 0))).toEqual({
      'product.qty': 'Enter a number of at least 1.',
    });
    expect(detailsOf(await verify('th', 10_000))).toEqual({
      'product.qty': 'ระบุตัวเลขไม่เกิน 9,999',
    });
  });

  it('changeDate: an order number in the body that is not the one in the URL says so', async () => {
    for (const [language, message] of [
      ['th', 'เลขที่คำสั่งซื้อในข้อมูลที่ส่งไม่ตรงกับเลขที่คำสั่งซื้อใน URL'],
      ['en', 'The order number in the request body differs from the one in the URL.'],
    ] as const) {
      const response = await kit.post(
        changeDatePath('CO310610000001'),
        { cartOrderNo: 'CO310610000002', expected_date: { date: '2031-06-20', time: '1' } },
        { headers: LANGUAGES[language] },
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: errorCatalogue.VALIDATION_FAILED[language],
        details: [{ in: 'body', path: 'cartOrderNo', message }],
      });
    }
  });
});

describe('texts a database cannot store as sent', () => {
  it('U+0000 or half a surrogate pair anywhere in a body or a path: 400 on that field, never a 500', async () => {
    const base = kit.payload();
    const item = base.items[0]!;
    const details = detailsOf(
      await order('en', {
        ...base,
        customer: { ...base.customer, firstname: 'สม\u0000ชาย', lead_from: ['facebook\u0000'] },
        items: [{ ...item, remark: 'note \ud83d' }],
      }),
    );
    expect(details).toEqual({
      'customer.firstname':
        'This contains a character that cannot be used (a control or broken character).',
      'customer.lead_from.0':
        'This contains a character that cannot be used (a control or broken character).',
      'items.0.remark':
        'This contains a character that cannot be used (a control or broken character).',
    });

    const payment = await kit.post(
      orderPaths.payment,
      { cartOrderNo: 'CO\u0000', method: 'store' },
      { headers: LANGUAGES.th },
    );
    expect(detailsOf(payment)).toEqual({
      cartOrderNo: 'มีอักขระที่ใช้ไม่ได้ (อักขระควบคุมหรืออักขระที่ไม่สมบูรณ์)',
    });
    expect(detailsOf(await kit.get(cartOrderPath('CO\u0000')))).toHaveProperty('cartOrderNo');
  });

  it('an emoji (a whole surrogate pair) is text like any other', async () => {
    const { channel, store_id: storeId } = kit.payload();
    const response = await kit.post(catalogPaths.productSearch, {
      channel,
      storeId,
      pagination: { page: 1, page_size: 12 },
      searchKeyword: 'แอร์ 😀',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
