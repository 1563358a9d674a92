import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingLineRoutes } from './routes/line-link';
import { trackingSlipRoute } from './routes/payment-slip';
import { rescheduleRequestRoute } from './routes/reschedule-request';
import { trackingLinkRoute } from './routes/tracking-link';
import { trackingDocumentRoute } from './routes/tracking-document';
import { trackingPageRoute } from './routes/tracking-page';
import { trackingPhotoRoute } from './routes/tracking-photo';
import { trackingQuotationPdfRoute } from './routes/tracking-quotation-pdf';
import { trackingSignOffRoutes } from './routes/sign-off';
import { trackingExtrasRoutes } from './routes/extras';
import { trackingQuotationRoutes } from './routes/quotation';

// The customer's tracking link (issue 22 item 2, docs/decisions/046). The clerk (and Changdee's
// operators) get an order's link under its cart path, for whoever may read the order. The public
// routes are public on purpose: the unguessable token in the path is the customer's credential
// (at least 128 bits, looked up by its digest); each is rate-limited per client address.

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  trackingLinkRoute(app);
  trackingPageRoute(app);
  trackingDocumentRoute(app);
  trackingPhotoRoute(app);
  trackingQuotationPdfRoute(app);
  rescheduleRequestRoute(app);
  trackingLineRoutes(app);
  trackingSignOffRoutes(app);
  trackingExtrasRoutes(app);
  trackingQuotationRoutes(app);
  // Its own scope: the module's only multipart body (decision 069).
  await app.register(trackingSlipRoute);
};
