import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { chooseFirstEmployee, expect, test } from '../fixtures';
import { portalPath, signInAtPortal } from '../support/portal';
import { appText, localePath, type Locale } from '../support/app-text';
import {
  findBrokenWords,
  findClippedText,
  findKeyLikeText,
  findSmallTargets,
} from '../support/layout-checks';
import { cartPaymentResponseSchema, orderPaths } from '../../packages/contract/src/orders';
import { formatBaht } from '../../packages/domain/src/money';
import { CUSTOMER, placeOrder } from '../support/orders';
import { providerPaid } from '../support/payment-webhook';
import { isMobile } from '../support/shop-header';

// The portal's orders (issue 19, docs/decisions/042) at 1280 and 375 px, in Thai and English: an
// operator finds a clerk's order by part of its number and by the customer's mobile, exports the
// list, opens another order and cancels it with a reason; the clerk sees it cancelled, and why, on
// the shop's tracking page. A clerk's order paid twice (at the store, then through the provider)
// is refund due on the clerk's tracking page and the operator's; the operator records the refund
// from the order's page, and the clerk sees the order paid and the second payment refunded.

const t = appText;
const REASON = { th: 'ลูกค้าขอเลื่อนไม่มีกำหนด', en: 'The customer postponed indefinitely' };
const REFUND_REASON = { th: 'ลูกค้าชำระซ้ำสองครั้ง', en: 'The customer paid twice' };

/** The page is drawn whole; on a phone, its own controls (the frame's aside) are 44 px. */
async function expectDrawnWhole(page: Page, info: TestInfo, name: string, content: string) {
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await findClippedText(page), `${name}: text cut by its box`).toEqual([]);
  expect.soft(await findBrokenWords(page), `${name}: words broken across lines`).toEqual([]);
  expect.soft(await findKeyLikeText(page), `${name}: keys or ids instead of words`).toEqual([]);
  if (isMobile(info))
    expect
      .soft(await findSmallTargets(page, 44, content), `${name}: controls under 44 × 44 px`)
      .toEqual([]);
}

/** The list's entries as this width shows them: table rows at 1280 px, cards at 375 px. */
const entries = (page: Page, info: TestInfo): Locator =>
  page.getByTestId(isMobile(info) ? 'order-card' : 'order-row');

async function search(page: Page, locale: Locale, text: string) {
  await page.getByLabel(t(locale, 'portal:orders.filter.q'), { exact: true }).fill(text);
  await page.getByRole('button', { name: t(locale, 'portal:orders.list.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test(`an operator finds a clerk's orders and cancels one; the clerk sees it (${locale})`, async ({
    page,
    signInByApi,
  }, info) => {
    const clerk = await signInByApi(DEMO_USERS.sales);
    const found = await placeOrder(page, clerk, 'store');
    const cancelled = await placeOrder(page, clerk, 'store');

    // An operator lands on their day (docs/decisions/075); the orders are a link away.
    await signInAtPortal(page, DEMO_USERS.operator, { locale });
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));
    await page.goto(portalPath(locale, '/orders'));

    // By part of its number, typed in lower case: that order alone.
    const part = found.slice(-7).toLowerCase();
    await search(page, locale, part);
    await expect(entries(page, info)).toHaveCount(1);
    await expect(entries(page, info).first()).toContainText(found);
    await expectDrawnWhole(page, info, `orders list (${locale})`, '[data-testid=orders-page]');

    // The link holds the search: opened again, it shows the same list.
    await page.goto(page.url());
    await expect(entries(page, info).first()).toContainText(found);

    // By the customer's mobile, written with dashes: both orders, newest first.
    await search(page, locale, '089-999-0018');
    const both = entries(page, info);
    await expect(both.filter({ hasText: found })).toHaveCount(1);
    await expect(both.filter({ hasText: cancelled })).toHaveCount(1);
    await expect(both.first()).toContainText(cancelled);

    // The CSV of the same search: UTF-8 with a byte-order mark, headings in the page's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('orders-csv').click(),
    ]);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString('utf8');
    expect(text.startsWith(locale === 'th' ? 'เลขที่คำสั่งซื้อ' : 'Order number')).toBe(true);
    expect(text).toContain(found);
    expect(text).toContain(cancelled);

    // The other order: its detail, then cancelled with a reason.
    await both.filter({ hasText: cancelled }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, `/orders/${cancelled}`)}$`));
    await expect(page.getByTestId('order-number')).toHaveText(cancelled);
    await expect(page.getByTestId('order-customer')).toContainText(CUSTOMER.firstname);
    // The mobile's row is named for what it holds (it read "Customer").
    await expect(
      page.getByTestId('order-customer').locator('dt', {
        hasText: t(locale, 'portal:orders.detail.mobile'),
      }),
    ).toHaveCount(1);
    // An operator reaches the order's tax documents from its page (none yet: it is unpaid).
    await expect(page.getByTestId('order-documents')).toContainText(
      t(locale, 'portal:orders.documents.none'),
    );
    await expect(page.getByTestId('order-payment-state')).toHaveText(
      t(locale, 'portal:orders.paymentState.unpaid'),
    );
    await expectDrawnWhole(page, info, `order detail (${locale})`, '[data-testid=order-page]');
    await page.getByRole('button', { name: t(locale, 'portal:orders.action.cancel') }).click();
    const form = page.getByTestId('cancel-form');
    const reason = form.getByLabel(t(locale, 'portal:orders.cancel.reason'));
    // No reason: the browser holds the form back, nothing is sent.
    await form.getByRole('button', { name: t(locale, 'portal:orders.cancel.confirm') }).click();
    await expect(reason).toBeFocused();
    await reason.fill(REASON[locale]);
    await form.getByRole('button', { name: t(locale, 'portal:orders.cancel.confirm') }).click();
    await expect(page.getByTestId('order-status')).toHaveText(
      t(locale, 'portal:orders.status.cancelled'),
    );
    const history = page.getByTestId('order-history');
    await expect(history).toContainText(REASON[locale]);
    await expect(history).toContainText(DEMO_USERS.operator);
    // A cancelled order offers no more cancelling.
    await expect(
      page.getByRole('button', { name: t(locale, 'portal:orders.action.cancel') }),
    ).toHaveCount(0);

    // The clerk, on the shop's tracking page.
    await page.goto(localePath(locale, `/tracking/${cancelled}`));
    await chooseFirstEmployee(page);
    await expect(page.getByTestId('order-number')).toHaveText(cancelled);
    await expect(
      page.getByTestId('order-timeline').locator('[data-status="cancelled"]'),
    ).toBeVisible();
    await expect(page.getByTestId('order-history')).toContainText(
      t(locale, 'orders:status.cancelled'),
    );
    await expect(page.getByTestId('history-cancel-reason')).toHaveText(
      t(locale, 'orders:history.reason').replace('{{reason}}', REASON[locale]),
    );
  });

  test(`a clerk's order paid twice is refunded from its page; the clerk sees it (${locale})`, async ({
    page,
    signInByApi,
  }, info) => {
    // Paid at the store, then the provider's notice for the same order: twice the money.
    const clerk = await signInByApi(DEMO_USERS.sales);
    const no = await placeOrder(page, clerk, 'store');
    const paid = await page.request.post(orderPaths.payment, {
      headers: { authorization: `Bearer ${clerk.accessToken}` },
      data: {
        cartOrderNo: no,
        method: 'store',
        reference: 'RC-E2E-TWICE',
        employee_code: 'BN-001',
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const amount = cartPaymentResponseSchema.parse(await paid.json()).data.amount;
    await providerPaid(page, no, amount);

    // The clerk's tracking page: the money beyond what the order owes is due back.
    await page.goto(localePath(locale, `/tracking/${no}`));
    await chooseFirstEmployee(page);
    await expect(page.getByTestId('order-number')).toHaveText(no);
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'refund_due');
    await expect(page.getByTestId('payment-refund-due')).toContainText(formatBaht(amount, locale));

    // The operator finds it by its number and opens it.
    // An operator lands on their day (docs/decisions/075); the orders are a link away.
    await signInAtPortal(page, DEMO_USERS.operator, { locale });
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));
    await page.goto(portalPath(locale, '/orders'));
    await search(page, locale, no);
    await expect(entries(page, info)).toHaveCount(1);
    await entries(page, info).first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, `/orders/${no}`)}$`));
    await expect(page.getByTestId('order-payment-state')).toHaveText(
      t(locale, 'portal:orders.paymentState.refund_due'),
    );
    await expect(page.getByTestId('order-refund-due')).toHaveText(formatBaht(amount, locale));
    const ledger = page.getByTestId('order-ledger').getByTestId('ledger-entry');
    await expect(ledger).toHaveCount(2);
    await expect(ledger.nth(0)).toContainText(t(locale, 'portal:orders.paymentMethod.store'));
    await expect(ledger.nth(0)).toContainText('RC-E2E-TWICE');
    await expect(ledger.nth(1)).toContainText(t(locale, 'portal:orders.paymentMethod.promptpay'));
    await expect(ledger.nth(1)).toContainText(t(locale, 'portal:orders.detail.byProvider'));
    await expectDrawnWhole(page, info, `refund due (${locale})`, '[data-testid=order-page]');

    // The refund, from the order's page: the amount due is offered, the reason and the transfer's
    // reference are asked for.
    await page.getByRole('button', { name: t(locale, 'portal:orders.action.refund') }).click();
    const form = page.getByTestId('refund-form');
    const field = (key: string) => form.getByLabel(t(locale, `portal:payments.${key}`));
    await expect(field('amount')).toHaveValue(String(amount));
    await expect(form.getByTestId('refund-save')).toBeDisabled();
    await field('reason').fill(REFUND_REASON[locale]);
    await field('reference').fill('KBANK-TRF-TWICE');
    await expectDrawnWhole(page, info, `refund form (${locale})`, '[data-testid=order-page]');
    await form.getByTestId('refund-save').click();
    await expect(form).toBeHidden();
    // What the order owes is kept, the second payment gone back: paid, with the refund beside it.
    await expect(page.getByTestId('order-payment-state')).toHaveText(
      t(locale, 'portal:orders.paymentState.paid'),
    );
    await expect(page.getByTestId('order-refund-due')).toHaveCount(0);
    await expect(page.getByTestId('order-refunded')).toHaveText(formatBaht(amount, locale));
    await expect(ledger).toHaveCount(3);
    await expect(ledger.nth(2)).toHaveAttribute('data-kind', 'refunded');
    await expect(ledger.nth(2)).toContainText('KBANK-TRF-TWICE');
    await expect(ledger.nth(2)).toContainText(REFUND_REASON[locale]);
    await expect(ledger.nth(2)).toContainText(DEMO_USERS.operator);
    // Nothing more is due: no second refund is offered.
    await expect(
      page.getByRole('button', { name: t(locale, 'portal:orders.action.refund') }),
    ).toHaveCount(0);

    // The clerk's tracking page: paid, the second payment refunded.
    await page.goto(localePath(locale, `/tracking/${no}`));
    await expect(page.getByTestId('order-number')).toHaveText(no);
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
    await expect(page.getByTestId('payment-refund-due')).toHaveCount(0);
    await expect(page.getByTestId('payment-refunded')).toHaveText(
      t(locale, 'orders:payment.refundedSum').replace('{{amount}}', formatBaht(amount, locale)),
    );
  });
}
