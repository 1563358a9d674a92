import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { salesQuerySchema, type SalesData } from '@changdee/contract/analytics';
import { formatDate } from '@changdee/domain/date-format';
import {
  SALES_DIMENSIONS,
  SALES_FIGURES,
  SALES_GRAINS,
  type SalesFigure,
} from '@changdee/domain/sales-figures';
import { DataTable, type Column } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { analyticsKeys, downloadSales, fetchSales, type ExportFormat } from './analytics-api';
import { readView, viewSearch, type SalesView } from './sales-query';
import {
  chartSeries,
  formatFigure,
  periodText,
  placeKey,
  placeText,
  type ChartSeries,
} from './sales-figures-view';
import './analytics.scss';

// /portal/analytics (issue 32 item 3, decision 076): sales and service over time for an Operator
// (every store) or a Channel Manager (their channel's stores, read-only; the server narrows the
// answer and the files). One figure drawn per period and place, with a table view of every figure
// and the same rows as CSV or XLSX. The chart's library comes with this page only.

const SalesChart = lazy(() => import('./sales-chart'));

type SalesRow = SalesData['rows'][number];

/** A labelled control of the form. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="col-6 col-lg-2">
      <label className="form-label" htmlFor={`analytics-${id}`}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice among a vocabulary's values, each named by its words under `words`. */
function Choice<V extends string>(props: {
  id: string;
  values: readonly V[];
  value: V;
  words: string;
  onChange(value: V): void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={props.id} label={t(`analytics.${props.id}`)}>
      <select
        id={`analytics-${props.id}`}
        className="form-select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.values.map((value) => (
          <option key={value} value={value}>
            {t(`analytics.${props.words}.${value}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The span, grain, split and figure as typed; checked by the contract's schema on apply. */
function SalesControls({ view, onApply }: { view: SalesView; onApply(view: SalesView): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(view);
  const [invalid, setInvalid] = useState<'span' | 'range' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = salesQuerySchema.safeParse(draft.query);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message === 'issue.dateSpan' ? 'span' : 'range');
      return;
    }
    setInvalid(null);
    onApply({ query: checked.data, figure: draft.figure });
  };
  const set = (part: Partial<SalesView['query']>) =>
    setDraft((d) => ({ ...d, query: { ...d.query, ...part } }));
  return (
    <form className="row g-2 align-items-end mb-2" onSubmit={submit} noValidate>
      {(['from', 'to'] as const).map((key) => (
        <Field key={key} id={key} label={t(`analytics.${key}`)}>
          <input
            id={`analytics-${key}`}
            type="date"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid ? true : undefined}
            value={draft.query[key]}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        </Field>
      ))}
      <Choice
        id="grain"
        words="grains"
        values={SALES_GRAINS}
        value={draft.query.grain}
        onChange={(grain) => set({ grain })}
      />
      <Choice
        id="by"
        words="dimensions"
        values={SALES_DIMENSIONS}
        value={draft.query.by}
        onChange={(by) => set({ by })}
      />
      <Choice
        id="figure"
        words="figures"
        values={SALES_FIGURES}
        value={draft.figure}
        onChange={(figure) => setDraft((d) => ({ ...d, figure }))}
      />
      <div className="col-6 col-lg-2">
        <button type="submit" className="btn btn-primary w-100" data-testid="analytics-apply">
          {t('analytics.apply')}
        </button>
      </div>
      {invalid ? (
        <div className="col-12 text-danger small" role="alert">
          {t(`analytics.invalid.${invalid}`)}
        </div>
      ) : null}
    </form>
  );
}

/** Every figure of every period and place, as the chart draws them. */
function SalesTable({ data }: { data: SalesData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<SalesRow>[] = [
    {
      key: 'period',
      header: t('analytics.period'),
      cell: (row) => periodText(row.period, data.grain, locale, t),
    },
    ...(data.by === 'none'
      ? []
      : [
          {
            key: 'place',
            header: t(`analytics.dimensions.${data.by}`),
            cell: (row: SalesRow) => placeText(row, data, locale, t),
          },
        ]),
    ...SALES_FIGURES.map((figure) => ({
      key: figure,
      header: t(`analytics.figures.${figure}`),
      numeric: true,
      cell: (row: SalesRow) => formatFigure(figure, row[figure], locale),
    })),
  ];
  return (
    <DataTable
      caption={t('analytics.tableCaption')}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.period}|${placeKey(row)}`}
      empty={t('analytics.empty')}
      testId="analytics-table"
    />
  );
}

/** The span's totals, one line a figure. */
function Totals({ data }: { data: SalesData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="analytics-totals" data-testid="analytics-totals">
      {SALES_FIGURES.map((figure) => (
        <div key={figure}>
          <dt>{t(`analytics.figures.${figure}`)}</dt>
          <dd data-figure={figure}>{formatFigure(figure, data.totals[figure], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

function CancellationReasons({ data }: { data: SalesData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="analytics-reasons" className="mt-4">
      <h2 id="analytics-reasons" className="h5">
        {t('analytics.reasons.title')}
      </h2>
      <DataTable
        caption={t('analytics.reasons.title')}
        columns={[
          {
            key: 'reason',
            header: t('analytics.reasons.reason'),
            cell: (row) => row.reason || t('analytics.reasons.none'),
          },
          {
            key: 'cancelled',
            header: t('analytics.figures.cancelled'),
            numeric: true,
            cell: (row) => formatFigure('cancelled', row.cancelled, locale),
          },
        ]}
        rows={data.cancellations}
        rowKey={(row) => row.reason}
        empty={t('analytics.reasons.empty')}
        testId="analytics-reasons"
      />
    </section>
  );
}

function ExportButtons({ view }: { view: SalesView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useMutation({
    mutationFn: (format: ExportFormat) => downloadSales(view.query, format),
  });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-primary"
          data-testid={`analytics-${format}`}
          disabled={download.isPending}
          onClick={() => download.mutate(format)}
        >
          {t(`analytics.export.${format}`)}
        </button>
      ))}
      {download.isError ? (
        <span className="text-danger small" role="alert">
          {localizedErrorMessage(download.error, locale, t)}
        </span>
      ) : null}
    </div>
  );
}

/** The chart of the chosen figure, or the table of every figure. */
function SalesView({ data, figure }: { data: SalesData; figure: SalesFigure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [asTable, setAsTable] = useState(false);
  const series: ChartSeries = useMemo(
    () => chartSeries(data, figure, locale, t),
    [data, figure, locale, t],
  );
  const format = useCallback(
    (value: number | null) => formatFigure(figure, value, locale),
    [figure, locale],
  );
  // Rates and averages do not add up across places: lines, not stacked bars.
  const additive = !figure.endsWith('_rate') && figure !== 'average_order_value';
  return (
    <>
      <div className="btn-group mb-3" role="group" aria-label={t('analytics.show')}>
        {[false, true].map((table) => (
          <button
            key={String(table)}
            type="button"
            className={`btn btn-outline-secondary${asTable === table ? ' active' : ''}`}
            aria-pressed={asTable === table}
            data-testid={table ? 'analytics-show-table' : 'analytics-show-chart'}
            onClick={() => setAsTable(table)}
          >
            {t(table ? 'analytics.views.table' : 'analytics.views.chart')}
          </button>
        ))}
      </div>
      {asTable ? (
        <SalesTable data={data} />
      ) : data.rows.length === 0 ? (
        <p className="text-body-secondary py-3" role="status">
          {t('analytics.empty')}
        </p>
      ) : (
        <Suspense fallback={<Loading />}>
          <SalesChart
            series={series}
            additive={additive}
            label={t('analytics.chartLabel', { figure: t(`analytics.figures.${figure}`) })}
            format={format}
          />
        </Suspense>
      )}
    </>
  );
}

export default function AnalyticsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('analytics.title'));
  const [search, setSearch] = useSearchParams();
  const view = readView(search, new Date());
  const sales = useQuery({
    queryKey: analyticsKeys.sales(view.query),
    queryFn: ({ signal }) => fetchSales(view.query, signal),
    placeholderData: keepPreviousData,
  });
  const span = `${formatDate(view.query.from, 'short', locale)} – ${formatDate(view.query.to, 'short', locale)}`;
  return (
    <div className="container-fluid py-3" data-testid="analytics-page">
      <h1 className="h3 mb-1">{t('analytics.title')}</h1>
      <p className="text-body-secondary mb-3" data-testid="analytics-span">
        {span}
      </p>
      <SalesControls
        key={search.toString()}
        view={view}
        onApply={(next) => setSearch(viewSearch(next))}
      />
      <p className="small text-body-secondary">{t('analytics.updatesNote')}</p>
      {sales.isPending ? (
        <Loading />
      ) : sales.isError ? (
        <LoadFailed
          message={localizedErrorMessage(sales.error, locale, t)}
          onRetry={() => void sales.refetch()}
        />
      ) : (
        <>
          <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
            <h2 className="h5 mb-0">{t(`analytics.figures.${view.figure}`)}</h2>
            <ExportButtons view={view} />
          </div>
          <SalesView data={sales.data} figure={view.figure} />
          <Totals data={sales.data} />
          <CancellationReasons data={sales.data} />
        </>
      )}
    </div>
  );
}
