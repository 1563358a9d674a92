import type { UseFormReturn } from 'react-hook-form';
import {
  couponFieldsSchema,
  type CouponAdmin,
  type CouponInput,
  type couponInputSchema,
} from '@changdee/contract/coupons-admin';
import { businessToday } from '@changdee/domain/dates';

// A coupon's form values (docs/decisions/050): a new coupon's, a saved one's, and which fields
// two copies differ in (a stale save names them).

/** What the contract's schema makes of the form's values. */
export type ParsedCoupon = ReturnType<typeof couponInputSchema.parse>;
export type CouponFormApi = UseFormReturn<CouponInput, unknown, ParsedCoupon>;

export const emptyCoupon = (): CouponInput => {
  const today = businessToday(new Date());
  return {
    code: '',
    name: { th: '', en: '' },
    status: 'active',
    type: 'fixed',
    model: 'product',
    discount: 100,
    discount_range: [],
    channel_code: null,
    store_code: null,
    channel_name_th: '',
    start_date: today,
    expire_date: today,
    is_can_use: true,
    error_message: { th: '', en: '' },
    invalid_code: false,
    listed: true,
    requested_payment: null,
    usage_limit: null,
    usage_limit_per_customer: null,
    products: [],
    thumbnail_url: '',
    thumbnail_2x_url: '',
    information: { coupon_header: { th: '', en: '' }, terms_brief: { th: '', en: '' } },
  };
};

/** The form's values of a saved coupon (nulls of texts as empty inputs). */
export const formValuesOf = (saved: CouponAdmin): CouponInput => {
  const c = couponFieldsSchema.parse(saved.coupon);
  const text = (t: { th: string | null; en: string | null }) => ({
    th: t.th ?? '',
    en: t.en ?? '',
  });
  return {
    ...c,
    channel_name_th: c.channel_name_th ?? '',
    thumbnail_url: c.thumbnail_url ?? '',
    thumbnail_2x_url: c.thumbnail_2x_url ?? '',
    error_message: text(c.error_message),
    information: {
      coupon_header: text(c.information.coupon_header),
      terms_brief: text(c.information.terms_brief),
    },
  };
};

/** The top-level fields whose values differ between two copies of a coupon. */
export const changedFields = (a: CouponAdmin['coupon'], b: CouponAdmin['coupon']): string[] =>
  (Object.keys(a) as Array<keyof typeof a>).filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );

/** What each of the form's field groups is given: the form and the id of one of its inputs. */
export interface CouponGroupProps {
  form: CouponFormApi;
  field(name: string): string;
}
