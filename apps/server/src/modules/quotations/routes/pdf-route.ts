import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationParamsSchema,
  quotationPaths,
  quotationPdfQuerySchema,
} from '@changdee/contract/quotations';
import { REFUSALS } from '../../../lib/route-answers';
import { requestLanguage } from '../../../plugins/language';
import { QUOTATION_PDF_ANSWER } from '../pdf/quotation-answer';
import { staffQuotationPdf } from '../quotation-pdf';
import { field, type QuotationsApp } from './route-parts';

// The survey's quotation as a PDF for the technician and Operators (decision 081): the same
// readers as the quotation itself.

export function quotationPdfRoute(app: QuotationsApp) {
  app.get(
    quotationPaths.pdf,
    {
      config: { ...field, openapi: { rawAnswer: QUOTATION_PDF_ANSWER } },
      schema: {
        tags: ['quotations'],
        summary: 'A survey’s quotation as a PDF (its latest version)',
        description:
          'application/pdf, as an attachment named by its number and version, in `lang` or the ' +
          'Accept-Language (Thai by default). No quotation yet: 404 QUOTATION_NOT_FOUND; another ' +
          'team’s job: 403 JOB_NOT_YOURS.',
        params: quotationParamsSchema,
        querystring: quotationPdfQuerySchema,
        response: { ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { pdf, disposition } = await staffQuotationPdf(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        {
          seller: app.config.seller,
          language: request.query.lang ?? requestLanguage(request),
          now: app.clock.now(),
        },
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(pdf as never); // raw bytes: no JSON schema applies
    },
  );
}
