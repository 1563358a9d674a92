import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { mobileHashKey } from '../family-lookups';
import type { PaymentSettings } from '../payments';
import type { FamilyLookupGuard } from '../service';
import { REFUSALS, success } from '../../../lib/route-answers';

// What the orders' routes share: who may call them, their error answers and their envelope, and
// the settings the payment and family routes take from the app's config.

/** The app as a route file sees it (the plugin's instance). */
export type OrderApp = Parameters<FastifyPluginAsyncZod>[0];

export const shop = { access: { roles: SHOP_ROLES } } as const;
// Routes that change an order: who may do what to which order is the order policy's (domain
// order-policy.ts), asked by the service; the route only keeps out who never may.
export const storeAndOperator = { access: { roles: [...SHOP_ROLES, 'Operator'] } } as const;
export const statusChangers = {
  access: { roles: [...SHOP_ROLES, 'Operator', 'Technician'] },
} as const;

export interface OrderRouteSettings {
  payments: PaymentSettings;
  familyLookups: FamilyLookupGuard;
}

/** The payment and family-lookup settings, from the app's config. */
export function orderRouteSettings(app: OrderApp): OrderRouteSettings {
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
  return { payments, familyLookups };
}

export { success, REFUSALS as errors };
