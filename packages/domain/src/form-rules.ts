import type { RuleMessage } from './locale';

/** Spec §5: text inputs hold at most 150 characters unless a field says otherwise. */
export const DEFAULT_MAX_LENGTH = 150;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 10;

export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.numeric',
  'validation.phoneDigits',
  'validation.default',
  'validation.email',
  'validation.maxLength',
  'validation.taxId',
  'validation.branchCode',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/**
 * A failed rule: the message key and the values its text needs. The texts (spec §5 gives the Thai
 * ones for required, numeric, 9–10 digits and the default) live in the web app's i18n resources.
 */
export type RuleFailure = RuleMessage<ValidationMessageKey>;

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
