import type { Coupon } from './coupon';
import type { LocalizedText } from './locale';

/** Spec §5: text inputs hold at most 150 characters unless a field says otherwise. */
export const DEFAULT_MAX_LENGTH = 150;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 10;

export type ValidationMessageKey =
  | 'validation.required'
  | 'validation.numeric'
  | 'validation.phoneDigits'
  | 'validation.default'
  | 'validation.email'
  | 'validation.maxLength'
  | 'validation.taxId'
  | 'validation.branchCode';

/**
 * Spec §5 texts (Thai given by the spec; the email and max-length texts, the tax id and branch texts
 * and all English texts are ours). `{{max}}` is filled by i18next or locale.interpolate.
 */
export const validationMessages: Record<ValidationMessageKey, LocalizedText> = {
  'validation.required': { th: 'กรุณาระบุข้อมูล', en: 'Please fill in this field' },
  'validation.numeric': { th: 'ระบุเฉพาะตัวเลข', en: 'Numbers only' },
  'validation.phoneDigits': { th: 'ระบุตัวเลขจำนวน 9 - 10 ตัว', en: 'Enter 9 - 10 digits' },
  'validation.default': { th: 'กรุณากรอกข้อมูล', en: 'Please enter the information' },
  'validation.email': { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'Invalid email address' },
  'validation.maxLength': { th: 'ระบุได้ไม่เกิน {{max}} ตัวอักษร', en: 'At most {{max}} characters' },
  'validation.taxId': {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
    en: 'Invalid taxpayer identification number',
  },
  'validation.branchCode': { th: 'ระบุรหัสสาขา 5 หลัก', en: 'Enter a 5-digit branch code' },
};

/** A failed rule: the message key and the values its text needs. */
export interface RuleFailure {
  key: ValidationMessageKey;
  params?: Record<string, string | number>;
}

/** A rule returns null when the value passes. */
export type Rule = (value: string) => RuleFailure | null;

const isBlank = (value: string): boolean => value.trim() === '';

export const required: Rule = (value) => (isBlank(value) ? { key: 'validation.required' } : null);

/** Digits only; an empty value passes (pair with `required`). */
export const numeric: Rule = (value) =>
  value === '' || /^\d+$/.test(value) ? null : { key: 'validation.numeric' };

/** Spec §5: 9 to 10 digits (a Thai phone number); non-digits get the numeric message first. */
export const phone: Rule = (value) => {
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return { key: 'validation.numeric' };
  return value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS
    ? null
    : { key: 'validation.phoneDigits' };
};

/**
 * Spec §5 email: word characters with single dots or dashes between them, an @, a domain of the same
 * kind and a final suffix of 2 to 4 letters. Written without nested quantifiers over the same
 * characters (the usual `\w+([.-]?\w+)*` backtracks exponentially on long near-misses).
 */
const EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,4}$/;

/** Spec §5: empty is invalid. */
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export const email: Rule = (value) => {
  if (value === '') return { key: 'validation.required' };
  return isValidEmail(value) ? null : { key: 'validation.email' };
};

export const maxLength =
  (max: number = DEFAULT_MAX_LENGTH): Rule =>
  (value) =>
    value.length > max ? { key: 'validation.maxLength', params: { max } } : null;

/** The first failing rule, or null. */
export const validate = (value: string, rules: readonly Rule[]): RuleFailure | null => {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
};

export type FieldFeedback =
  { state: 'neutral' } | { state: 'valid' } | { state: 'invalid'; failure: RuleFailure };

/** Spec §5: an empty input is neutral; otherwise the rule's message is shown as invalid feedback. */
export const fieldFeedback = (value: string, rules: readonly Rule[]): FieldFeedback => {
  if (value === '') return { state: 'neutral' };
  const failure = validate(value, rules);
  return failure ? { state: 'invalid', failure } : { state: 'valid' };
};

/** Spaces and dashes people type between groups (1-2345-67890-12-3). */
const stripSeparators = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * Thai taxpayer / national id: 13 digits, the last a check digit:
 * (11 − Σ digit[i] × (13 − i) for i = 0..11 mod 11) mod 10.
 */
export const isValidThaiTaxId = (value: string): boolean => {
  const digits = stripSeparators(value);
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
};

export const normalizeTaxId = (value: string): string => stripSeparators(value);

export const taxId: Rule = (value) =>
  value === '' || isValidThaiTaxId(value) ? null : { key: 'validation.taxId' };

/** Revenue Department branch number on a tax invoice: 5 digits, 00000 = head office. */
export const HEAD_OFFICE_BRANCH = '00000';
export const isValidBranchCode = (value: string): boolean => /^\d{5}$/.test(value.trim());
export const isHeadOffice = (value: string): boolean => value.trim() === HEAD_OFFICE_BRANCH;
export const branchCode: Rule = (value) =>
  value === '' || isValidBranchCode(value) ? null : { key: 'validation.branchCode' };

/** Spec §3 order payload: the seller's branch with commas replaced by a bar. */
export const sellerBranch = (branch: string): string => branch.replace(/,/g, '|');

// The employee-search keyword rule (spec §5) lives in employee-search.ts.

export type CouponCodeInput =
  { ok: true; code: string } | { ok: false; key: 'coupon.codeRequired' };

/** Spec §5 coupon search: the input is trimmed; an empty code asks for one. */
export const parseCouponCode = (input: string): CouponCodeInput => {
  const code = input.trim();
  return code === '' ? { ok: false, key: 'coupon.codeRequired' } : { ok: true, code };
};

export type CouponSearchOutcome<C> =
  | { status: 'found'; coupon: C }
  /** Show 'coupon.notFound'. */
  | { status: 'notFound'; key: 'coupon.notFound' }
  /** Show the coupon's own error_message. */
  | { status: 'error'; coupon: C; message: string };

/**
 * Spec §5 after a code search: a coupon with invalid_code (or no coupon at all; decision) is "not
 * found"; a coupon with an error_message (or is_can_use false) shows that message; otherwise found.
 */
export const couponSearchOutcome = <
  C extends Pick<Coupon, 'invalid_code' | 'error_message' | 'is_can_use'>,
>(
  coupon: C | null | undefined,
): CouponSearchOutcome<C> => {
  if (!coupon || coupon.invalid_code) return { status: 'notFound', key: 'coupon.notFound' };
  if (coupon.is_can_use === false || (coupon.error_message ?? '') !== '') {
    return { status: 'error', coupon, message: coupon.error_message ?? '' };
  }
  return { status: 'found', coupon };
};
