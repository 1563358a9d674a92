import type { TFunction } from 'i18next';
import type { Coupon } from '@changdee/contract/cart';
import type { couponEligibility } from '@changdee/domain/coupon';
import { localized, type Locale } from '@changdee/domain/locale';
import { ruleText } from '../../../../shared/lib/rule-text';

/**
 * Why a coupon takes nothing off at this price: its own error_message, the minimum-spend warning
 * with {min}, or a price out of its ranges; null when it can be used.
 */
export function couponRefusal(
  coupon: Coupon,
  eligibility: ReturnType<typeof couponEligibility>,
  t: TFunction<'cart'>,
  locale: Locale,
): string | null {
  switch (eligibility.status) {
    case 'selectable':
      return null;
    case 'disabled':
      return coupon.error_message ? localized(coupon.error_message, locale) : null;
    case 'belowMinimum':
      return ruleText(t, eligibility.message);
    case 'outOfRange':
      return t('coupon.outOfRange');
  }
}
