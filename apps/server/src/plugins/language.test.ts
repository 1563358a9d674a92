import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

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
