import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '@changdee/contract/orders';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { createCartOrder, orderKeys } from '../api/orders-api';
import { attemptFor } from './attempt-key';
import { useCheckoutStore } from './checkout-store';
import { orderSuccessPath } from './order-links';
import { placeRefusal } from './order-errors';
import type { CheckoutForm } from './use-checkout-form';

// Placing the checkout's order: one order per checkout attempt — the attempt's Idempotency-Key
// makes a repeated request (a second click, a retry) answer the first order. A refused order
// keeps everything typed and shows the server's reasons on the fields they concern.

export function usePlaceOrder(form: CheckoutForm, onOrdered: () => void) {
  const navigate = useLocalizedNavigate();
  const queryClient = useQueryClient();
  const { setError } = form;
  const sending = useRef(false);
  const place = useMutation({
    mutationFn: ({ order, key }: { order: CreateOrderInput; key: string }) =>
      createCartOrder(order, key),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.cartOrderNo), order);
      useCheckoutStore.getState().reset();
      onOrdered();
      navigate(orderSuccessPath(order.cartOrderNo), { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error) || !error.isClientError) {
        setError('root.server', { type: 'server', message: error.message });
        return;
      }
      if (error.code === 'SLOT_FULL')
        void queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
      // The first refused field is focused (scrolled into view clear of the bar, orders.scss).
      placeRefusal(error).forEach((placed, index) =>
        setError(
          placed.field as 'root.server',
          { type: 'server', message: placed.message },
          { shouldFocus: index === 0 },
        ),
      );
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const onValid = (order: CreateOrderInput) => {
    if (sending.current) return;
    sending.current = true;
    const attempt = attemptFor(order, useCheckoutStore.getState().attempt);
    useCheckoutStore.getState().setAttempt(attempt);
    place.mutate({ order, key: attempt.key });
  };
  return { onValid, placing: place.isPending };
}
