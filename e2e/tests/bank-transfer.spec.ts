import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import {
  orderDocumentsPath,
  orderDocumentsResponseSchema,
} from '../../packages/contract/src/documents';
import {
  opsOrderMessagesPath,
  orderMessagesResponseSchema,
} from '../../packages/contract/src/messages';
import { cartOrderResponseSchema, orderPaths } from '../../packages/contract/src/orders';
import {
  paymentSlipActionPath,
  paymentSlipPaths,
  paymentSlipResponseSchema,
} from '../../packages/contract/src/payment-slips';
import { trackingLinkPath, trackingLinkResponseSchema } from '../../packages/contract/src/tracking';
import { authenticate, chooseFirstEmployee, expect, test } from '../fixtures';
import { appText, localePath } from '../support/app-text';
import { placeOrder } from '../support/orders';
import { portalPath, signInAtPortal } from '../support/portal';

// A bank transfer with a slip (issue 30 item 3, decision 069) in Chromium: the clerk attaches the
// slip on a phone in Thai (375 px), an operator verifies it in the portal in English at 1280 px,
// and the order is paid with its tax invoice and the customer's message; a rejected slip shows
// the customer why on their tracking page.

const slipPng = () =>
  sharp({ create: { width: 300, height: 500, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function orderOf(page: Page, cartOrderNo: string, token: string) {
  const answer = await page.request.get(orderPaths.get.replace(':cartOrderNo', cartOrderNo), {
    headers: bearer(token),
  });
  return cartOrderResponseSchema.parse(await answer.json()).data;
}

/** The operator's portal in English at 1280 px, beside the clerk's phone. */
async function operatorPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAtPortal(page, DEMO_USERS.operator, { locale: 'en' });
  return page;
}

test('a bank transfer: the clerk attaches the slip, an operator confirms it, the order is paid', async ({
  page,
  browser,
  signInByApi,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the clerk’s phone (375 px) starts the walk');
  const sales = await signInByApi(DEMO_USERS.sales);
  const cartOrderNo = await placeOrder(page, sales, 'bank_transfer');

  // The clerk, in Thai on a phone: the order page offers the slip instead of a QR.
  await page.goto(localePath('th', `/order_success?cartOrderNo=${cartOrderNo}`));
  await chooseFirstEmployee(page);
  await page.getByTestId('slip-file').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: await slipPng(),
  });
  await page.getByTestId('attach-slip').click();
  await expect(page.getByTestId('slip-waiting')).toHaveText(
    appText('th', 'orders:payment.slipWaiting'),
  );
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'pending');

  // The operator, in English at 1280 px: the slip beside the order's total.
  const ops = await operatorPage(browser);
  await ops.goto(portalPath('en', '/payments'));
  const card = ops.getByTestId(`slip-${cartOrderNo}`);
  await expect(card.getByRole('img', { name: 'Transfer slip' })).toBeVisible();
  const order = await orderOf(page, cartOrderNo, sales.accessToken);
  await card.getByLabel('Amount on the slip (baht)').fill(`${order.total_payable}.00`);
  await card.getByLabel('Transferred at').fill('2031-06-10T10:15');
  await card.getByLabel('Sending bank').selectOption('KBANK');
  await card.getByLabel('Reference on the slip').fill('KB-E2E-0001');
  await card.getByRole('button', { name: 'Confirm: paid' }).click();
  await expect(ops.getByText(`Order ${cartOrderNo} is paid by bank transfer.`)).toBeVisible();

  // Paid by bank transfer; its tax invoice issued and the customer told (both by their jobs).
  const paid = await orderOf(page, cartOrderNo, sales.accessToken);
  expect(paid.payment).toMatchObject({ state: 'paid', method: 'bank_transfer' });
  await expect
    .poll(async () => {
      const answer = await page.request.get(orderDocumentsPath(cartOrderNo), {
        headers: bearer(sales.accessToken),
      });
      return orderDocumentsResponseSchema
        .parse(await answer.json())
        .data.documents.map((document) => document.kind);
    })
    .toEqual(['abbreviated_tax_invoice']);
  const operator = await authenticate(page, DEMO_USERS.operator);
  const messages = await page.request.get(opsOrderMessagesPath(cartOrderNo), {
    headers: bearer(operator.accessToken),
  });
  const events = orderMessagesResponseSchema
    .parse(await messages.json())
    .data.messages.map((message) => message.event);
  expect(events).toContain('paid');
  await page.reload();
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
  await ops.context().close();
});

test('a rejected slip: the customer’s tracking page says why', async ({
  page,
  signInByApi,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the customer reads it on their phone');
  const sales = await signInByApi(DEMO_USERS.sales);
  const cartOrderNo = await placeOrder(page, sales, 'bank_transfer');
  const attached = await page.request.post(
    paymentSlipPaths.attach.replace(':cartOrderNo', cartOrderNo),
    {
      headers: bearer(sales.accessToken),
      multipart: {
        employee_code: 'BN-001',
        slip: { name: 'slip.png', mimeType: 'image/png', buffer: await slipPng() },
      },
    },
  );
  expect(attached.status(), await attached.text()).toBe(200);
  const slip = paymentSlipResponseSchema.parse(await attached.json()).data;
  const operator = await authenticate(page, DEMO_USERS.operator);
  const reason = 'ยอดเงินในสลิปไม่ตรงกับยอดสั่งซื้อ';
  const rejected = await page.request.post(paymentSlipActionPath('reject', slip.id), {
    headers: bearer(operator.accessToken),
    data: { reason },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const link = await page.request.get(trackingLinkPath(cartOrderNo), {
    headers: bearer(sales.accessToken),
  });
  const url = new URL(trackingLinkResponseSchema.parse(await link.json()).data.url.th);
  await page.goto(url.pathname);
  await expect(page.getByTestId('customer-slip-rejected')).toHaveText(
    appText('th', 'orders:customer.slipRejected').replace('{{reason}}', reason),
  );
  const messages = await page.request.get(opsOrderMessagesPath(cartOrderNo), {
    headers: bearer(operator.accessToken),
  });
  const events = orderMessagesResponseSchema
    .parse(await messages.json())
    .data.messages.map((message) => message.event);
  expect(events).toContain('payment_slip_rejected');
});
