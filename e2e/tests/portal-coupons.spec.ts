import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEMO_CHANNELS,
  DEMO_PASSWORD,
  DEMO_STORES,
  DEMO_USERS,
} from '../../apps/server/src/db/seed/demo-keys';
import { catalogPaths, productSearchResponseSchema } from '../../packages/contract/src/catalog';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderResponseSchema,
  orderPaths,
} from '../../packages/contract/src/orders';
import { promotionPaths, verifyCouponResponseSchema } from '../../packages/contract/src/promotions';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import { formatBaht } from '../../packages/domain/src/money';
import { expect, signInByApi, test, type ApiSession } from '../fixtures';
import { appText, localePath } from '../support/app-text';
import { CUSTOMER, HOUSE_NO, LANDMARK } from '../support/orders';

// Coupons and promotions from the portal (issue 21, docs/decisions/050), short: an operator makes,
// in the portal's pages, a coupon usable once and a promotion starting today, both for Rangsit's
// survey; a clerk of Rangsit (another browser context) sees the promotion's price on the
// catalogue card at once, books with the coupon and gets the right figures, and a second booking
// with it is refused (used up). Scoped to Rangsit so the other specs' figures do not move.

const t = (key: string) => appText('th', key);
const SKU = 'SV-HOME-SURVEY';
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;
const PROMOTION = { th: 'โปรอีทูอี', en: 'E2E promotion' };
const OFF = 200;
const COUPON_OFF = 250;

async function portalSignIn(page: Page) {
  await page.goto('/portal/login');
  await page.getByLabel(t('portal:login.username'), { exact: true }).fill(DEMO_USERS.operator);
  await page.getByLabel(t('portal:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('portal:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/orders$/);
}

const label = (page: Page, key: string) => page.getByLabel(t(`portal:${key}`), { exact: true });

async function order(page: Page, session: ApiSession, productId: string) {
  const store = session.data.stores.find((s) => s.id === DEMO_STORES.rangsit)!;
  for (let day = 3; day < 60; day += 1)
    for (const time of ['1', '2'] as const) {
      const response = await page.request.post(orderPaths.create, {
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        },
        data: {
          customer: {
            ...CUSTOMER,
            mobile: '0899990050',
            address: {
              no: HOUSE_NO,
              landmark: LANDMARK,
              sub_district: { code: '104701' },
              district: { code: '1047' },
              province: { code: '10' },
              postcode: '10260',
            },
          },
          expected_date: { date: addDays(businessToday(new Date()), day), time },
          items: [
            { product_id: productId, product_type: 'S', qty: 1, promotion: { coupon_code: CODE } },
          ],
          channel: store.channel,
          seller: { code: 'RS-001' },
          request_payment: false,
          request_store_payment: true,
          store_id: store._id,
        },
      });
      if (response.status() !== 409 || !(await response.text()).includes('SLOT')) return response;
    }
  throw new Error('no free slot in 60 days');
}

test('an operator makes a one-use coupon and a promotion from today; a clerk books with them', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run is enough: the forms are the same');
  await portalSignIn(page);

  // ---- the coupon ----
  await page.goto('/portal/coupons');
  await page.getByTestId('coupon-new').click();
  const coupon = page.getByTestId('coupon-form');
  await label(page, 'coupons.field.code').fill(CODE.toLowerCase());
  await label(page, 'coupons.field.nameTh').fill('คูปองอีทูอี');
  await label(page, 'coupons.field.nameEn').fill('E2E coupon');
  await label(page, 'coupons.field.discount').fill(String(COUPON_OFF));
  await label(page, 'coupons.field.channel').selectOption(DEMO_CHANNELS.retail);
  await label(page, 'coupons.field.store').selectOption(DEMO_STORES.rangsit);
  await coupon.getByLabel(SKU, { exact: true }).check();
  await label(page, 'coupons.field.usageLimit').fill('1');
  await label(page, 'coupons.field.expireDate').fill(addDays(businessToday(new Date()), 30));
  await coupon.getByTestId('coupon-save').click();
  await expect(coupon.getByTestId('coupon-uses')).toBeVisible();
  await expect(page.getByTestId('coupons-table')).toContainText(CODE);

  // ---- the promotion, from today ----
  await page.goto('/portal/promotions');
  await page.getByTestId('promotion-new').click();
  const promotion = page.getByTestId('promotion-form');
  await label(page, 'coupons.field.nameTh').fill(PROMOTION.th);
  await label(page, 'coupons.field.nameEn').fill(PROMOTION.en);
  await label(page, 'coupons.field.channel').selectOption(DEMO_CHANNELS.retail);
  await label(page, 'coupons.field.store').selectOption(DEMO_STORES.rangsit);
  await label(page, 'promotions.itemValue').fill(String(OFF));
  await promotion.getByLabel(SKU, { exact: true }).check();
  await promotion.getByTestId('promotion-save').click();
  await expect(page.getByTestId('promotions-running')).toContainText(PROMOTION.th);

  // ---- a clerk of Rangsit, in another browser context ----
  const context = await browser.newContext();
  const clerk = await context.newPage();
  const session = await signInByApi(clerk, DEMO_USERS.manager);
  const store = session.data.stores.find((s) => s.id === DEMO_STORES.rangsit)!;
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const search = await clerk.request.post(catalogPaths.productSearch, {
    headers,
    data: { channel: store.channel, storeId: store._id, searchKeyword: SKU },
  });
  const product = productSearchResponseSchema
    .parse(await search.json())
    .data.items.find((item) => item.sku_code === SKU)!;
  const price = product.price!;

  await clerk.goto(localePath('th', `/productList?search=${SKU}`));
  const dialog = clerk.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('option').first().click();
    await expect(dialog).toBeHidden();
  }
  const card = clerk.locator(`[data-testid=product-card][data-sku="${SKU}"]`);
  await expect(card.getByTestId('product-price')).toHaveText(formatBaht(price - OFF, 'th'));
  await expect(card.getByTestId('product-price-struck')).toHaveText(formatBaht(price, 'th'));

  const verified = await clerk.request.post(promotionPaths.verify, {
    headers,
    data: {
      product: { productId: product._id, qty: 1 },
      couponCode: CODE,
      jobType: 'S',
      channel: store.channel,
      branchId: store._id,
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(verifyCouponResponseSchema.parse(await verified.json()).data).toMatchObject({
    line_total: price,
    promotion_discount: OFF,
    discount: COUPON_OFF,
    total_payable: price - OFF - COUPON_OFF,
  });

  const first = await order(clerk, session, product._id);
  expect(first.status(), await first.text()).toBe(200);
  const placed = cartOrderResponseSchema.parse(await first.json()).data;
  expect(placed.items[0]).toMatchObject({
    promotion_discount: OFF,
    discount: COUPON_OFF,
    total_price: price - OFF - COUPON_OFF,
  });
  const second = await order(clerk, session, product._id);
  expect(second.status()).toBe(409);
  expect(await second.text()).toContain('COUPON_USED_UP');
  await context.close();

  // The operator's list shows the use.
  await page.goto('/portal/coupons');
  const row = page.getByTestId('coupons-table').getByRole('row').filter({ hasText: CODE });
  await expect(row).toContainText('1 / 1');
});

test('the coupon and promotion forms fit a 375 px screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone layout');
  await portalSignIn(page);
  for (const [path, open, form] of [
    ['/portal/coupons', 'coupon-new', 'coupon-form'],
    ['/portal/promotions', 'promotion-new', 'promotion-form'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId(open).click();
    await expect(page.getByTestId(form)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
