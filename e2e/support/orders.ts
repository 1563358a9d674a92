import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { catalogPaths, productSearchResponseSchema } from '../../packages/contract/src/catalog';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderResponseSchema,
  orderPaths,
} from '../../packages/contract/src/orders';
import { addDays, businessToday } from '../../packages/domain/src/dates';
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

/** Places an order for Bang Na through the API, on the first day and slot that a technician has. */
export async function placeOrder(
  page: Page,
  session: ApiSession,
  payment: 'promptpay' | 'store',
  /** The language of the customer's messages and tracking page (decision 053). */
  customerLanguage: 'th' | 'en' = 'th',
): Promise<string> {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const store = session.data.stores[0]!;
  const search = await page.request.post(catalogPaths.productSearch, {
    headers,
    data: { channel: store.channel, storeId: store._id, searchKeyword: SURVEY },
  });
  const product = productSearchResponseSchema
    .parse(await search.json())
    .data.items.find((item) => item.sku_code === SURVEY)!;
  const today = businessToday(new Date());
  for (let day = product.lock_days + 1; day < 60; day += 1)
    for (const time of ['1', '2'] as const) {
      const response = await page.request.post(orderPaths.create, {
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
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
          expected_date: { date: addDays(today, day), time },
          items: [{ product_id: product._id, product_type: product.product_type, qty: 1 }],
          channel: store.channel,
          seller: { code: SELLER },
          request_payment: payment === 'promptpay',
          request_store_payment: payment === 'store',
          store_id: store._id,
          customer_language: customerLanguage,
        },
      });
      if (response.ok())
        return cartOrderResponseSchema.parse(await response.json()).data.cartOrderNo;
      // A full slot or day: the next one.
      expect(response.status(), await response.text()).toBe(409);
    }
  throw new Error('no free slot in 60 days');
}
