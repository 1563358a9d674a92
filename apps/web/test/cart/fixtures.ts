import {
  cartLineSchema,
  couponSchema,
  promotionSchema,
  type CartLine,
  type Coupon,
  type Promotion,
} from '@changdee/contract/cart';
import { productDetailSchema, type ProductDetail } from '@changdee/contract/catalog';
import { usableCouponFields } from '../coupon-fields';

// The cart tests' products, coupons and promotion, in the contract's shapes (the seed's names and
// prices); ../signed-in-clerk.ts signs the clerk in.

export const INSTALL_ID = '0b5e9a5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
export const SURVEY_ID = '1c6f0b6d-2e3f-4a4b-8c8d-8e7f6a5b4c3d';

const image = {
  url: '/images/products/demo.0123456789.webp',
  thumbnail: '/images/products/demo-thumb.0123456789.webp',
  alt: { th: 'รูป', en: 'Image' },
};

export const installation: ProductDetail = productDetailSchema.parse({
  _id: INSTALL_ID,
  product_type: 'I',
  name: { th: 'ติดตั้งแอร์', en: 'Air Conditioner Installation' },
  image,
  price: null,
  normal_price: null,
  calculator: { unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } },
  channel: 'CD-RETAIL',
  is_survey_discount: false,
  min_qty: 1,
  limit_qty: null,
  lock_days: 2,
  sku_code: 'IN-AC-9000',
  sku_mapping: 'RTL100002',
  type_of_work: 'WT-AC',
  isFavorite: false,
  images: [image],
  informations: [],
  selling_points: [],
});

export const survey: ProductDetail = productDetailSchema.parse({
  ...installation,
  _id: SURVEY_ID,
  product_type: 'S',
  name: { th: 'สำรวจหน้างานแอร์', en: 'Air Conditioner Site Survey' },
  price: 300,
  calculator: null,
  sku_code: 'SV-AC-SURVEY',
});

/** AIRCON500: 1,000–4,999 → 200, 5,000+ → 500. */
export const airCon500: Coupon = couponSchema.parse({
  ...usableCouponFields,
  id: '0b7f2f0e-4c61-4d2b-9b7c-7d3b2f0c9a01',
  code: 'AIRCON500',
  name: { th: 'ส่วนลดติดตั้งแอร์สูงสุด 500 บาท', en: 'Up to 500 baht off air-conditioner installation' },
  type: 'range',
  discount: 0,
  discount_range: [
    { min: 1000, max: 4999, value: 200, contractor_discount: 50 },
    { min: 5000, max: null, value: 500, contractor_discount: 100 },
  ],
});

/** CHANGDEE200: 200 off anything. */
export const changdee200: Coupon = couponSchema.parse({
  ...usableCouponFields,
  id: '1c8f3f1e-5d72-4e3c-8c8d-8e4c3f1d0b12',
  code: 'CHANGDEE200',
  name: { th: 'ส่วนลด 200 บาท', en: '200 baht off' },
  type: 'fixed',
  discount: 200,
  discount_range: [],
});

/** The hot-season promotion: 300 off air-conditioner installs up to 9,999. */
export const hotSeason: Promotion = promotionSchema.parse({
  id: '2d9f4f2e-6e83-4f4d-9d9e-9f5d4f2e1c23',
  name: { th: 'โปรหน้าร้อน', en: 'Hot-season deal' },
  start_date: '2020-01-01',
  end_date: '2099-12-31',
  value: 100,
  items: [
    {
      products: [{ id: INSTALL_ID }],
      range: [
        { min: 0, max: 9999, value: 300 },
        { min: 10000, max: null, value: 800 },
      ],
      value: 300,
    },
  ],
});

export function cartLine(
  product: ProductDetail,
  fields: Partial<Pick<CartLine, 'total' | 'comment' | 'coupon' | 'promotion'>> = {},
): CartLine {
  return cartLineSchema.parse({
    ...product,
    total: 1,
    comment: '',
    coupon: null,
    promotion: null,
    ...fields,
  });
}
