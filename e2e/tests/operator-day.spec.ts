import { execFileSync } from 'node:child_process';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import {
  standInEnv,
  startProviderStandIn,
  type ProviderStandIn,
} from '../../apps/server/src/modules/messages/provider-stand-in';
import { assignOptionsResponseSchema, dispatchPaths } from '../../packages/contract/src/dispatch';
import {
  opsDashboardPaths,
  operatorDayResponseSchema,
  type OperatorDay,
} from '../../packages/contract/src/ops-dashboard';
import { opsOrderListResponseSchema, opsOrderPaths } from '../../packages/contract/src/ops-orders';
import { cartOrderResponseSchema, orderPaths } from '../../packages/contract/src/orders';
import { businessToday } from '../../packages/domain/src/dates';
import { lateCutoffs } from '../../packages/domain/src/late-jobs';
import { formatBaht } from '../../packages/domain/src/money';
import { TIME_SLOTS } from '../../packages/domain/src/time-slots';
import { authenticate, expect, test, type ApiSession } from '../fixtures';
import { appText, type Locale } from '../support/app-text';
import { findKeyLikeText, findSmallTargets } from '../support/layout-checks';
import { CLEANING, placeBangNaOrder, placeOrder } from '../support/orders';
import { portalPath, signInAtPortal } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';
import { isMobile } from '../support/shop-header';

// The operator's day (issue 32 items 1 and 2, docs/decisions/075) at 1280 and 375 px, in Thai and
// English, on a server of its own whose SMS gateway refuses every message (a provider stand-in
// answering 503), so the messages of the orders seeded here fail. Seeded: a job given to a team
// for a slot of today that began more than 30 minutes ago (late: not on the way), an order paid at
// the store and cancelled (its money due back). The operator lands on the page, reads those
// numbers, and each opens exactly the orders it counts; a cell of the capacity ahead opens the
// dispatch board at that team and date, which shows the same numbers.

const t = appText;

/** A free port, chosen when the file loads so the project's baseURL can point at it. */
const port = execFileSync(
  process.execPath,
  [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  { encoding: 'utf8' },
).trim();
test.use({ baseURL: `http://127.0.0.1:${port}` });

let server: RunningServer;
let gateway: ProviderStandIn;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  gateway = await startProviderStandIn({ failFirst: 1_000_000 });
  server = await startServer({ ...standInEnv(gateway), MESSAGE_CHANNELS: 'log,sms', PORT: port });
});
test.afterAll(async () => {
  await server?.stop();
  await gateway?.close();
});

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });
/** A text of the portal with its {{placeholders}} filled. */
const words = (locale: Locale, key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    t(locale, `portal:${key}`),
  );

async function operatorDay(page: Page, operator: ApiSession): Promise<OperatorDay> {
  const response = await page.request.get(opsDashboardPaths.day, { headers: auth(operator) });
  expect(response.status(), await response.text()).toBe(200);
  return operatorDayResponseSchema.parse(await response.json()).data;
}

/** A cleaning booked ahead, then given by the operator to a team for today's `slot`. */
async function lateJob(page: Page, sales: ApiSession, operator: ApiSession, slot: '1' | '2') {
  const orderNo = await placeBangNaOrder(page, sales, { sku: CLEANING, slots: ['2'] });
  const today = businessToday(new Date());
  const path = dispatchPaths.assignOptions.replace(':cartOrderNo', orderNo);
  const options = await page.request.get(`${path}?date=${today}&time=${slot}`, {
    headers: auth(operator),
  });
  const team = assignOptionsResponseSchema.parse(await options.json()).data.teams[0];
  if (!team) throw new Error(`no team has room today in slot ${slot}`);
  const assigned = await page.request.post(dispatchPaths.assign.replace(':cartOrderNo', orderNo), {
    headers: auth(operator),
    data: { contractor_id: team.contractor_id, date: today, time: slot },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { orderNo, team: team.code };
}

/** A clerk's order paid at the store, cancelled by the operator: its money is due back. */
async function refundDue(page: Page, sales: ApiSession, operator: ApiSession) {
  const cartOrderNo = await placeOrder(page, sales, 'store');
  const paid = await page.request.post(orderPaths.payment, {
    headers: auth(sales),
    data: { cartOrderNo, method: 'store', reference: 'RC-E2E-DAY', employee_code: 'BN-001' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const cancelled = await page.request.post(orderPaths.updateStatus, {
    headers: auth(operator),
    data: { cartOrderNo, status: 'cancelled', reason: 'ลูกค้ายกเลิกงาน' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return {
    cartOrderNo,
    amount: cartOrderResponseSchema.parse(await cancelled.json()).data.payment.refund_due,
  };
}

/** The orders list's total under `query`, through the API. */
async function listTotal(page: Page, operator: ApiSession, query: string) {
  const response = await page.request.get(`${opsOrderPaths.list}?${query}`, {
    headers: auth(operator),
  });
  return opsOrderListResponseSchema.parse(await response.json()).data.total;
}

/** A number of the page opens the orders list showing exactly the orders it counts. */
async function opensItsOrders(
  page: Page,
  info: TestInfo,
  tile: { kind: string; query: string; count: number; seeded: string[] },
) {
  await page.getByTestId(`today-count-${tile.kind}`).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?${tile.query.replace('?', '\\?')}$`));
  await expect(page.getByTestId('orders-total')).toHaveText(
    words('th', `orders.list.count_${tile.count === 1 ? 'one' : 'other'}`, { count: tile.count }),
  );
  const entries = page.getByTestId(isMobile(info) ? 'order-card' : 'order-row');
  await expect(entries).toHaveCount(Math.min(tile.count, 25));
  for (const no of tile.seeded)
    await expect(entries.and(page.locator(`[data-order="${no}"]`))).toHaveCount(1);
  await page.goBack();
}

test('the operator’s day shows the seeded numbers and each opens exactly its orders', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const now = new Date();
  const today = businessToday(now);
  const slot = TIME_SLOTS.find((s) => lateCutoffs(now).not_on_the_way[s] === today);
  test.skip(!slot, 'no slot of today in Bangkok began 30 minutes ago yet (before 09:30)');
  const sales = await authenticate(page, DEMO_USERS.sales);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const before = await operatorDay(page, operator);
  const late = await lateJob(page, sales, operator, slot!);
  const refund = await refundDue(page, sales, operator);
  // Every SMS of the two orders is refused by the gateway: both count once their first try failed.
  await expect
    .poll(async () => (await operatorDay(page, operator)).messages_failed, { timeout: 30_000 })
    .toBe(before.messages_failed + 2);
  const day = await operatorDay(page, operator);
  expect({
    late: day.late.count - before.late.count,
    refunds: day.refunds_due.count - before.refunds_due.count,
    refunded: day.refunds_due.total - before.refunds_due.total,
  }).toEqual({ late: 1, refunds: 1, refunded: refund.amount });

  await signInAtPortal(page, DEMO_USERS.operator);
  await expect(page).toHaveURL(/\/portal\/today$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('th', 'portal:today.title'));
  const count = (kind: string) => page.getByTestId(`today-count-${kind}`).getByTestId('count');
  await expect(count('late')).toHaveText(String(day.late.count));
  await expect(count('refund')).toHaveText(String(day.refunds_due.count));
  await expect(count('message')).toHaveText(String(day.messages_failed));
  await expect(page.getByTestId('today-count-refund')).toContainText(
    words('th', 'today.refundSum', { amount: formatBaht(day.refunds_due.total, 'th') }),
  );
  const lateRow = page.locator(`[data-testid="late-job"][data-order="${late.orderNo}"]`);
  await expect(lateRow).toContainText(t('th', 'portal:today.lateReason.not_on_the_way'));
  expect(await findKeyLikeText(page, { within: 'main' })).toEqual([]);
  // With a late job listed, its order number is a target a thumb hits on a phone.
  if (isMobile(info)) expect(await findSmallTargets(page)).toEqual([]);

  for (const tile of [
    { kind: 'late', query: 'attention=late', count: day.late.count, seeded: [late.orderNo] },
    {
      kind: 'refund',
      query: 'payment=refund_due',
      count: day.refunds_due.count,
      seeded: [refund.cartOrderNo],
    },
    {
      kind: 'message',
      query: 'attention=message',
      count: day.messages_failed,
      seeded: [late.orderNo, refund.cartOrderNo],
    },
  ]) {
    expect(await listTotal(page, operator, tile.query), tile.query).toBe(tile.count);
    await opensItsOrders(page, info, tile);
  }

  // The late job's order opens from its row.
  await lateRow.getByRole('link', { name: late.orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`${portalPath('th', `/orders/${late.orderNo}`)}$`));
  await page.goBack();

  await heatMapMatchesTheBoard(page, late.team, today);

  // The same page in English: its words, the same numbers, no key or id shown.
  await page.goto(portalPath('en', '/today'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'portal:today.title'));
  await expect(count('late')).toHaveText(String(day.late.count));
  await expect(page.getByTestId('today-count-refund')).toContainText(
    words('en', 'today.refundSum', { amount: formatBaht(day.refunds_due.total, 'en') }),
  );
  await expect(page.getByTestId('capacity-ahead').getByRole('table')).toBeVisible();
  expect(await findKeyLikeText(page, { within: 'main' })).toEqual([]);
});

/** The team's cell of today on the heat map opens the board there, with the same numbers. */
async function heatMapMatchesTheBoard(page: Page, team: string, today: string) {
  const cell = page.locator(`[data-testid="heat-cell"][data-team="${team}"][data-date="${today}"]`);
  const uses = await Promise.all(
    TIME_SLOTS.map(async (slot) => {
      const text = (await cell.getByTestId(`heat-slot-${slot}`).textContent()) ?? '';
      const [, used, capacity] = /(\d+)\/(\d+)$/.exec(text.trim())!;
      return { slot, used: Number(used), capacity: Number(capacity) };
    }),
  );
  await cell.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dispatch\\?date=${today}&team=${team}`));
  await expect(page.locator(`[data-testid="board-team"][data-team="${team}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const { slot, used, capacity } of uses)
    await expect(
      page
        .locator(
          `[data-testid="board-cell"][data-team="${team}"][data-date="${today}"][data-slot="${slot}"]`,
        )
        .getByTestId('board-cell-capacity'),
    ).toHaveText(words('th', 'dispatch.capacity', { used, capacity, free: capacity - used }));
  await page.goBack();
}
