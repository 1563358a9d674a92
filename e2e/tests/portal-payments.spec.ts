import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { cartOrderResponseSchema, orderPaths } from '../../packages/contract/src/orders';
import { formatBaht } from '../../packages/domain/src/money';
import { authenticate, expect, test } from '../fixtures';
import { portalPath, signInAtPortal } from '../support/portal';
import { appText, type Locale } from '../support/app-text';
import { findBrokenWords } from '../support/layout-checks';
import { placeOrder } from '../support/orders';
import { providerNotice } from '../support/payment-webhook';

// The portal's Payments page (issue 19, docs/decisions/039) at 1280 and 375 px, in Thai and
// English: a clerk's order paid at the store is cancelled by an operator, so its money is due
// back; the operator finds it on the Payments page, records the refund with its reason and
// reference, the order leaves the list, and the day's takings show the money in and out.

const t = appText;
/** An order Bang Na took the money for at the store, then cancelled by an operator. */
async function refundDueOrder(page: Page): Promise<{ cartOrderNo: string; amount: number }> {
  const sales = await authenticate(page, DEMO_USERS.sales);
  const cartOrderNo = await placeOrder(page, sales, 'store');
  const paid = await page.request.post(orderPaths.payment, {
    headers: { authorization: `Bearer ${sales.accessToken}` },
    data: { cartOrderNo, method: 'store', reference: 'RC-E2E-1', employee_code: 'BN-001' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const ops = await authenticate(page, DEMO_USERS.operator);
  const cancelled = await page.request.post(orderPaths.updateStatus, {
    headers: { authorization: `Bearer ${ops.accessToken}` },
    data: { cartOrderNo, status: 'cancelled', reason: 'ลูกค้ายกเลิกงาน' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const order = cartOrderResponseSchema.parse(await cancelled.json()).data;
  expect(order.payment.state).toBe('refund_due');
  return { cartOrderNo, amount: order.payment.refund_due };
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test(`an operator records a refund on the Payments page (${locale})`, async ({ page }) => {
    const { cartOrderNo, amount } = await refundDueOrder(page);
    await signInAtPortal(page, DEMO_USERS.operator, { locale });
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));
    await expect(page.locator(`nav a[href="${portalPath(locale, '/payments')}"]`)).toBeVisible();
    await page.goto(portalPath(locale, '/payments'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(locale, 'portal:payments.title'),
    );

    const row = page.getByTestId('refunds-due').getByRole('row').filter({ hasText: cartOrderNo });
    await expect(row).toContainText(formatBaht(amount, locale));
    await expect(row).toContainText(t(locale, 'portal:payments.status.cancelled'));
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await findBrokenWords(page), 'words broken across lines').toEqual([]);

    await page.getByTestId(`refund-open-${cartOrderNo}`).click();
    const form = page.getByTestId('refund-form');
    await expect(form.getByLabel(t(locale, 'portal:payments.amount'))).toHaveValue(String(amount));
    const save = form.getByTestId('refund-save');
    await expect(save).toBeDisabled(); // the reason and the reference are asked for
    await form.getByLabel(t(locale, 'portal:payments.reason')).fill('ลูกค้ายกเลิกงาน');
    await form.getByLabel(t(locale, 'portal:payments.reference')).fill('KBANK-TRF-E2E');
    // More than is due: the server refuses and says how much is due.
    await form.getByLabel(t(locale, 'portal:payments.amount')).fill(String(amount + 1));
    await save.click();
    await expect(form.getByTestId('refund-error')).toContainText(
      locale === 'en' ? 'more than is due' : 'เกินยอดที่ต้องคืน',
    );
    await form.getByLabel(t(locale, 'portal:payments.amount')).fill(String(amount));
    await save.click();
    await expect(form).toBeHidden();
    await expect(
      page.getByTestId('refunds-due').getByRole('row').filter({ hasText: cartOrderNo }),
    ).toHaveCount(0);
    // Today's takings count this refund (other tests' money may be there too).
    await expect(page.getByTestId('takings-refunded')).not.toHaveText(formatBaht(0, locale));

    // The order's ledger shows the refund, recorded under the operator.
    const ops = await authenticate(page, DEMO_USERS.operator);
    const answer = await page.request.get(orderPaths.get.replace(':cartOrderNo', cartOrderNo), {
      headers: { authorization: `Bearer ${ops.accessToken}` },
    });
    const payment = cartOrderResponseSchema.parse(await answer.json()).data.payment;
    expect(payment).toMatchObject({ state: 'refunded', refund_due: 0, refunded: amount });
    expect(payment.entries.at(-1)).toMatchObject({
      kind: 'refunded',
      reference: 'KBANK-TRF-E2E',
      login: 'ops.demo',
    });
  });
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test(`an operator records a payment that came under a reused event id (${locale})`, async ({
    page,
  }) => {
    // Two PromptPay orders; the provider's second notice reuses the first one's event id.
    const sales = await authenticate(page, DEMO_USERS.sales);
    const first = await placeOrder(page, sales, 'promptpay');
    const second = await placeOrder(page, sales, 'promptpay');
    const ops = await authenticate(page, DEMO_USERS.operator);
    const orderOf = async (cartOrderNo: string) =>
      cartOrderResponseSchema.parse(
        await (
          await page.request.get(orderPaths.get.replace(':cartOrderNo', cartOrderNo), {
            headers: { authorization: `Bearer ${ops.accessToken}` },
          })
        ).json(),
      ).data;
    const amount = (await orderOf(second)).total_payable;
    const eventId = `evt_e2e_reused_${first}`;
    expect((await providerNotice(page, first, amount, eventId)).status()).toBe(200);
    const reused = await providerNotice(page, second, amount, eventId);
    expect(reused.status(), await reused.text()).toBe(409);
    expect((await reused.json()).code).toBe('PAYMENT_EVENT_ID_REUSED');

    await signInAtPortal(page, DEMO_USERS.operator, { locale });
    await expect(page).toHaveURL(new RegExp(`${portalPath(locale, '/today')}$`));
    await page.goto(portalPath(locale, '/payments'));
    await expect(
      page.getByRole('heading', { name: t(locale, 'portal:payments.conflicts.title') }),
    ).toBeVisible();
    const row = page.getByTestId('payment-conflicts').getByRole('row').filter({ hasText: second });
    await expect(row).toContainText(eventId);
    await expect(row).toContainText(
      t(locale, 'portal:payments.conflicts.firstUsed').replace('{{order}}', first),
    );
    await expect(row).toContainText(formatBaht(amount, locale));
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await findBrokenWords(page), 'words broken across lines').toEqual([]);

    await row
      .getByRole('button', { name: t(locale, 'portal:payments.conflicts.recorded') })
      .click();
    await expect(page.getByTestId('conflicts-status')).toHaveText(
      t(locale, 'portal:payments.conflicts.done.recorded').replace('{{order}}', second),
    );
    await expect(row).toHaveCount(0);
    const paid = await orderOf(second);
    expect(paid.payment.state).toBe('paid');
    expect(paid.payment.entries.at(-1)).toMatchObject({
      kind: 'received',
      amount,
      login: 'ops.demo',
    });
  });
}
