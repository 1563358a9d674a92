import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpolate } from './locale';
import {
  branchCode,
  couponSearchOutcome,
  DEFAULT_MAX_LENGTH,
  email,
  fieldFeedback,
  isHeadOffice,
  isValidBranchCode,
  isValidEmail,
  isValidThaiTaxId,
  maxLength,
  normalizeTaxId,
  numeric,
  parseCouponCode,
  phone,
  required,
  sellerBranch,
  taxId,
  validate,
  validationMessages,
} from './form-rules';

describe('messages', () => {
  it('carry the spec’s Thai texts and English equivalents', () => {
    expect(validationMessages['validation.required'].th).toBe('กรุณาระบุข้อมูล');
    expect(validationMessages['validation.numeric'].th).toBe('ระบุเฉพาะตัวเลข');
    expect(validationMessages['validation.phoneDigits'].th).toBe('ระบุตัวเลขจำนวน 9 - 10 ตัว');
    expect(validationMessages['validation.default'].th).toBe('กรุณากรอกข้อมูล');
    for (const text of Object.values(validationMessages)) expect(text.en).not.toBe('');
    expect(interpolate(validationMessages['validation.maxLength'].en, { max: 150 })).toBe(
      'At most 150 characters',
    );
  });
});

describe('email (spec §5)', () => {
  it('accepts word characters with dots or dashes, a domain and a 2–4 letter suffix', () => {
    for (const ok of [
      'somchai@example.com',
      'som.chai-k@mail.co.th',
      'a_b@x-y.info',
      'user1@host.io',
    ]) {
      expect(isValidEmail(ok), ok).toBe(true);
      expect(email(ok)).toBeNull();
    }
  });

  it('rejects the rest; empty is invalid', () => {
    for (const bad of [
      'somchai',
      'a@b',
      'a@b.c',
      'a@b.abcde',
      'a..b@x.com',
      '.a@x.com',
      'a@x.com.',
      'สมชาย@x.com',
      'a b@x.com',
      'a@b.c0m',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(email('')).toEqual({ key: 'validation.required' });
    expect(email('nope')).toEqual({ key: 'validation.email' });
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });

  it('stays fast on long near-misses (no catastrophic backtracking)', () => {
    const start = performance.now();
    isValidEmail(`${'a.'.repeat(60)}@${'b-'.repeat(60)}!`);
    isValidEmail(`${'a'.repeat(120)}@${'b.'.repeat(60)}1`);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('field rules', () => {
  it('required, numeric, phone 9–10 digits, max length 150', () => {
    expect(required('')).toEqual({ key: 'validation.required' });
    expect(required('   ')).toEqual({ key: 'validation.required' });
    expect(required('x')).toBeNull();
    expect(numeric('')).toBeNull();
    expect(numeric('0812')).toBeNull();
    expect(numeric('08a')).toEqual({ key: 'validation.numeric' });
    expect(phone('')).toBeNull();
    expect(phone('021234567')).toBeNull();
    expect(phone('0812345678')).toBeNull();
    expect(phone('08123456')).toEqual({ key: 'validation.phoneDigits' });
    expect(phone('08123456789')).toEqual({ key: 'validation.phoneDigits' });
    expect(phone('081-234-5678')).toEqual({ key: 'validation.numeric' });
    expect(DEFAULT_MAX_LENGTH).toBe(150);
    expect(maxLength()('x'.repeat(150))).toBeNull();
    expect(maxLength()('x'.repeat(151))).toEqual({
      key: 'validation.maxLength',
      params: { max: 150 },
    });
    expect(maxLength(10)('x'.repeat(11))).toEqual({
      key: 'validation.maxLength',
      params: { max: 10 },
    });
  });

  it('validate returns the first failure; feedback is neutral when empty', () => {
    expect(validate('', [required, phone])).toEqual({ key: 'validation.required' });
    expect(validate('0812345678', [required, phone, maxLength()])).toBeNull();
    expect(fieldFeedback('', [required])).toEqual({ state: 'neutral' });
    expect(fieldFeedback('12', [phone])).toEqual({
      state: 'invalid',
      failure: { key: 'validation.phoneDigits' },
    });
    expect(fieldFeedback('0812345678', [phone])).toEqual({ state: 'valid' });
  });

  it('property: phone accepts exactly the 9–10 digit strings', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '5', '9', 'a', '-', ' '), maxLength: 14 }),
        (s) => {
          const ok = /^\d{9,10}$/.test(s);
          return s === '' ? phone(s) === null : (phone(s) === null) === ok;
        },
      ),
    );
  });
});

describe('tax invoice', () => {
  // Check digit: (11 − Σ d[i]·(13 − i) mod 11) mod 10.
  it('accepts Thai tax ids with a correct check digit', () => {
    expect(isValidThaiTaxId('0105558000286')).toBe(true);
    expect(isValidThaiTaxId('0-1055-58000-28-6')).toBe(true);
    expect(isValidThaiTaxId('1101700203450')).toBe(true);
    expect(normalizeTaxId(' 0 1055 58000 28 2 ')).toBe('0105558000282');
    expect(taxId('')).toBeNull();
    expect(taxId('0105558000286')).toBeNull();
  });

  it('rejects a wrong check digit or length', () => {
    expect(isValidThaiTaxId('0105558000283')).toBe(false);
    expect(isValidThaiTaxId('010555800028')).toBe(false);
    expect(isValidThaiTaxId('01055580002820')).toBe(false);
    expect(isValidThaiTaxId('01055580002a2')).toBe(false);
    expect(taxId('1234567890123')).toEqual({ key: 'validation.taxId' });
  });

  it('property: exactly one check digit fits any 12 digits', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 }),
        (first12) => {
          const fits = [...'0123456789'].filter((d) => isValidThaiTaxId(first12 + d));
          return fits.length === 1;
        },
      ),
    );
  });

  it('branch code: 5 digits, 00000 is the head office', () => {
    expect(isValidBranchCode('00000')).toBe(true);
    expect(isValidBranchCode('00012')).toBe(true);
    expect(isValidBranchCode('0001')).toBe(false);
    expect(isValidBranchCode('0001a')).toBe(false);
    expect(isHeadOffice('00000')).toBe(true);
    expect(isHeadOffice('00001')).toBe(false);
    expect(branchCode('')).toBeNull();
    expect(branchCode('12')).toEqual({ key: 'validation.branchCode' });
    expect(branchCode('00001')).toBeNull();
  });

  it('seller branch replaces commas with a bar', () => {
    expect(sellerBranch('บางนา, สาขา 2,ชั้น 1')).toBe('บางนา| สาขา 2|ชั้น 1');
  });
});

describe('coupon code input (spec §5)', () => {
  it('is trimmed; empty asks for a code', () => {
    expect(parseCouponCode('  SAVE200 ')).toEqual({ ok: true, code: 'SAVE200' });
    expect(parseCouponCode('   ')).toEqual({ ok: false, key: 'coupon.codeRequired' });
  });

  it('not found, error message, or found', () => {
    expect(couponSearchOutcome(null)).toEqual({ status: 'notFound', key: 'coupon.notFound' });
    expect(couponSearchOutcome({ invalid_code: true, error_message: 'x' })).toEqual({
      status: 'notFound',
      key: 'coupon.notFound',
    });
    const expired = { invalid_code: false, error_message: 'คูปองหมดอายุแล้ว' };
    expect(couponSearchOutcome(expired)).toEqual({
      status: 'error',
      coupon: expired,
      message: 'คูปองหมดอายุแล้ว',
    });
    const unusable = { is_can_use: false };
    expect(couponSearchOutcome(unusable)).toEqual({
      status: 'error',
      coupon: unusable,
      message: '',
    });
    const good = { invalid_code: false, error_message: null, is_can_use: true };
    expect(couponSearchOutcome(good)).toEqual({ status: 'found', coupon: good });
  });
});
