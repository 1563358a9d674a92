import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ISSUE_MESSAGE_KEYS,
  isIssueMessageKey,
  issueKeyMessage,
  issueMessage,
  type IssueFacts,
} from './issue-messages';

// zod's issue kinds in the contract's own words: checked against issues zod itself raises, so a
// zod upgrade that renames a kind shows here.

/** The first issue zod raises for a value, with the judged input (as the server's validator). */
const issueOf = (schema: z.ZodType, value: unknown): IssueFacts => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0] as unknown as IssueFacts;
};

const words = (schema: z.ZodType, value: unknown) => ({
  th: issueMessage(issueOf(schema, value), 'th'),
  en: issueMessage(issueOf(schema, value), 'en'),
});

describe('issueMessage', () => {
  it.each([
    [
      'missing',
      z.object({ a: z.string() }).shape.a,
      undefined,
      'กรุณาระบุข้อมูล',
      'This field is required.',
    ],
    ['null', z.number(), null, 'กรุณาระบุข้อมูล', 'This field is required.'],
    ['missing choice', z.enum(['1', '2']), undefined, 'กรุณาระบุข้อมูล', 'This field is required.'],
    [
      'text',
      z.string(),
      5,
      'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นข้อความ',
      'This value has the wrong type: expected text.',
    ],
    [
      'number',
      z.number(),
      'x',
      'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นตัวเลข',
      'This value has the wrong type: expected a number.',
    ],
    [
      'boolean',
      z.boolean(),
      1,
      'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นค่าจริงหรือเท็จ (true/false)',
      'This value has the wrong type: expected true or false.',
    ],
    [
      'list',
      z.array(z.string()),
      {},
      'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นรายการ',
      'This value has the wrong type: expected a list.',
    ],
    [
      'group',
      z.object({}),
      [],
      'ประเภทข้อมูลไม่ถูกต้อง: ต้องเป็นชุดข้อมูล',
      'This value has the wrong type: expected a group of fields.',
    ],
    ['other type', z.symbol(), 'x', 'ข้อมูลนี้ไม่ถูกต้อง', 'This value is not valid.'],
    ['fraction', z.number().int(), 1.5, 'ระบุเป็นจำนวนเต็ม', 'Enter a whole number.'],
    ['empty text', z.string().min(1), '', 'กรุณาระบุข้อมูล', 'This field is required.'],
    ['short text', z.string().min(3), 'ab', 'ระบุอย่างน้อย 3 ตัวอักษร', 'Enter at least 3 characters.'],
    [
      'long text',
      z.string().max(2000),
      'x'.repeat(2001),
      'ระบุได้ไม่เกิน 2,000 ตัวอักษร',
      'Enter at most 2,000 characters.',
    ],
    [
      'empty list',
      z.array(z.string()).min(1),
      [],
      'กรุณาเลือกอย่างน้อย 1 รายการ',
      'Choose at least one.',
    ],
    [
      'short list',
      z.array(z.string()).min(2),
      ['a'],
      'กรุณาเลือกอย่างน้อย 2 รายการ',
      'Choose at least 2.',
    ],
    [
      'long list',
      z.array(z.string()).max(1),
      ['a', 'b'],
      'เลือกได้ไม่เกิน 1 รายการ',
      'Choose at most 1.',
    ],
    ['small number', z.number().min(1), 0, 'ระบุตัวเลขตั้งแต่ 1 ขึ้นไป', 'Enter a number of at least 1.'],
    [
      'not positive',
      z.number().positive(),
      0,
      'ระบุตัวเลขที่มากกว่า 0',
      'Enter a number greater than 0.',
    ],
    [
      'big number',
      z.number().max(9999),
      10_000,
      'ระบุตัวเลขไม่เกิน 9,999',
      'Enter a number of at most 9,999.',
    ],
    ['not below', z.number().lt(5), 5, 'ระบุตัวเลขที่น้อยกว่า 5', 'Enter a number less than 5.'],
    [
      'early date',
      z.date().min(new Date(2030, 0, 1)),
      new Date(2029, 0, 1),
      'ข้อมูลนี้ไม่ถูกต้อง',
      'This value is not valid.',
    ],
    ['regex', z.string().regex(/^\d{2}$/), 'abc', 'รูปแบบข้อมูลไม่ถูกต้อง', 'The format is not valid.'],
    ['uuid', z.uuid(), 'abc', 'รหัสอ้างอิงไม่ถูกต้อง', 'This is not a valid id.'],
    [
      'date',
      z.iso.date(),
      '2031/06/20',
      'ระบุวันที่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)',
      'Enter a date as YYYY-MM-DD.',
    ],
    [
      'date and time',
      z.iso.datetime(),
      'noon',
      'ระบุวันและเวลาในรูปแบบ ISO 8601',
      'Enter a date and time in ISO 8601 form.',
    ],
    ['email', z.email(), 'a@', 'รูปแบบอีเมลไม่ถูกต้อง', 'The email address is not valid.'],
    ['choice', z.enum(['1', '2']), '3', 'เลือกได้เฉพาะ: 1, 2', 'Choose one of: 1, 2.'],
    [
      'refinement',
      z.string().refine((s) => s !== 'x'),
      'x',
      'ข้อมูลนี้ไม่ถูกต้อง',
      'This value is not valid.',
    ],
    ['union', z.union([z.string(), z.number()]), true, 'ข้อมูลนี้ไม่ถูกต้อง', 'This value is not valid.'],
  ])('%s', (_kind, schema, value, th, en) => {
    expect(words(schema as z.ZodType, value)).toEqual({ th, en });
  });

  it('a choice without its values reads as "not valid"', () => {
    expect(issueMessage({ code: 'invalid_value', input: 'x' }, 'en')).toBe(
      'This value is not valid.',
    );
  });
});

describe('issue keys', () => {
  it('every key has words in both languages, without a type name or a pattern', () => {
    for (const key of ISSUE_MESSAGE_KEYS) {
      expect(isIssueMessageKey(key)).toBe(true);
      for (const language of ['th', 'en'] as const) {
        const text = issueKeyMessage(key, language);
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toMatch(/\b(string|array|object|undefined|int)\b|\/\^|\$\//);
      }
    }
    expect(isIssueMessageKey('validation.required')).toBe(false);
  });

  it('fills in numbers grouped and leaves a missing value visible', () => {
    expect(issueKeyMessage('issue.numberAtMost', 'en', { max: 9999 })).toBe(
      'Enter a number of at most 9,999.',
    );
    expect(issueKeyMessage('issue.numberAtMost', 'en')).toBe('Enter a number of at most {max}.');
  });
});
