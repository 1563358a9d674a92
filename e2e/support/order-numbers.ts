// The seed's demo orders (apps/server/src/db/seed/orders.ts). Their numbers cannot be worked out
// beforehand: each order counts on a shard of the day drawn at random (decision 038) before the
// keyed permutation (decision 028). The operators' list finds them: the oldest order of the
// day with the seeded customer's mobile is the seed's.
import { expect, type Page } from '@playwright/test';
import { opsOrderListResponseSchema, opsOrderPaths } from '../../packages/contract/src/ops-orders';
import { businessToday } from '../../packages/domain/src/dates';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { authenticate } from '../fixtures';

/** The seeded customers' mobiles: the brand shop's order and Bang Na's (a company tax invoice). */
export const SEEDED_ORDER_MOBILES = { brand: '0871234567', bangNa: '0812345678' } as const;

/** The number of the seed's order for `which`, read from the operators' list as ops.demo. */
export async function seededOrderNumber(
  page: Page,
  which: keyof typeof SEEDED_ORDER_MOBILES,
): Promise<string> {
  const session = await authenticate(page, DEMO_USERS.operator);
  const today = businessToday(new Date());
  const query = new URLSearchParams({
    q: SEEDED_ORDER_MOBILES[which],
    created_from: today,
    created_to: today,
    sort: 'created',
    dir: 'asc',
    limit: '1',
  });
  const response = await page.request.get(`${opsOrderPaths.list}?${query}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status(), `GET ${opsOrderPaths.list} as ${DEMO_USERS.operator}`).toBe(200);
  const [first] = opsOrderListResponseSchema.parse(await response.json()).data.orders;
  expect(first, `the seed's ${which} order`).toBeDefined();
  return first!.cartOrderNo;
}
