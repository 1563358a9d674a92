import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { isApiError } from '@changdee/ui/lib/api-error';
import { notify } from '../../../shared/notifications/notification-store';
import { changeOrderDate, orderKeys, updateOrderContractor } from '../api/orders-api';
import type { DateSlot } from './calendar-days';

// Moving a placed order's service date (spec §7 changeDate). When the chosen slot has just been
// taken, updateContractor names the technician to ask about; if it fails, the calendar goes back
// to every technician's days (spec §8: contractor update failure resets the contractor calendar).

export function useChangeDate(order: CartOrder, onDone: () => void) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [contractorId, setContractorId] = useState<string | null>(null);
  // The panel opens on the order's own day and slot: confirming needs a different choice.
  const current = useMemo<DateSlot>(
    () => ({ date: order.expected_date.date, time: order.expected_date.time }),
    [order.expected_date.date, order.expected_date.time],
  );
  const [choice, setChoice] = useState<DateSlot>(current);
  const [notice, setNotice] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (target: { date: string; time: '1' | '2' }) =>
      changeOrderDate({ cartOrderNo: order.cartOrderNo, expected_date: target }),
    onSuccess: async () => {
      notify({ variant: 'success', message: t('changeDate.done'), delay: 4000 });
      await queryClient.invalidateQueries({ queryKey: orderKeys.order(order.cartOrderNo) });
      await queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
      onDone();
    },
    onError: async (error, target) => {
      if (!isApiError(error) || error.code !== 'SLOT_FULL') return;
      setNotice(t('changeDate.slotTaken'));
      try {
        const answer = await updateOrderContractor({
          cartOrderNo: order.cartOrderNo,
          expected_date: target,
        });
        setContractorId(answer.contractor_id);
      } catch {
        setContractorId(null);
      }
      setChoice(current);
      await queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
    },
  });
  return { contractorId, current, choice, setChoice, notice, change };
}
