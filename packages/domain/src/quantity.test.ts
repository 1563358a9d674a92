import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decreaseQuantity,
  increaseQuantity,
  LINE_QUANTITY_MAX,
  quantityBounds,
  quantityControls,
  quantityLimitMessage,
  SURVEY_LIMIT_MESSAGE,
} from './quantity';

describe('quantity controls (spec §4)', () => {
  it('survey items are fixed at 1 with no plus or minus', () => {
    expect(quantityControls('S', 1, 1, 'cart')).toEqual({
      fixed: true,
      canIncrease: false,
      minus: 'disabled',
    });
    expect(increaseQuantity('S', 1)).toBe(1);
    expect(decreaseQuantity('S', 1)).toBe(1);
    expect(SURVEY_LIMIT_MESSAGE).toEqual({ key: 'quantity.surveyLimit', params: { max: 1 } });
  });

  it('installation: plus stops at limit_qty, or at LINE_QUANTITY_MAX without one', () => {
    expect(increaseQuantity('I', 1)).toBe(2);
    expect(increaseQuantity('I', 999)).toBe(1000);
    expect(quantityControls('I', 999, 1, 'cart').canIncrease).toBe(true);
    expect(increaseQuantity('I', LINE_QUANTITY_MAX)).toBe(LINE_QUANTITY_MAX);
    expect(quantityControls('I', LINE_QUANTITY_MAX, 1, 'cart').canIncrease).toBe(false);
    expect(increaseQuantity('I', 4, 5)).toBe(5);
    expect(increaseQuantity('I', 5, 5)).toBe(5);
    expect(quantityControls('I', 5, 1, 'detail', 5)).toEqual({
      fixed: false,
      canIncrease: false,
      minus: 'decrease',
    });
    expect(quantityControls('I', 1, 1, 'cart', 1).canIncrease).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: LINE_QUANTITY_MAX }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        (q, limit) => {
          const max = limit ?? LINE_QUANTITY_MAX;
          const next = increaseQuantity('I', Math.min(q, max), limit);
          return (
            next <= max && quantityControls('I', next, 1, 'cart', limit).canIncrease === next < max
          );
        },
      ),
    );
  });

  it('bounds: a survey exactly 1, an installation min_qty (or 1) to limit_qty (or the maximum)', () => {
    expect(quantityBounds({ product_type: 'S', min_qty: 3, limit_qty: 9 })).toEqual({
      min: 1,
      max: 1,
    });
    expect(quantityBounds({ product_type: 'I', min_qty: 2, limit_qty: 9 })).toEqual({
      min: 2,
      max: 9,
    });
    expect(quantityBounds({ product_type: 'I' })).toEqual({ min: 1, max: LINE_QUANTITY_MAX });
    expect(quantityLimitMessage({ product_type: 'S' })).toBe(SURVEY_LIMIT_MESSAGE);
    expect(quantityLimitMessage({ product_type: 'I', limit_qty: 4 })).toEqual({
      key: 'quantity.maximum',
      params: { max: 4 },
    });
  });

  it('cart: minus lowers while above minQty, asks to delete at 1, else is disabled', () => {
    expect(quantityControls('I', 3, 1, 'cart').minus).toBe('decrease');
    expect(quantityControls('I', 2, null, 'cart').minus).toBe('decrease');
    expect(quantityControls('I', 1, 1, 'cart').minus).toBe('confirmDelete');
    expect(quantityControls('I', 1, 0, 'cart').minus).toBe('confirmDelete');
    expect(quantityControls('I', 3, 3, 'cart').minus).toBe('disabled');
    expect(quantityControls('I', 4, 3, 'cart').minus).toBe('decrease');
  });

  it('detail page: minus only while the total is above 1, otherwise disabled', () => {
    expect(quantityControls('I', 2, 1, 'detail').minus).toBe('decrease');
    expect(quantityControls('I', 1, 1, 'detail').minus).toBe('disabled');
    expect(quantityControls('I', 2, 2, 'detail').minus).toBe('disabled');
  });

  it('decrease never goes below max(1, minQty)', () => {
    expect(decreaseQuantity('I', 5)).toBe(4);
    expect(decreaseQuantity('I', 1)).toBe(1);
    expect(decreaseQuantity('I', 3, 3)).toBe(3);
    expect(decreaseQuantity('I', 2, 5)).toBe(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        (q, min) => {
          const next = decreaseQuantity('I', q, min);
          const floor = Math.max(1, min ?? 1);
          return q > floor ? next === q - 1 && next >= floor : next === q;
        },
      ),
    );
  });
});
