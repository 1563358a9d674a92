import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import { attachCustomerSlip, trackingKeys } from '../api/tracking-api';
import { SlipForm } from './slip-form';

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
    <SlipForm
      words={{
        rejected: transfer.rejected_reason
          ? t('customer.slipRejected', { reason: transfer.rejected_reason })
          : null,
        hint: t('customer.slipHint'),
        label: t('customer.slipLabel'),
        attach: t('customer.attachSlip'),
      }}
      testIds={{ rejected: 'customer-slip-rejected', file: 'customer-slip-file' }}
      attach={attach}
    />
  );
}
