import type { Extra, OrderExtras } from '@changdee/contract/extras';
import { acceptsExtras, extrasMoney } from '@changdee/domain/order-extras';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { ExtraEntryRow, ExtraRow } from './extras-repository';

// An order's on-site extras as every page reads them (decision 080): each as it was offered and
// decided, and what they owe in satang — the same figures on the phone, the customer's page and
// the order's pages.

const extraAnswer = (row: ExtraRow, signer: (name: string) => string): Extra => ({
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
  signer_name: row.signerName === null ? null : signer(row.signerName),
});

/** The extras and their money; `signer` shows the customer's typed name (masked or not). */
export function extrasAnswer(
  order: { orderNo: string; status: OrderStatus },
  rows: readonly ExtraRow[],
  entries: readonly ExtraEntryRow[],
  signer: (name: string) => string = (name) => name,
): OrderExtras {
  const money = extrasMoney(
    rows,
    entries.filter((entry) => entry.kind === 'received').map((entry) => entry.amountSatang),
  );
  return {
    order_no: order.orderNo,
    open: acceptsExtras(order.status),
    extras: rows.map((row) => extraAnswer(row, signer)),
    money: {
      proposed_satang: money.proposedSatang,
      approved_satang: money.approvedSatang,
      received_satang: money.receivedSatang,
      due_satang: money.dueSatang,
    },
  };
}
