import { describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorCode } from '@changdee/contract/errors';
import { LOCALES } from '@changdee/domain/locale';
import commonEn from '../../shared/i18n/en.json';
import commonTh from '../../shared/i18n/th.json';
import cartEn from './i18n/en.json';
import cartTh from './i18n/th.json';

// The coupon panel says in the browser what verify says from the server: one wording per rule.

const common = { th: commonTh, en: commonEn };
const cart = { th: cartTh, en: cartEn };
const serverText = (code: ErrorCode, locale: 'th' | 'en') =>
  errorCatalogue[code][locale].replace(/\{(\w+)\}/g, '{{$1}}');

describe('coupon messages', () => {
  it.each(LOCALES)('match the server’s error catalogue (%s)', (locale) => {
    expect(common[locale].rules.coupon).toEqual({
      minimumSpend: serverText('COUPON_BELOW_MINIMUM', locale),
      codeRequired: serverText('COUPON_CODE_REQUIRED', locale),
      notFound: serverText('COUPON_NOT_FOUND', locale),
    });
    expect(cart[locale].coupon.outOfRange).toBe(serverText('COUPON_OUT_OF_RANGE', locale));
  });
});
