import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotals } from '@changdee/domain/cart-totals';
import {
  airCon500,
  cartLine,
  changdee200,
  hotSeason,
  INSTALL_ID,
  installation,
  survey,
  SURVEY_ID,
} from '../../../../test/cart/fixtures';
import { signInClerk, STORE_ID, USER_ID } from '../../../../test/signed-in-clerk';
import { useAuthStore } from '../../../shared/session/auth-store';
import { useCartCount } from '../../../shared/session/cart-count';
import { clearSession } from '../../../shared/session/clear-session';
import { sessionStorageKey } from '../../../shared/session/session-keys';
import { currentCartOwner, useCartStore } from './cart-store';

// The cart store of spec §3/§4 on packages/domain's reducer, persisted per user and store under the
// session's cart key.

const KEY = sessionStorageKey('cart');
const cart = () => useCartStore.getState();
const stored = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: Record<string, unknown> } | null)
    ?.state ?? null;
const TODAY = '2026-03-01';

beforeEach(() => {
  signInClerk();
  cart().reset();
  localStorage.removeItem(KEY);
});

describe('the cart store', () => {
  it('adds a line, replaces it by _id, keeps it under the cart key and moves the badge', () => {
    const badge = renderHook(() => useCartCount());
    act(() => {
      cart().add(cartLine(installation, { total: 2, comment: 'ชั้น 2' }));
      cart().add(cartLine(survey));
      cart().add(cartLine(installation, { total: 3, comment: 'ชั้น 3' }));
    });
    expect(cart().cart.map((line) => [line._id, line.total, line.comment])).toEqual([
      [INSTALL_ID, 3, 'ชั้น 3'],
      [SURVEY_ID, 1, ''],
    ]);
    expect(stored()).toMatchObject({ owner: `${USER_ID}:${STORE_ID}` });
    expect((stored()!.cart as unknown[]).length).toBe(2);
    expect(badge.result.current).toBe(2);
  });

  it('keeps a verified coupon with its line, and drops it when the line is added without one', () => {
    cart().add(cartLine(installation, { total: 2, coupon: airCon500 }));
    expect(cart().couponPromotion).toEqual([
      { product_id: INSTALL_ID, coupon: [airCon500], statusCoupon: 'success' },
    ]);
    cart().add(cartLine(installation, { total: 2 }));
    expect(cart().cart[0]!.coupon).toBeNull();
    expect(cart().couponPromotion).toEqual([]);
  });

  it('changes quantities by the domain rules: a survey stays 1', () => {
    cart().add(cartLine(installation));
    cart().add(cartLine(survey));
    cart().changeQuantity(INSTALL_ID, 4);
    cart().changeQuantity(SURVEY_ID, 4);
    expect(cart().cart.map((line) => line.total)).toEqual([4, 1]);
  });

  it('removes a line with its coupon; applies and removes coupons; sets notes', () => {
    cart().add(cartLine(installation, { coupon: airCon500 }));
    cart().add(cartLine(survey));
    cart().applyCoupon(SURVEY_ID, changdee200);
    cart().setComment(SURVEY_ID, 'ห้องนอน');
    expect(cart().cart[1]).toMatchObject({ coupon: changdee200, comment: 'ห้องนอน' });
    cart().removeCoupon(SURVEY_ID);
    expect(cart().cart[1]!.coupon).toBeNull();
    cart().remove(INSTALL_ID);
    expect(cart().cart.map((line) => line._id)).toEqual([SURVEY_ID]);
    expect(cart().couponPromotion).toEqual([]);
  });

  it("takes today's promotions and coupon copies from the server's list; totals follow", () => {
    cart().add(cartLine(installation, { total: 2, coupon: airCon500 }));
    expect(cartTotals(cart().cart, TODAY).payable).toBe(4500);
    cart().setPromotions([
      {
        product_id: INSTALL_ID,
        coupon: [{ ...airCon500, is_can_use: false }],
        promotion: hotSeason,
      },
    ]);
    expect(cart().cart[0]!.promotion).toEqual(hotSeason);
    // The coupon can no longer be used today: it takes nothing off; the promotion does.
    expect(cartTotals(cart().cart, TODAY)).toMatchObject({
      cartTotal: 5000,
      promotionDiscount: 300,
      couponDiscount: 0,
      payable: 4700,
    });
  });

  it('restores its own saved cart, never another user’s, dropping lines that do not parse', async () => {
    cart().add(cartLine(installation, { comment: 'ชั้น 2', coupon: airCon500 }));
    cart().add(cartLine(survey));
    const saved = localStorage.getItem(KEY)!;
    cart().reset();
    localStorage.setItem(KEY, saved);
    await useCartStore.persist.rehydrate();
    expect(cart().cart.map((line) => line.comment)).toEqual(['ชั้น 2', '']);
    expect(cart().couponPromotion.map((entry) => entry.product_id)).toEqual([INSTALL_ID]);

    const broken = JSON.parse(saved) as { state: { cart: Array<Record<string, unknown>> } };
    broken.state.cart[1]!.total = -1;
    localStorage.setItem(KEY, JSON.stringify(broken));
    await useCartStore.persist.rehydrate();
    expect(cart().cart.map((line) => line._id)).toEqual([INSTALL_ID]);

    cart().reset();
    localStorage.setItem(KEY, saved);
    signInClerk({ userId: 'b2b2b2b2-2c2c-4d2d-8e2e-2f2f2f2f2f2f' });
    await useCartStore.persist.rehydrate();
    expect(cart().cart).toEqual([]);
  });

  it('empties on logout or a failed refresh, and when another user signs in', () => {
    for (const reason of ['logout', 'refresh-failed'] as const) {
      signInClerk();
      cart().add(cartLine(installation));
      clearSession(reason);
      expect(cart().cart).toEqual([]);
      expect(localStorage.getItem(KEY)).toBeNull();
    }
    signInClerk();
    cart().add(cartLine(installation));
    signInClerk({ userId: 'b2b2b2b2-2c2c-4d2d-8e2e-2f2f2f2f2f2f' });
    expect(cart().cart).toEqual([]);
    expect(currentCartOwner()).toBe(`b2b2b2b2-2c2c-4d2d-8e2e-2f2f2f2f2f2f:${STORE_ID}`);
    useAuthStore.setState({ user: null });
    expect(currentCartOwner()).toBeNull();
  });

  it('opens and closes the panel and flags loading', () => {
    cart().openPanel();
    cart().setLoading(true);
    expect(cart()).toMatchObject({ panelOpen: true, loading: true });
    cart().closePanel();
    cart().setLoading(false);
    expect(cart()).toMatchObject({ panelOpen: false, loading: false });
  });
});
