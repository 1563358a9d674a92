import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, localized } from './locale';

describe('locale', () => {
  it('knows th (default) and en', () => {
    expect(LOCALES).toEqual(['th', 'en']);
    expect(DEFAULT_LOCALE).toBe('th');
    expect(isLocale('th')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(1)).toBe(false);
  });

  it('picks the text of a locale, falling back to Thai', () => {
    const name = { th: 'ติดตั้งแอร์', en: 'Air conditioner installation' };
    expect(localized(name, 'th')).toBe('ติดตั้งแอร์');
    expect(localized(name, 'en')).toBe('Air conditioner installation');
    expect(localized({ th: 'ติดตั้งแอร์', en: ' ' }, 'en')).toBe('ติดตั้งแอร์');
    expect(localized({ en: 'Only English' }, 'th')).toBe('Only English');
    expect(localized(null, 'th')).toBe('');
  });
});
