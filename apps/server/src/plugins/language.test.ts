import { describe, expect, it } from 'vitest';
import { rawAcceptLanguage, requestLanguage } from './language';

const lang = (value?: string) =>
  requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('requestLanguage', () => {
  it('follows the UI language the web client sends', () => {
    expect(lang('en')).toBe('en');
    expect(lang('en-US')).toBe('en');
    expect(lang('th')).toBe('th');
  });

  it('defaults to Thai without a usable header', () => {
    expect(lang()).toBe('th');
    expect(lang('')).toBe('th');
    expect(lang('fr-FR, de;q=0.8')).toBe('th');
    expect(lang('en;q=0')).toBe('th');
  });

  it('takes the highest-weighted of Thai and English in a list', () => {
    expect(lang('en;q=0.1, th;q=0.9')).toBe('th');
    expect(lang('fr, en-GB;q=0.8, th;q=0.5')).toBe('en');
    expect(lang('th-TH,th;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('th');
  });
});

describe('rawAcceptLanguage', () => {
  it('reads a whole Accept-Language line of raw request bytes', () => {
    expect(rawAcceptLanguage('GET / HTTP/1.1\r\nAccept-Language: en-GB,en;q=0.9\r\n')).toBe('en');
    expect(rawAcceptLanguage('GET / HTTP/1.1\r\naccept-language: th\r\nX: y\r\n')).toBe('th');
  });

  it('knows nothing from a line not yet whole, or none', () => {
    expect(rawAcceptLanguage('GET / HTTP/1.1\r\nAccept-Language: e')).toBeNull();
    expect(rawAcceptLanguage('GET /aaaaaaaa')).toBeNull();
  });
});
