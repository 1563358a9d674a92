import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { runtimeConfigResponseSchema } from '../../packages/contract/src/runtime-config';
import { chooseFirstEmployee, expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { CUSTOMER, LANDMARK, SURVEY, placeOrder } from '../support/orders';

// Issue 18 (items 1, 4, 8) on the order pages, at 1280 × 800 and 375 × 812, in Thai and English
// (decision 032): the success page's PromptPay QR and its amount in the first screen; the phone
// checkout's place-order bar always in view, a refused order's first bad field scrolled clear of
// it; the A3 printout as a job sheet (letterhead, labelled landmark, signature lines, and the order
// number as a QR that decodes to it).

const text = (locale: Locale, key: string) => appText(locale, `orders:${key}`);
const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The element's box lies within the first screen (the page scrolled to its top). */
async function expectInFirstScreen(page: Page, locator: Locator) {
  const [box, height, scrolled] = await Promise.all([
    locator.boundingBox(),
    page.evaluate(() => window.innerHeight),
    page.evaluate(() => window.scrollY),
  ]);
  expect(scrolled).toBe(0);
  expect(box, 'shown').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(
    box!.y + box!.height,
    `${await locator.getAttribute('data-testid')} in the first screen`,
  ).toBeLessThanOrEqual(height);
}

/** The box of an element in the viewport's coordinates. */
const rectOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

/**
 * Decodes the QR code the page drew: its SVG as on the page, rasterised (sharp) and read by a QR
 * reader (jsQR). An element screenshot would do on a desktop, but a phone's emulation zooms the
 * print layout (992 px wide) out of its 375 px screen and the clip misses the element.
 */
async function decodeQr(locator: Locator): Promise<string | null> {
  const svg = await locator.evaluate((element) => element.outerHTML);
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(264)
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`order pages (${locale})`, () => {
    test('the success page shows a pending PromptPay QR and its amount in the first screen', async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      const session = await signInByApi(DEMO_USERS.sales);
      const promptpayOrder = await placeOrder(page, session, 'promptpay');
      await page.goto(localePath(locale, `/order_success?cartOrderNo=${promptpayOrder}`));
      await chooseFirstEmployee(page);
      const qr = page.getByTestId('promptpay-qr');
      await expect(qr).toBeVisible();
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'pending');
      // The QR holds the technician's slot until a time it names (decision 040).
      await expect(page.getByTestId('hold-until')).toBeVisible();
      // The amount to pay, said beside its label: the order's total as the server priced it.
      const due = page.getByTestId('promptpay-due');
      await expect(due).toContainText(text(locale, 'payment.amountLabel'));
      await expect(page.getByTestId('promptpay-amount')).toHaveText(
        (await page.getByTestId('total-payable').textContent())!,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectInFirstScreen(page, qr);
      await expectInFirstScreen(page, due);
      await expectInFirstScreen(page, page.getByTestId('order-number'));
      await checkA11y();

      // Paid at the store: the button to record it is in the first screen, then the paid state.
      const storeOrder = await placeOrder(page, session, 'store');
      await page.goto(localePath(locale, `/order_success?cartOrderNo=${storeOrder}`));
      const record = page.getByTestId('record-store-payment');
      await expect(record).toBeVisible();
      await expectInFirstScreen(page, record);
      // The store's receipt number first (issue 19): the button waits for it.
      await page.getByTestId('store-receipt-reference').fill('RC-2026-0042');
      await record.click();
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
      await expectInFirstScreen(page, page.getByTestId('payment-state'));
      await checkA11y();

      // Its abbreviated tax invoice (decision 058), issued by the server's job a moment later,
      // downloads from the full details as the PDF that was issued (decision 043).
      await page.goto(localePath(locale, `/more_detail?cartOrderNo=${storeOrder}`));
      const receipt = page.getByTestId('tax-document-download');
      await expect(receipt).toBeVisible({ timeout: 20_000 });
      await expect(receipt).toContainText(text(locale, 'documents.kind.abbreviated_tax_invoice'));
      const [file] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
      expect(file.suggestedFilename()).toMatch(/^AB\d{5}-\d{6}\.pdf$/);
      const pdf = await readFile((await file.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('the checkout keeps the place-order bar in view and a refused field clear of it', async ({
      page,
      signInByApi,
    }, info) => {
      await signInByApi(DEMO_USERS.sales);
      await page.goto(localePath(locale, `/productList?search=${SURVEY}`));
      await chooseFirstEmployee(page);
      await page
        .locator(`[data-testid=product-card][data-sku="${SURVEY}"]`)
        .getByRole('link', { name: new RegExp(`^${appText(locale, 'catalog:card.choose')}`) })
        .click();
      if (isMobile(info)) {
        await page.getByTestId('mobile-book').tap();
        await page.getByTestId('sheet-book').tap();
      } else await page.getByTestId('booking-panel').getByTestId('book-now').click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/checkout')}$`));

      const bar = page.getByTestId('checkout-bar');
      const place = page.getByTestId('place-order');
      await expect(place).toHaveText(text(locale, 'checkout.place'));
      // Wherever the form is scrolled, the button (and on a phone the amount) is on screen.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect(place).toBeInViewport({ ratio: 1 });
        if (isMobile(info)) await expect(page.getByTestId('checkout-bar-total')).toBeInViewport();
      }
      if (isMobile(info)) {
        // Fixed at the bottom edge; at the page's end the summary's total is not under it.
        const barBox = await rectOf(bar);
        expect(barBox.bottom).toBe(await page.evaluate(() => window.innerHeight));
        const totals = await rectOf(page.getByTestId('total-payable'));
        expect(totals.bottom).toBeLessThanOrEqual(barBox.top);
      }

      // A customer typed in full, a company invoice asked for without its name: the first bad
      // field lies below the first screen. Placed from the top, it is scrolled into view, focused,
      // below the header and above the bar.
      await page
        .getByLabel(text(locale, 'checkout.firstname'), { exact: true })
        .fill(CUSTOMER.firstname);
      await page
        .getByLabel(text(locale, 'checkout.lastname'), { exact: true })
        .fill(CUSTOMER.lastname);
      await page.getByLabel(text(locale, 'checkout.mobile'), { exact: true }).fill(CUSTOMER.mobile);
      await page.getByLabel(text(locale, 'checkout.email'), { exact: true }).fill(CUSTOMER.email);
      await page.getByLabel(text(locale, 'taxInvoice.request')).check();
      await page.getByLabel(text(locale, 'taxInvoice.type.corporate'), { exact: true }).check();
      const companyName = page.getByLabel(text(locale, 'taxInvoice.companyName'), { exact: true });
      const header = page.getByTestId('site-header');
      /** The refused field is focused, below the header and above the bar (the screen's end). */
      const expectFieldClear = async () => {
        await expect(companyName).toBeFocused();
        await expect(companyName).toHaveAttribute('aria-invalid', 'true');
        const field = await rectOf(companyName);
        const limit = isMobile(info)
          ? (await rectOf(bar)).top
          : await page.evaluate(() => window.innerHeight);
        expect(field.top).toBeGreaterThanOrEqual((await rectOf(header)).bottom);
        expect(field.bottom).toBeLessThanOrEqual(limit);
      };
      // Placed from the top of the page: the field is far below.
      await page.evaluate(() => window.scrollTo(0, 0));
      await place.click();
      await expectFieldClear();
      // Placed with the field just behind the bar (or at the screen's bottom edge): the browser
      // counts it as shown, and only the page's scroll padding moves it clear.
      await companyName.evaluate((input) => (input as HTMLInputElement).blur());
      await companyName.evaluate((input) => {
        const { top } = input.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + top - (window.innerHeight - 40));
      });
      await place.click();
      await expectFieldClear();
    });

    test('the printout is a job sheet: letterhead, labelled landmark, signatures, order QR', async ({
      page,
      signInByApi,
    }) => {
      const session = await signInByApi(DEMO_USERS.sales);
      const cartOrderNo = await placeOrder(page, session, 'store');
      const config = runtimeConfigResponseSchema.parse(
        await (await page.request.get('/api/runtime-config')).json(),
      ).data;
      const pages = [
        `/tracking/${cartOrderNo}`,
        `/order_success?cartOrderNo=${cartOrderNo}`,
        `/more_detail?cartOrderNo=${cartOrderNo}`,
      ];
      for (const [index, path] of pages.entries()) {
        await page.goto(localePath(locale, path));
        if (index === 0) await chooseFirstEmployee(page);
        await expect(page.getByTestId('order-number')).toHaveText(cartOrderNo);
        // On screen the job sheet's parts are not shown; the landmark is labelled there too.
        await expect(page.getByTestId('job-sheet-letterhead')).toBeHidden();
        await expect(page.getByTestId('order-landmark')).toContainText(LANDMARK);

        await page.emulateMedia({ media: 'print' });
        const letterhead = page.getByTestId('job-sheet-letterhead');
        await expect(letterhead).toBeVisible();
        await expect(letterhead.locator('img.job-sheet__logo')).toBeVisible();
        await expect(letterhead).toContainText(appText(locale, 'common:app.name'));
        await expect(page.getByTestId('job-sheet-phone')).toContainText(config.supportPhone);
        await expect(letterhead).toContainText(text(locale, 'jobSheet.title'));
        const landmark = page.getByTestId('order-landmark');
        await expect(landmark).toBeVisible();
        await expect(landmark.locator('dt')).toHaveText(text(locale, 'facts.landmark'));
        await expect(landmark.locator('dd')).toHaveText(LANDMARK);
        await expect(page.getByTestId('order-address')).not.toContainText(LANDMARK);
        for (const who of ['customer', 'technician'] as const) {
          const box = page.getByTestId(`signature-${who}`);
          await expect(box).toBeVisible();
          await expect(box).toContainText(text(locale, `jobSheet.${who}`));
          await expect(box).toContainText(text(locale, 'jobSheet.date'));
        }
        const qr = page.getByTestId('job-sheet-qr');
        await expect(qr).toBeVisible();
        expect(await decodeQr(qr)).toBe(cartOrderNo);
        await page.emulateMedia({ media: 'screen' });
      }
    });
  });
}
