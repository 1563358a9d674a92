import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { lastSlipRejection } from '@changdee/domain/payment-methods';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { attachPaymentSlip, orderKeys } from '../api/orders-api';
import { SlipForm } from './slip-form';

// A bank transfer (decision 069): the clerk attaches the customer's transfer slip, a photo or a
// PDF; the order waits (pending) until Changdee's operator checks it. A rejected slip's reason is
// the order's last payment change back to unpaid, and a new slip may follow.

export function SlipUpload({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const employeeCode = useChosenEmployee()?.code;
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
    <SlipForm
      words={{
        rejected: rejection ? t('payment.slipRejected', { reason: rejection }) : null,
        hint: t('payment.slipHint'),
        label: t('payment.slipLabel'),
        attach: t('payment.attachSlip'),
      }}
      testIds={{ rejected: 'slip-rejected', file: 'slip-file', attach: 'attach-slip' }}
      attach={attach}
      blocked={employeeCode === undefined}
    />
  );
}
