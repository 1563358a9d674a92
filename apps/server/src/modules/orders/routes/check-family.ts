import { errorBodySchema } from '@changdee/contract/envelope';
import {
  checkFamilyRequestSchema,
  checkFamilyResponseSchema,
  orderPaths,
} from '@changdee/contract/orders';
import { checkFamily } from '../service';
import { errors, shop, success, type OrderApp, type OrderRouteSettings } from './route-parts';

// Spec §7 check-scg-family: a mobile's family membership, within the lookup limits (decision 032).

export function checkFamilyRoute(app: OrderApp, { familyLookups }: OrderRouteSettings) {
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
}
