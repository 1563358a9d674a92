import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentParamsSchema,
  documentPaths,
  orderDocumentsResponseSchema,
  type OrderDocuments,
} from '@changdee/contract/documents';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { SHOP_ROLES } from '@changdee/domain/roles';
import type { DocumentSummary } from './repository';
import { documentPdf, listDocuments } from './downloads';
import { PDF_ANSWER, pdfDisposition } from './service';

// An order's tax documents (issue 22, docs/decisions/043 and 058): the list and each PDF, for the shop
// under the order's cart path and for Changdee's operators under /ops/v1. Who reads which order
// is the order policy's 'read' (order-access.ts); the external brand, who sees the customer's data
// masked, and technicians get no documents (they carry the buyer's name, address and tax id).

const shop = { access: { roles: SHOP_ROLES } } as const;
const operator = { access: { roles: ['Operator'] } } as const;
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (
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

  for (const [config, listPath, pdfPath, who] of [
    [shop, documentPaths.list, documentPaths.pdf, 'the order’s store and its channel manager'],
    [operator, documentPaths.opsList, documentPaths.opsPdf, 'Changdee’s operators, any order'],
  ] as const) {
    app.get(
      listPath,
      {
        config,
        schema: {
          tags: ['documents'],
          summary:
            'An order’s tax documents: full or abbreviated tax invoice / receipt, credit notes',
          description:
            `For ${who} (the order policy’s read). Issued by a background job once the order is ` +
            'paid (a full tax invoice when it asked for one, an abbreviated tax invoice otherwise; ' +
            'orders paid before decision 058 keep their receipt) and for each refund of that ' +
            'money (a credit note for what it gave back, naming the document it credits); empty ' +
            'until then. Amounts in satang. Another order, or none: 404 ORDER_NOT_FOUND.',
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
        return { message: 'success' as const, data: answer(orderNo, documents, pdfPath) };
      },
    );

    app.get(
      pdfPath,
      {
        config: { ...config, openapi: { rawAnswer: PDF_ANSWER } },
        schema: {
          tags: ['documents'],
          summary: 'One tax document as the PDF that was issued',
          description:
            `For ${who}. application/pdf, as an attachment named by its title and serial. ` +
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
};
