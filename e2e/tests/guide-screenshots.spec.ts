import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { chooseFirstEmployee, expect, test } from '../fixtures';
import { localePath } from '../support/app-text';
import { placeOrder } from '../support/orders';
import { portalPath, signInAtPortal } from '../support/portal';

// The user guides' pictures (docs/guides/img), taken by the e2e run against the real server and
// demo data: `GUIDE_SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts
// guide-screenshots`. Skipped otherwise, so `npm test` takes no pictures it would not keep.

const take = process.env.GUIDE_SCREENSHOTS === '1';
const picture = (name: string) => new URL(`../../docs/guides/img/${name}.png`, import.meta.url);

test.describe('the guides’ pictures', () => {
  test.skip(!take, 'pictures only when GUIDE_SCREENSHOTS=1');

  test('the clerk: the catalogue and an order’s page with the customer’s link', async ({
    page,
    signInByApi,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'the counter’s phone-sized view');
    const session = await signInByApi(DEMO_USERS.sales);
    await page.goto(localePath('th', '/productList'));
    await chooseFirstEmployee(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The "employee chosen" toast closes itself; the picture is of the page.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('clerk-catalogue').pathname });

    const cartOrderNo = await placeOrder(page, session, 'promptpay', 'th');
    await page.goto(localePath('th', `/tracking/${cartOrderNo}`));
    await expect(page.getByTestId('customer-link-url')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('clerk-tracking').pathname, fullPage: true });
  });

  test('the operator: their day, orders and the dispatch board', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the back office’s desktop view');
    await signInAtPortal(page, DEMO_USERS.operator, { locale: 'en' });
    await expect(page).toHaveURL(new RegExp(`${portalPath('en', '/today')}$`));
    await expect(page.getByTestId('capacity-ahead').getByRole('table')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('operator-today').pathname, fullPage: true });
    await page.goto(portalPath('en', '/orders'));
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('operator-orders').pathname });
    await page.goto(portalPath('en', '/dispatch'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('operator-dispatch').pathname });
  });

  test('the technician: the day on a phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the technician’s phone');
    await signInAtPortal(page, DEMO_USERS.technician);
    await expect(page).toHaveURL(new RegExp(`${portalPath('th', '/day')}$`));
    await expect(page.getByTestId('day-team')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: picture('technician-day').pathname, fullPage: true });
  });

  test('the customer: their tracking page', async ({ page, browser, signInByApi }, info) => {
    test.skip(info.project.name !== 'mobile', 'the customer’s phone');
    const session = await signInByApi(DEMO_USERS.sales);
    const cartOrderNo = await placeOrder(page, session, 'promptpay', 'th');
    await page.goto(localePath('th', `/tracking/${cartOrderNo}`));
    await chooseFirstEmployee(page);
    const href = await page.getByTestId('customer-link-url').getAttribute('href');
    const customer = await browser.newContext({
      viewport: page.viewportSize()!,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
    });
    const own = await customer.newPage();
    await own.goto(href!);
    await expect(own.getByRole('heading', { level: 1 })).toBeVisible();
    await own.evaluate(() => document.fonts.ready);
    await own.screenshot({ path: picture('customer-tracking').pathname, fullPage: true });
    await customer.close();
  });
});
