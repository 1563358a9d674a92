import type { QuotationListQuery } from '@changdee/contract/quotations-admin';
import { portalPagePath } from '@changdee/contract/portal-pages';
import { listSearch } from './list-query';

// Where a quotation's links go (decision 082): its page, the list under a question (the board's
// follow-ups open it), and an order's page (the survey, the installation).

export const quotationPagePath = (number: string) =>
  portalPagePath('quotation').replace(':number', encodeURIComponent(number));

export const quotationsListPath = (query: QuotationListQuery) => {
  const search = listSearch(query).toString();
  return `${portalPagePath('quotations')}${search ? `?${search}` : ''}`;
};

export const orderPagePath = (orderNo: string) =>
  portalPagePath('order').replace(':no', encodeURIComponent(orderNo));
