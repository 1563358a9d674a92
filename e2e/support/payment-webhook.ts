import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  orderPaths,
} from '../../packages/contract/src/orders';
import { paymentSignature } from '../../apps/server/src/modules/orders/payment-signature';

// The payment provider, played by the tests: the e2e server shares this secret with it
// (startServer sets PAYMENT_WEBHOOK_SECRET), and a notice is signed as the provider signs it.
// No Playwright at run time here: the server's launcher (support/server.ts) reads the secret too.

export const E2E_PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret-0123456789abcdef';

/** The provider's signed notice that `amount` baht came for the order, under `eventId`. */
export function providerNotice(page: Page, cartOrderNo: string, amount: number, eventId: string) {
  const body = JSON.stringify({
    event_id: eventId,
    type: 'payment.succeeded',
    data: { cartOrderNo, amount, reference: `PP-${cartOrderNo}` },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  return page.request.post(orderPaths.paymentWebhook, {
    headers: {
      'content-type': 'application/json',
      [PAYMENT_TIMESTAMP_HEADER]: String(timestamp),
      [PAYMENT_SIGNATURE_HEADER]: paymentSignature(E2E_PAYMENT_WEBHOOK_SECRET, timestamp, body),
    },
    data: body,
  });
}

/** The provider tells the server that `amount` baht came for the order by PromptPay. */
export async function providerPaid(page: Page, cartOrderNo: string, amount: number) {
  const response = await providerNotice(page, cartOrderNo, amount, `evt_e2e_${randomUUID()}`);
  if (response.status() !== 200)
    throw new Error(`the webhook answered ${response.status()}: ${await response.text()}`);
}

/** The provider tells the server that `amountSatang` came for the order's extras (decision 080). */
export async function providerPaidExtras(page: Page, cartOrderNo: string, amountSatang: number) {
  const body = JSON.stringify({
    event_id: `evt_e2e_x_${randomUUID()}`,
    type: 'extras_payment.succeeded',
    data: { cartOrderNo, amount_satang: amountSatang, reference: `PP-X-${cartOrderNo}` },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await page.request.post(orderPaths.paymentWebhook, {
    headers: {
      'content-type': 'application/json',
      [PAYMENT_TIMESTAMP_HEADER]: String(timestamp),
      [PAYMENT_SIGNATURE_HEADER]: paymentSignature(E2E_PAYMENT_WEBHOOK_SECRET, timestamp, body),
    },
    data: body,
  });
  if (response.status() !== 200)
    throw new Error(`the webhook answered ${response.status()}: ${await response.text()}`);
}
