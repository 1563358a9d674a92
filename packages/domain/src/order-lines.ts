import type { RuleMessage } from './locale';

// Spec §4: the cart holds one line per product (adding a product again replaces its line), so an
// order never names a product twice. Two lines of one product would be priced apart — the
// promotion and the coupon taken off each — and would book a survey (§9: quantity 1) twice.

export const ORDER_LINE_MESSAGE_KEYS = ['order.repeatedProduct'] as const;

/** The message of a line whose product an earlier line already holds. */
export const REPEATED_PRODUCT_MESSAGE: RuleMessage<'order.repeatedProduct'> = {
  key: 'order.repeatedProduct',
};

/**
 * The positions of the lines whose product an earlier line already holds, in order. Product ids
 * are UUIDs, compared without regard to case.
 */
export function repeatedLines(productIds: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  for (const [index, id] of productIds.entries()) {
    const key = id.toLowerCase();
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  }
  return repeated;
}
