import { errorBodySchema } from '@changdee/contract/envelope';
import {
  paymentConflictParamsSchema,
  paymentConflictSettleSchema,
  paymentConflictSettledResponseSchema,
  paymentConflictsResponseSchema,
  paymentPaths,
} from '@changdee/contract/payments';
import { settlePaymentConflict } from '../../orders/service';
import { paymentConflicts } from '../service';
import { operators, errors, success, type PaymentsApp } from './route-parts';

// Payment events kept under a reused id, and settling one (decision 061).

export function paymentConflictRoutes(app: PaymentsApp) {
  app.get(
    paymentPaths.conflicts,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'Payment events kept for an operator: an event id reused for another order',
        description:
          'A signed payment event whose event_id an event of another order already used is ' +
          'answered 409 PAYMENT_EVENT_ID_REUSED and kept here, its money not on the order, until ' +
          'an operator records or dismisses it (decision 061). Oldest first. Operators only.',
        response: { 200: paymentConflictsResponseSchema, ...errors },
      },
    },
    async () => success({ conflicts: await paymentConflicts(app.db) }),
  );

  app.post(
    paymentPaths.conflict,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'Record a kept payment event’s money on its order, or dismiss it',
        description:
          '`recorded`: the money is an entry of the order’s ledger under the operator’s name, ' +
          'with the provider’s reference (the order may become paid); `dismissed`: nothing is ' +
          'recorded. 404 PAYMENT_CONFLICT_NOT_FOUND; 409 PAYMENT_CONFLICT_SETTLED when someone ' +
          'settled it already. Operators only (403 FORBIDDEN).',
        params: paymentConflictParamsSchema,
        body: paymentConflictSettleSchema,
        response: {
          200: paymentConflictSettledResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await settlePaymentConflict(
          app.db,
          request.auth!,
          request.params.conflictId,
          request.body.resolution,
          app.clock.now(),
        ),
      ),
  );
}
