import { errorBodySchema } from '@changdee/contract/envelope';
import {
  customerQuotationResponseSchema,
  quotationDecisionPaths,
  quotationDecisionRequestSchema,
  quotationPriceRequestSchema,
  quotationPriceResponseSchema,
} from '@changdee/contract/quotation-decisions';
import { trackingParamsSchema } from '@changdee/contract/tracking';
import { deviceOf } from '../../../lib/device';
import { refusePrices } from '../../../lib/refuse-prices';
import { decideOnPage, priceOnPage, quotationOnPage } from '../quotation';
import { errors, pageSettings, perMinute, type TrackingApp } from './route-parts';

// The survey's quotation through the customer's link (decision 079): read it, re-total it with
// the optional lines ticked, answer it. Public: the token is the credential; rate-limited.

const readConfig = (app: TrackingApp) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.trackingPerMinute),
});
const writeConfig = (app: TrackingApp) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.reschedulePerMinute),
});

/** The page's settings and what minting the installation's link needs. */
const quotationSettings = (app: TrackingApp) => {
  const settings = pageSettings(app);
  return () => ({
    ...settings(),
    links: {
      secret: app.config.secrets.accessTokenSecret,
      publicBaseUrl: app.config.publicBaseUrl,
    },
  });
};

export function trackingQuotationRoutes(app: TrackingApp) {
  readRoute(app);
  priceRoute(app);
  decisionRoute(app);
}

function readRoute(app: TrackingApp) {
  const settings = quotationSettings(app);
  app.get(
    quotationDecisionPaths.trackingQuotation,
    {
      config: readConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The survey’s quotation as sent to the customer, with their answers',
        description:
          'The version sent (never a later draft), its lines, its totals with no optional line ' +
          'taken, its last valid day, the answers given and the installation an approval booked. ' +
          'Not sent yet: 404 QUOTATION_NOT_FOUND.',
        params: trackingParamsSchema,
        response: { 200: customerQuotationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await quotationOnPage(app.db, request.params.token, settings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}

function priceRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.post(
    quotationDecisionPaths.trackingPrice,
    {
      config: readConfig(app),
      preValidation: refusePrices,
      schema: {
        tags: ['tracking'],
        summary: 'The quotation’s totals with the optional lines the customer ticks',
        description:
          'Counted by the server (VAT split once on the lines it applies to). A price in the ' +
          'body: 400 PRICE_NOT_ACCEPTED; a position that is not an optional line: 400 ' +
          'QUOTATION_CHOICE_NOT_OPTIONAL; another version than the one sent: 409 ' +
          'QUOTATION_VERSION_NOT_SENT.',
        params: trackingParamsSchema,
        body: quotationPriceRequestSchema,
        response: { 200: quotationPriceResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await priceOnPage(app.db, request.params.token, request.body, settings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}

function decisionRoute(app: TrackingApp) {
  const settings = quotationSettings(app);
  app.post(
    quotationDecisionPaths.trackingDecision,
    {
      config: writeConfig(app),
      preValidation: refusePrices,
      schema: {
        tags: ['tracking'],
        summary: 'The customer approves, declines or asks for a change to the quotation',
        description:
          'approved: the optional lines ticked, the typed name and the drawn signature (base64 ' +
          'PNG) — books the installation order in the same transaction on the first free slot. ' +
          'declined: with a reason. change_requested: with what to change (the quotation stays ' +
          'sent). Only the version sent (409 QUOTATION_VERSION_NOT_SENT), while it waits for an ' +
          'answer (409 QUOTATION_NOT_OPEN) and up to its last valid day in Bangkok (409 ' +
          'QUOTATION_EXPIRED). No team free: 409 INSTALLATION_NO_FREE_SLOT. Signature not a PNG: ' +
          '415 NOT_A_SIGNATURE; over 512 kB: 413 SIGNATURE_TOO_LARGE; blank: 422 SIGNATURE_BLANK. ' +
          'A price in the body: 400 PRICE_NOT_ACCEPTED.',
        params: trackingParamsSchema,
        body: quotationDecisionRequestSchema,
        response: {
          200: customerQuotationResponseSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await decideOnPage(
        app.db,
        request.params.token,
        request.body,
        { device: deviceOf(request), orderNumberKey: app.config.orderNumberKey },
        settings(),
      );
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}
