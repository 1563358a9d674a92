import type { Locale } from '@changdee/domain/locale';

// An audit entry in a person's words (issue 28 item 6): a field path such as `name.th` or
// `images.0.alt.en` becomes "Name (Thai)" or "Images #1 › Image description (English)", and a
// record is named by its name, title, username or code rather than its id.

type Translate = (key: string, options?: Record<string, unknown>) => string;

const LANGUAGE_KEYS: ReadonlySet<string> = new Set(['th', 'en']);

/** The words of one field key (`audit.fields.<key>`); the key itself only if none exist. */
const fieldWords = (key: string, t: Translate) => t(`fields.${key}`, { defaultValue: key });

/** A dotted field path as words: the fields' names, items numbered from 1, languages named. */
export function fieldLabel(path: string, t: Translate): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      const last = parts.length - 1;
      const item = t('item', { n: Number(segment) + 1 });
      if (last >= 0) parts[last] = `${parts[last]} ${item}`;
      else parts.push(item);
    } else if (LANGUAGE_KEYS.has(segment) && parts.length > 0) {
      const last = parts.length - 1;
      parts[last] = `${parts[last]} (${t(`languages.${segment}`)})`;
    } else {
      parts.push(fieldWords(segment, t));
    }
  }
  return parts.join(' › ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text in the reader's language when it has both (`{ th, en }`), else itself. */
function inLocale(value: unknown, locale: Locale): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (isRecord(value)) {
    const own = value[locale];
    const other = value[locale === 'th' ? 'en' : 'th'];
    return inLocale(own, locale) ?? inLocale(other, locale);
  }
  return null;
}

/** The name a person knows a record by, from the record as written (after, else before). */
export function recordName(before: unknown, after: unknown, locale: Locale): string | null {
  const view = isRecord(after) ? after : isRecord(before) ? before : null;
  if (!view) return null;
  const name =
    inLocale(view.name, locale) ??
    inLocale(locale === 'en' ? view.name_en : view.name_th, locale) ??
    inLocale(locale === 'en' ? view.name_th : view.name_en, locale) ??
    inLocale(view.display_name, locale) ??
    inLocale(view.title, locale) ??
    inLocale(view.username, locale);
  const code = inLocale(view.code, locale);
  if (name && code && name !== code) return `${name} (${code})`;
  return name ?? code;
}

/** Where the portal keeps the words of an audited field's closed vocabulary (`entity.field`). */
export const VALUE_WORDS: Readonly<Record<string, string>> = {
  'service.type': 'catalog.type',
  'service.icon': 'catalog.icons',
  'coupon.status': 'coupons.status',
  'coupon.type': 'coupons.type',
  'coupon.model': 'coupons.model',
  'coupon.requested_payment': 'orders.paymentMethod',
  'promotion.phase': 'promotions.phase',
  'team.time': 'dispatch.slot',
  'user.role': 'roles',
  'add_on.unit': 'addOns.units',
};

/** The field a path ends in (`selling_points.0.icon` → `icon`, `name.th` → `name`). */
const lastField = (path: string) =>
  path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment) && !LANGUAGE_KEYS.has(segment))
    .at(-1) ?? path;

/**
 * A value of a closed vocabulary in words (`inactive` → "Inactive"), with the portal's whole
 * translation (`tAll`); null when the field has no vocabulary or the value no words.
 */
export function vocabularyWord(
  entity: string,
  path: string,
  value: unknown,
  tAll: Translate,
): string | null {
  const prefix = VALUE_WORDS[`${entity}.${lastField(path)}`];
  if (!prefix || (typeof value !== 'string' && typeof value !== 'number')) return null;
  const key = `${prefix}.${value}`;
  const word = tAll(key, { defaultValue: '' });
  return word && word !== key ? word : null;
}
