import { describe, expect, it } from 'vitest';
import { isThaiBank, THAI_BANK_NAMES, THAI_BANKS } from './thai-banks';

describe('Thai banks', () => {
  it('names every bank of the list in Thai and English', () => {
    expect(Object.keys(THAI_BANK_NAMES)).toEqual([...THAI_BANKS]);
    for (const bank of THAI_BANKS) {
      expect(THAI_BANK_NAMES[bank].th).toMatch(/^ธนาคาร/);
      expect(THAI_BANK_NAMES[bank].en).not.toBe('');
    }
    expect(THAI_BANK_NAMES.KBANK).toEqual({ th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' });
  });

  it('takes only a bank of the list', () => {
    expect(isThaiBank('SCB')).toBe(true);
    expect(isThaiBank('scb')).toBe(false);
    expect(isThaiBank('PAYPAL')).toBe(false);
  });
});
