import type { OrderDocuments } from '@changdee/contract/documents';
import { orderDocumentsResponseSchema } from '@changdee/contract/documents';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { listDocuments } from '../downloads';
import type { DocumentSummary } from '../repository';
import { errors, type DocumentReader, type DocumentsApp } from './route-parts';

// An order's tax documents, without their PDF (issue 22, docs/decisions/043 and 058).

/** The list's answer: each document's figures and where its PDF is read. */
const documentsAnswer = (
  orderNo: string,
  documents: DocumentSummary[],
  pdfPath: string,
): OrderDocuments => ({
  cartOrderNo: orderNo,
  documents: documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    serial: document.serial,
    issued_at: document.issuedAt.toISOString(),
    total_satang: document.totalSatang,
    base_satang: document.baseSatang,
    vat_satang: document.vatSatang,
    credits: document.creditedDocumentId,
    pdf_url: pdfPath
      .replace(':cartOrderNo', encodeURIComponent(orderNo))
      .replace(':documentId', document.id),
  })),
});

export function listDocumentsRoute(app: DocumentsApp, reader: DocumentReader) {
  app.get(
    reader.listPath,
    {
      config: reader.config,
      schema: {
        tags: ['documents'],
        summary:
          'An order’s tax documents: full or abbreviated tax invoice / receipt, credit notes',
        description:
          `For ${reader.who} (the order policy’s read). Issued by a background job once the ` +
          'order is paid (a full tax invoice when it asked for one, an abbreviated tax invoice ' +
          'otherwise; orders paid before decision 058 keep their receipt) and for each refund of ' +
          'that money (a credit note for what it gave back, naming the document it credits); ' +
          'empty until then. Amounts in satang. Another order, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { 200: orderDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderNo, documents } = await listDocuments(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
      );
      return {
        message: 'success' as const,
        data: documentsAnswer(orderNo, documents, reader.pdfPath),
      };
    },
  );
}
