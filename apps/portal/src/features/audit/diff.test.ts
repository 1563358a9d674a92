import { describe, expect, it } from 'vitest';
import { changedFields, formatValue, shorten } from './diff';

// What an audit entry shows (issue 21 item 6): the changed fields only, by path, values in words.

const words = { yes: 'Yes', no: 'No', empty: '(none)' };

describe('changedFields', () => {
  it('lists only the fields an edit changed, by their path, leaving bookkeeping out', () => {
    const before = {
      name: { th: 'ล้างแอร์', en: 'AC cleaning' },
      pricing: { type: 'S', price: 500 },
      work_types: ['WT-AC'],
      version: 3,
      updated_at: '2026-11-28T01:00:00.000Z',
    };
    const after = {
      name: { th: 'ล้างแอร์', en: 'Air-con cleaning' },
      pricing: { type: 'S', price: 650 },
      work_types: ['WT-AC', 'WT-WM'],
      version: 4,
      updated_at: '2026-11-28T02:00:00.000Z',
    };
    expect(changedFields(before, after)).toEqual([
      { path: 'name.en', before: 'AC cleaning', after: 'Air-con cleaning' },
      { path: 'pricing.price', before: 500, after: 650 },
      { path: 'work_types', before: ['WT-AC'], after: ['WT-AC', 'WT-WM'] },
    ]);
  });

  it('splits lists of objects by item and shows removed fields', () => {
    const before = { images: [{ url: '/a.webp', alt: { th: 'ก', en: 'a' } }], note: 'x' };
    const after = {
      images: [
        { url: '/a.webp', alt: { th: 'ก', en: 'A' } },
        { url: '/b.webp', alt: { th: '', en: '' } },
      ],
    };
    expect(changedFields(before, after)).toEqual([
      { path: 'images.0.alt.en', before: 'a', after: 'A' },
      { path: 'images.1.url', before: undefined, after: '/b.webp' },
      { path: 'note', before: 'x', after: undefined },
    ]);
  });

  it('on a create shows the filled fields; on a delete what was there', () => {
    expect(
      changedFields(null, { code: 'SONGKRAN', message: '', limit: null, active: true }),
    ).toEqual([
      { path: 'code', before: undefined, after: 'SONGKRAN' },
      { path: 'active', before: undefined, after: true },
    ]);
    expect(changedFields({ code: 'OLD' }, null)).toEqual([
      { path: 'code', before: 'OLD', after: undefined },
    ]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('formatValue and shorten', () => {
  it('puts values in words of the locale', () => {
    expect(formatValue(true, 'en', words)).toBe('Yes');
    expect(formatValue(false, 'en', words)).toBe('No');
    expect(formatValue(null, 'en', words)).toBe('(none)');
    expect(formatValue('', 'en', words)).toBe('(none)');
    expect(formatValue(12500, 'en', words)).toBe('12,500');
    expect(formatValue(['WT-AC', 'WT-WM'], 'en', words)).toBe('WT-AC, WT-WM');
    expect(formatValue('2026-04-13', 'en', words)).toBe('Apr 13, 2026');
    expect(formatValue('2026-11-28T02:00:00.000Z', 'en', words)).toBe('Nov 28, 2026, 9:00 AM');
    expect(formatValue({ icon: 'x' }, 'en', words)).toBe('{"icon":"x"}');
  });

  it('shortens a long text at a word', () => {
    const long = 'word '.repeat(60).trim();
    const short = shorten(long);
    expect(short.cut).toBe(true);
    expect(short.text.endsWith('word…')).toBe(true);
    expect(short.text.length).toBeLessThanOrEqual(121);
    expect(shorten('short')).toEqual({ text: 'short', cut: false });
  });
});
