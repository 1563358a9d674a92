import { z } from 'zod';
import { NOTE_MESSAGE_KEYS, noteState, type NoteMessageKey } from '@changdee/domain/customer-note';
import {
  DEFAULT_MAX_LENGTH,
  VALIDATION_MESSAGE_KEYS,
  branchCode,
  email,
  maxLength,
  mobile,
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
import { readThaiMobile, readThaiPhone } from '@changdee/domain/thai-phone';
import { fillPlaceholders } from './fill-placeholders';

/** The national digits of a number the rules passed (the rule ran first, so it reads). */
const toNationalMobile = (value: string): string => {
  const reading = readThaiMobile(value);
  return reading.ok ? reading.national : value;
};
const toNationalPhone = (value: string): string => {
  const reading = readThaiPhone(value);
  return reading.ok ? reading.national : value;
};

// Form fields checked by the domain's rules (spec §5) inside zod schemas, so that one schema serves
// the web form and the server. A failed rule becomes a zod issue whose message is the rule's
// message key ('validation.mobile') with its values in `params`: the web app shows its own
// words for the key (common namespace, rules.<key>), and the server answers the words below in
// the request's language as the field's validation detail.

export type FieldMessageKey =
  ValidationMessageKey | NoteMessageKey | (typeof REPEATED_PRODUCT_MESSAGE)['key'];

/** The server's words for each rule key; the web app keeps its own in its i18n resources. */
const FIELD_MESSAGES: Record<FieldMessageKey, Record<Locale, string>> = {
  'validation.required': { th: 'กรุณาระบุข้อมูล', en: 'This field is required.' },
  'validation.numeric': { th: 'ระบุเฉพาะตัวเลข', en: 'Enter digits only.' },
  'validation.mobile': {
    th: 'ระบุเบอร์มือถือของไทย 10 หลัก เช่น 081-234-5678',
    en: 'Enter a Thai mobile number of 10 digits, e.g. 081-234-5678.',
  },
  'validation.landline': {
    th: 'นี่คือเบอร์โทรศัพท์บ้าน ระบบส่ง SMS ไม่ได้ กรุณาระบุเบอร์มือถือ (06, 08 หรือ 09)',
    en: 'This is a landline, which cannot receive SMS: enter a mobile number (06, 08 or 09).',
  },
  'validation.phone': {
    th: 'ระบุเบอร์โทรศัพท์ของไทย เช่น 02-123-4567 หรือ 081-234-5678',
    en: 'Enter a Thai phone number, e.g. 02-123-4567 or 081-234-5678.',
  },
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
};

export const FIELD_MESSAGE_KEYS: readonly FieldMessageKey[] = [
  ...VALIDATION_MESSAGE_KEYS,
  ...NOTE_MESSAGE_KEYS,
  ...ORDER_LINE_MESSAGE_KEYS,
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

/**
 * A customer's mobile, required: a Thai mobile written any common way (`081-234-5678`,
 * `+66 81 234 5678`, `66812345678`…), stored as its national digits (`0812345678`); a landline is
 * refused, since the number receives our SMS (decision 059).
 */
export const mobileSchema = ruledText([required, mobile])
  .transform(toNationalMobile)
  .describe(
    'A Thai mobile number: 0812345678, 081-234-5678, 081 234 5678, +66812345678, +66 81 234 5678 or 66812345678; answered as 0812345678. Landlines and numbers of other lengths are refused.',
  );
/** A second phone: empty, or any Thai number (a landline too), stored as its national digits. */
export const optionalMobileSchema = ruledText([phone])
  .transform((value) => (value.trim() === '' ? '' : toNationalPhone(value)))
  .default('')
  .describe(
    'Empty, or a Thai phone number (a landline too) written any common way; answered as its national digits. It never receives SMS.',
  );
/** Spec §5 email: required, and of the spec's form. */
export const emailSchema = z
  .string()
  .trim()
  .pipe(ruledText([email, maxLength(254)]));
/**
 * A staff or team phone (a landline too) written any common way, stored as its national digits;
 * refused with the field issue `issue.phone` (the people and teams forms of the portal).
 */
export const staffPhoneSchema = z
  .string()
  .trim()
  .refine((value) => readThaiPhone(value).ok, { error: 'issue.phone' })
  .transform(toNationalPhone);
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
