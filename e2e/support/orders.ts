import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { catalogPaths, productSearchResponseSchema } from '../../packages/contract/src/catalog';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderResponseSchema,
  orderPaths,
} from '../../packages/contract/src/orders';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import type { PaymentMethod } from '../../packages/domain/src/order-status';
import type { ApiSession } from '../fixtures';

// Orders placed through the API for the journeys that start after the booking (the order pages):
// quicker than booking through the pages, which booking.spec.ts covers.

// A customer and address with Thai marks above and below the line.
export const CUSTOMER = {
  firstname: 'ณัฐพล',
  lastname: 'สายสุวรรณ',
  mobile: '0899990018',
  email: 'nattapon@example.com',
};
export const HOUSE_NO = 'บ้านเลขที่ 99/1 ซอยสุขุมวิท ๑๐๕';
export const LANDMARK = 'ตรงข้ามเซเว่น';
export const SURVEY = 'SV-HOME-SURVEY'; // Bang Na's retail channel, one unit
const SELLER = 'BN-001';

/** The air-con cleaning service in Bang Na: CT-BKK-COOL's and CT-SPK-AIRWATER's work, no lock days. */
export const CLEANING = 'IN-AC-CLEAN';

type Slot = '1' | '2';

/** The catalogue's product of a SKU in the session's store. */
async function productOf(page: Page, session: ApiSession, sku: string) {
  const store = session.data.stores[0]!;
  const search = await page.request.post(catalogPaths.productSearch, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { channel: store.channel, storeId: store._id, searchKeyword: sku },
  });
  return productSearchResponseSchema
    .parse(await search.json())
    .data.items.find((item) => item.sku_code === sku)!;
}

/**
 * One try at placing an order of `sku` for the customer's Bang Na address on `date` and `time`:
 * the response (409 when the slot or day is full).
 */
async function tryOrder(
  page: Page,
  session: ApiSession,
  product: Awaited<ReturnType<typeof productOf>>,
  order: {
    date: string;
    time: Slot;
    qty: number;
    payment: PaymentMethod;
    customerLanguage: 'th' | 'en';
    seller: string;
  },
) {
  const store = session.data.stores[0]!;
  return page.request.post(orderPaths.create, {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    data: {
      customer: {
        ...CUSTOMER,
        address: {
          no: HOUSE_NO,
          landmark: LANDMARK,
          sub_district: { code: '104701' },
          district: { code: '1047' },
          province: { code: '10' },
          postcode: '10260',
        },
      },
      expected_date: { date: order.date, time: order.time },
      items: [{ product_id: product._id, product_type: product.product_type, qty: order.qty }],
      channel: store.channel,
      seller: { code: order.seller },
      requested_payment: order.payment,
      store_id: store._id,
      customer_language: order.customerLanguage,
    },
  });
}

const orderNoOf = async (response: Awaited<ReturnType<typeof tryOrder>>) =>
  cartOrderResponseSchema.parse(await response.json()).data.cartOrderNo;

/**
 * Places `sku` for Bang Na through the API (paid at the store): on `date` when given (it must take
 * it), otherwise on the first day ahead, in the slots given, that a technician has.
 */
export async function placeBangNaOrder(
  page: Page,
  session: ApiSession,
  options: {
    sku: string;
    slots: readonly Slot[];
    date?: string;
    qty?: number;
    payment?: PaymentMethod;
    /** The language of the customer's messages and tracking page (decision 053); Thai by default. */
    customerLanguage?: 'th' | 'en';
    /** The selling employee's code: Bang Na's BN-001 unless the session is another store's. */
    seller?: string;
  },
): Promise<string> {
  const product = await productOf(page, session, options.sku);
  const order = {
    qty: options.qty ?? 1,
    payment: options.payment ?? 'store',
    customerLanguage: options.customerLanguage ?? 'th',
    seller: options.seller ?? SELLER,
  } as const;
  if (options.date) {
    const response = await tryOrder(page, session, product, {
      ...order,
      date: options.date,
      time: options.slots[0]!,
    });
    expect(response.status(), await response.text()).toBe(200);
    return orderNoOf(response);
  }
  const today = businessToday(new Date());
  for (let day = product.lock_days + 1; day < 60; day += 1)
    for (const time of options.slots) {
      const response = await tryOrder(page, session, product, {
        ...order,
        date: addDays(today, day),
        time,
      });
      if (response.ok()) return orderNoOf(response);
      // A full slot or day: the next one.
      expect(response.status(), await response.text()).toBe(409);
    }
  throw new Error(`no free slot for ${options.sku} in 60 days`);
}

/** Places a survey for Bang Na through the API, on the first day and slot that a technician has. */
export const placeOrder = (
  page: Page,
  session: ApiSession,
  payment: PaymentMethod,
  customerLanguage: 'th' | 'en' = 'th',
) => placeBangNaOrder(page, session, { sku: SURVEY, slots: ['1', '2'], payment, customerLanguage });
