import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import { attachCustomerSlip, trackingKeys } from '../api/tracking-api';

// The customer's own transfer slip on their tracking page (decision 069): attached here, it waits
// for Changdee's check; a rejected one shows why, and a new one may follow.

type Transfer = NonNullable<TrackingAnswer['payment']['bank_transfer']>;

export function CustomerSlip({
  token,
  state,
  transfer,
}: {
  token: string;
  state: TrackingAnswer['payment']['state'];
  transfer: Transfer;
}) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const attach = useMutation({
    mutationFn: (chosen: File) => attachCustomerSlip(token, chosen),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) }),
  });
  if (hasReceivedPayment(state)) return null;
  if (transfer.slip_waiting)
    return (
      <p className="small mb-0" role="status" data-testid="customer-slip-waiting">
        {t('customer.slipWaiting')}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file) attach.mutate(file);
      }}
    >
      {transfer.rejected_reason ? (
        <div
          className="alert alert-warning small"
          role="status"
          data-testid="customer-slip-rejected"
        >
          {t('customer.slipRejected', { reason: transfer.rejected_reason })}
        </div>
      ) : null}
      <p className="small text-body-secondary">{t('customer.slipHint')}</p>
      <label htmlFor={inputId} className="form-label">
        {t('customer.slipLabel')}
      </label>
      <input
        id={inputId}
        type="file"
        className="form-control mb-2"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        data-testid="customer-slip-file"
      />
      <button type="submit" className="btn btn-primary" disabled={attach.isPending || !file}>
        {t('customer.attachSlip')}
      </button>
      {attach.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {attach.error.message}
        </div>
      ) : null}
    </form>
  );
}
