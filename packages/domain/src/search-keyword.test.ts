import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchKeyword } from './search-keyword';

describe('search keyword', () => {
  it('trims and collapses whitespace runs, newlines and tabs too', () => {
    expect(normalizeSearchKeyword('  ติดตั้ง \n\t แอร์  ')).toBe('ติดตั้ง แอร์');
    expect(normalizeSearchKeyword(undefined)).toBe('');
  });

  it('is NFC, so composed and decomposed input are the same keyword', () => {
    expect(normalizeSearchKeyword('cafe\u0301')).toBe('caf\u00e9');
    expect(normalizeSearchKeyword('cafe\u200b\u0301')).toBe('caf\u00e9');
  });

  it('drops control and format characters', () => {
    expect(normalizeSearchKeyword('แอร์\u200b')).toBe('แอร์');
    expect(normalizeSearchKeyword('\u202eair\u202c \u200b con')).toBe('air con');
    expect(normalizeSearchKeyword('a\u0000b\u0007')).toBe('ab');
  });

  it('property: idempotent, trimmed, no control or format character, NFC', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const keyword = normalizeSearchKeyword(text);
        return (
          normalizeSearchKeyword(keyword) === keyword &&
          keyword === keyword.trim() &&
          !/[\p{Cc}\p{Cf}]/u.test(keyword) &&
          !/ {2}/.test(keyword) &&
          keyword === keyword.normalize('NFC')
        );
      }),
      { numRuns: 3000 },
    );
  });
});
