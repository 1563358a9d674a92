import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProductPath, productPath, productSlug } from './product-url';

describe('product URL (spec §2)', () => {
  it('replaces slashes and spaces with underscores', () => {
    expect(productSlug('ติดตั้งแอร์ 9000/12000 BTU')).toBe('ติดตั้งแอร์_9000_12000_BTU');
    expect(productSlug('a  b')).toBe('a__b');
    expect(productSlug('a\tb\u00a0c')).toBe('a_b_c');
    expect(productSlug('.')).toBe('_');
    expect(productSlug('..')).toBe('__');
    expect(productSlug('...')).toBe('...');
  });

  it('builds /product/{segment}?id=… with /en in English', () => {
    const product = { _id: 'abc 1', name: { th: 'ล้างแอร์ 1/2', en: 'AC cleaning 1/2' } };
    expect(productPath(product, 'en')).toBe('/en/product/AC_cleaning_1_2?id=abc%201');
    expect(productPath(product, 'th')).toBe(
      `/product/${encodeURIComponent('ล้างแอร์_1_2')}?id=abc%201`,
    );
    expect(productPath({ _id: 'x', name: { th: '' } }, 'th')).toBe('/product/_?id=x');
    expect(productPath({ _id: 'x', name: { th: 'ล้างแอร์' } }, 'en')).toBe(
      `/en/product/${encodeURIComponent('ล้างแอร์')}?id=x`,
    );
  });

  it('parses the route back', () => {
    expect(parseProductPath('/en/product/AC_cleaning_1_2?id=abc%201')).toEqual({
      locale: 'en',
      id: 'abc 1',
      slug: 'AC_cleaning_1_2',
      displayName: 'AC cleaning 1 2',
    });
    expect(
      parseProductPath('https://shop.example/product/%E0%B8%A5%E0%B9%89%E0%B8%B2%E0%B8%87/?id=7'),
    ).toMatchObject({
      locale: 'th',
      slug: 'ล้าง',
      id: '7',
    });
  });

  it('refuses what is not a product URL with an id', () => {
    expect(parseProductPath('/product/x')).toBeNull();
    expect(parseProductPath('/product/x?id=')).toBeNull();
    expect(parseProductPath('/productList?id=1')).toBeNull();
    expect(parseProductPath('/fr/product/x?id=1')).toBeNull();
    expect(parseProductPath('/product/%E0%A4?id=1')).toBeNull();
  });

  it('property: parse(build(product)) gives back the id and the slug', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.constantFrom('th' as const, 'en' as const),
        (name, id, locale) => {
          const route = parseProductPath(
            productPath({ _id: id, name: { th: name, en: name } }, locale),
          );
          return (
            route !== null &&
            route.id === id &&
            route.slug === productSlug(name) &&
            route.locale === locale
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
