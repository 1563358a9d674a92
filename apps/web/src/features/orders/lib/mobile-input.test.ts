import { describe, expect, it } from 'vitest';
import { normalizeMobileInput } from './mobile-input';

describe('normalizeMobileInput', () => {
  it('takes the common ways of writing a Thai mobile to its 10 digits', () => {
    for (const written of [
      '0812345678',
      '081-234-5678',
      '081 234 5678',
      '081.234.5678',
      '(081) 234-5678',
      '+66812345678',
      '+66 81 234 5678',
      '+66-81-234-5678',
      '+660812345678',
      '66812345678',
    ])
      expect(normalizeMobileInput(written), written).toBe('0812345678');
  });

  it('keeps typing in progress and anything that is not a separator for the digits rule', () => {
    expect(normalizeMobileInput('+')).toBe('+');
    expect(normalizeMobileInput('+6')).toBe('+6');
    expect(normalizeMobileInput('+66')).toBe('0');
    expect(normalizeMobileInput('081-')).toBe('081');
    expect(normalizeMobileInput('08l2345678')).toBe('08l2345678');
    expect(normalizeMobileInput('6681234')).toBe('6681234');
    expect(normalizeMobileInput('')).toBe('');
  });
});
