import type {
  CustomerQuotation,
  QuotationDecisionInput,
  QuotationPriceRequest,
} from '@changdee/contract/quotation-decisions';
import type { Database, DbExecutor } from '../../db/client';
import { signatureBytes } from '../../lib/images/signature-image';
import * as quotations from '../quotations/service';
import { trackingLink, type LinkSettings } from '../tracking-links/service';
import { openOrder, type TrackingSettings } from './service';

// The survey's quotation on its customer's tracking page (issue 31 item 3, decision 079): read,
// re-totalled with their ticks, and answered — approved with their name and signature (which
// books the installation), declined with a reason, or a change asked for.

/** The survey's quotation with the booked installation's own link (to pay for it there). */
async function withInstallationLink(
  db: DbExecutor,
  orderNo: string,
  links: LinkSettings,
): Promise<CustomerQuotation> {
  const quotation = await quotations.customerQuotation(db, orderNo);
  const installation = quotation.installation;
  if (!installation) return quotation;
  const link = await trackingLink(db, links, installation.order_no);
  return { ...quotation, installation: { ...installation, tracking_token: link.token } };
}

/** GET public/tracking/{token}/quotation. */
export async function quotationOnPage(
  db: DbExecutor,
  token: string,
  settings: TrackingSettings & { links: LinkSettings },
): Promise<CustomerQuotation> {
  const { order } = await openOrder(db, token, settings);
  return withInstallationLink(db, order.cartOrderNo, settings.links);
}

/** POST public/tracking/{token}/quotation/price: the totals of the ticks, the server's. */
export async function priceOnPage(
  db: DbExecutor,
  token: string,
  request: Required<QuotationPriceRequest>,
  settings: TrackingSettings,
) {
  const { order } = await openOrder(db, token, settings);
  return quotations.priceChoice(db, order.cartOrderNo, request);
}

/** POST public/tracking/{token}/quotation/decision: the customer's answer; the quotation after. */
export async function decideOnPage(
  db: Database,
  token: string,
  request: QuotationDecisionInput,
  context: { device: string | null; orderNumberKey: string | null },
  settings: TrackingSettings & { links: LinkSettings },
): Promise<CustomerQuotation> {
  const { order } = await openOrder(db, token, settings);
  const orderNo = order.cartOrderNo;
  if (request.kind === 'approved') {
    // The image is checked before any lock is taken: a refused one saves nothing.
    const signature = await signatureBytes(request.signature);
    const approver = {
      channel: 'customer_page' as const,
      actor: null,
      historyName: request.name,
      device: context.device,
    };
    await quotations.approveQuotation(
      db,
      orderNo,
      request,
      { signature, approver },
      { now: settings.now, orderNumberKey: context.orderNumberKey, actor: null },
    );
  } else {
    await quotations.answerQuotation(db, orderNo, request, {
      device: context.device,
      customerName: `${order.customer.firstname} ${order.customer.lastname}`,
      now: settings.now,
    });
  }
  return withInstallationLink(db, orderNo, settings.links);
}
