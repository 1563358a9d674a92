import {
  quotationAdminPath,
  quotationAdminPaths,
  quotationDetailResponseSchema,
  quotationFollowUpsResponseSchema,
  quotationListResponseSchema,
  type QuotationListQuery,
} from '@changdee/contract/quotations-admin';
import { apiRequest } from '../../lib/api';

// The quotations' calls (issue 31 item 8, decision 082): the list with its figures, one
// quotation, and the dispatch board's follow-ups. The server narrows a Channel Manager's answers
// to their channel.

export const quotationKeys = {
  list: (query: QuotationListQuery) => ['portal', 'quotations', 'list', query] as const,
  one: (number: string) => ['portal', 'quotations', 'one', number] as const,
  followUps: ['portal', 'quotations', 'follow-ups'] as const,
};

export const fetchQuotations = (query: QuotationListQuery, signal?: AbortSignal) =>
  apiRequest({
    path: quotationAdminPaths.list,
    query: { ...query },
    schema: quotationListResponseSchema.shape.data,
    signal,
  });

export const fetchQuotation = (number: string, signal?: AbortSignal) =>
  apiRequest({
    path: quotationAdminPath(number),
    schema: quotationDetailResponseSchema.shape.data,
    signal,
  });

export const fetchFollowUps = (signal?: AbortSignal) =>
  apiRequest({
    path: quotationAdminPaths.followUps,
    schema: quotationFollowUpsResponseSchema.shape.data,
    signal,
  });
