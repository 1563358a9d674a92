import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { clearFavourites, expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { openProduct } from '../support/catalogue';
import {
  findBrokenWords,
  findClippedText,
  findKeyLikeText,
  findSmallTargets,
} from '../support/layout-checks';
import { seededOrderNumber } from '../support/order-numbers';

// How the shop's pages are drawn for a store clerk (issue 18), at 1280 px and 375 px in Thai and
// English, with the demo employee whose name has marks above and below the line (ณัฐพล
// สายสุวรรณ): no text cut by its box, no word broken across lines, amounts, slots, branch numbers
// and place names kept whole, every control at least 44 × 44 px on phones, and each toast its own
// time (spec §9).

const isMobile = (info: TestInfo) => info.project.name === 'mobile';
const tap = (locator: Locator, info: TestInfo) =>
  isMobile(info) ? locator.tap() : locator.click();

const EMPLOYEE = 'ณัฐพล สายสุวรรณ';
const INSTALL = 'IN-AC-9000';
const COUPON = 'CHANGDEE200';

async function chooseEmployee(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await expect(dialog).toBeHidden();
}

/** Every check of the walk on what the page shows now; a screenshot to look at. */
async function checkPage(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  expect.soft(await findBrokenWords(page), `${name}: words broken across lines`).toEqual([]);
  expect.soft(await findKeyLikeText(page), `${name}: keys or ids instead of words`).toEqual([]);
  if (isMobile(info))
    expect.soft(await findSmallTargets(page), `${name}: controls under 44 × 44 px`).toEqual([]);
  expect.soft(await findClippedText(page), `${name}: text cut by its box`).toEqual([]);
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`layout walk (${locale})`, () => {
    test('no cut text, no broken word, no small control from the catalogue to the order', async ({
      page,
      signInByApi,
    }, info) => {
      test.setTimeout(300_000);
      const session = await signInByApi(DEMO_USERS.sales);
      await clearFavourites(page, session);
      await page.goto(localePath(locale, '/productList'));
      await chooseEmployee(page, EMPLOYEE);
      if (!isMobile(info))
        await expect(page.getByTestId('site-header')).toContainText(EMPLOYEE.split(' ')[0]!);
      await checkPage(page, info, 'catalogue');

      // The product page with its booking form and a coupon.
      await openProduct(page, locale, INSTALL);
      await checkPage(page, info, 'product');
      let form = page.getByTestId('booking-panel');
      if (isMobile(info)) {
        await page.getByTestId('mobile-add-to-cart').tap();
        form = page.getByTestId('comment-sheet');
        await expect(form).toBeVisible();
      }
      // The coupon part settles (its best-coupon hint read) before the clerk opens the panel: an
      // open panel once vanished as the hint arrived (first tries of this walk, Thai desktop).
      await expect(form.getByTestId('coupon-entry-best')).toBeVisible();
      await tap(form.getByTestId('coupon-entry-open'), info);
      const coupons = page.getByTestId('coupon-panel');
      await expect(coupons).toBeVisible();
      await checkPage(page, info, 'coupons');
      await coupons.locator(`[data-testid=coupon-item][data-code="${COUPON}"]`).click();
      await coupons.getByTestId('coupon-use').click();
      await expect(coupons.getByTestId('coupon-use')).toHaveAttribute('data-state', 'applied');
      await coupons.getByRole('button', { name: appText(locale, 'cart:close') }).click();
      await expect(coupons).toBeHidden();
      await checkPage(page, info, 'booking-form');
      if (isMobile(info)) {
        await form.getByTestId('sheet-add-to-cart').tap();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/productList')}$`));
        await page.getByTestId('cart-button').tap();
      } else await form.getByTestId('add-to-cart').click();

      // The cart panel: a line's amount and the cart's are told apart.
      const cart = page.getByTestId('cart-panel');
      await expect(cart.getByTestId('cart-line')).toHaveCount(1);
      const payableLabel = (part: Locator) =>
        part.locator('.line-amounts__row--total dt').first().textContent();
      expect(await payableLabel(cart.getByTestId('cart-line'))).not.toBe(
        await payableLabel(cart.getByTestId('cart-totals')),
      );
      await checkPage(page, info, 'cart');
      await cart.getByTestId('choose-date').click();

      // /address with a landmark typed as clerks do.
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/address')}$`));
      await page
        .getByLabel(appText(locale, 'orders:address.no'), { exact: true })
        .fill('99/1 ซอยสุขุมวิท 105');
      await page
        .getByLabel(new RegExp(`^\\s*${appText(locale, 'orders:address.landmark')}`))
        .fill('ตรงข้ามเซเว่น');
      const field = page.getByTestId('order-location-field');
      await field.getByTestId('location-picker-subdistrict').getByRole('button').first().click();
      const popup = isMobile(info) ? page.getByRole('dialog').last() : field;
      await popup.getByTestId('picker-search').fill('นาเหนือ');
      await popup
        .getByRole('button', {
          name: new RegExp(`^${locale === 'th' ? 'บางนาเหนือ' : 'Bang Na Nuea'}`),
        })
        .click();
      await expect(field.getByTestId('order-location-chosen')).toContainText('10260');
      const calendar = page.getByTestId('service-calendar');
      await expect(calendar.locator('button[aria-pressed=true]')).toHaveCount(1);
      if (!(await page.locator('input[data-testid^=slot-]:checked').count()))
        await page.locator('input[data-testid^=slot-]:not([disabled])').first().check();
      await checkPage(page, info, 'address');
      await page.getByTestId('to-checkout').click();

      // /checkout with a customer whose name has marks above and below.
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/checkout')}$`));
      await page
        .getByLabel(appText(locale, 'orders:checkout.firstname'), { exact: true })
        .fill('ณัฐพล');
      await page
        .getByLabel(appText(locale, 'orders:checkout.lastname'), { exact: true })
        .fill('สายสุวรรณ');
      await page.getByLabel(appText(locale, 'orders:taxInvoice.request')).check();
      await page
        .getByLabel(appText(locale, 'orders:taxInvoice.type.corporate'), { exact: true })
        .check();
      await checkPage(page, info, 'checkout');

      // The order pages, on the seeded Bang Na order (a company tax invoice, a technician).
      const bangNaOrder = await seededOrderNumber(page, 'bangNa');
      await page.goto(localePath(locale, `/order_success?cartOrderNo=${bangNaOrder}`));
      await expect(page.getByTestId('order-number')).toBeVisible();
      await checkPage(page, info, 'order-success');
      await page.goto(localePath(locale, `/tracking/${bangNaOrder}`));
      await expect(page.getByTestId('order-timeline')).toBeVisible();
      await checkPage(page, info, 'tracking');
      await page.getByTestId('open-change-date').click();
      await expect(
        page.getByTestId('change-date').locator('button[data-state=available]').first(),
      ).toBeVisible();
      await checkPage(page, info, 'change-date');
      await page.goto(localePath(locale, `/more_detail?cartOrderNo=${bangNaOrder}`));
      await expect(page.getByTestId('order-tax-invoice')).toBeVisible();
      await checkPage(page, info, 'more-detail');

      await page.goto(localePath(locale, '/productFavorite'));
      await expect(page.getByTestId('favourites-empty')).toBeVisible();
      await checkPage(page, info, 'saved');
      await page.goto(localePath(locale, '/terms_and_condition'));
      await checkPage(page, info, 'terms');
    });

    test('phone: a toast that replaces another keeps its own 2 s (spec §9)', async ({
      page,
      signInByApi,
    }, info) => {
      test.skip(!isMobile(info), 'the saved toast stays on desktop (spec §9)');
      const session = await signInByApi(DEMO_USERS.sales);
      await clearFavourites(page, session);
      await page.clock.install();
      await page.goto(localePath(locale, '/productList'));
      await chooseEmployee(page, EMPLOYEE);
      await openProduct(page, locale, INSTALL);
      // From here the page's time moves only when the test moves it, 10 ms at a time while a
      // toast is awaited (the favourite call itself answers in real time).
      await page.clock.pauseAt(Date.now() + 5_000);
      const toggle = page.getByTestId('site-header').getByTestId('favourite-toggle');
      const toast = page.getByTestId('notification-area').locator('.toast');
      const showing = async (words: string) => {
        for (let waited = 0; !(await toast.allTextContents()).join(' ').includes(words);) {
          expect(waited, `a toast with “${words}”`).toBeLessThan(10_000);
          await page.clock.runFor(10);
          waited += 10;
        }
      };
      // The longest words of each message around its {{name}}.
      const words = (key: string) =>
        appText(locale, key)
          .split(/\{\{\w+\}\}/)
          .sort((a, b) => b.length - a.length)[0]!
          .trim();
      const saved = words('catalog:favourite.savedToast');
      const removed = words('catalog:favourite.removedToast');
      await toggle.tap();
      await showing(saved);
      // 'Removed' 1.14 s into 'saved''s 2 s: it still shows for all of its own 2 s (shown at most
      // 10 ms before `showing` returns).
      await page.clock.runFor(1_140);
      await toggle.tap();
      await showing(removed);
      await page.clock.runFor(1_975);
      await expect(toast).toContainText(removed);
      await page.clock.runFor(40);
      await expect(toast).toHaveCount(0);
    });
  });
}
