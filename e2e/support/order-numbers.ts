// The order numbers of the e2e server's day: the server numbers each day's orders through a keyed
// permutation (apps/server/src/modules/orders/order-number.ts, decision 028), so the tests give it
// the key (startServer sets ORDER_NUMBER_KEY) and work the numbers out the same way.
import { businessToday } from '../../packages/domain/src/dates';
import { cartOrderNumber } from '../../packages/domain/src/order-number';
import { orderCode } from '../../apps/server/src/modules/orders/order-number';

export const E2E_ORDER_NUMBER_KEY = 'e2e-order-number-key-0123456789abcdef';

/** The number of today's `index`-th order (0-based) on an e2e server. */
export function todaysOrderNumber(index: number): string {
  const today = businessToday(new Date());
  return cartOrderNumber(today, orderCode(E2E_ORDER_NUMBER_KEY, today, index));
}

/** Which of today's orders a number is (0-based), looking among the first `within`. */
export function todaysOrderIndex(orderNo: string, within = 1_000): number {
  for (let index = 0; index < within; index++)
    if (todaysOrderNumber(index) === orderNo) return index;
  throw new Error(`${orderNo} is not among today's first ${within} orders`);
}
