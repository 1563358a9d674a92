import type { TrackingLine } from '@changdee/contract/line-link';
import { canLinkLine } from '@changdee/domain/line-link';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import type { LineSettings } from '../messages/settings';
import { linkOf } from './repository';

/**
 * What the customer's tracking page shows of LINE (decision 052): whether the order's mobile has a
 * LINE account linked, and our Official Account's id; null when LINE is not set up on this server
 * or the job is done or cancelled (nothing is offered then).
 */
export async function trackingLine(
  db: DbExecutor,
  line: LineSettings | null,
  order: { status: OrderStatus; mobile: string },
): Promise<TrackingLine> {
  if (!line || !canLinkLine(order.status)) return null;
  return { linked: (await linkOf(db, order.mobile)) !== null, oa_id: line.oaId };
}
