import { describe, expect, it } from 'vitest';
import { errorCodeForStatus } from './error-status';
import { couponPaymentMessage, errorCatalogue, errorMessage } from './errors';

describe('error catalogue', () => {
  it('has a Thai and an English message and an error status for every code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.th.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('maps a bare status to a code of that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 417, 429, 503]) {
      const code = errorCodeForStatus(status);
      expect(code && errorCatalogue[code].status, String(status)).toBe(status);
    }
  });

  it('reads another 4xx as a bad request and any other status as ours to explain', () => {
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(500)).toBeNull();
    expect(errorCodeForStatus(502)).toBeNull();
    expect(errorCodeForStatus(200)).toBeNull();
  });
});

describe('errorMessage', () => {
  it('fills the placeholders of both languages, numbers with thousands separators', () => {
    expect(errorMessage('COUPON_BELOW_MINIMUM', 'th', { min: 1000 })).toBe(
      'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ 1,000\u00a0บาท',
    );
    expect(errorMessage('COUPON_BELOW_MINIMUM', 'en', { min: 12500 })).toBe(
      'This discount code needs a minimum spend of 12,500\u00a0baht.',
    );
    expect(errorMessage('QUANTITY_OUT_OF_RANGE', 'en', { min: 2, max: '9,999' })).toBe(
      'The quantity must be between 2 and 9,999.',
    );
  });

  it('leaves a placeholder without a value as written, and a message without any as it is', () => {
    expect(errorMessage('COUPON_BELOW_MINIMUM', 'en')).toContain('{min}');
    expect(errorMessage('NOT_FOUND', 'th', { min: 1 })).toBe(errorCatalogue.NOT_FOUND.th);
  });

  it('names the same placeholders in Thai and English for every code', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of Object.entries(errorCatalogue))
      expect(placeholders(entry.en), code).toEqual(placeholders(entry.th));
  });
});

describe('couponPaymentMessage', () => {
  it('names the coupon and the way it asks for in both languages', () => {
    expect(couponPaymentMessage('PAYNOW150', 'promptpay')).toEqual({
      th: 'คูปอง PAYNOW150 ใช้ได้เฉพาะเมื่อชำระเงินผ่านพร้อมเพย์',
      en: 'The coupon PAYNOW150 is valid only with payment by PromptPay.',
    });
    expect(couponPaymentMessage('STOREPAY100', 'store').en).toBe(
      'The coupon STOREPAY100 is valid only with payment at the store.',
    );
    expect(couponPaymentMessage('TRANSFER50', 'bank_transfer')).toEqual({
      th: 'คูปอง TRANSFER50 ใช้ได้เฉพาะเมื่อโอนเงินผ่านธนาคาร',
      en: 'The coupon TRANSFER50 is valid only with payment by bank transfer.',
    });
  });
});
