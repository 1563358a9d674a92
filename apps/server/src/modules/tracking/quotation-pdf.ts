import type { Locale } from '@changdee/domain/locale';
import type { Seller } from '@changdee/domain/tax-documents';
import type { DbExecutor } from '../../db/client';
import { customerQuotationPdf } from '../quotations/service';
import { openOrder, type TrackingSettings } from './service';

// GET public/tracking/{token}/quotation.pdf (decision 081): the survey's quotation as the
// customer was sent it, in the language asked or the one they chose for their messages.

export async function trackingQuotationPdf(
  db: DbExecutor,
  token: string,
  settings: TrackingSettings & { seller: Seller; language: Locale | null },
) {
  const { order } = await openOrder(db, token, settings);
  return customerQuotationPdf(db, order, {
    seller: settings.seller,
    language: settings.language ?? order.customer_language,
    now: settings.now,
  });
}
