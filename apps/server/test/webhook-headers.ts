import { PAYMENT_SIGNATURE_HEADER, PAYMENT_TIMESTAMP_HEADER } from '@changdee/contract/orders';
import type { App } from '../src/app';
import { paymentSignature } from '../src/modules/orders/payment-signature';

/**
 * The headers of a payment notice as the provider signs it: the app's own clock as the
 * timestamp (so it verifies whatever instant a test sets), and the signature over it and the body.
 */
export function webhookHeaders(app: App, secret: string, rawBody: string): Record<string, string> {
  const timestamp = Math.floor(app.clock.now().getTime() / 1000);
  return {
    [PAYMENT_TIMESTAMP_HEADER]: String(timestamp),
    [PAYMENT_SIGNATURE_HEADER]: paymentSignature(secret, timestamp, rawBody),
  };
}
