import { z } from 'zod';
import {
  documentPaths,
  orderDocumentsSchema,
  type OrderDocuments,
} from '@changdee/contract/documents';
import { apiRequest } from '../../../lib/api';

// An order's tax documents for an operator (docs/decisions/043): the list, and each PDF fetched
// with the session's token.

export const documentsKey = (no: string) => ['portal', 'orders', no, 'documents'] as const;

export const fetchDocuments = (no: string, signal?: AbortSignal): Promise<OrderDocuments> =>
  apiRequest({
    path: documentPaths.opsList.replace(':cartOrderNo', encodeURIComponent(no)),
    schema: orderDocumentsSchema,
    ...(signal ? { signal } : {}),
  });

export const downloadDocument = (pdfUrl: string): Promise<Blob> =>
  apiRequest({ path: pdfUrl, binary: true, schema: z.instanceof(Blob) });
