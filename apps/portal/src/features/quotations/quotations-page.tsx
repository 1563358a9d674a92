import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { QuotationListItem, QuotationListQuery } from '@changdee/contract/quotations-admin';
import { formatDate } from '@changdee/domain/date-format';
import { formatSatangBaht } from '@changdee/domain/money';
import { DataTable, type Column } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { listSearch, pageSpan, readListQuery } from './list-query';
import { quotationPagePath } from './quotation-links';
import { QuotationFilters } from './quotation-filters';
import { QuotationSummary } from './quotation-summary';
import { fetchQuotations, quotationKeys } from './quotations-api';

// /portal/quotations (issue 31 item 8, decision 082): an Operator's (every store) or a Channel
// Manager's (their channel's) quotations — above them the conversion rate, the value approved
// and the open change requests; filters by state, follow-up, store, team and dates; a page at a
// time, the newest first. The question is the page's URL.

function useColumns(): Array<Column<QuotationListItem>> {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const locale = useLocale();
  const localize = useLocalizedPath();
  const day = (at: string | null) => (at ? formatDate(new Date(at), 'short', locale) : null);
  return [
    {
      key: 'number',
      header: t('list.number'),
      cell: (row) => <Link to={localize(quotationPagePath(row.number))}>{row.number}</Link>,
    },
    { key: 'customer', header: t('list.customer'), cell: (row) => row.customer_name },
    {
      key: 'state',
      header: t('list.state'),
      cell: (row) => (
        <>
          {t(`state.${row.state}`)}
          {row.change_requested ? (
            <span className="badge text-bg-warning ms-1">{t('list.changeRequested')}</span>
          ) : null}
        </>
      ),
    },
    { key: 'store', header: t('list.store'), cell: (row) => row.store.name[locale] },
    {
      key: 'team',
      header: t('list.team'),
      cell: (row) => row.team?.name[locale] ?? t('list.noTeam'),
    },
    {
      key: 'total',
      header: t('list.total'),
      numeric: true,
      cell: (row) => formatSatangBaht(row.payable_satang, locale),
    },
    { key: 'created', header: t('list.created'), cell: (row) => day(row.created_at) },
    {
      key: 'sent',
      header: t('list.sent'),
      cell: (row) => day(row.sent_at) ?? t('list.notSent'),
    },
    {
      key: 'valid',
      header: t('list.validUntil'),
      cell: (row) => (row.valid_until ? formatDate(row.valid_until, 'short', locale) : '–'),
    },
  ];
}

function Pages({
  query,
  shown,
  total,
  go,
}: {
  query: QuotationListQuery;
  shown: number;
  total: number;
  go(next: QuotationListQuery): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.list' });
  const span = pageSpan(query, shown, total);
  if (!span.hasPrevious && !span.hasNext) return null;
  return (
    <nav className="d-flex gap-2 mt-2" aria-label={t('pages')}>
      {span.hasPrevious ? (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => go({ ...query, offset: Math.max(0, query.offset - query.limit) })}
        >
          {t('previous')}
        </button>
      ) : null}
      {span.hasNext ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => go({ ...query, offset: query.offset + query.limit })}
        >
          {t('next')}
        </button>
      ) : null}
    </nav>
  );
}

export default function QuotationsPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search);
  const go = (next: QuotationListQuery) => setSearch(listSearch(next));
  const list = useQuery({
    queryKey: quotationKeys.list(query),
    queryFn: ({ signal }) => fetchQuotations(query, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  const data = list.data;
  return (
    <div data-testid="quotations-page">
      <h1 className="h3 mb-3">{t('title')}</h1>
      {data ? (
        <QuotationSummary
          summary={data.summary}
          onShowChangeRequests={() =>
            go({ ...query, state: undefined, follow_up: 'change_requested', offset: 0 })
          }
        />
      ) : null}
      <QuotationFilters
        key={search.toString()}
        query={query}
        choices={data?.choices}
        onApply={go}
      />
      {list.isError && !data ? (
        <LoadFailed
          message={localizedErrorMessage(list.error, locale, tAll)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="quotations-count">
            {t('list.count', {
              ...pageSpan(query, data.items.length, data.total),
              count: data.total,
            })}
          </p>
          <DataTable
            caption={t('list.caption')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.number}
            empty={t('list.empty')}
            testId="quotations-table"
          />
          <Pages query={query} shown={data.items.length} total={data.total} go={go} />
        </>
      )}
    </div>
  );
}
