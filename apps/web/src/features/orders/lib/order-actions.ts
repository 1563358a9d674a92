import type { CartOrder } from '@changdee/contract/orders';
import {
  allowedActions,
  type OrderAction,
  type PolicyActor,
  type PolicyOrder,
} from '@changdee/domain/order-policy';
import { requiresPaymentBeforeJob } from '@changdee/domain/payment-methods';
import type { Role } from '@changdee/domain/roles';
import type { SessionStore } from '@changdee/contract/auth';
import { useAuthStore } from '../../../shared/session/auth-store';

// The controls of an order page show only what the order policy (packages/domain/src/
// order-policy.ts) lets the signed-in user do now; the server asks the same policy and refuses
// the rest.

/** The order as the policy reads it. */
export const policyOrderOf = (order: CartOrder): PolicyOrder => ({
  storeId: order.store._id,
  channelCode: order.channel,
  status: order.status,
  paymentState: order.payment.state,
  requiresOnlinePayment: requiresPaymentBeforeJob(order.requested_payment),
  contractorId: order.contractor?.contractor_id ?? null,
});

/** The signed-in shop user as the policy reads them (the shop has no technicians). */
export const policyActorOf = (role: Role, stores: readonly SessionStore[]): PolicyActor => ({
  role,
  storeIds: stores.map((store) => store._id),
  channels: [...new Set(stores.map((store) => store.channel))],
  teamId: null,
});

/** What the signed-in user may do to `order` now (nothing when signed out). */
export function useOrderActions(order: CartOrder): ReadonlySet<OrderAction> {
  const role = useAuthStore((state) => state.role);
  const stores = useAuthStore((state) => state.store);
  if (!role) return new Set();
  return new Set(allowedActions(policyActorOf(role, stores), policyOrderOf(order)));
}
