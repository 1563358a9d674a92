import {
  paymentPaths,
  takingsQuerySchema,
  takingsResponseSchema,
} from '@changdee/contract/payments';
import { dayTakings } from '../service';
import { operators, errors, success, type PaymentsApp } from './route-parts';

// A day's takings by way of paying.

export function takingsRoute(app: PaymentsApp) {
  app.get(
    paymentPaths.takings,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'A day’s takings: money received by method, and refunded',
        description:
          'The money entries recorded on a business day (Asia/Bangkok; today when `date` is left ' +
          'out): received by method (promptpay, store), refunded, and the net. Operators only ' +
          '(403 FORBIDDEN).',
        querystring: takingsQuerySchema,
        response: { 200: takingsResponseSchema, ...errors },
      },
    },
    async (request) => success(await dayTakings(app.db, request.query.date, app.clock.now())),
  );
}
