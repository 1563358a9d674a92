import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotationPdfRoute } from './routes/pdf-route';
import { quotationReadRoutes } from './routes/read-routes';
import { quotationStoreRoutes } from './routes/store-routes';
import { quotationWriteRoutes } from './routes/write-routes';

// A quotation from a survey (issue 31 item 2, docs/decisions/072): the technician of the survey's
// team builds and sends it; Operators read and act on every one. Its PDF: decision 081. The
// store reads it on the survey's pages and may record the customer's approval at its counter
// (decision 079).

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  quotationReadRoutes(app);
  quotationWriteRoutes(app);
  quotationPdfRoute(app);
  quotationStoreRoutes(app);
};
