import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { signOffPaths } from '@changdee/contract/sign-off';
import { ROLES, isExternalBrand } from '@changdee/domain/roles';
import { AppError } from '../../../errors';
import { REFUSALS } from '../../../lib/route-answers';
import { orderFor } from '../order-access';
import { signOffOf } from '../sign-offs-repository';
import type { OrderApp } from './route-parts';

// The customer's signature of a completed job (decision 078), for the order's pages.

export function orderSignatureRoute(app: OrderApp) {
  app.get(
    signOffPaths.signature,
    {
      config: {
        access: { roles: ROLES },
        openapi: {
          rawAnswer: { mediaTypes: ['image/png'], description: 'The signature as drawn' },
        },
      },
      schema: {
        tags: ['orders'],
        summary: 'The customer’s signature of a completed job',
        description:
          'For whoever the order policy lets read the order, but the external brand (its masked ' +
          'view shows no signature): the PNG as drawn. No signature yet: 404 NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { order } = await orderFor(app.db, request.auth!, request.params.cartOrderNo, 'read');
      const signOff = isExternalBrand(request.auth!.role)
        ? null
        : await signOffOf(app.db, order.orderNo);
      if (!signOff?.signature) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(signOff.signature as never);
    },
  );
}
