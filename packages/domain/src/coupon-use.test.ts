import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCouponUse,
  COUPON_REJECTIONS,
  isCouponForStore,
  isCouponListed,
  type CouponUseContext,
  type CouponUseRule,
} from './coupon-use';
import { addDays } from './dates';

const TODAY = '2031-06-10';

// A coupon usable everywhere today, changed per test.
const coupon = (over: Partial<CouponUseRule> = {}): CouponUseRule => ({
  status: 'active',
  invalid_code: false,
  start_date: '2031-06-01',
  expire_date: '2031-06-30',
  channel: null,
  store: null,
  products: [],
  usesLeft: null,
  type: 'fixed',
  discount_range: [],
  is_can_use: true,
  ...over,
});

const here: CouponUseContext = { today: TODAY, channel: 'CD-RETAIL', store: 'ST-BANGNA' };
const line = (price: number, product = 'IN-AC-9000'): CouponUseContext => ({
  ...here,
  product,
  price,
});

// Spec §5's tiers: [1,000–4,999 → 200], [5,000–∞ → 500].
const tiers = [
  { min: 1000, max: 4999, value: 200 },
  { min: 5000, max: null, value: 500 },
];

describe('checkCouponUse', () => {
  it('accepts a coupon for every channel, store and product on a day within its dates', () => {
    expect(checkCouponUse(coupon(), here)).toEqual({ ok: true });
    expect(checkCouponUse(coupon(), line(100))).toEqual({ ok: true });
  });

  it('answers not found for no coupon, a withdrawn one and an invalid code', () => {
    expect(checkCouponUse(null, here)).toEqual({ ok: false, reason: 'notFound' });
    expect(checkCouponUse(undefined, here)).toEqual({ ok: false, reason: 'notFound' });
    expect(checkCouponUse(coupon({ status: 'inactive' }), here)).toMatchObject({
      reason: 'notFound',
    });
    expect(checkCouponUse(coupon({ invalid_code: true }), here)).toMatchObject({
      reason: 'notFound',
    });
  });

  it('keeps a coupon to its channel and store', () => {
    expect(checkCouponUse(coupon({ channel: 'CD-BUILD' }), here)).toMatchObject({
      reason: 'notForChannel',
    });
    expect(checkCouponUse(coupon({ channel: 'CD-RETAIL' }), here)).toEqual({ ok: true });
    expect(checkCouponUse(coupon({ store: 'ST-RANGSIT' }), here)).toMatchObject({
      reason: 'notForStore',
    });
    expect(checkCouponUse(coupon({ store: 'ST-BANGNA' }), here)).toEqual({ ok: true });
  });

  it('counts its first and last day, by date only', () => {
    expect(checkCouponUse(coupon({ start_date: TODAY }), here)).toEqual({ ok: true });
    expect(checkCouponUse(coupon({ expire_date: TODAY }), here)).toEqual({ ok: true });
    expect(checkCouponUse(coupon({ start_date: addDays(TODAY, 1) }), here)).toMatchObject({
      reason: 'notStarted',
    });
    expect(checkCouponUse(coupon({ expire_date: addDays(TODAY, -1) }), here)).toMatchObject({
      reason: 'expired',
    });
  });

  it('refuses a coupon marked is_can_use false', () => {
    expect(checkCouponUse(coupon({ is_can_use: false }), here)).toMatchObject({
      reason: 'cannotBeUsed',
    });
  });

  it('keeps a coupon to its products when the line names one', () => {
    const forAircon = coupon({ products: ['IN-AC-9000', 'IN-AC-18000'] });
    expect(checkCouponUse(forAircon, line(100))).toEqual({ ok: true });
    expect(checkCouponUse(forAircon, line(100, 'IN-WH-INSTALL'))).toMatchObject({
      reason: 'notForProduct',
    });
    expect(checkCouponUse(forAircon, here)).toEqual({ ok: true });
  });

  it('refuses a coupon whose total limit is used up', () => {
    expect(checkCouponUse(coupon({ usesLeft: 0 }), here)).toMatchObject({ reason: 'usedUp' });
    expect(checkCouponUse(coupon({ usesLeft: 1 }), here)).toEqual({ ok: true });
  });

  it('judges the tiers on the line price: the minimum spend with {min}, or out of range', () => {
    const ranged = coupon({ type: 'range', discount_range: tiers });
    expect(checkCouponUse(ranged, line(999))).toEqual({
      ok: false,
      reason: 'belowMinimum',
      min: 1000,
    });
    expect(checkCouponUse(ranged, line(1000))).toEqual({ ok: true });
    expect(checkCouponUse(ranged, line(80_000))).toEqual({ ok: true });
    const gap = coupon({ type: 'range', discount_range: [{ min: 1000, max: 1999, value: 100 }] });
    expect(checkCouponUse(gap, line(2000))).toMatchObject({ reason: 'outOfRange' });
    expect(checkCouponUse(ranged, here)).toEqual({ ok: true });
  });

  it('gives the first reason in the documented order when several apply', () => {
    const everything = coupon({
      channel: 'CD-BUILD',
      store: 'ST-RANGSIT',
      expire_date: '2031-01-01',
      start_date: '2031-01-01',
      is_can_use: false,
      products: ['X'],
      usesLeft: 0,
      type: 'range',
      discount_range: tiers,
    });
    expect(checkCouponUse(everything, line(10))).toMatchObject({ reason: 'notForChannel' });
    expect(checkCouponUse({ ...everything, channel: null }, line(10))).toMatchObject({
      reason: 'notForStore',
    });
    expect(checkCouponUse({ ...everything, channel: null, store: null }, line(10))).toMatchObject({
      reason: 'expired',
    });
  });

  it('property: ok, or one of the known reasons; a refusal never depends on a later check', () => {
    const rule = fc.record({
      status: fc.constantFrom('active' as const, 'inactive' as const),
      invalid_code: fc.boolean(),
      start_date: fc.integer({ min: -5, max: 5 }).map((d) => addDays(TODAY, d)),
      expire_date: fc.integer({ min: -5, max: 5 }).map((d) => addDays(TODAY, d)),
      channel: fc.constantFrom(null, 'CD-RETAIL', 'CD-BUILD'),
      store: fc.constantFrom(null, 'ST-BANGNA', 'ST-RANGSIT'),
      products: fc.subarray(['IN-AC-9000', 'IN-WH-INSTALL']),
      usesLeft: fc.option(fc.integer({ min: 0, max: 3 })),
      type: fc.constantFrom('fixed' as const, 'range' as const),
      discount_range: fc.constantFrom([], tiers),
      is_can_use: fc.boolean(),
    });
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 10_000 }), (c, price) => {
        const result = checkCouponUse(c, line(price));
        if (result.ok) {
          expect(c.status).toBe('active');
          expect(c.start_date <= TODAY && TODAY <= c.expire_date).toBe(true);
          return;
        }
        expect(COUPON_REJECTIONS).toContain(result.reason);
        // Without a price, only the price reasons can disappear.
        const listed = checkCouponUse(c, { ...here, product: 'IN-AC-9000' });
        if (result.reason === 'belowMinimum' || result.reason === 'outOfRange')
          expect(listed).toEqual({ ok: true });
        else expect(listed).toEqual(result);
      }),
    );
  });
});

describe('isCouponForStore and isCouponListed', () => {
  const scope = { channel: 'CD-RETAIL', store: 'ST-BANGNA', today: TODAY };
  const listedCoupon = (over: Partial<CouponUseRule> & { listed?: boolean } = {}) => ({
    listed: true,
    ...coupon(over),
    ...over,
  });

  it('a store sees active coupons of its channel and store, or of every one', () => {
    expect(isCouponForStore(coupon(), scope)).toBe(true);
    expect(isCouponForStore(coupon({ channel: 'CD-RETAIL', store: 'ST-BANGNA' }), scope)).toBe(
      true,
    );
    expect(isCouponForStore(coupon({ channel: 'CD-BUILD' }), scope)).toBe(false);
    expect(isCouponForStore(coupon({ store: 'ST-RANGSIT' }), scope)).toBe(false);
    expect(isCouponForStore(coupon({ status: 'inactive' }), scope)).toBe(false);
  });

  it('lists only listed, valid codes running today; an expired or invalid one is searched for', () => {
    expect(isCouponListed(listedCoupon(), scope)).toBe(true);
    expect(isCouponListed(listedCoupon({ listed: false }), scope)).toBe(false);
    expect(isCouponListed(listedCoupon({ invalid_code: true }), scope)).toBe(false);
    expect(isCouponListed(listedCoupon({ expire_date: addDays(TODAY, -1) }), scope)).toBe(false);
    expect(isCouponListed(listedCoupon({ start_date: addDays(TODAY, 1) }), scope)).toBe(false);
    expect(isCouponListed(listedCoupon({ store: 'ST-RANGSIT' }), scope)).toBe(false);
    expect(isCouponListed(listedCoupon({ start_date: TODAY, expire_date: TODAY }), scope)).toBe(
      true,
    );
  });
});
