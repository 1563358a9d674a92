import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { addDays, businessToday } from '../../packages/domain/src/dates';
import { chooseFirstEmployee, expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { findClippedText } from '../support/layout-checks';
import { placeOrder } from '../support/orders';

// Issue 22 item 2 (decision 046), at 1280 and 375 px, in Thai and English: a clerk places an
// order, opens its tracking page and takes the customer's link; a browser context with no session
// opens it and sees the steps and the PromptPay QR while unpaid, asks for another date, and sees
// the request taken. No Thai mark is clipped.

const text = (locale: Locale, key: string) => appText(locale, `orders:${key}`);

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test(`the customer's own tracking page (${locale})`, async ({ page, browser, signInByApi }) => {
    const session = await signInByApi(DEMO_USERS.sales);
    // The customer's language is the page's (decision 053): the clerk's link is in it.
    const cartOrderNo = await placeOrder(page, session, 'promptpay', locale);
    await page.goto(localePath(locale, `/tracking/${cartOrderNo}`));
    await chooseFirstEmployee(page);
    const link = page.getByTestId('customer-link-url');
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.pathname).toMatch(locale === 'en' ? /^\/en\/t\/[\w-]{43}$/ : /^\/t\/[\w-]{43}$/);

    // The customer's phone or computer: a context of its own, no session at all.
    const customer = await browser.newContext({
      viewport: page.viewportSize()!,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
    });
    const own = await customer.newPage();
    // Opened without its language (/t/<token>), the page opens in the customer's (decision 053).
    const token = url.pathname.split('/t/')[1]!;
    await own.goto(new URL(`/t/${token}`, page.url()).toString());
    await expect(own).toHaveURL(new URL(url.pathname, page.url()).toString());
    await expect(own.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'customer.title'));
    const steps = own.getByTestId('order-timeline');
    await expect(steps).toBeVisible();
    await expect(steps.locator('[data-status="contractor_assigned"]')).toHaveAttribute(
      'data-state',
      'current',
    );
    await expect(own.getByTestId('customer-promptpay')).toBeVisible();
    // No shop header and nothing of the customer's own data beyond the sub-district.
    await expect(own.getByTestId('customer-link')).toHaveCount(0);
    await expect(own.locator('body')).not.toContainText(cartOrderNo);
    expect(await findClippedText(own)).toEqual([]);

    await own.getByTestId('open-reschedule').click();
    const date = addDays(businessToday(new Date()), 20);
    await own.locator('#reschedule-date').fill(date);
    await own
      .locator('#reschedule-note')
      .fill(locale === 'th' ? 'สะดวกช่วงบ่ายเท่านั้น' : 'Afternoons only');
    await own.getByRole('button', { name: text(locale, 'customer.sendRequest') }).click();
    await expect(own.getByTestId('reschedule-requested')).toBeVisible();
    expect(await findClippedText(own)).toEqual([]);
    await customer.close();
  });
}
