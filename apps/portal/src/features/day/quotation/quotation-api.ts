import {
  quotationOptionsResponseSchema,
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
  type QuotationSaveInput,
} from '@changdee/contract/quotations';
import { z } from 'zod';
import { isApiError } from '@changdee/ui/lib/api-error';
import { apiRequest } from '../../../lib/api';

// The quotation builder's calls (docs/decisions/072): what a survey may offer, its quotation (none
// yet: null), saving a version and sending it, and its PDF (081, in the UI's language: the
// request's Accept-Language). Every figure comes back from the server.

export const quotationKeys = {
  options: (orderNo: string) => ['portal', 'quotation', orderNo, 'options'] as const,
  one: (orderNo: string) => ['portal', 'quotation', orderNo] as const,
};

const quotationData = quotationResponseSchema.shape.data;

export const fetchQuotationOptions = (orderNo: string, signal?: AbortSignal) =>
  apiRequest({
    path: quotationPath(orderNo, quotationPaths.options),
    schema: quotationOptionsResponseSchema.shape.data,
    signal,
  });

export async function fetchQuotation(orderNo: string, signal?: AbortSignal) {
  try {
    return await apiRequest({ path: quotationPath(orderNo), schema: quotationData, signal });
  } catch (error) {
    if (isApiError(error) && error.code === 'QUOTATION_NOT_FOUND') return null;
    throw error;
  }
}

export const saveQuotation = (orderNo: string, body: QuotationSaveInput) =>
  apiRequest({ method: 'PUT', path: quotationPath(orderNo), body, schema: quotationData });

export const sendQuotation = (orderNo: string, version: number) =>
  apiRequest({
    method: 'POST',
    path: quotationPath(orderNo, quotationPaths.send),
    body: { version },
    schema: quotationData,
  });

export const downloadQuotationPdf = (orderNo: string): Promise<Blob> =>
  apiRequest({
    path: quotationPath(orderNo, quotationPaths.pdf),
    binary: true,
    schema: z.instanceof(Blob),
  });
