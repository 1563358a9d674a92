import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { trackingLinkResponseSchema, trackingPaths } from '@changdee/contract/tracking';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { getOrder } from '../../orders/service';
import { linkQr, trackingLink } from '../../tracking-links/service';
import { type TrackingApp } from './route-parts';

// The clerk's copy of an order's tracking link, with its QR code, for whoever may read the order.

export function trackingLinkRoute(app: TrackingApp) {
  app.get(
    trackingPaths.link,
    {
      config: { access: { roles: [...SHOP_ROLES, 'Operator'] } },
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s tracking link of an order, with its QR code',
        description:
          'For whoever may read the order (the order policy’s read): the store’s people, the ' +
          'channel manager, Changdee’s operators. The link is made on the first call and stays the ' +
          'same. Another order, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: {
          200: trackingLinkResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const order = await getOrder(app.db, request.auth!, request.params.cartOrderNo);
      const url = await trackingLink(
        app.db,
        { secret: app.config.secrets.accessTokenSecret, publicBaseUrl: app.config.publicBaseUrl },
        order.cartOrderNo,
      );
      reply.header('cache-control', 'private, no-store');
      return {
        message: 'success' as const,
        data: {
          cartOrderNo: order.cartOrderNo,
          url: { th: url.th, en: url.en },
          qr: await linkQr(url.th),
        },
      };
    },
  );
}
