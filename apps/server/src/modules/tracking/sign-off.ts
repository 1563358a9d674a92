import type { CustomerSignOffRequest, RatingRequest } from '@changdee/contract/sign-off';
import { trackingSignaturePath } from '@changdee/contract/sign-off';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { signatureBytes } from '../../lib/images/signature-image';
import { confirmCompletion, signOffAnswer, signOffOf } from '../orders/service';
import { rateOrder } from '../ratings/service';
import { openOrder, type TrackingSettings } from './service';

// The customer's sign-off and rating on their tracking page (issue 31 item 6, decision 078): once
// the job is completed, their confirmation (when they were absent) and their stars; the page's
// own parts are signOffShown (service.ts).

/** POST public/tracking/{token}/sign-off: the absent customer signs the completion. */
export async function confirmOnPage(
  db: Database,
  token: string,
  request: CustomerSignOffRequest & { device: string | null },
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  const signature = await signatureBytes(request.signature);
  const row = await confirmCompletion(db, order.cartOrderNo, {
    name: request.name,
    signature,
    device: request.device,
  });
  return signOffAnswer(row, trackingSignaturePath(token));
}

/** POST public/tracking/{token}/rating: the customer's stars, once, after completion. */
export async function rateOnPage(
  db: DbExecutor,
  token: string,
  request: RatingRequest,
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  return rateOrder(db, { orderNo: order.cartOrderNo, status: order.status }, request);
}

/** GET public/tracking/{token}/signature.png: the customer's signature; 404 without one. */
export async function trackingSignature(db: DbExecutor, token: string, settings: TrackingSettings) {
  const { order } = await openOrder(db, token, settings);
  const signOff = await signOffOf(db, order.cartOrderNo);
  if (!signOff?.signature) throw new AppError('NOT_FOUND');
  return signOff.signature;
}
