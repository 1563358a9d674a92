import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_POLICY } from '@changdee/domain/order-policy';
import { ROLES } from '@changdee/domain/roles';

// What the portal's order routes share: who may call them and the words their documentation
// repeats.

/** The app as a route file sees it (the plugin's instance). */
export type OpsOrdersApp = Parameters<FastifyPluginAsyncZod>[0];

// Everyone the policy lets read orders, but External Brand: its orders are answered masked, and a
// search by mobile would tell what the mask hides.
export const readers = {
  access: { roles: ROLES.filter((role) => ORDER_POLICY[role].read && role !== 'External Brand') },
} as const;
export const dateChangers = {
  access: { roles: ROLES.filter((role) => ORDER_POLICY[role].change_date) },
} as const;

export const READ_SCOPE =
  'Operators see every order, a channel manager the orders of every store of its channel, a ' +
  'store’s people their store’s, a technician its team’s jobs (the order policy’s read).';
export const FILTERS =
  'Filters (each narrows): status, payment (the payment state), store (id), channel (code), team ' +
  '(the contractor holding the booking), booked_from/booked_to (the booking’s date), ' +
  'created_from/created_to (the business date it was placed), q (part of an order number in any ' +
  'case, or a customer’s mobile with or without spaces and dashes), attention (what the ' +
  'operator’s day counts: late — not on the way 30 minutes after the slot began or not completed ' +
  'by its end; problem — a technician’s problem standing; request — a customer’s request for ' +
  'another date undecided; slip — a transfer slip waiting; message — a message failed, given up ' +
  'or reported undelivered).';
