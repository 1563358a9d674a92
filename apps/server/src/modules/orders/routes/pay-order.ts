import { errorBodySchema } from '@changdee/contract/envelope';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  cartPaymentRequestSchema,
  cartPaymentResponseSchema,
  orderPaths,
  paymentSignatureHeadersSchema,
  paymentWebhookResponseSchema,
  paymentWebhookSchema,
} from '@changdee/contract/orders';
import { checkedRawJsonParser } from '../../../plugins/json-body';
import { payOrder, receivePaymentEvent } from '../payments';
import {
  errors,
  storeAndOperator,
  success,
  type OrderApp,
  type OrderRouteSettings,
} from './route-parts';

// Spec §7 cart-payment (a PromptPay QR or the store's counter) and the payment provider's signed webhook.

export async function payOrderRoutes(
  app: OrderApp,
  { payments }: OrderRouteSettings,
): Promise<void> {
  app.post(
    orderPaths.payment,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Pay a cart order by PromptPay QR or at the store',
        description:
          'promptpay: the EMVCo QR payload for total_payable to the shop’s PromptPay id and its ' +
          'image (PNG data URL); the payment is pending until the provider’s webhook confirms it. ' +
          'store: the store took the money, the order is paid now (a new order moves to paid); ' +
          'the store’s receipt number is required as `reference` (400 otherwise). A shop login ' +
          'names the acting employee as `employee_code` (400 without, SELLER_NOT_FOUND when not ' +
          'of the order’s store); the history records that person and the login. Who may pay ' +
          'which order: the order policy (403 ACTION_NOT_ALLOWED). The money is an entry of ' +
          'the order’s ledger; the answer’s payment carries its sums and entries. ' +
          '409 ORDER_ALREADY_PAID (the order has its money), ' +
          'ORDER_CLOSED; 404 ORDER_NOT_FOUND; 422 COUPON_PAYMENT_REQUIRED when a line’s coupon ' +
          'asks for the other way.',
        body: cartPaymentRequestSchema,
        response: {
          200: cartPaymentResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => success(await payOrder(app.db, request.auth!, request.body, payments)),
  );

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
            'PAYMENT_AMOUNT_MISMATCH and not recorded.',
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
        const first = (value: string | string[] | undefined) =>
          Array.isArray(value) ? value[0] : value;
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
