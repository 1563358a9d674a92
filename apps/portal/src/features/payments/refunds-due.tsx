import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentPaths, refundsDueResponseSchema } from '@changdee/contract/payments';
import type { z } from 'zod';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { DataTable, type Column } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { apiRequest } from '../../lib/api';
import { RefundForm } from './refund-form';
import { paymentKeys } from './refunds-api';

// The Payments page's orders whose money is due back (docs/decisions/039), each with the form to
// record its refund.

type RefundDue = z.infer<typeof refundsDueResponseSchema.shape.data>['orders'][number];

export function RefundsDue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const columns = useRefundsDueColumns(setOpen);
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
        columns={columns}
      />
    </>
  );
}

function useRefundsDueColumns(onOpen: (cartOrderNo: string) => void): Column<RefundDue>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return [
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
          onClick={() => onOpen(row.cartOrderNo)}
          data-testid={`refund-open-${row.cartOrderNo}`}
        >
          {t('payments.record')}
        </button>
      ),
    },
  ];
}
