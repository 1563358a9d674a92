import type { RuleMessage } from './locale';
import { readThaiMobile, readThaiPhone } from './thai-phone';

/** Spec §5: text inputs hold at most 150 characters unless a field says otherwise. */
export const DEFAULT_MAX_LENGTH = 150;

export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.numeric',
  'validation.mobile',
  'validation.landline',
  'validation.phone',
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

/**
 * A Thai mobile in any common form (thai-phone.ts; decision 059): it receives our SMS, so a
 * landline is refused with its own words. An empty value passes (pair with `required`).
 */
export const mobile: Rule = (value) => {
  if (value.trim() === '') return null;
  const reading = readThaiMobile(value);
  if (reading.ok) return null;
  return { key: reading.refusal === 'not_a_mobile' ? 'validation.landline' : 'validation.mobile' };
};

/** Any Thai phone number, a landline too (a second phone, never texted); empty passes. */
export const phone: Rule = (value) =>
  value.trim() === '' || readThaiPhone(value).ok ? null : { key: 'validation.phone' };

/**
 * An e-mail address as the HTML standard's e-mail input takes it (WHATWG "valid e-mail address":
 * plus signs, apostrophes and the other characters of a local part, any top-level domain), with
 * a dot in the domain, since a shop's customer has no address on a bare host. Its labels are
 * checked one by one rather than by one nested expression, which could backtrack exponentially.
 */
const LOCAL_PART = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

/** Spec §5: empty is invalid. */
export const isValidEmail = (value: string): boolean => {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return false;
  const labels = value.slice(at + 1).split('.');
  return (
    LOCAL_PART.test(value.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
};

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
