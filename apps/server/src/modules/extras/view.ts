import type { Extra, OrderExtras } from '@changdee/contract/extras';
import { acceptsExtras } from '@changdee/domain/order-extras';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import * as orders from '../orders/service';

// An order's extras as the phone, the customer's page and the order's pages read them
// (decision 080): each as it was offered and decided, and what they owe, in satang.

export const extraView = (row: orders.ExtraRow): Extra => ({
  id: row.id,
  name: { th: row.nameTh, en: row.nameEn },
  unit: row.unit,
  qty: row.qty,
  unit_price_satang: row.unitPriceSatang,
  amount_satang: row.amountSatang,
  vat_applies: row.vatApplies,
  state: row.state,
  added_at: row.addedAt.toISOString(),
  added_by: row.addedByName,
  decided_at: row.decidedAt?.toISOString() ?? null,
  decided_on: row.decidedOn,
  signer_name: row.signerName,
});

/** The order's extras and their money now. */
export async function orderExtrasView(
  db: DbExecutor,
  order: { orderNo: string; status: OrderStatus },
): Promise<OrderExtras> {
  const rows = await orders.extrasOf(db, order.orderNo);
  const money = await orders.extrasMoneyOf(db, order.orderNo);
  return {
    order_no: order.orderNo,
    open: acceptsExtras(order.status),
    extras: rows.map(extraView),
    money: {
      proposed_satang: money.proposedSatang,
      approved_satang: money.approvedSatang,
      received_satang: money.receivedSatang,
      due_satang: money.dueSatang,
    },
  };
}
