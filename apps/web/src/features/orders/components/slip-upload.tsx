import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { lastSlipRejection } from '@changdee/domain/payment-methods';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { attachPaymentSlip, orderKeys } from '../api/orders-api';

// A bank transfer (decision 069): the clerk attaches the customer's transfer slip, a photo or a
// PDF; the order waits (pending) until Changdee's operator checks it. A rejected slip's reason is
// the order's last payment change back to unpaid, and a new slip may follow.

const SLIP_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

export function SlipUpload({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const employeeCode = useChosenEmployee()?.code;
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const attach = useMutation({
    mutationFn: (chosen: File) => attachPaymentSlip(order.cartOrderNo, chosen, employeeCode ?? ''),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: orderKeys.order(order.cartOrderNo) }),
  });
  if (order.payment.state === 'pending' && order.payment.method === 'bank_transfer')
    return (
      <p className="small mb-0" role="status" data-testid="slip-waiting">
        {t('payment.slipWaiting')}
      </p>
    );
  const rejection = lastSlipRejection(order.history);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file) attach.mutate(file);
      }}
    >
      {rejection ? (
        <div className="alert alert-warning small" role="status" data-testid="slip-rejected">
          {t('payment.slipRejected', { reason: rejection })}
        </div>
      ) : null}
      <p className="small text-body-secondary">{t('payment.slipHint')}</p>
      <div className="mb-2">
        <label htmlFor={inputId} className="form-label">
          {t('payment.slipLabel')}
        </label>
        <input
          id={inputId}
          type="file"
          className="form-control"
          accept={SLIP_TYPES}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid="slip-file"
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={attach.isPending || !file || employeeCode === undefined}
        data-testid="attach-slip"
      >
        {t('payment.attachSlip')}
      </button>
      {attach.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {attach.error.message}
        </div>
      ) : null}
    </form>
  );
}
