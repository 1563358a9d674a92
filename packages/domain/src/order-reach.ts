import type { PolicyActor, PolicyOrder, Scope } from './order-policy';

// The orders a policy scope reaches for one person, as data (docs/decisions/042): the policy asks
// `inReach` of one order, and the portal's order list turns the same value into its query's
// condition, so "which orders may they see" is written once, here.

/** Every order, or those of any of these stores, channels or contractor teams. */
export type Reach =
  | { all: true }
  | {
      all: false;
      /** Lower-case ids (ids compare without case). */
      storeIds: readonly string[];
      channels: readonly string[];
      /** Lower-case ids of the contractor teams whose booked jobs are reached. */
      teamIds: readonly string[];
    };

const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/** What `scope` reaches for `actor` (no scope: nothing). */
export function reachOf(actor: PolicyActor, scope: Scope | undefined): Reach {
  const none = { all: false as const, storeIds: [], channels: [], teamIds: [] };
  switch (scope) {
    case 'all':
      return { all: true };
    case 'store':
      return { ...none, storeIds: lower(actor.storeIds) };
    case 'channel':
      // A channel manager's own stores count too, whatever their channel code says.
      return { ...none, storeIds: lower(actor.storeIds), channels: [...actor.channels] };
    case 'team':
      return { ...none, teamIds: actor.teamId === null ? [] : [actor.teamId.toLowerCase()] };
    default:
      return none;
  }
}

/** Whether `order` lies in `reach`. */
export function inReach(reach: Reach, order: PolicyOrder): boolean {
  if (reach.all) return true;
  return (
    reach.storeIds.includes(order.storeId.toLowerCase()) ||
    reach.channels.includes(order.channelCode) ||
    (order.contractorId !== null && reach.teamIds.includes(order.contractorId.toLowerCase()))
  );
}
