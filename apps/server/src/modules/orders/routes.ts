import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  cartOrderParamsSchema,
  cartOrderResponseSchema,
  cartPaymentRequestSchema,
  cartPaymentResponseSchema,
  changeDateRequestSchema,
  changeDateResponseSchema,
  checkFamilyRequestSchema,
  checkFamilyResponseSchema,
  createOrderHeadersSchema,
  createOrderRequestSchema,
  orderPaths,
  paymentSignatureHeadersSchema,
  paymentWebhookResponseSchema,
  paymentWebhookSchema,
  updateContractorRequestSchema,
  updateContractorResponseSchema,
  updateStatusRequestSchema,
} from '@changdee/contract/orders';
import { ROLES, SHOP_ROLES } from '@changdee/domain/roles';
import { checkedRawJsonParser } from '../../plugins/json-body';
import { mobileHashKey } from './family-lookups';
import { payOrder, receivePaymentEvent, type PaymentSettings } from './payments';
import {
  changeDate,
  checkFamily,
  createOrder,
  getOrder,
  updateContractor,
  updateStatus,
  type FamilyLookupGuard,
} from './service';

// Orders of spec §7: check-scg-family, createCartOrder, carts/{cartOrderNo}, cart-payment (and the
// payment provider's webhook), changeDate, order/updateContractor, and order/updateStatus.

const shop = { access: { roles: SHOP_ROLES } } as const;
// Routes that change an order: who may do what to which order is the order policy's (domain
// order-policy.ts), asked by the service; the route only keeps out who never may.
const storeAndOperator = { access: { roles: [...SHOP_ROLES, 'Operator'] } } as const;
const statusChangers = { access: { roles: [...SHOP_ROLES, 'Operator', 'Technician'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments: PaymentSettings = {
    promptPayId: app.config.promptPayId,
    webhookSecret: app.config.paymentWebhookSecret,
    hold: { minutes: app.config.paymentHoldMinutes, jobs: app.jobs, clock: app.clock },
  };
  const familyLookups: FamilyLookupGuard = {
    limits: {
      perUser: app.config.rateLimits.familyLookupsPerUser,
      perStore: app.config.rateLimits.familyLookupsPerStore,
    },
    hashKey: mobileHashKey(app.config.secrets.refreshTokenPepper),
  };

  app.post(
    orderPaths.checkFamily,
    {
      config: shop,
      schema: {
        tags: ['orders'],
        summary: 'Loyalty-family membership and the registered customer of a mobile',
        description:
          'scgFamily: the active family member with this mobile (or null); changdeeCustomer: the ' +
          'shop’s customer record with this mobile whose password is set (the most recently ' +
          'registered one), or null. No or a malformed mobile: 400. Limited per user ' +
          '(FAMILY_LOOKUP_USER_LIMIT, default 20 a minute) and per store (FAMILY_LOOKUP_STORE_LIMIT, ' +
          'default 60), counted by every server together: past either, 429 RATE_LIMITED with ' +
          'Retry-After. Every lookup is recorded (user, stores, time, a keyed hash of the mobile).',
        body: checkFamilyRequestSchema,
        response: { 200: checkFamilyResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) =>
      success(await checkFamily(app.db, request.auth!, request.body.mobile, familyLookups)),
  );

  app.post(
    orderPaths.create,
    {
      config: shop,
      schema: {
        tags: ['orders'],
        summary: 'Place a cart order: priced, checked and booked by the server in one transaction',
        description:
          'Every line is re-priced from the database (client prices, discounts, totals and status ' +
          'are ignored); each product on one line; each coupon is re-verified and one use of its ' +
          'limits taken, and its way of paying (request_payment or request_store_payment, not ' +
          'both) chosen; the address codes must chain; the date must lie in today + the cart’s ' +
          'lock days + 1 … today + 6 months (Asia/Bangkok); an active contractor serving the ' +
          'district with every work type takes one unit of its slot and day. Answers the order ' +
          'as GET carts/{cartOrderNo}. ' +
          `With an ${IDEMPOTENCY_KEY_HEADER} header, a repeat of the same request (also while the ` +
          'first is running) answers the first answer, never a second order; the same key with ' +
          'another body: 422 IDEMPOTENCY_KEY_REUSED. Failures: 400 with field details ' +
          '(VALIDATION_FAILED, DATE_OUT_OF_WINDOW, ADDRESS_MISMATCH, SELLER_NOT_FOUND, ' +
          'QUANTITY_OUT_OF_RANGE, JOB_TYPE_MISMATCH), 404 PRODUCT_NOT_FOUND or a coupon’s code, ' +
          '409 SLOT_FULL (the slot just filled), COUPON_USED_UP or COUPON_CUSTOMER_USED_UP, ' +
          '409 CONFLICT after repeated deadlocks, 409 ORDER_NUMBERS_EXHAUSTED past a million ' +
          'orders in one day, 422 OUT_OF_SERVICE_AREA, ' +
          'COUPON_PAYMENT_REQUIRED or a coupon’s code.',
        headers: createOrderHeadersSchema,
        body: createOrderRequestSchema,
        response: {
          200: cartOrderResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await createOrder(app.db, request.auth!, request.body, {
        now: app.clock.now(),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        orderNumberKey: app.config.orderNumberKey,
      });
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.get(
    orderPaths.get,
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['orders'],
        summary: 'A cart order (tracking, success page)',
        description:
          'payment: its state derived from the order’s money entries (unpaid, pending, paid, ' +
          'refund_due, refunded), what it owes (amount), received, refunded, refund_due and the ' +
          'entries. For whoever the order policy lets read it: the people of the order’s store, the ' +
          'manager of its channel, Changdee’s operators, the technicians of its team; an ' +
          'external-brand user (of the brand’s own store) gets it with the customer’s personal ' +
          'data masked. Any other order, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { 200: cartOrderResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await getOrder(app.db, request.auth!, request.params.cartOrderNo)),
  );

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

  app.post(
    orderPaths.changeDate,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Move an order’s booking to another date and slot',
        description:
          'Atomic: the old slot is freed and the new one taken (its contractor kept when free, ' +
          'otherwise re-assigned as updateContractor does), within the lock period and six-month ' +
          'window of the order’s services. 400 DATE_OUT_OF_WINDOW or a body naming another order; ' +
          '404 ORDER_NOT_FOUND; 409 SLOT_FULL (nothing changed), ORDER_CLOSED, or CONFLICT after ' +
          'repeated deadlocks.',
        params: cartOrderParamsSchema,
        body: changeDateRequestSchema,
        response: {
          200: changeDateResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await changeDate(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.body,
          app.clock.now(),
        ),
      ),
  );

  app.post(
    orderPaths.updateContractor,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Re-assign an order’s contractor; answers the contractor_id for the calendar',
        description:
          'For the order’s own date and slot: its booking stays with its contractor when that one ' +
          'can still take it, otherwise moves to the free contractor with the most room ' +
          '(reassigned: true). For another expected_date: names the contractor free then, moving ' +
          'nothing. When nobody is free then: the contractor of the first free date in the window ' +
          '(for the calendar’s contractor_id; changeDate books it), or null.',
        body: updateContractorRequestSchema,
        response: {
          200: updateContractorResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(await updateContractor(app.db, request.auth!, request.body, app.clock.now())),
  );

  app.post(
    orderPaths.updateStatus,
    {
      config: statusChangers,
      schema: {
        tags: ['orders'],
        summary: 'Move an order along its life (contractor assigned … completed, or cancelled)',
        description:
          'created → paid (payments only) → contractor_assigned → scheduled → in_progress → ' +
          'completed, or cancelled (with a `reason`, 400 without), which frees its booking, ' +
          'gives its coupon uses back and leaves any money received due back (refund_due). Who may take which step (the order policy): a store ' +
          '(Sales, Channel Manager; naming the acting `employee_code`) only cancels its own ' +
          'unpaid orders not yet started; an operator takes every step of any order and cancels ' +
          'at any time; a technician schedules, starts and completes its team’s jobs. Otherwise ' +
          '403 ACTION_NOT_ALLOWED (404 for an order the caller may not read). A step the status ' +
          'does not allow: 409 ORDER_STATUS_NOT_ALLOWED; scheduling an order that must be paid ' +
          'online first (PAYNOW150) before it is paid: 409 ORDER_PAYMENT_REQUIRED. Every change ' +
          'is kept in the order’s history with the person, the login, the time and the reason.',
        body: updateStatusRequestSchema,
        response: {
          200: cartOrderResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => success(await updateStatus(app.db, request.auth!, request.body)),
  );
};
