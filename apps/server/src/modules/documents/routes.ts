import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentPdfRoute } from './routes/document-pdf';
import { listDocumentsRoute } from './routes/list-documents';
import { DOCUMENT_READERS } from './routes/route-parts';

// An order's tax documents (issue 22, docs/decisions/043 and 058): the list and each PDF, for the
// shop under the order's cart path and for Changdee's operators under /ops/v1.

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const reader of DOCUMENT_READERS) {
    listDocumentsRoute(app, reader);
    documentPdfRoute(app, reader);
  }
};
