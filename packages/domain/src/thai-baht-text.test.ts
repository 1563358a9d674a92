import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thaiBahtText, thaiNumberWords } from './thai-baht-text';

describe('an amount in Thai words', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [100, 'หนึ่งบาทถ้วน'],
    [1000, 'สิบบาทถ้วน'],
    [1100, 'สิบเอ็ดบาทถ้วน'],
    [2000, 'ยี่สิบบาทถ้วน'],
    [2100, 'ยี่สิบเอ็ดบาทถ้วน'],
    [10100, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [11100, 'หนึ่งร้อยสิบเอ็ดบาทถ้วน'],
    [129000, 'หนึ่งพันสองร้อยเก้าสิบบาทถ้วน'],
    [123450, 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์'],
    [120561, 'หนึ่งพันสองร้อยห้าบาทหกสิบเอ็ดสตางค์'],
    [8439, 'แปดสิบสี่บาทสามสิบเก้าสตางค์'],
    [25, 'ยี่สิบห้าสตางค์'],
    [1, 'หนึ่งสตางค์'],
    [10000000, 'หนึ่งแสนบาทถ้วน'],
    [100000100, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [100001000, 'หนึ่งล้านสิบบาทถ้วน'],
    [1100000000, 'สิบเอ็ดล้านบาทถ้วน'],
    [2121111111, 'ยี่สิบเอ็ดล้านสองแสนหนึ่งหมื่นหนึ่งพันหนึ่งร้อยสิบเอ็ดบาทสิบเอ็ดสตางค์'],
    [100000000000000, 'หนึ่งล้านล้านบาทถ้วน'],
  ])('%i satang → %s', (satang, words) => {
    expect(thaiBahtText(satang)).toBe(words);
  });

  it('writes every whole number with Thai letters only, ending as the amount asks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (satang) => {
        const words = thaiBahtText(satang);
        expect(words).toMatch(/^[\u0E00-\u0E7F]+$/);
        expect(words.endsWith(satang % 100 === 0 ? 'บาทถ้วน' : 'สตางค์')).toBe(true);
        // เอ็ด only ever follows a higher place, never opens the number.
        expect(words.startsWith('เอ็ด')).toBe(false);
      }),
    );
  });

  it('counts numbers in words as their digits say', () => {
    expect(thaiNumberWords(0)).toBe('ศูนย์');
    expect(thaiNumberWords(1)).toBe('หนึ่ง');
    expect(thaiNumberWords(999_999)).toBe('เก้าแสนเก้าหมื่นเก้าพันเก้าร้อยเก้าสิบเก้า');
    expect(thaiNumberWords(2_000_000)).toBe('สองล้าน');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    for (const bad of [-1, 0.5, Number.NaN]) {
      expect(() => thaiBahtText(bad)).toThrow(RangeError);
      expect(() => thaiNumberWords(bad)).toThrow(RangeError);
    }
  });
});
