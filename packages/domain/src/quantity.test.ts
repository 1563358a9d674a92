import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  cartListReducer,
  type CartListState,
  decreaseQuantity,
  emptyCartList,
  increaseQuantity,
  quantityControls,
  quantityMessages,
} from './quantity';

const line = (id: string, over: Partial<CartLine> = {}): CartLine => ({
  _id: id,
  name: { th: `บริการ ${id}`, en: `Service ${id}` },
  product_type: 'I',
  calculator: { unit_price: 100 },
  total: 1,
  comment: '',
  ...over,
});

describe('quantity controls (spec §4)', () => {
  it('survey items are fixed at 1 with no plus or minus', () => {
    expect(quantityControls('S', 1, 1, 'cart')).toEqual({
      fixed: true,
      canIncrease: false,
      minus: 'disabled',
    });
    expect(increaseQuantity('S', 1)).toBe(1);
    expect(decreaseQuantity('S', 1)).toBe(1);
    expect(quantityMessages['quantity.surveyLimit'].en).toBe(
      'This service can be chosen at most 1 item',
    );
  });

  it('installation: plus has no upper bound', () => {
    expect(increaseQuantity('I', 1)).toBe(2);
    expect(increaseQuantity('I', 999)).toBe(1000);
    expect(quantityControls('I', 999, 1, 'cart').canIncrease).toBe(true);
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

describe('cart list reducer (spec §4 cart store)', () => {
  const withCoupon = (state: CartListState, productId: string): CartListState => ({
    ...state,
    couponPromotion: [
      ...state.couponPromotion,
      { product_id: productId, coupon: [], statusCoupon: 'success' },
    ],
  });

  it('add appends, and replaces a line with the same _id', () => {
    let state = cartListReducer(emptyCartList(), { type: 'add', line: line('a') });
    state = cartListReducer(state, { type: 'add', line: line('b') });
    state = cartListReducer(state, { type: 'add', line: line('a', { total: 5, comment: 'ชั้น 2' }) });
    expect(state.cart.map((l) => [l._id, l.total, l.comment])).toEqual([
      ['a', 5, 'ชั้น 2'],
      ['b', 1, ''],
    ]);
  });

  it('changeQuantity updates the matching line (a survey stays 1, below 1 becomes 1)', () => {
    let state: CartListState = {
      ...emptyCartList(),
      cart: [line('a'), line('s', { product_type: 'S', price: 500 })],
    };
    state = cartListReducer(state, { type: 'changeQuantity', id: 'a', quantity: 4 });
    state = cartListReducer(state, { type: 'changeQuantity', id: 's', quantity: 4 });
    expect(state.cart.map((l) => l.total)).toEqual([4, 1]);
    expect(
      cartListReducer(state, { type: 'changeQuantity', id: 'a', quantity: 0 }).cart[0]?.total,
    ).toBe(1);
    expect(
      cartListReducer(state, { type: 'changeQuantity', id: 'a', quantity: Number.NaN }).cart[0]
        ?.total,
    ).toBe(1);
    expect(cartListReducer(state, { type: 'changeQuantity', id: 'zz', quantity: 2 })).toBe(state);
  });

  it('remove filters by _id and drops that line’s coupons', () => {
    let state: CartListState = { ...emptyCartList(), cart: [line('a'), line('b')] };
    state = withCoupon(withCoupon(state, 'a'), 'b');
    state = cartListReducer(state, { type: 'remove', id: 'a' });
    expect(state.cart.map((l) => l._id)).toEqual(['b']);
    expect(state.couponPromotion.map((c) => c.product_id)).toEqual(['b']);
    expect(cartListReducer(state, { type: 'remove', id: 'a' })).toBe(state);
  });

  it('clear empties cart, coupons and promotions', () => {
    const state: CartListState = {
      cart: [line('a')],
      couponPromotion: [{ product_id: 'a', coupon: [] }],
      productPromotion: [{ product_id: 'a', coupon: [] }],
    };
    expect(cartListReducer(state, { type: 'clear' })).toEqual(emptyCartList());
  });

  it('removeCoupon drops that product’s coupons only', () => {
    const applied = { id: 1, code: 'X', name: 'X', discount: 100 };
    let state: CartListState = {
      ...emptyCartList(),
      cart: [line('a', { coupon: applied }), line('b', { coupon: applied })],
    };
    state = withCoupon(withCoupon(state, 'a'), 'b');
    const next = cartListReducer(state, { type: 'removeCoupon', productId: 'a' });
    expect(next.cart.map((l) => l.coupon ?? null)).toEqual([null, applied]);
    expect(next.couponPromotion.map((c) => c.product_id)).toEqual(['b']);
    expect(next.cart[1]).toBe(state.cart[1]);
  });

  it('property: ids stay unique and every action keeps totals ≥ 1', { timeout: 30_000 }, () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    const action = fc.oneof(
      id.map((i) => ({ type: 'add' as const, line: line(i) })),
      fc.record({
        type: fc.constant('changeQuantity' as const),
        id,
        quantity: fc.integer({ min: -5, max: 50 }),
      }),
      fc.record({ type: fc.constant('remove' as const), id }),
      fc.record({ type: fc.constant('removeCoupon' as const), productId: id }),
      fc.constant({ type: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = actions.reduce(cartListReducer, emptyCartList());
        const ids = state.cart.map((l) => l._id);
        return new Set(ids).size === ids.length && state.cart.every((l) => l.total >= 1);
      }),
    );
  });
});
