import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  paymentPaths,
  refundsDueResponseSchema,
  takingsResponseSchema,
} from '@changdee/contract/payments';
import { formatDate } from '@changdee/domain/date-format';
import { businessToday } from '@changdee/domain/dates';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { apiRequest } from '../../lib/api';
import { PaymentConflicts } from './payment-conflicts';
import { SlipVerification } from './slip-verification';
import { RefundForm } from './refund-form';
import { paymentKeys } from './refunds-api';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/payments (issue 19, docs/decisions/039): the orders whose money is due back, recording a
// refund of one (amount, reason, reference; at most what is due — the server checks), the
// payment events kept for a check (decision 061), and the money of a day by method. Operators
// only (app/nav.ts; the server refuses anyone else).

function RefundsDue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const due = useQuery({
    queryKey: paymentKeys.refundsDue,
    queryFn: ({ signal }) =>
      apiRequest({
        path: paymentPaths.refundsDue,
        schema: refundsDueResponseSchema.shape.data,
        signal,
      }),
  });
  if (due.isPending) return <Loading />;
  if (due.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(due.error, locale, t)}
        onRetry={() => void due.refetch()}
      />
    );
  const chosen = due.data.orders.find((order) => order.cartOrderNo === open);
  return (
    <>
      {due.data.orders.length > 0 ? (
        <p data-testid="refunds-total">
          {t('payments.totalDue', { amount: formatBaht(due.data.total_due, locale) })}
        </p>
      ) : null}
      {chosen ? (
        <RefundForm
          key={chosen.cartOrderNo}
          cartOrderNo={chosen.cartOrderNo}
          due={chosen.refund_due}
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <DataTable
        caption={t('payments.refundsCaption')}
        testId="refunds-due"
        rows={due.data.orders}
        rowKey={(row) => row.cartOrderNo}
        empty={t('payments.refundsNone')}
        columns={[
          { key: 'number', header: t('payments.columns.number'), cell: (row) => row.cartOrderNo },
          {
            key: 'store',
            header: t('payments.columns.store'),
            cell: (row) => row.store.name[locale],
          },
          {
            key: 'status',
            header: t('payments.columns.status'),
            cell: (row) => t(`payments.status.${row.status}`),
          },
          {
            key: 'received',
            header: t('payments.columns.received'),
            numeric: true,
            cell: (row) => formatBaht(row.received, locale),
          },
          {
            key: 'refunded',
            header: t('payments.columns.refunded'),
            numeric: true,
            cell: (row) => formatBaht(row.refunded, locale),
          },
          {
            key: 'due',
            header: t('payments.columns.due'),
            numeric: true,
            cell: (row) => <strong>{formatBaht(row.refund_due, locale)}</strong>,
          },
          {
            key: 'since',
            header: t('payments.columns.since'),
            cell: (row) => formatDate(new Date(row.due_since), 'short', locale),
          },
          {
            key: 'action',
            header: t('payments.columns.action'),
            cell: (row) => (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setOpen(row.cartOrderNo)}
                data-testid={`refund-open-${row.cartOrderNo}`}
              >
                {t('payments.record')}
              </button>
            ),
          },
        ]}
      />
    </>
  );
}

function Takings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [date, setDate] = useState(() => businessToday(new Date()));
  const takings = useQuery({
    queryKey: paymentKeys.takings(date),
    queryFn: ({ signal }) =>
      apiRequest({
        path: paymentPaths.takings,
        query: { date },
        schema: takingsResponseSchema.shape.data,
        signal,
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const rows = takings.data
    ? [
        ...takings.data.received.map((r) => ({
          key: r.method,
          label: t(`payments.methods.${r.method}`),
          count: r.count,
          amount: formatBaht(r.amount, locale),
        })),
        {
          key: 'refunded',
          label: t('payments.refundedRow'),
          count: takings.data.refunded.count,
          amount: formatBaht(-takings.data.refunded.amount, locale),
        },
        {
          key: 'net',
          label: t('payments.net'),
          count: null,
          amount: formatBaht(takings.data.net, locale),
        },
      ]
    : [];
  return (
    <>
      <div className="mb-3 col-12 col-sm-6 col-lg-3">
        <label htmlFor="takings-date" className="form-label">
          {t('payments.takingsDate')}
        </label>
        <input
          id="takings-date"
          type="date"
          className="form-control form-control-lg"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          data-testid="takings-date"
        />
      </div>
      {takings.isPending ? (
        <Loading />
      ) : takings.isError ? (
        <LoadFailed
          message={localizedErrorMessage(takings.error, locale, t)}
          onRetry={() => void takings.refetch()}
        />
      ) : (
        <DataTable
          caption={t('payments.takingsCaption', {
            date: formatDate(new Date(`${takings.data.date}T00:00:00+07:00`), 'long', locale),
          })}
          testId="takings"
          rows={rows}
          rowKey={(row) => row.key}
          empty={null}
          columns={[
            { key: 'method', header: t('payments.method'), cell: (row) => row.label },
            {
              key: 'count',
              header: t('payments.count'),
              numeric: true,
              cell: (row) => row.count ?? '',
            },
            {
              key: 'amount',
              header: t('payments.sum'),
              numeric: true,
              cell: (row) => <span data-testid={`takings-${row.key}`}>{row.amount}</span>,
            },
          ]}
        />
      )}
    </>
  );
}

export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.title'));
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="h3 mb-3">
        {t('payments.title')}
      </h1>
      <h2 className="h5 mt-4">{t('payments.slips.title')}</h2>
      <SlipVerification />
      <h2 className="h5 mt-4">{t('payments.conflicts.title')}</h2>
      <PaymentConflicts />
      <h2 className="h5 mt-4">{t('payments.refundsTitle')}</h2>
      <RefundsDue />
      <h2 className="h5 mt-4">{t('payments.takingsTitle')}</h2>
      <Takings />
    </section>
  );
}
