import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotationPdfRoute } from './routes/pdf-route';
import { quotationReadRoutes } from './routes/read-routes';
import { quotationWriteRoutes } from './routes/write-routes';

// A quotation from a survey (issue 31 item 2, docs/decisions/072): the technician of the survey's
// team builds and sends it; Operators read and act on every one. Its PDF: decision 081.

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  quotationReadRoutes(app);
  quotationWriteRoutes(app);
  quotationPdfRoute(app);
};
