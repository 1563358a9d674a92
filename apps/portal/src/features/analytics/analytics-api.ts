import { analyticsPaths, salesResponseSchema, type SalesQuery } from '@changdee/contract/analytics';
import { apiRequest } from '../../lib/api';
import { downloadFile } from '../../lib/download';

// The sales figures' calls (issue 32, decision 076): the answer the chart and its table show, and
// the same rows as CSV or XLSX from the server (which narrows a Channel Manager's to their
// channel, for the files as for the page).

export const analyticsKeys = {
  sales: (query: SalesQuery) => ['portal', 'analytics', 'sales', query] as const,
};

const searchOf = (query: SalesQuery) => new URLSearchParams({ ...query }).toString();

export const fetchSales = (query: SalesQuery, signal?: AbortSignal) =>
  apiRequest({
    path: analyticsPaths.sales,
    query: { ...query },
    schema: salesResponseSchema.shape.data,
    signal,
  });

export type ExportFormat = 'csv' | 'xlsx';

export const downloadSales = (query: SalesQuery, format: ExportFormat): Promise<void> =>
  downloadFile(
    `${format === 'csv' ? analyticsPaths.salesCsv : analyticsPaths.salesXlsx}?${searchOf(query)}`,
    `sales.${format}`,
  );
