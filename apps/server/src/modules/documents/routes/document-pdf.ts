import { documentParamsSchema } from '@changdee/contract/documents';
import { documentPdf } from '../downloads';
import { PDF_ANSWER, pdfDisposition } from '../service';
import { errors, type DocumentReader, type DocumentsApp } from './route-parts';

// One tax document as the PDF that was issued (issue 22, docs/decisions/043).

export function documentPdfRoute(app: DocumentsApp, reader: DocumentReader) {
  app.get(
    reader.pdfPath,
    {
      config: { ...reader.config, openapi: { rawAnswer: PDF_ANSWER } },
      schema: {
        tags: ['documents'],
        summary: 'One tax document as the PDF that was issued',
        description:
          `For ${reader.who}. application/pdf, as an attachment named by its title and serial. ` +
          'A document of another order: 404 DOCUMENT_NOT_FOUND.',
        params: documentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await documentPdf(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        request.params.documentId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(document))
        .header('cache-control', 'private, no-store')
        .send(document.pdf as never); // raw bytes: no JSON schema applies
    },
  );
}
