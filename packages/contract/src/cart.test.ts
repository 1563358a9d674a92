import { describe, expect, it } from 'vitest';
import { cartListReducer, emptyCartList } from '@changdee/domain/cart-list';
import { cartTotals } from '@changdee/domain/cart-totals';
import {
  bestCoupon,
  COUPON_MODELS,
  COUPON_STATUSES,
  COUPON_TYPES,
  COUPON_VERIFY_STATUSES,
} from '@changdee/domain/coupon';
import {
  cartLineSchema,
  cartStateSchema,
  type CartLine,
  type Coupon,
  couponPromotionEntrySchema,
  couponSchema,
  type CouponPromotionEntry,
  type ProductPromotion,
  type Promotion,
} from './cart';
import { type ProductDetail, type ProductSummary, productDetailSchema } from './catalog';

// The cart shapes are the contract's; the domain's rules take them as they are.

const card: ProductSummary = {
  _id: '7b0d3a52-8d54-4c8e-9d55-0c1b0a3f6a11',
  product_type: 'I',
  name: { th: 'ติดตั้งแอร์', en: 'Air conditioner installation' },
  image: {
    url: '/images/products/ac.0123456789.webp',
    thumbnail: '/images/products/ac-thumb.0123456789.webp',
    alt: { th: 'แอร์', en: 'Air conditioner' },
  },
  price: null,
  normal_price: null,
  calculator: { unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } },
  channel: 'CD-RETAIL',
  is_survey_discount: false,
  min_qty: 1,
  limit_qty: null,
  lock_days: 3,
  sku_code: 'IN-AC-9000',
  sku_mapping: 'IN-AC-9000',
  type_of_work: 'WT-AC',
  isFavorite: true,
};

const detail: ProductDetail = productDetailSchema.parse({
  ...card,
  images: [card.image],
  informations: [
    { title: { th: 'ข้อมูล', en: 'About' }, content: { th: '<p>x</p>', en: '<p>x</p>' } },
  ],
  selling_points: [{ text: { th: 'รับประกัน', en: 'Warranty' }, icon: 'guarantee' }],
});

const coupon: Coupon = couponSchema.parse({
  id: '0b7f2f0e-4c61-4d2b-9b7c-7d3b2f0c9a01',
  code: 'AIRCON500',
  name: { th: 'ส่วนลดติดตั้งแอร์', en: 'Air-conditioner installation discount' },
  status: 'active',
  type: 'range',
  model: 'product',
  discount: 0,
  discount_range: [
    { min: 1000, max: 4999, value: 200, contractor_discount: 50 },
    { min: 5000, max: null, value: 500, contractor_discount: 100 },
  ],
  channel_name_th: 'ทุกช่องทาง',
  start_date: '2025-11-01',
  expire_date: '2025-12-31',
  is_can_use: true,
  error_message: null,
  invalid_code: false,
  requested_payment: null,
  img_url: { promotion_thumbnail: null, promotion_thumbnail_2x: null },
  information: { coupon_header: null, terms_brief: null },
});

const promotion: Promotion = {
  id: '5a1c7e2b-3f4d-4e6a-8b9c-0d1e2f3a4b5c',
  name: { th: 'ลดต้นเดือน', en: 'Early-month deal' },
  start_date: '2025-11-01',
  end_date: '2025-11-30',
  value: 100,
  items: [],
};

describe('cart line', () => {
  it('is a card or a detail answer plus the cart’s own fields, without mapping', () => {
    const fromCard: CartLine = { ...card, total: 2, comment: 'ชั้น 2', coupon, promotion };
    const fromDetail = cartLineSchema.parse({
      ...detail,
      total: 2,
      comment: 'ชั้น 2',
      coupon,
      promotion,
    });
    expect(cartLineSchema.parse(fromCard)).toEqual(fromDetail);
    // Only the card's fields are kept: no gallery, no information HTML, no favourite flag.
    expect(fromDetail).not.toHaveProperty('informations');
    expect(fromDetail).not.toHaveProperty('isFavorite');
    expect(fromDetail.image?.alt).toEqual({ th: 'แอร์', en: 'Air conditioner' });
  });

  it('goes through the domain’s totals and cart reducer as it is', () => {
    const line = cartLineSchema.parse({ ...card, total: 2, comment: '', coupon, promotion });
    expect(cartTotals([line], '2025-11-15')).toMatchObject({
      cartTotal: 5000,
      promotionDiscount: 100,
      couponDiscount: 500,
      payable: 4400,
      lockDays: 3,
    });
    expect(bestCoupon([coupon], 5000)).toBe(coupon);

    const entry: CouponPromotionEntry = couponPromotionEntrySchema.parse({
      product_id: card._id,
      coupon: [coupon],
      statusCoupon: 'success',
    });
    let state = emptyCartList<CartLine, CouponPromotionEntry, ProductPromotion>();
    state = cartListReducer(state, { type: 'add', line });
    state = { ...state, couponPromotion: [entry] };
    state = cartListReducer(state, { type: 'removeCoupon', productId: card._id });
    expect(cartStateSchema.parse(state)).toEqual(state);
    expect(state.cart[0]?.coupon).toBeNull();
  });

  it('refuses a note over 250 characters and a quantity below 1', () => {
    const line = { ...card, total: 1, comment: '', coupon: null, promotion: null };
    expect(cartLineSchema.safeParse({ ...line, comment: 'x'.repeat(251) }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...line, total: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse(line).success).toBe(true);
  });
});

describe('coupon', () => {
  it('takes its enumerations from the domain', () => {
    expect(couponSchema.shape.type.options).toEqual([...COUPON_TYPES]);
    expect(couponSchema.shape.status.options).toEqual([...COUPON_STATUSES]);
    expect(couponSchema.shape.model.options).toEqual([...COUPON_MODELS]);
    expect(couponPromotionEntrySchema.shape.statusCoupon.unwrap().options).toEqual([
      ...COUPON_VERIFY_STATUSES,
    ]);
  });

  it('carries its name in both languages and refuses a bad date or a negative amount', () => {
    expect(couponSchema.safeParse({ ...coupon, name: 'ส่วนลด' }).success).toBe(false);
    expect(couponSchema.safeParse({ ...coupon, start_date: '2025-02-30' }).success).toBe(false);
    expect(couponSchema.safeParse({ ...coupon, discount: -1 }).success).toBe(false);
  });
});
