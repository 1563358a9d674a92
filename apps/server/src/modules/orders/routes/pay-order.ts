import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartPaymentRequestSchema,
  cartPaymentResponseSchema,
  orderPaths,
} from '@changdee/contract/orders';
import { payOrder } from '../payments';
import {
  errors,
  storeAndOperator,
  success,
  type OrderApp,
  type OrderRouteSettings,
} from './route-parts';

// Spec §7 cart-payment: a PromptPay QR, the store's counter, or a bank transfer's slip to come.

export function payOrderRoute(app: OrderApp, { payments }: OrderRouteSettings): void {
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
}
