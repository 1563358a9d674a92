import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentConflict } from '@changdee/contract/payments';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import type { PaymentConflictResolution } from '@changdee/domain/payment-ledger';
import { DataTable, type Column } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { fetchPaymentConflicts, paymentKeys, settlePaymentConflict } from './refunds-api';

// The Payments page's payment events to check (decision 061): a signed payment event that came
// under an event id another order had already used was answered 409 and kept, its money not on
// the order. The operator records that money on the order (after checking the provider's
// statement) or dismisses the event; either way, once.

type Settle = { id: string; cartOrderNo: string; resolution: PaymentConflictResolution };

export function PaymentConflicts() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settle, done } = useSettleConflict();
  const columns = useConflictColumns(settle);
  const conflicts = useQuery({
    queryKey: paymentKeys.conflicts,
    queryFn: ({ signal }) => fetchPaymentConflicts(signal),
  });
  if (conflicts.isPending) return <Loading />;
  if (conflicts.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(conflicts.error, locale, t)}
        onRetry={() => void conflicts.refetch()}
      />
    );
  return (
    <>
      <p role="status" data-testid="conflicts-status">
        {done ? t(`payments.conflicts.done.${done.resolution}`, { order: done.cartOrderNo }) : ''}
      </p>
      {settle.isError ? (
        <p className="text-danger" role="alert">
          {localizedErrorMessage(settle.error, locale, t)}
        </p>
      ) : null}
      <DataTable
        caption={t('payments.conflicts.caption')}
        testId="payment-conflicts"
        rows={conflicts.data.conflicts}
        rowKey={(row) => row.id}
        empty={t('payments.conflicts.none')}
        columns={columns}
      />
    </>
  );
}

/** Recording or dismissing one event, and which was done last (said in the status line). */
function useSettleConflict() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Settle | null>(null);
  const settle = useMutation({
    mutationFn: (choice: Settle) => settlePaymentConflict(choice.id, choice.resolution),
    onSuccess: async (_answer, choice) => {
      setDone(choice);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
  return { settle, done };
}

type SettleMutation = ReturnType<typeof useSettleConflict>['settle'];

function useConflictColumns(settle: SettleMutation): Column<PaymentConflict>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const button = (row: PaymentConflict, resolution: PaymentConflictResolution) => (
    <button
      type="button"
      className={`btn btn-sm ${resolution === 'recorded' ? 'btn-primary' : 'btn-outline-secondary'} me-2`}
      disabled={settle.isPending}
      onClick={() => settle.mutate({ id: row.id, cartOrderNo: row.cartOrderNo, resolution })}
      data-testid={`conflict-${resolution}-${row.id}`}
    >
      {t(`payments.conflicts.${resolution}`)}
    </button>
  );
  return [
    { key: 'order', header: t('payments.columns.number'), cell: (row) => row.cartOrderNo },
    {
      key: 'amount',
      header: t('payments.sum'),
      numeric: true,
      cell: (row) => formatBaht(row.amount, locale),
    },
    {
      key: 'event',
      header: t('payments.conflicts.event'),
      cell: (row) => (
        <>
          <div>{row.event_id}</div>
          <div className="small text-body-secondary">
            {t('payments.conflicts.firstUsed', { order: row.first_order_no })}
          </div>
        </>
      ),
    },
    { key: 'reference', header: t('payments.conflicts.reference'), cell: (row) => row.reference },
    {
      key: 'received',
      header: t('payments.conflicts.received'),
      cell: (row) => formatDate(new Date(row.received_at), 'short', locale),
    },
    {
      key: 'action',
      header: t('payments.conflicts.action'),
      cell: (row) => (
        <>
          {button(row, 'recorded')}
          {button(row, 'dismissed')}
        </>
      ),
    },
  ];
}
