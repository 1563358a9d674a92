import type { Locale } from '@changdee/domain/locale';
import { fieldMessage } from './field-rules';
import { fillPlaceholders } from './fill-placeholders';

// The server's words for a schema failure that no domain rule names: zod's kinds of issue (wrong
// type, too short, too long, out of range, bad format, not one of the choices) said the way a clerk
// or an integrator reads them, in Thai and English, never with a type name or a regular
// expression. A schema may also name one of these keys as its message where it knows better than
// the kind (a 2-digit province code rather than "the format is not valid").

const ISSUE_MESSAGES = {
  'issue.invalid': { th: 'ข้อมูลนี้ไม่ถูกต้อง', en: 'This value is not valid.' },
  'issue.wrongType': {
    th: 'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็น{expected}',
    en: 'This value has the wrong type: expected {expected}.',
  },
  'issue.wholeNumber': { th: 'ระบุเป็นจำนวนเต็ม', en: 'Enter a whole number.' },
  'issue.numberAtLeast': { th: 'ระบุตัวเลขตั้งแต่ {min} ขึ้นไป', en: 'Enter a number of at least {min}.' },
  'issue.numberAbove': { th: 'ระบุตัวเลขที่มากกว่า {min}', en: 'Enter a number greater than {min}.' },
  'issue.numberAtMost': { th: 'ระบุตัวเลขไม่เกิน {max}', en: 'Enter a number of at most {max}.' },
  'issue.numberBelow': { th: 'ระบุตัวเลขที่น้อยกว่า {max}', en: 'Enter a number less than {max}.' },
  'issue.minLength': {
    th: 'ระบุอย่างน้อย {min} ตัวอักษร',
    en: 'Enter at least {min} characters.',
  },
  'issue.chooseOne': { th: 'กรุณาเลือกอย่างน้อย 1 รายการ', en: 'Choose at least one.' },
  'issue.minItems': { th: 'กรุณาเลือกอย่างน้อย {min} รายการ', en: 'Choose at least {min}.' },
  'issue.maxItems': { th: 'เลือกได้ไม่เกิน {max} รายการ', en: 'Choose at most {max}.' },
  'issue.choice': { th: 'เลือกได้เฉพาะ: {values}', en: 'Choose one of: {values}.' },
  'issue.format': { th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'The format is not valid.' },
  'issue.id': { th: 'รหัสอ้างอิงไม่ถูกต้อง', en: 'This is not a valid id.' },
  'issue.date': {
    th: 'ระบุวันที่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)',
    en: 'Enter a date as YYYY-MM-DD.',
  },
  'issue.dateTime': {
    th: 'ระบุวันและเวลาในรูปแบบ ISO 8601',
    en: 'Enter a date and time in ISO 8601 form.',
  },
  // Text no database column can hold as sent: U+0000, or half of a UTF-16 surrogate pair.
  'issue.unusableCharacter': {
    th: 'มีอักขระที่ใช้ไม่ได้ (อักขระควบคุมหรืออักขระที่ไม่สมบูรณ์)',
    en: 'This contains a character that cannot be used (a control or broken character).',
  },
  // Field-specific formats, named by the schemas themselves.
  'issue.provinceCode': { th: 'ระบุรหัสจังหวัดเป็นตัวเลข 2 หลัก', en: 'Enter the 2-digit province code.' },
  'issue.districtCode': { th: 'ระบุรหัสอำเภอเป็นตัวเลข 4 หลัก', en: 'Enter the 4-digit district code.' },
  'issue.subDistrictCode': {
    th: 'ระบุรหัสตำบลเป็นตัวเลข 6 หลัก',
    en: 'Enter the 6-digit sub-district code.',
  },
  'issue.postcode': { th: 'ระบุรหัสไปรษณีย์เป็นตัวเลข 5 หลัก', en: 'Enter the 5-digit postcode.' },
  'issue.idempotencyKey': {
    th: 'ระบุ 1 ถึง 255 ตัวอักษรภาษาอังกฤษ ตัวเลขหรือสัญลักษณ์ ห้ามมีช่องว่าง',
    en: 'Use 1 to 255 English letters, digits or symbols, without spaces.',
  },
  'issue.workType': {
    th: 'ระบุรหัสประเภทงานเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ไม่เกิน 64 ตัว',
    en: 'Enter the work type as up to 64 English letters, digits, - or _.',
  },
  // changeDate: the order named in the body is not the one in the URL.
  'issue.orderNoMismatch': {
    th: 'เลขที่คำสั่งซื้อในข้อมูลที่ส่งไม่ตรงกับเลขที่คำสั่งซื้อใน URL',
    en: 'The order number in the request body differs from the one in the URL.',
  },
  // Issue 19: what a change of an order must carry (packages/domain/src/order-policy.ts).
  'issue.cancelReason': {
    th: 'กรุณาระบุเหตุผลที่ยกเลิก',
    en: 'Enter the reason for cancelling.',
  },
  'issue.receiptReference': {
    th: 'กรุณาระบุเลขที่ใบเสร็จของร้านค้า',
    en: 'Enter the store’s receipt number.',
  },
  // An operator's refund (docs/decisions/039).
  'issue.refundReason': {
    th: 'กรุณาระบุเหตุผลที่คืนเงิน',
    en: 'Enter the reason for the refund.',
  },
  'issue.refundReference': {
    th: 'กรุณาระบุเลขที่อ้างอิงของการคืนเงิน',
    en: 'Enter the refund’s reference.',
  },
  'issue.actingEmployee': {
    th: 'กรุณาเลือกพนักงานผู้ทำรายการ',
    en: 'Choose the employee who is making this change.',
  },
  // Issue 20: what a technician's step must carry (packages/domain/src/job-report.ts).
  'issue.jobNote': {
    th: 'กรุณาเขียนบันทึกสั้น ๆ ถึงงานนี้',
    en: 'Write a short note about this job.',
  },
  'issue.problemKind': {
    th: 'กรุณาเลือกปัญหาที่พบ',
    en: 'Choose what the problem is.',
  },
  // Issue 31 item 6: completing a job needs the customer's sign-off (decision 078).
  'issue.signOff': {
    th: 'กรุณาให้ลูกค้าเซ็นชื่อ หรือระบุเหตุผลที่ลูกค้าไม่อยู่',
    en: 'Have the customer sign, or give the reason they are not there.',
  },
  'issue.signerName': {
    th: 'กรุณาพิมพ์ชื่อผู้เซ็น',
    en: 'Type the name of the person signing.',
  },
  'issue.officeSignOff': {
    th: 'กรุณาระบุเหตุผลที่ลูกค้าไม่ได้เซ็นรับงานกับช่าง',
    en: 'Say why the customer did not sign for the job with the technician.',
  },
  'issue.absenceNote': {
    th: 'กรุณาเขียนเหตุผลที่ลูกค้าไม่ได้เซ็นชื่อ',
    en: 'Write why the customer could not sign.',
  },
  'issue.ratingStars': {
    th: 'กรุณาเลือกคะแนน 1 ถึง 5 ดาว',
    en: 'Choose 1 to 5 stars.',
  },
  // Issue 21: teams and people from the portal (docs/decisions/051).
  'issue.teamCode': {
    th: 'ระบุรหัสทีมเป็นตัวพิมพ์ใหญ่ภาษาอังกฤษ ตัวเลข หรือ - 2 ถึง 40 ตัว เช่น CT-BKK-COOL',
    en: 'Enter the team code as 2 to 40 capital letters, digits or -, such as CT-BKK-COOL.',
  },
  'issue.addOnBounds': {
    th: 'จำนวนต่ำสุดต้องมากกว่า 0 และไม่เกินจำนวนสูงสุด (ไม่เกิน 9,999 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    en: 'The minimum must be above 0 and at most the maximum (up to 9,999, at most 2 decimals).',
  },
  'issue.addOnWholeBounds': {
    th: 'รายการที่นับเป็นหน่วยเต็มต้องมีจำนวนต่ำสุดและสูงสุดเป็นจำนวนเต็ม',
    en: 'An add-on counted in whole units needs whole minimum and maximum quantities.',
  },
  'issue.phone': {
    th: 'ระบุเบอร์โทรศัพท์ของไทย เช่น 02-123-4567 หรือ 081-234-5678',
    en: 'Enter a Thai phone number, e.g. 02-123-4567 or 081-234-5678.',
  },
  'issue.dateRange': {
    th: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น',
    en: 'The last day cannot be before the first.',
  },
  // The dashboards answer at most SALES_MAX_DAYS days at a time (decision 076).
  'issue.dateSpan': {
    th: 'เลือกช่วงวันที่ได้ไม่เกิน {max} วัน',
    en: 'Choose a period of at most {max} days.',
  },
  'issue.code': {
    th: 'ระบุรหัสเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ไม่เกิน 40 ตัว',
    en: 'Enter the code as up to 40 English letters, digits, - or _.',
  },
  'issue.username': {
    th: 'ระบุชื่อผู้ใช้เป็นตัวพิมพ์เล็กภาษาอังกฤษ ตัวเลข . - หรือ _ 3 ถึง 64 ตัว',
    en: 'Enter the username as 3 to 64 lower-case English letters, digits, ., - or _.',
  },
  'issue.passwordLength': {
    th: 'รหัสผ่านต้องมี 10 ถึง 128 ตัวอักษร',
    en: 'The password must have 10 to 128 characters.',
  },
  'issue.passwordMismatch': {
    th: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    en: 'The two passwords differ.',
  },
  // Issue 21: coupons and promotions from the portal (packages/contract/src/coupons-admin.ts).
  'issue.bothLanguages': {
    th: 'กรุณาระบุทั้งภาษาไทยและภาษาอังกฤษ หรือเว้นว่างทั้งสองภาษา',
    en: 'Enter it in both Thai and English, or leave both empty.',
  },
  'issue.couponCode': {
    th: 'ระบุโค้ดเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _',
    en: 'Use English letters, digits, - or _ for the code.',
  },
  'issue.couponImage': {
    th: 'ระบุรูปภาพเป็นไฟล์ภายใต้ /images/coupons/',
    en: 'Choose an image under /images/coupons/.',
  },
  'issue.rangeMax': {
    th: 'ยอดสูงสุดต้องไม่น้อยกว่ายอดต่ำสุด',
    en: 'The maximum must not be below the minimum.',
  },
  'issue.rangeOverlap': {
    th: 'ช่วงราคานี้ทับซ้อนกับช่วงก่อนหน้า',
    en: 'This price range overlaps another one.',
  },
  'issue.dateOrder': {
    th: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น',
    en: 'The end date must not be before the start date.',
  },
  'issue.couponErrorMessage': {
    th: 'คูปองที่ใช้ไม่ได้ต้องมีข้อความแจ้งทั้งภาษาไทยและภาษาอังกฤษ',
    en: 'A coupon that cannot be used needs its message in Thai and English.',
  },
  'issue.rangeRequired': {
    th: 'คูปองแบบช่วงราคาต้องมีอย่างน้อย 1 ช่วง',
    en: 'A range coupon needs at least one price range.',
  },
  'issue.fixedDiscount': {
    th: 'คูปองแบบลดคงที่ต้องมีส่วนลดอย่างน้อย 1 บาท',
    en: 'A fixed coupon takes at least 1 baht off.',
  },
  'issue.contractorDiscount': {
    th: 'ส่วนที่ผู้รับเหมารับผิดชอบต้องไม่เกินส่วนลดของช่วงนั้น',
    en: 'The contractor’s share must not exceed the range’s discount.',
  },
  'issue.perCustomerLimit': {
    th: 'จำนวนครั้งต่อลูกค้าต้องไม่เกินจำนวนครั้งทั้งหมด',
    en: 'The limit per customer must not exceed the limit in all.',
  },
  'issue.unknownChannel': { th: 'ไม่พบช่องทางขายนี้', en: 'There is no such channel.' },
  'issue.unknownStore': { th: 'ไม่พบร้านค้านี้', en: 'There is no such store.' },
  'issue.storeChannel': {
    th: 'ร้านค้านี้ไม่ได้อยู่ในช่องทางขายที่เลือก',
    en: 'This store is not in the chosen channel.',
  },
  'issue.unknownSku': {
    th: 'ไม่พบบริการรหัส {sku}',
    en: 'There is no service with the code {sku}.',
  },
  // Decision 054: a sub-district asked beside a district, or served by a team, must be of it.
  'issue.subDistrictOfDistrict': {
    th: 'ตำบลนี้ไม่ได้อยู่ในอำเภอที่เลือก',
    en: 'This sub-district is not in the chosen district.',
  },
  'issue.subDistrictInWholeArea': {
    th: 'มีตำบลที่อยู่ในอำเภอหรือจังหวัดที่เลือกไว้ทั้งหมดแล้ว',
    en: 'Some sub-districts are in a district or province already chosen whole.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type IssueMessageKey = keyof typeof ISSUE_MESSAGES;
export const ISSUE_MESSAGE_KEYS = Object.keys(ISSUE_MESSAGES) as IssueMessageKey[];

export const isIssueMessageKey = (value: unknown): value is IssueMessageKey =>
  typeof value === 'string' && Object.hasOwn(ISSUE_MESSAGES, value);

/** The words of an issue key in a language, {values} filled in (numbers grouped). */
export function issueKeyMessage(
  key: IssueMessageKey,
  language: Locale,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return fillPlaceholders(ISSUE_MESSAGES[key][language], params);
}

/** What a wrong-typed value should have been, in plain words. */
const EXPECTED_WORDS: Record<string, Record<Locale, string>> = {
  string: { th: 'ข้อความ', en: 'text' },
  number: { th: 'ตัวเลข', en: 'a number' },
  int: { th: 'ตัวเลข', en: 'a number' },
  bigint: { th: 'ตัวเลข', en: 'a number' },
  boolean: { th: 'ค่าจริงหรือเท็จ (true/false)', en: 'true or false' },
  array: { th: 'รายการ', en: 'a list' },
  set: { th: 'รายการ', en: 'a list' },
  tuple: { th: 'รายการ', en: 'a list' },
  object: { th: 'ชุดข้อมูล', en: 'a group of fields' },
  record: { th: 'ชุดข้อมูล', en: 'a group of fields' },
  map: { th: 'ชุดข้อมูล', en: 'a group of fields' },
  date: { th: 'วันที่', en: 'a date' },
};

const FORMAT_KEYS: Record<string, IssueMessageKey> = {
  uuid: 'issue.id',
  guid: 'issue.id',
  date: 'issue.date',
  datetime: 'issue.dateTime',
};

/** The parts of a zod issue the words depend on (zod-validation.ts keeps the judged input). */
export interface IssueFacts {
  code: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  values?: unknown;
}

function sizeMessage(issue: IssueFacts, language: Locale): string {
  const tooSmall = issue.code === 'too_small';
  const bound = Number(tooSmall ? issue.minimum : issue.maximum);
  const exclusive = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      if (!tooSmall) return fieldMessage('validation.maxLength', language, { max: bound });
      return bound <= 1
        ? fieldMessage('validation.required', language)
        : issueKeyMessage('issue.minLength', language, { min: bound });
    case 'array':
    case 'set':
      if (!tooSmall) return issueKeyMessage('issue.maxItems', language, { max: bound });
      return bound <= 1
        ? issueKeyMessage('issue.chooseOne', language)
        : issueKeyMessage('issue.minItems', language, { min: bound });
    case 'number':
    case 'int':
    case 'bigint':
      if (tooSmall)
        return issueKeyMessage(exclusive ? 'issue.numberAbove' : 'issue.numberAtLeast', language, {
          min: bound,
        });
      return issueKeyMessage(exclusive ? 'issue.numberBelow' : 'issue.numberAtMost', language, {
        max: bound,
      });
    default:
      return issueKeyMessage('issue.invalid', language);
  }
}

/**
 * Plain words for a zod issue of one of the common kinds, in a language: a missing value or an
 * empty required text reads as 'required', a wrong type names what was expected, sizes and ranges
 * carry their bound, formats and choices say what is accepted. Any other kind: "not valid".
 */
export function issueMessage(issue: IssueFacts, language: Locale): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) return fieldMessage('validation.required', language);
      if (issue.expected === 'int' && typeof issue.input === 'number')
        return issueKeyMessage('issue.wholeNumber', language);
      const expected = EXPECTED_WORDS[String(issue.expected)];
      return expected
        ? issueKeyMessage('issue.wrongType', language, { expected: expected[language] })
        : issueKeyMessage('issue.invalid', language);
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, language);
    case 'invalid_format':
      if (issue.format === 'email') return fieldMessage('validation.email', language);
      return issueKeyMessage(FORMAT_KEYS[String(issue.format)] ?? 'issue.format', language);
    case 'invalid_value': {
      if (missing) return fieldMessage('validation.required', language);
      const values = Array.isArray(issue.values) ? issue.values.map(String).join(', ') : '';
      return values
        ? issueKeyMessage('issue.choice', language, { values })
        : issueKeyMessage('issue.invalid', language);
    }
    default:
      return issueKeyMessage('issue.invalid', language);
  }
}
