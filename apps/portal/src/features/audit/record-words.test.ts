import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { serviceAdminSchema } from '@changdee/contract/catalog-admin';
import { couponAdminSchema, promotionAdminSchema } from '@changdee/contract/coupons-admin';
import {
  channelSchema,
  employeeSchema,
  storeSchema,
  userSchema,
} from '@changdee/contract/people-admin';
import { teamDetailSchema } from '@changdee/contract/teams-admin';
import { addOnSchema } from '@changdee/contract/add-ons-admin';
import en from '../../i18n/en.json';
import th from '../../i18n/th.json';
import type { AUDIT_ENTITIES } from './audit-entries';
import { fieldLabel, recordName, vocabularyWord } from './record-words';

// The audit log names fields and records in words (issue 28 item 6): every field of every record
// the log keeps has its label in Thai and English, so no `coupon.name.th` reaches a page.

/** The record each audited entity keeps, as the portal reads it (modules/*-admin). */
const AUDITED: Record<(typeof AUDIT_ENTITIES)[number], z.ZodType> = {
  service: serviceAdminSchema,
  coupon: couponAdminSchema,
  promotion: promotionAdminSchema,
  team: teamDetailSchema,
  store: storeSchema,
  channel: channelSchema,
  employee: employeeSchema,
  user: userSchema,
  add_on: addOnSchema,
};

interface Def {
  type: string;
  entries?: Record<string, string>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
}

/** Every object key anywhere in a schema (through optionals, arrays, unions and pipes). */
function fieldKeys(schema: z.ZodType | undefined, out = new Set<string>()): Set<string> {
  if (!schema) return out;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const inner = [def.innerType, def.element, def.in, def.out, def.left, def.right, def.valueType];
  for (const [key, value] of Object.entries(def.shape ?? {})) {
    out.add(key);
    fieldKeys(value, out);
  }
  for (const child of [...inner, ...(def.options ?? [])]) fieldKeys(child, out);
  return out;
}

/** Every closed vocabulary in a schema: its field and values (enums and literal unions). */
function vocabularies(
  schema: z.ZodType | undefined,
  field = '',
  out = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  if (!schema) return out;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const values = def.entries
    ? Object.values(def.entries)
    : def.type === 'literal'
      ? def.values
      : [];
  for (const value of values ?? []) {
    if (!out.has(field)) out.set(field, new Set());
    out.get(field)!.add(String(value));
  }
  for (const [key, value] of Object.entries(def.shape ?? {})) vocabularies(value, key, out);
  const inner = [def.innerType, def.element, def.in, def.out, def.left, def.right, def.valueType];
  for (const child of [...inner, ...(def.options ?? [])]) vocabularies(child, field, out);
  return out;
}

const translator = async (lng: 'th' | 'en') => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { th: { portal: th }, en: { portal: en } }, ns: ['portal'] });
  return i18n.getFixedT(lng, 'portal', 'audit');
};

describe('the audit log in words', () => {
  for (const [locale, words] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`labels every field of every audited record in ${locale}`, () => {
      const fields = words.audit.fields as Record<string, string>;
      for (const [entity, schema] of Object.entries(AUDITED)) {
        const missing = [...fieldKeys(schema)].filter(
          (key) => !/^(th|en)$/.test(key) && !fields[key],
        );
        expect(missing, `${entity} (${locale})`).toEqual([]);
      }
    });
  }

  for (const locale of ['th', 'en'] as const) {
    it(`words every value of every closed vocabulary of an audited record in ${locale}`, async () => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: locale,
        resources: { [locale]: { portal: locale === 'th' ? th : en } },
      });
      const portalWords = i18n.getFixedT(locale, 'portal');
      for (const [entity, schema] of Object.entries(AUDITED)) {
        for (const [field, values] of vocabularies(schema)) {
          for (const value of values) {
            expect(
              vocabularyWord(entity, field, value, portalWords),
              `${entity}.${field}=${value}`,
            ).not.toBeNull();
          }
        }
      }
    });
  }

  it('turns a field path into labels, items numbered from 1 and languages named', async () => {
    const tTh = await translator('th');
    const tEn = await translator('en');
    expect(fieldLabel('name.th', tEn)).toBe('Name (Thai)');
    expect(fieldLabel('name.th', tTh)).toBe('ชื่อ (ภาษาไทย)');
    expect(fieldLabel('images.0.alt.en', tEn)).toBe('Images #1 › Image description (English)');
    expect(fieldLabel('days_off.2.reason', tTh)).toBe('วันหยุด ที่ 3 › เหตุผล');
    expect(fieldLabel('usage_limit_per_customer', tEn)).toBe('Uses per customer');
  });

  it('names a record by its name in the reader’s language, with its code', () => {
    const coupon = { code: 'COOL500', name: { th: 'ลดแอร์ 500', en: 'Air 500 off' } };
    expect(recordName(null, coupon, 'en')).toBe('Air 500 off (COOL500)');
    expect(recordName(null, coupon, 'th')).toBe('ลดแอร์ 500 (COOL500)');
    // A delete: the record as it was.
    expect(recordName({ name: 'ช่างดี คูลแอร์' }, null, 'en')).toBe('ช่างดี คูลแอร์');
    expect(recordName(null, { username: 'ops.demo' }, 'th')).toBe('ops.demo');
    expect(recordName(null, { name_th: 'สาขารังสิต', name_en: 'Rangsit' }, 'en')).toBe('Rangsit');
    expect(recordName(null, { id: '4b1f…' }, 'en')).toBeNull();
  });
});
