import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchCode,
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
  phone,
  required,
  sellerBranch,
  taxId,
  validate,
  VALIDATION_MESSAGE_KEYS,
} from './form-rules';

describe('messages', () => {
  it('are named by key, the texts living in the i18n resources', () => {
    expect(VALIDATION_MESSAGE_KEYS).toContain('validation.required');
    expect(maxLength(3)('abcd')).toEqual({ key: 'validation.maxLength', params: { max: 3 } });
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
