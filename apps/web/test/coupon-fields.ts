// What every test coupon shares (an active, usable product coupon without pictures or texts), so a
// fixture names only what makes it the coupon it is. Used by the cart's and the orders' fixtures.
export const usableCouponFields = {
  status: 'active',
  model: 'product',
  channel_name_th: null,
  start_date: '2020-01-01',
  expire_date: '2099-12-31',
  is_can_use: true,
  error_message: null,
  invalid_code: false,
  requested_payment: null,
  img_url: { promotion_thumbnail: null, promotion_thumbnail_2x: null },
  information: { coupon_header: null, terms_brief: null },
} as const;
