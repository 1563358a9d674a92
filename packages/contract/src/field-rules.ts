import { z } from 'zod';
import {
  PAYMENT_CHOICE_MESSAGE_KEYS,
  type ONE_PAYMENT_WAY_MESSAGE,
} from '@changdee/domain/coupon-payment';
import { NOTE_MESSAGE_KEYS, noteState, type NoteMessageKey } from '@changdee/domain/customer-note';
import {
  DEFAULT_MAX_LENGTH,
  VALIDATION_MESSAGE_KEYS,
  branchCode,
  email,
  maxLength,
  phone,
  required,
  taxId,
  validate,
  type Rule,
  type ValidationMessageKey,
} from '@changdee/domain/form-rules';
import type { Locale } from '@changdee/domain/locale';
import {
  ORDER_LINE_MESSAGE_KEYS,
  type REPEATED_PRODUCT_MESSAGE,
} from '@changdee/domain/order-lines';
import { fillPlaceholders } from './fill-placeholders';

// Form fields checked by the domain's rules (spec §5) inside zod schemas, so that one schema serves
// the web form and the server. A failed rule becomes a zod issue whose message is the rule's
// message key ('validation.phoneDigits') with its values in `params`: the web app shows its own
// words for the key (common namespace, rules.<key>), and the server answers the words below in
// the request's language as the field's validation detail.

export type FieldMessageKey =
  | ValidationMessageKey
  | NoteMessageKey
  | (typeof REPEATED_PRODUCT_MESSAGE)['key']
  | (typeof ONE_PAYMENT_WAY_MESSAGE)['key'];

/** The server's words for each rule key; the web app keeps its own in its i18n resources. */
const FIELD_MESSAGES: Record<FieldMessageKey, Record<Locale, string>> = {
  'validation.required': { th: 'กรุณาระบุข้อมูล', en: 'This field is required.' },
  'validation.numeric': { th: 'ระบุเฉพาะตัวเลข', en: 'Enter digits only.' },
  'validation.phoneDigits': { th: 'ระบุตัวเลขจำนวน 9 - 10 ตัว', en: 'Enter 9 - 10 digits.' },
  'validation.default': { th: 'กรุณากรอกข้อมูล', en: 'Please fill in this field.' },
  'validation.email': { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The email address is not valid.' },
  'validation.maxLength': {
    th: 'ระบุได้ไม่เกิน {max} ตัวอักษร',
    en: 'Enter at most {max} characters.',
  },
  'validation.taxId': {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
    en: 'The tax identification number is not valid.',
  },
  'validation.branchCode': { th: 'ระบุรหัสสาขา 5 หลัก', en: 'Enter the 5-digit branch code.' },
  'note.tooLong': {
    th: 'หมายเหตุยาวเกินไป: {length} ตัวอักษร ใส่ได้ไม่เกิน {max} ตัวอักษร',
    en: 'The note is too long: {length} characters, at most {max}.',
  },
  'note.symbols': {
    th: 'หมายเหตุมีอักขระที่ใช้ไม่ได้ (อีโมจิหรือสัญลักษณ์)',
    en: 'The note contains characters that cannot be used (emoji or symbols).',
  },
  'order.repeatedProduct': {
    th: 'สินค้านี้อยู่ในคำสั่งซื้อแล้ว ให้แก้จำนวนในรายการเดิมแทนการเพิ่มรายการใหม่',
    en: 'This product is already in the order: change the quantity of its line instead of adding another.',
  },
  'payment.oneWay': {
    th: 'เลือกวิธีชำระเงินได้เพียงวิธีเดียว: ชำระผ่านพร้อมเพย์หรือชำระที่ร้านค้า',
    en: 'Choose one way of paying: by PromptPay or at the store.',
  },
};

export const FIELD_MESSAGE_KEYS: readonly FieldMessageKey[] = [
  ...VALIDATION_MESSAGE_KEYS,
  ...NOTE_MESSAGE_KEYS,
  ...ORDER_LINE_MESSAGE_KEYS,
  ...PAYMENT_CHOICE_MESSAGE_KEYS,
];

export const isFieldMessageKey = (value: unknown): value is FieldMessageKey =>
  typeof value === 'string' && Object.hasOwn(FIELD_MESSAGES, value);

/** The server's words for a rule key in a language, {values} filled in (numbers grouped). */
export function fieldMessage(
  key: FieldMessageKey,
  language: Locale,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return fillPlaceholders(FIELD_MESSAGES[key][language], params);
}

/** A missing text field reads as an empty one: 'required', not zod's words on types. */
const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
  });

/** A text field checked by the domain's rules, in order; the first failure is the issue. */
export const ruledText = (rules: readonly Rule[]) =>
  text().superRefine((value, ctx) => {
    const failure = validate(value, rules);
    if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
  });

/** Spec §5: a required text of at most 150 characters (or `max`), surrounding blanks trimmed. */
export const requiredText = (max: number = DEFAULT_MAX_LENGTH) =>
  text()
    .trim()
    .pipe(ruledText([required, maxLength(max)]));

/** An optional text ('' when absent) of at most 150 characters (or `max`). */
export const optionalText = (max: number = DEFAULT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .pipe(ruledText([maxLength(max)]))
    .default('');

/** Spec §5: a mobile number of 9 to 10 digits, required. */
export const mobileSchema = ruledText([required, phone]);
/** A second mobile: empty, or 9 to 10 digits. */
export const optionalMobileSchema = ruledText([phone]).default('');
/** Spec §5 email: required, and of the spec's form. */
export const emailSchema = z
  .string()
  .trim()
  .pipe(ruledText([email, maxLength(254)]));
/** A Thai tax id: 13 digits with its check digit (separators allowed, stored without). */
export const taxIdSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(ruledText([required, taxId]));
/** A branch number of a company's tax invoice (00000: head office). */
export const branchCodeSchema = z
  .string()
  .trim()
  .pipe(ruledText([required, branchCode]));

/** Spec §5 customer note (a line's remark, the order's remark): 250 characters, no emoji. */
export const noteSchema = z
  .string()
  .superRefine((value, ctx) => {
    for (const message of noteState(value).messages)
      ctx.addIssue({ code: 'custom', message: message.key, params: message.params });
  })
  .default('');
