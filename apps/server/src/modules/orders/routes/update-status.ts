import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderResponseSchema,
  orderPaths,
  updateStatusRequestSchema,
} from '@changdee/contract/orders';
import { updateStatus } from '../service';
import { errors, statusChangers, success, type OrderApp } from './route-parts';

// Spec §7 order/updateStatus: a step of the order's life, as the order policy allows.

export function updateStatusRoute(app: OrderApp) {
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
}
