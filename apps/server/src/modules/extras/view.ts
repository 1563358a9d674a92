import type { OrderExtras } from '@changdee/contract/extras';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import * as orders from '../orders/service';

/** The order's extras and their money now (decision 080; orders' extras-answer.ts). */
export async function orderExtrasView(
  db: DbExecutor,
  order: { orderNo: string; status: OrderStatus },
): Promise<OrderExtras> {
  const rows = await orders.extrasOf(db, order.orderNo);
  return orders.extrasAnswer(order, rows, await orders.extraEntriesOf(db, order.orderNo));
}
