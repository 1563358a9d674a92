import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGE_KEYS, couponEligibility, parseCouponCode } from '@changdee/domain/coupon';
import { NOTE_MESSAGE_KEYS, noteState } from '@changdee/domain/customer-note';
import { maxLength, VALIDATION_MESSAGE_KEYS } from '@changdee/domain/form-rules';
import type { RuleMessage } from '@changdee/domain/locale';
import { ORDER_LINE_MESSAGE_KEYS, REPEATED_PRODUCT_MESSAGE } from '@changdee/domain/order-lines';
import { PRODUCT_TYPES, productTypeLabel } from '@changdee/domain/product-types';
import { QUANTITY_MESSAGE_KEYS, SURVEY_LIMIT_MESSAGE } from '@changdee/domain/quantity';
import { TIME_SLOTS, timeSlotLabel } from '@changdee/domain/time-slots';
import en from '../src/shared/i18n/en.json';
import th from '../src/shared/i18n/th.json';
import { i18n, initI18n } from '../src/shared/i18n/i18n';
import { ruleText } from '../src/shared/lib/rule-text';

// packages/domain names its messages by key; their words live in the common namespace under
// `rules`. Every key the domain can return has a text in both languages, and nothing else is there.
const domainKeys = [
  ...COUPON_MESSAGE_KEYS,
  ...NOTE_MESSAGE_KEYS,
  ...ORDER_LINE_MESSAGE_KEYS,
  ...QUANTITY_MESSAGE_KEYS,
  ...VALIDATION_MESSAGE_KEYS,
  ...PRODUCT_TYPES.map((type) => productTypeLabel(type).key),
  ...TIME_SLOTS.map((slot) => timeSlotLabel(slot, 'th').key),
].sort();

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('texts of the domain’s messages', () => {
  it('exist for every key the domain names, in Thai and English, and for nothing else', () => {
    expect(leafKeys(th.rules).sort()).toEqual(domainKeys);
    expect(leafKeys(en.rules).sort()).toEqual(domainKeys);
  });

  it('take the values the domain gives them', async () => {
    const belowMinimum = couponEligibility(
      { type: 'range', discount_range: [{ min: 1000, max: null, value: 200 }] },
      500,
    );
    const emptyCode = parseCouponCode(' ');
    if (belowMinimum.status !== 'belowMinimum' || emptyCode.ok) throw new Error('no message');
    const samples: RuleMessage[] = [
      productTypeLabel('S'),
      timeSlotLabel('1', 'th'),
      SURVEY_LIMIT_MESSAGE,
      REPEATED_PRODUCT_MESSAGE,
      ...noteState('x'.repeat(300)).messages,
      ...noteState('😀').messages,
      maxLength(150)('x'.repeat(151))!,
      emptyCode.message,
      belowMinimum.message,
    ];

    initI18n('th');
    await i18n.changeLanguage('th');
    expect(ruleText(i18n.t, timeSlotLabel('1', 'th'))).toBe('ช่วงเช้า 09.00-12.00 น.');
    expect(ruleText(i18n.t, belowMinimum.message)).toBe(
      'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ 1,000\u00a0บาท',
    );
    for (const language of ['th', 'en'] as const) {
      await i18n.changeLanguage(language);
      for (const message of samples)
        expect(ruleText(i18n.t, message), message.key).not.toMatch(/\{\{|rules\./);
    }
    expect(ruleText(i18n.t, timeSlotLabel('2', 'en'))).toBe('Afternoon 13:00-17:00');
    expect(ruleText(i18n.t, SURVEY_LIMIT_MESSAGE)).toBe(
      'This service can be chosen at most 1 item',
    );
  });
});
