import { quotationPaths, quotationPdfQuerySchema } from '@changdee/contract/quotations';
import { trackingParamsSchema } from '@changdee/contract/tracking';
import { QUOTATION_PDF_ANSWER } from '../../quotations/service';
import { trackingQuotationPdf } from '../quotation-pdf';
import { errors, linkFileConfig, pageSettings, type TrackingApp } from './route-parts';

// The survey's quotation as the customer was sent it, as a PDF, by the link's token (081).

export function trackingQuotationPdfRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.get(
    quotationPaths.trackingPdf,
    {
      config: linkFileConfig(app, QUOTATION_PDF_ANSWER),
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s quotation as a PDF, through their link',
        description:
          'application/pdf of the version the customer was sent, in `lang` or the language ' +
          'they chose for their messages. None sent (or being revised): 404 ' +
          'QUOTATION_NOT_FOUND; an unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingParamsSchema,
        querystring: quotationPdfQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pdf, disposition } = await trackingQuotationPdf(app.db, request.params.token, {
        ...settings(),
        seller: app.config.seller,
        language: request.query.lang ?? null,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(pdf as never); // raw bytes: no JSON schema applies
    },
  );
}
