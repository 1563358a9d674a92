// What an audit entry changed (issue 21 item 6): the record before and after, as the portal reads it
// (plain JSON; null before a create, null after a delete), flattened to field paths ("name.th",
// "pricing.price", "images.0.alt.en") and compared, so the log shows the changed fields only.
// Bookkeeping fields every edit moves (version, updated_at) and the record's own ids are left out:
// they are not what the person changed.

export type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

export interface FieldChange {
  /** Dotted path of the field; array items by their index. */
  path: string;
  /** undefined: the field was not there (a create, a delete, a field added). */
  before: Plain | undefined;
  after: Plain | undefined;
}

export const IGNORED_FIELDS: ReadonlySet<string> = new Set([
  'version',
  'updated_at',
  'created_at',
  // The record's own identity: set once, never what a person changed, and no one reads a UUID.
  '_id',
  'id',
  'branch_uuid',
]);

/** Deeper than this, a value is shown whole (shortened) rather than split further. */
const MAX_DEPTH = 4;

const isObject = (value: unknown): value is Record<string, Plain> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array of plain values ("WT-AC, WT-WM") is one field; an array of objects splits by index. */
const isLeafArray = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);

function flatten(value: unknown, prefix: string, depth: number, out: Map<string, Plain>) {
  const splits =
    depth < MAX_DEPTH &&
    (isObject(value) || (Array.isArray(value) && !isLeafArray(value) && value.length > 0));
  if (!splits) {
    if (prefix) out.set(prefix, (value ?? null) as Plain);
    return;
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0 && prefix) out.set(prefix, value as Plain);
  for (const [key, item] of entries) {
    if (depth === 0 && IGNORED_FIELDS.has(key)) continue;
    flatten(item, prefix ? `${prefix}.${key}` : key, depth + 1, out);
  }
}

const flat = (value: unknown): Map<string, Plain> => {
  const out = new Map<string, Plain>();
  if (value !== null && value !== undefined) flatten(value, '', 0, out);
  return out;
};

const same = (a: Plain | undefined, b: Plain | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** "Nothing there": absent, null, an empty string or an empty list. */
export const isEmptyValue = (value: Plain | undefined): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

/**
 * The fields that differ between before and after, in the record's own field order (after's first,
 * then fields only before had). On a create (or delete) the empty fields are left out.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = flat(before);
  const now = flat(after);
  const paths = [...now.keys(), ...[...was.keys()].filter((path) => !now.has(path))];
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const a = was.get(path);
    const b = now.get(path);
    if (same(a, b)) continue;
    if (isEmptyValue(a) && isEmptyValue(b)) continue;
    changes.push({ path, before: a, after: b });
  }
  return changes;
}

export const LONG_TEXT = 120;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
}

/** A value as words: numbers and dates in the reader's locale, lists joined, objects as JSON. */
export function formatValue(value: Plain | undefined, locale: string, words: ValueWords): string {
  if (isEmptyValue(value)) return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value))
      return new Date(value).toLocaleString(locale, {
        timeZone: 'Asia/Bangkok',
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    if (ISO_DATE.test(value))
      return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, {
        timeZone: 'UTC',
        dateStyle: 'medium',
      });
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map((item) => formatValue(item, locale, words)).join(', ');
  return JSON.stringify(value);
}

/** A long text's first part (cut at a word where it can) and whether it was cut. */
export function shorten(text: string, max = LONG_TEXT): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return { text: `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}
