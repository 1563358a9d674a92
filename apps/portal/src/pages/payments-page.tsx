import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import {
  paymentPaths,
  refundResponseSchema,
  refundsDueResponseSchema,
  takingsResponseSchema,
  type RefundDueOrder,
} from '@changdee/contract/payments';
import { formatDate } from '@changdee/domain/date-format';
import { businessToday } from '@changdee/domain/dates';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../layout/load-states';
import { apiRequest } from '../app/api';
import { useDocumentTitle } from './use-document-title';

// /portal/payments (issue 19, docs/decisions/039): the orders whose money is due back, recording a
// refund of one (amount, reason, reference; at most what is due — the server checks), and the
// money of a day by method. Operators only (app/nav.ts; the server refuses anyone else).

const paymentKeys = {
  refundsDue: ['portal', 'payments', 'refunds-due'] as const,
  takings: (date: string) => ['portal', 'payments', 'takings', date] as const,
};

function RefundForm({ order, onDone }: { order: RefundDueOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(String(order.refund_due));
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  // One key per refund the operator means: a retry after a lost answer records it once.
  const [key] = useState(() => crypto.randomUUID());
  const save = useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: paymentPaths.refund.replace(':cartOrderNo', order.cartOrderNo),
        body: { amount: Number(amount), reason, reference },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        schema: refundResponseSchema.shape.data,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['portal', 'payments'] });
      onDone();
    },
  });
  const missing = !/^\d+$/.test(amount.trim()) || !reason.trim() || !reference.trim();
  const id = `refund-${order.cartOrderNo}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) save.mutate();
  };
  return (
    <form
      className="border rounded p-3 mb-3"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="refund-form"
    >
      <h3 className="h6" id={`${id}-title`}>
        {t('payments.recordFor', { order: order.cartOrderNo })}
      </h3>
      <div className="row g-2">
        <div className="col-12 col-md-3">
          <label htmlFor={`${id}-amount`} className="form-label">
            {t('payments.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="form-control"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${id}-amount-hint`}
          />
          <div id={`${id}-amount-hint`} className="form-text">
            {t('payments.amountHint', { amount: formatBaht(order.refund_due, locale) })}
          </div>
        </div>
        <div className="col-12 col-md-5">
          <label htmlFor={`${id}-reason`} className="form-label">
            {t('payments.reason')}
          </label>
          <input
            id={`${id}-reason`}
            className="form-control"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor={`${id}-reference`} className="form-label">
            {t('payments.reference')}
          </label>
          <input
            id={`${id}-reference`}
            className="form-control"
            maxLength={500}
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      </div>
      {missing ? <p className="form-text mb-0">{t('payments.required')}</p> : null}
      {save.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert" data-testid="refund-error">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={missing || save.isPending}
          data-testid="refund-save"
        >
          {save.isPending ? t('payments.saving') : t('payments.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('payments.cancel')}
        </button>
      </div>
    </form>
  );
}

function RefundsDue() {
  const { t } = useTranslation();
  const locale = useLocale();
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
      {chosen ? <RefundForm order={chosen} onDone={() => setOpen(null)} /> : null}
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
      <h2 className="h5 mt-4">{t('payments.refundsTitle')}</h2>
      <RefundsDue />
      <h2 className="h5 mt-4">{t('payments.takingsTitle')}</h2>
      <Takings />
    </section>
  );
}
