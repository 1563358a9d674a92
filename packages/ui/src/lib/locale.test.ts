import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocalePrefix, switchLocalePath } from './locale';
import { decideInitialLocale, detectBrowserLocale, readLocaleCookie } from './locale-detection';

describe('locale from the path', () => {
  it.each([
    ['/', 'th'],
    ['/login', 'th'],
    ['/product/Air_Con', 'th'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/login', 'en'],
    ['/en/tracking/CO123', 'en'],
    ['/english', 'th'],
    ['/enx/login', 'th'],
  ])('%s → %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('strips the English prefix', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/productList')).toBe('/productList');
    expect(stripLocalePrefix('/productList')).toBe('/productList');
  });
});

describe('localizePath', () => {
  it('adds or removes the prefix and keeps query and hash', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/productList?search=แอร์', 'en')).toBe('/en/productList?search=แอร์');
    expect(localizePath('/en/productList?x=1#top', 'th')).toBe('/productList?x=1#top');
    expect(localizePath('/en/login', 'en')).toBe('/en/login');
    expect(localizePath('/?a=1', 'en')).toBe('/en?a=1');
  });

  it('leaves relative and external links alone', () => {
    expect(localizePath('details', 'en')).toBe('details');
    expect(localizePath('//cdn.example.com/x', 'en')).toBe('//cdn.example.com/x');
    expect(localizePath('https://example.com/', 'en')).toBe('https://example.com/');
  });
});

describe('language switch URL', () => {
  it('moves to the same page in the other language, keeping the query', () => {
    const location = { pathname: '/product/Air_Con', search: '?id=42', hash: '' };
    expect(switchLocalePath(location, 'en')).toBe('/en/product/Air_Con?id=42');
    expect(
      switchLocalePath({ pathname: '/en/product/Air_Con', search: '?id=42', hash: '#info' }, 'th'),
    ).toBe('/product/Air_Con?id=42#info');
  });

  it('handles home in both directions', () => {
    expect(switchLocalePath({ pathname: '/', search: '' }, 'en')).toBe('/en');
    expect(switchLocalePath({ pathname: '/en', search: '?ref=1' }, 'th')).toBe('/?ref=1');
  });

  it('staying in the same language changes nothing', () => {
    expect(switchLocalePath({ pathname: '/en/login', search: '?next=%2F' }, 'en')).toBe(
      '/en/login?next=%2F',
    );
  });
});

describe('browser-language detection', () => {
  it('takes the first Thai or English language the browser prefers', () => {
    expect(detectBrowserLocale(['en-US', 'th'])).toBe('en');
    expect(detectBrowserLocale(['fr-FR', 'th-TH', 'en'])).toBe('th');
    expect(detectBrowserLocale(['ja'])).toBe('th');
    expect(detectBrowserLocale([])).toBe('th');
  });

  const visit = (
    pathname: string,
    cookieLocale: string | null,
    browserLanguages: string[],
    search = '',
  ) => decideInitialLocale({ pathname, search, hash: '', cookieLocale, browserLanguages });

  it('redirects / to /en on a first visit from an English browser and remembers it', () => {
    expect(visit('/', null, ['en-GB', 'en'], '?utm=x')).toEqual({
      redirectTo: '/en?utm=x',
      storeCookie: 'en',
    });
  });

  it('stays on / for a Thai browser and remembers Thai', () => {
    expect(visit('/', null, ['th-TH'])).toEqual({ redirectTo: null, storeCookie: 'th' });
  });

  it('never redirects a deep link; remembers the language it names', () => {
    expect(visit('/productList', null, ['en-US'])).toEqual({ redirectTo: null, storeCookie: 'th' });
    expect(visit('/en/login', null, ['th'])).toEqual({ redirectTo: null, storeCookie: 'en' });
  });

  it('with the cookie set, follows the remembered choice and does not rewrite the cookie', () => {
    expect(visit('/', 'th', ['en-US'])).toEqual({ redirectTo: null, storeCookie: null });
    expect(visit('/', 'en', ['th'])).toEqual({ redirectTo: '/en', storeCookie: null });
    expect(visit('/en', 'en', ['th'])).toEqual({ redirectTo: null, storeCookie: null });
  });

  it('ignores a cookie with an unknown value', () => {
    expect(visit('/', 'fr', ['en'])).toEqual({ redirectTo: '/en', storeCookie: 'en' });
  });

  it('reads the cookie among others', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});
