import type { CartOrder } from '@changdee/contract/orders';
import { allowedActions, readReach, type OrderAction } from '@changdee/domain/order-policy';
import type { Reach } from '@changdee/domain/order-reach';
import { isExternalBrand } from '@changdee/domain/roles';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import { cartOrderAnswer } from '../order-answer';
import { orderFor, policyActor, type Caller } from '../order-access';
import * as repository from '../repository';

// Reading an order (spec §7 carts/{cartOrderNo}): as stored, for whoever the order policy lets
// read it, with the actions it allows and the facts a change of date needs.

/** The order's answer as stored, read in `db` (the transaction that wrote it, or not). */
export async function orderAnswer(
  db: DbExecutor,
  orderNo: string,
  options: { masked: boolean } = { masked: false },
): Promise<CartOrder> {
  const order = await repository.findOrder(db, orderNo);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return cartOrderAnswer(order, await repository.orderParts(db, order), options);
}

/**
 * Spec §7 carts/{cartOrderNo}: the order, for whoever the order policy lets read it (its store's
 * people, its channel's manager, Changdee's operators, the technicians of its team). An
 * external-brand user belongs to the brand's own store, so sees only its orders, masked.
 */
export async function getOrder(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
): Promise<CartOrder> {
  const { order } = await orderFor(db, caller, orderNo, 'read');
  return cartOrderAnswer(order, await repository.orderParts(db, order), {
    masked: isExternalBrand(caller.role),
  });
}

/** The orders the caller may read, as a query applies it (domain order-reach.ts, decision 042). */
export async function readableOrders(db: DbExecutor, caller: Caller): Promise<Reach> {
  return readReach(await policyActor(db, caller));
}

/**
 * The order whole with the actions the order policy lets the caller take on it now (the
 * operations portal's detail, docs/decisions/042), for whoever may read it.
 */
export async function orderWithActions(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
): Promise<{ order: CartOrder; actions: OrderAction[] }> {
  const { order, facts } = await orderFor(db, caller, orderNo, 'read');
  return {
    order: cartOrderAnswer(order, await repository.orderParts(db, order), {
      masked: isExternalBrand(caller.role),
    }),
    actions: allowedActions(await policyActor(db, caller), facts),
  };
}

/**
 * What the calendar of a change of the order's date reads — its products, district, channel and
 * booked contractor — for whoever may change its date.
 */
export async function dateChangeFacts(db: DbExecutor, caller: Caller, orderNo: string) {
  const { order } = await orderFor(db, caller, orderNo, 'change_date');
  const { lines } = await repository.orderParts(db, order);
  return {
    productIds: [...new Set(lines.map((line) => line.productId))],
    districtCode: order.districtCode,
    subDistrictCode: order.subDistrictCode,
    channelCode: order.channelCode,
    contractorId: await repository.bookedContractorId(db, order.orderNo),
  };
}
