// The orders a policy scope reaches for one person, as data (docs/decisions/042): the policy asks
// `inReach` of one order, and the portal's order list turns the same value into its query's
// condition, so "which orders may they see" is written once, here. The policy (order-policy.ts)
// builds on these types; this file imports nothing of it.

/** How far a role's permission reaches: its stores, its channel, its team's jobs, or all. */
export type Scope = 'store' | 'channel' | 'team' | 'all';

/** Who asks, as far as reach goes: their stores, channels and contractor team. */
export interface ReachingActor {
  storeIds: readonly string[];
  channels: readonly string[];
  /** The contractor team of a technician; null for everyone else. */
  teamId: string | null;
}

/** Where an order belongs, as far as reach goes. */
export interface OrderPlace {
  storeId: string;
  channelCode: string;
  /** The contractor (team) booked for the job, if any. */
  contractorId: string | null;
}

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
export function reachOf(actor: ReachingActor, scope: Scope | undefined): Reach {
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
export function inReach(reach: Reach, order: OrderPlace): boolean {
  if (reach.all) return true;
  return (
    reach.storeIds.includes(order.storeId.toLowerCase()) ||
    reach.channels.includes(order.channelCode) ||
    (order.contractorId !== null && reach.teamIds.includes(order.contractorId.toLowerCase()))
  );
}
