import { errorBodySchema } from '@changdee/contract/envelope';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  orderPaths,
  paymentSignatureHeadersSchema,
  paymentWebhookResponseSchema,
  paymentWebhookSchema,
} from '@changdee/contract/orders';
import { checkedRawJsonParser } from '../../../plugins/json-body';
import { receivePaymentEvent } from '../payments';
import { errors, success, type OrderApp, type OrderRouteSettings } from './route-parts';

// The payment provider's signed notice that a PromptPay payment succeeded.

/** A header's one value (a repeated header: its first). */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function paymentWebhookRoute(
  app: OrderApp,
  { payments }: OrderRouteSettings,
): Promise<void> {
  // The provider signs the exact bytes it sent: this route reads its body raw (checked like every
  // JSON body, plugins/json-body.ts); it takes JSON only (any other type: 415), so no body reaches
  // it unchecked.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      checkedRawJsonParser(app),
    );
    webhook.post(
      orderPaths.paymentWebhook,
      {
        config: {
          access: 'public',
          openapi: { body: paymentWebhookSchema, headers: paymentSignatureHeadersSchema },
        },
        schema: {
          tags: ['orders'],
          summary: 'The payment provider’s notice that a PromptPay payment succeeded',
          description:
            `Signed: ${PAYMENT_TIMESTAMP_HEADER}: <unix seconds> and ` +
            `${PAYMENT_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of "<unix seconds>.<raw body>" ` +
            'with PAYMENT_WEBHOOK_SECRET>; a bad signature, or a timestamp more than 5 minutes ' +
            'from the server’s clock: 401 PAYMENT_SIGNATURE_INVALID. Body: { event_id, ' +
            'type: "payment.succeeded", data: { cartOrderNo, amount, reference } }. Each new ' +
            'event is money received, an entry of the order’s ledger, whatever the order’s ' +
            'state: on a cancelled order, or one already paid, it is kept and leaves a refund ' +
            'due (payment.state refund_due), never refused. A repeated event_id changes nothing ' +
            '(duplicate: true); an event_id already used for another order is 409 ' +
            'PAYMENT_EVENT_ID_REUSED, kept for an operator to record or dismiss (the portal’s ' +
            'payments page). An amount other than the order’s total_payable is 422 ' +
            'PAYMENT_AMOUNT_MISMATCH and not recorded. The type extras_payment.succeeded, with ' +
            'data { cartOrderNo, amount_satang, reference }, pays what an order’s approved ' +
            'on-site extras owe (decision 080): exactly that amount (else 422 ' +
            'PAYMENT_AMOUNT_MISMATCH), once per event_id.',
          response: {
            200: paymentWebhookResponseSchema,
            ...errors,
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => {
        const outcome = await receivePaymentEvent(
          app.db,
          request.body as Buffer,
          {
            signature: first(request.headers[PAYMENT_SIGNATURE_HEADER]),
            timestamp: first(request.headers[PAYMENT_TIMESTAMP_HEADER]),
          },
          payments,
          app.clock.now(),
        );
        return success({ received: true as const, duplicate: outcome.duplicate });
      },
    );
  });
}
