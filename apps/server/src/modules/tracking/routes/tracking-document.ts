import { trackingDocumentParamsSchema, trackingPaths } from '@changdee/contract/tracking';
import { PDF_ANSWER, pdfDisposition } from '../../documents/service';
import { trackingDocument } from '../service';
import { errors, linkFileConfig, pageSettings, type TrackingApp } from './route-parts';

// One of the customer's tax documents, by the link's token.

export function trackingDocumentRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.get(
    trackingPaths.documentPdf,
    {
      config: linkFileConfig(app, PDF_ANSWER),
      schema: {
        tags: ['tracking'],
        summary: 'One of the customer’s tax documents, through their link',
        description:
          'application/pdf as issued. A document of another order: 404 DOCUMENT_NOT_FOUND; an ' +
          'unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await trackingDocument(
        app.db,
        request.params.token,
        request.params.documentId,
        settings(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(document))
        .header('cache-control', 'private, no-store')
        .send(document.pdf as never); // raw bytes: no JSON schema applies
    },
  );
}
