import type { ExtraApproval, TrackingExtras } from '@changdee/contract/extras';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { signatureBytes } from '../../lib/images/signature-image';
import { withTransactionRetry } from '../../lib/transaction-retry';
import * as orders from '../orders/service';
import { openOrder, type TrackingSettings } from '../tracking/service';
import { extrasQr } from './extras-qr';
import { orderExtrasView } from './view';

// The customer's extras on their own tracking page (decision 080): what the technician added,
// their approval with a typed name and signature, or their refusal, and the QR for what the
// approved ones owe. The link's token is the credential (decision 046).

const orderOfLink = async (db: DbExecutor, token: string, settings: TrackingSettings) =>
  (await openOrder(db, token, settings)).order;

/** GET public/tracking/{token}/extras. */
export async function readPageExtras(
  db: DbExecutor,
  token: string,
  settings: TrackingSettings,
): Promise<TrackingExtras> {
  const order = await orderOfLink(db, token, settings);
  const view = await orderExtrasView(db, { orderNo: order.cartOrderNo, status: order.status });
  const qr =
    view.money.due_satang > 0
      ? (await extrasQr(db, { orderNo: order.cartOrderNo }, settings.promptPayId)).promptpay
      : null;
  const { order_no: _number, ...shown } = view;
  return { ...shown, promptpay: qr };
}

/** The customer's answer under the order's row lock, the extra decided once; then the page's view. */
async function decideOnPage(
  db: Database,
  token: string,
  settings: TrackingSettings,
  extraId: string,
  decision: orders.ExtraDecision,
): Promise<TrackingExtras> {
  const linked = await orderOfLink(db, token, settings);
  await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const order = await orders.lockedOrder(tx, linked.cartOrderNo);
      if (!order) throw new AppError('TRACKING_LINK_NOT_FOUND');
      await orders.decideExtra(
        tx,
        { order, extraId, place: 'tracking_page', actor: null, technician: null },
        decision,
      );
    }),
  );
  return readPageExtras(db, token, settings);
}

/** POST public/tracking/{token}/extras/{id}/approval (the signature checked before any lock). */
export async function approveOnPage(
  db: Database,
  token: string,
  settings: TrackingSettings,
  extraId: string,
  approval: ExtraApproval & { device: string | null },
): Promise<TrackingExtras> {
  const signature = await signatureBytes(approval.signature);
  return decideOnPage(db, token, settings, extraId, {
    kind: 'approve',
    name: approval.name,
    signature,
    device: approval.device,
  });
}

/** POST public/tracking/{token}/extras/{id}/decline. */
export const declineOnPage = (
  db: Database,
  token: string,
  settings: TrackingSettings,
  extraId: string,
) => decideOnPage(db, token, settings, extraId, { kind: 'decline' });
