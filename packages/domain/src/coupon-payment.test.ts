import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentConflict, requiredPayment } from './coupon-payment';
import { PAYMENT_METHODS } from './order-status';

describe('requiredPayment', () => {
  it('is the way the coupons agree on', () => {
    expect(requiredPayment(['promptpay', null, undefined])).toBe('promptpay');
    expect(requiredPayment(['store', 'store'])).toBe('store');
  });

  it('is null when no coupon asks, or when they ask for different ways', () => {
    expect(requiredPayment([])).toBeNull();
    expect(requiredPayment([null, undefined])).toBeNull();
    expect(requiredPayment(['promptpay', 'store'])).toBeNull();
  });
});

describe('paymentConflict', () => {
  it('names the first line whose coupon asks for another way', () => {
    expect(paymentConflict('store', [null, 'promptpay'])).toEqual({
      line: 1,
      required: 'promptpay',
    });
    expect(paymentConflict('promptpay', ['promptpay', 'store'])).toEqual({
      line: 1,
      required: 'store',
    });
  });

  it('refuses an order that chose no way when a coupon asks for one', () => {
    expect(paymentConflict(null, ['store'])).toEqual({ line: 0, required: 'store' });
  });

  it('is content when every coupon asks for the chosen way or none', () => {
    expect(paymentConflict(null, [null, undefined])).toBeNull();
    expect(paymentConflict('promptpay', ['promptpay', null])).toBeNull();
  });

  it('agrees with requiredPayment: the required way is never in conflict', () => {
    const way = fc.constantFrom(...PAYMENT_METHODS, null, undefined);
    fc.assert(
      fc.property(fc.array(way), (ways) => {
        const required = requiredPayment(ways);
        if (required) expect(paymentConflict(required, ways)).toBeNull();
        else if (ways.some(Boolean))
          for (const chosen of PAYMENT_METHODS)
            expect(paymentConflict(chosen, ways)).not.toBeNull();
      }),
    );
  });
});
