import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { cartOrderPath } from '../../packages/contract/src/orders';
import { businessToday, formatDate } from '../../packages/domain/src/dates';
import { cartOrderNumber } from '../../packages/domain/src/order-number';
import { chooseFirstEmployee, expect, test, type ApiSession } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';

// The booking pages (issue 12, Web) against the real server, at 1280 px and 375 px, in Thai and
// English: the order's success page, tracking (search, status, payment, change of date, print on
// A3), the full detail, and the external brand confined to its brand's order.

const text = (locale: Locale, key: string) => appText(locale, `orders:${key}`);

// The demo seed places two orders on its first start (apps/server/src/db/seed/orders.ts): the
// CoolAir brand shop's first, then Bang Na's, numbered with the day of seeding.
const seededOrder = (sequence: 1 | 2) => cartOrderNumber(businessToday(new Date()), sequence);
const brandOrder = seededOrder(1);
const bangNaOrder = seededOrder(2);

/** The order as the server answers it to this session. */
async function readOrder(page: Page, session: ApiSession, cartOrderNo: string) {
  const response = await page.request.get(cartOrderPath(cartOrderNo), {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return response;
}

/** Calls to window.print are counted instead of opening the browser's dialog. */
async function countPrints(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/** The printout: the page's controls and the header gone, the order's papers shown, A3 paper. */
async function expectA3Printout(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(page.getByTestId('print-order')).toBeHidden();
  await expect(page.getByTestId('order-customer')).toBeVisible();
  await expect(page.getByTestId('order-seller')).toBeVisible();
  // Spec §9: the desktop layout (at least 992 px wide) whatever the screen.
  const width = await page.evaluate(() => document.body.getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(992);
  // The page's own paper size (CSS @page): A3 is 297 × 420 mm, 842 × 1191 points.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(box, 'the printout has a page size').not.toBeNull();
  expect(Math.round(Number(box![1]))).toBe(842);
  expect(Math.round(Number(box![2]))).toBe(1191);
  await page.emulateMedia({ media: 'screen' });
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`booking pages (${locale})`, () => {
    test('a shop user sees the placed order, finds it in tracking, moves its date and prints it', async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      const session = await signInByApi(DEMO_USERS.sales);
      expect((await readOrder(page, session, bangNaOrder)).status()).toBe(200);

      // The success page: number, services and figures as the server priced them, payment.
      await page.goto(localePath(locale, `/order_success?cartOrderNo=${bangNaOrder}`));
      await chooseFirstEmployee(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'success.title'),
      );
      await expect(page.getByTestId('order-number')).toHaveText(bangNaOrder);
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expect(page.getByTestId('total-payable')).toBeVisible();
      await expect(page.getByTestId('payment-panel')).toBeVisible();
      await checkA11y();

      // On to tracking, by the link, then by searching the number as typed by hand.
      await page.getByTestId('to-tracking').click();
      await expect(page).toHaveURL(
        new RegExp(`${localePath(locale, '/tracking/')}${bangNaOrder}$`),
      );
      await page.goto(localePath(locale, '/tracking'));
      await page.getByTestId('tracking-search-input').fill(` ${bangNaOrder.toLowerCase()} `);
      await page.getByRole('button', { name: text(locale, 'tracking.search') }).click();
      await expect(page).toHaveURL(new RegExp(`/tracking/${bangNaOrder}$`));
      await expect(page.getByTestId('order-number')).toHaveText(bangNaOrder);
      await expect(page.getByTestId('order-timeline')).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', /.+/);
      await checkA11y();

      // Change of date: another free day and slot of the calendar; the order shows it.
      await page.getByTestId('open-change-date').click();
      const panel = page.getByTestId('change-date');
      const calendar = panel.getByTestId('service-calendar');
      await expect(calendar.locator('button[data-state=available]').first()).toBeVisible();
      const current = (await readOrder(page, session, bangNaOrder).then((r) => r.json())) as {
        data: { expected_date: { date: string } };
      };
      const target = calendar.locator(
        `button[data-state=available]:not([data-date="${current.data.expected_date.date}"])`,
      );
      const day = await target.first().getAttribute('data-date');
      await target.first().click();
      await expect(calendar.locator(`button[data-date="${day}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const slot = panel.locator('input[data-testid^=slot-]:not([disabled])').first();
      await slot.check();
      await checkA11y();
      await panel.getByTestId('confirm-change-date').click();
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('order-service-date')).toContainText(
        formatDate(day!, 'long', locale),
      );

      // Print: the browser's print, and the printout on A3 at the desktop width.
      const printed = await countPrints(page);
      await page.getByTestId('print-order').click();
      expect(await printed()).toBe(1);
      await expectA3Printout(page);

      // The full detail: customer, seller and tax invoice on screen.
      await page.getByRole('link', { name: text(locale, 'actions.moreDetail') }).click();
      await expect(page).toHaveURL(new RegExp(`/more_detail\\?cartOrderNo=${bangNaOrder}$`));
      await expect(page.getByTestId('order-customer')).toBeVisible();
      await expect(page.getByTestId('order-seller')).toBeVisible();
      await expect(page.getByTestId('order-tax-invoice')).toBeVisible();
      await checkA11y();
    });

    test('brand.demo opens its brand’s order in tracking, masked, and nothing else', async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      await signInByApi(DEMO_USERS.brand);
      await page.goto(localePath(locale, `/tracking/${brandOrder}`));
      await expect(page.getByTestId('order-number')).toHaveText(brandOrder);
      await expect(page.getByTestId('payment-state')).toBeVisible();
      // Reads only: no change of date, no payment to take, no full detail.
      await expect(page.getByTestId('open-change-date')).toHaveCount(0);
      await expect(page.getByTestId('record-store-payment')).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: text(locale, 'actions.moreDetail') }),
      ).toHaveCount(0);
      await checkA11y();

      // The customer's personal data arrives masked (server), as printed.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('order-customer')).not.toContainText('เย็นสบาย');
      await page.emulateMedia({ media: 'screen' });

      // Another store's order is not found; any other page signs the brand out.
      await page.goto(localePath(locale, `/tracking/${bangNaOrder}`));
      await expect(page.getByTestId('order-not-found')).toBeVisible();
      await page.goto(localePath(locale, '/productList'));
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login')}$`));
    });
  });
}
