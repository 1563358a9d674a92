import type { Coupon } from '@changdee/contract/cart';
import { errorMessage, type ErrorMessageParams } from '@changdee/contract/errors';
import { COUPON_REJECTION_CODES } from '@changdee/contract/promotions';
import type { CouponUseCheck } from '@changdee/domain/coupon-use';
import type { LocalizedText } from '@changdee/domain/locale';
import type { CouponRecord } from './repository';

// A stored coupon as the API answers it (spec §3 Coupon). is_can_use and error_message say whether
// the store can use it on that product today: false with the coupon's own message when it is
// marked so, or with the message of the first reason it cannot (expired, not started, used up,
// not for this service …) — so the coupon panel's rule (spec §5: disabled, showing error_message)
// covers them all. A usable coupon has no error_message.

const both = (th: string | null, en: string | null): LocalizedText | null =>
  th !== null && en !== null ? { th, en } : null;

/** The values a refusal's message names: {min} of the minimum spend. */
export const refusalParams = (check: Exclude<CouponUseCheck, { ok: true }>): ErrorMessageParams =>
  check.reason === 'belowMinimum' ? { min: check.min } : {};

function refusalMessage(
  record: CouponRecord,
  check: Exclude<CouponUseCheck, { ok: true }>,
): LocalizedText {
  if (check.reason === 'cannotBeUsed') {
    const own = both(record.errorMessageTh, record.errorMessageEn);
    if (own) return own;
  }
  const code = COUPON_REJECTION_CODES[check.reason];
  const params = refusalParams(check);
  return { th: errorMessage(code, 'th', params), en: errorMessage(code, 'en', params) };
}

/** What a coupon gives, as both the shop's answer and the portal's record say it. */
export const couponTerms = (record: CouponRecord) => ({
  code: record.code,
  name: { th: record.nameTh, en: record.nameEn },
  status: record.status,
  type: record.type,
  model: record.model,
  discount: record.discount,
  discount_range: record.ranges.map((range) => ({
    min: range.min,
    max: range.max,
    value: range.value,
    contractor_discount: range.contractorDiscount,
  })),
});

export function couponAnswer(record: CouponRecord, check: CouponUseCheck): Coupon {
  return {
    id: record.id,
    ...couponTerms(record),
    channel_name_th: record.channelNameTh,
    start_date: record.startDate,
    expire_date: record.expireDate,
    is_can_use: check.ok,
    error_message: check.ok ? null : refusalMessage(record, check),
    invalid_code: record.invalidCode,
    requested_payment: record.requestedPayment,
    img_url: {
      promotion_thumbnail: record.thumbnailUrl,
      promotion_thumbnail_2x: record.thumbnail2xUrl,
    },
    information: {
      coupon_header: both(record.headerTh, record.headerEn),
      terms_brief: both(record.termsTh, record.termsEn),
    },
  };
}
