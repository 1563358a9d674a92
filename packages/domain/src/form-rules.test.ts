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
  mobile,
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

describe('email (spec §5, as the HTML standard’s e-mail input takes it: decision 059)', () => {
  it('accepts plus signs, apostrophes, underscores and any top-level domain', () => {
    for (const ok of [
      'somchai@example.com',
      'som.chai-k@mail.co.th',
      'a_b@x-y.info',
      'user+tag@example.com',
      'info@changdee.online',
      'somchai_j@mail.company',
      "o'neil@example.com",
      'a@b.c0m',
    ]) {
      expect(isValidEmail(ok), ok).toBe(true);
      expect(email(ok)).toBeNull();
    }
  });

  it('rejects the rest; empty is invalid', () => {
    for (const bad of [
      'somchai',
      'a@',
      '@b.com',
      'a@b', // no dot in the domain: no customer's address is on a bare host
      'a b@c.com',
      'a@b@c.com',
      'a@x.com.',
      'a@-x.com',
      'สมชาย@x.com',
      'a@x_y.com',
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
    expect(mobile('')).toBeNull();
    expect(mobile('081-234-5678')).toBeNull();
    expect(mobile('+66 81 234 5678')).toBeNull();
    expect(mobile('021234567')).toEqual({ key: 'validation.landline' });
    expect(mobile('08123456')).toEqual({ key: 'validation.mobile' });
    expect(mobile('08123456789')).toEqual({ key: 'validation.mobile' });
    expect(phone('')).toBeNull();
    expect(phone('02-123-4567')).toBeNull();
    expect(phone('0812345678')).toBeNull();
    expect(phone('12345')).toEqual({ key: 'validation.phone' });
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
    expect(validate('', [required, mobile])).toEqual({ key: 'validation.required' });
    expect(validate('0812345678', [required, mobile, maxLength()])).toBeNull();
    expect(fieldFeedback('', [required])).toEqual({ state: 'neutral' });
    expect(fieldFeedback('12', [mobile])).toEqual({
      state: 'invalid',
      failure: { key: 'validation.mobile' },
    });
    expect(fieldFeedback('0812345678', [mobile])).toEqual({ state: 'valid' });
  });

  it('property: a mobile passes however its digits are grouped', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        // Prefixes Thai operators use (060 and 069 are not allocated: libphonenumber says so).
        fc.constantFrom('061', '065', '081', '089', '091', '099'),
        fc.stringMatching(/^[0-9]{7}$/),
        fc.constantFrom('', '-', ' ', '.'),
        (prefix, rest, gap) =>
          mobile(`${prefix}${gap}${rest.slice(0, 3)}${gap}${rest.slice(3)}`) === null,
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
