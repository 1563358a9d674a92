import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartListReducer, type CartListState, emptyCartList } from './cart-list';

interface Line {
  _id: string;
  product_type: 'S' | 'I';
  total: number;
  comment: string;
  coupon?: { id: number; code: string } | null;
}
interface Entry {
  product_id: string;
  coupon: unknown[];
  statusCoupon?: 'success' | 'fail';
}
type State = CartListState<Line, Entry, Entry>;

const line = (id: string, over: Partial<Line> = {}): Line => ({
  _id: id,
  product_type: 'I',
  total: 1,
  comment: '',
  ...over,
});
const empty = (): State => emptyCartList<Line, Entry, Entry>();

describe('cart list reducer (spec §4 cart store)', () => {
  const withCoupon = (state: State, productId: string): State => ({
    ...state,
    couponPromotion: [
      ...state.couponPromotion,
      { product_id: productId, coupon: [], statusCoupon: 'success' },
    ],
  });

  it('add appends, and replaces a line with the same _id', () => {
    let state = cartListReducer(empty(), { type: 'add', line: line('a') });
    state = cartListReducer(state, { type: 'add', line: line('b') });
    state = cartListReducer(state, { type: 'add', line: line('a', { total: 5, comment: 'ชั้น 2' }) });
    expect(state.cart.map((l) => [l._id, l.total, l.comment])).toEqual([
      ['a', 5, 'ชั้น 2'],
      ['b', 1, ''],
    ]);
  });

  it('changeQuantity updates the matching line (a survey stays 1, below 1 becomes 1)', () => {
    let state: State = {
      ...empty(),
      cart: [line('a'), line('s', { product_type: 'S' })],
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
    let state: State = { ...empty(), cart: [line('a'), line('b')] };
    state = withCoupon(withCoupon(state, 'a'), 'b');
    state = cartListReducer(state, { type: 'remove', id: 'a' });
    expect(state.cart.map((l) => l._id)).toEqual(['b']);
    expect(state.couponPromotion.map((c) => c.product_id)).toEqual(['b']);
    expect(cartListReducer(state, { type: 'remove', id: 'a' })).toBe(state);
  });

  it('clear empties cart, coupons and promotions', () => {
    const state: State = {
      cart: [line('a')],
      couponPromotion: [{ product_id: 'a', coupon: [] }],
      productPromotion: [{ product_id: 'a', coupon: [] }],
    };
    expect(cartListReducer(state, { type: 'clear' })).toEqual(empty());
  });

  it('removeCoupon drops that product’s coupons only', () => {
    const applied = { id: 1, code: 'X' };
    let state: State = {
      ...empty(),
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
        const state = actions.reduce<State>(cartListReducer, empty());
        const ids = state.cart.map((l) => l._id);
        return new Set(ids).size === ids.length && state.cart.every((l) => l.total >= 1);
      }),
    );
  });
});
